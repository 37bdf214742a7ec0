// After @lingui/loader: the source language's catalogue leaves out each message that is its own id (the domain's plain English
// sentences, which the code already holds); src/ui/i18n.ts reads a missing id as its own text.
module.exports = function leanCatalogue(source) {
  const compiled = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(source);
  if (compiled === null) throw new Error(`lean-catalogue-loader: no compiled messages in ${this.resourcePath}`);
  const messages = JSON.parse(JSON.parse(compiled[1]));
  const lean = Object.fromEntries(Object.entries(messages).filter(([id, message]) => !(Array.isArray(message) && message.length === 1 && message[0] === id)));
  return source.replace(compiled[0], () => `JSON.parse(${JSON.stringify(JSON.stringify(lean))})`);
};
