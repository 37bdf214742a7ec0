/** Text is always set as text, never parsed as markup. */
export function element(doc: Document, tag: string, attributes: Readonly<Record<string, string>> = {}, ...children: (Node | string)[]): HTMLElement {
  const node = doc.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}
