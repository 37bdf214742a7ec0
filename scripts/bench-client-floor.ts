// The dashboard's client-rendered floor (issue 38): what the dashboard would cost if the card's
// libraries alone rendered it. The page is the dashboard's snapshot (its head and CSS, the page around
// #root) with the frame app.html paints before any script in #root (ADR 059), the markup the app rendered
// inlined as data (a tree of elements in a `<script type="application/json">`, so no request is made for
// it), and one classic deferred script, fetched at the app's scripts' low priority: the libraries' bundle
// (scripts/bench-libraries.ts, the same imports and minification as their floor) with a few lines that
// make that tree into React elements and render them through the router. No code of ours runs.
import fs from 'node:fs';
import path from 'node:path';
import { clientFloorScript } from './bench-libraries';
import { staticSnapshot } from './bench-verdict';

/** A node of #root as the page holds it: text, or an element's local name, its attributes and its children. */
export type MarkupNode = string | MarkupElement;
export interface MarkupElement {
  readonly tag: string;
  readonly attributes: readonly (readonly [string, string])[];
  readonly children: readonly MarkupNode[];
}
/** The same as React's createElement takes it, `[type, props, ...children]`, compact in the page. */
export type ElementNode = string | ElementArray;
interface ElementArray extends ReadonlyArray<string | Record<string, unknown> | ElementNode> {
  readonly 0: string;
  readonly 1: Record<string, unknown>;
}

/** Attributes React knows by another name, or only as a boolean; every other one React sets as written. */
const RENAMED: Readonly<Record<string, string>> = {
  class: 'className',
  for: 'htmlFor',
  readonly: 'readOnly',
  autofocus: 'autoFocus',
  novalidate: 'noValidate',
  formnovalidate: 'formNoValidate',
  allowfullscreen: 'allowFullScreen',
  playsinline: 'playsInline',
  itemscope: 'itemScope',
};
const BOOLEAN = new Set(['disabled', 'hidden', 'required', 'multiple', 'open', 'inert', 'selected', 'readOnly', 'autoFocus', 'noValidate', 'formNoValidate']);
/** A field's state: set once, as the markup shows it, not held by React (no handler would change it). */
const UNCONTROLLED: Readonly<Record<string, string>> = { value: 'defaultValue', checked: 'defaultChecked' };
const FIELDS = new Set(['input', 'textarea']);

/** `a: b; --c: d` as React's style object (custom properties keep their names). */
export function styleObject(css: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of css.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    if (name === '' || value === '') continue;
    style[name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase())] = value;
  }
  return style;
}

export function reactProps(tag: string, attributes: readonly (readonly [string, string])[]): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [name, value] of attributes) {
    const key = (FIELDS.has(tag) ? UNCONTROLLED[name] : undefined) ?? RENAMED[name] ?? name;
    props[key] = name === 'style' ? styleObject(value) : BOOLEAN.has(key) || key === 'defaultChecked' ? true : value;
  }
  return props;
}

export const toElementTree = (node: MarkupNode): ElementNode =>
  typeof node === 'string' ? node : [node.tag, reactProps(node.tag, node.attributes), ...node.children.map(toElementTree)];

/** Safe inside a `<script>` element: no `</script`, `<!--` or line separator can end or upset it. */
const scriptData = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The floor's page: `document` (the rendered dashboard's `outerHTML` with #root emptied) with no script
 * of the app's, the floor's deferred script in its head, `frame` in #root and the markup's tree as data after it.
 */
export function clientFloorPage(document: string, markup: readonly MarkupNode[], scriptPath: string, frame: string): string {
  const page = staticSnapshot(document);
  if (!/<div id="?root"?><\/div>/.test(page)) throw new Error('bench: the snapshot for the client floor has no empty #root');
  return page
    .replace('</head>', `<script defer fetchpriority="low" src="${scriptPath}"></script></head>`)
    .replace(
      /(<div id="?root"?>)(<\/div>)/,
      (_all, open: string, close: string) =>
        `${open}${frame}${close}<script type="application/json" id="floor-markup">${scriptData(markup.map(toElementTree))}</script>`,
    );
}

/** Writes the floor's page and its script at their paths in the build `dir`. */
export async function writeClientFloor(
  dir: string,
  paths: { readonly page: string; readonly script: string },
  document: string,
  markup: readonly MarkupNode[],
  frame: string,
): Promise<void> {
  const code = await clientFloorScript();
  fs.mkdirSync(path.join(dir, path.dirname(paths.page)), { recursive: true });
  fs.writeFileSync(path.join(dir, paths.script), code);
  fs.writeFileSync(path.join(dir, paths.page), clientFloorPage(document, markup, paths.script, frame));
}
