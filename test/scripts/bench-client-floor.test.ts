import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { clientFloorPage, reactProps, styleObject, toElementTree, type ElementNode, type MarkupNode } from '../../scripts/bench-client-floor';

/** As the floor's script renders a node (scripts/bench-libraries.ts RENDER). */
const toElement = (node: ElementNode): ReactNode =>
  typeof node === 'string' ? node : createElement(node[0], node[1], ...(node.slice(2) as ElementNode[]).map(toElement));
/** An element as the page reads it. */
const el = (tag: string, attributes: [string, string][], ...children: MarkupNode[]): MarkupNode => ({ tag, attributes, children });

describe("the dashboard's client-rendered floor", () => {
  it('gives attributes the names React sets them by, booleans as booleans and fields their state once', () => {
    expect(
      reactProps('input', [
        ['class', 'field'],
        ['id', 'e'],
        ['value', 'ada@example.com'],
        ['disabled', ''],
        ['aria-describedby', 'e-note'],
        ['readonly', ''],
      ]),
    ).toEqual({ className: 'field', id: 'e', defaultValue: 'ada@example.com', disabled: true, 'aria-describedby': 'e-note', readOnly: true });
    expect(reactProps('progress', [['value', '3']])).toEqual({ value: '3' });
    expect(reactProps('label', [['for', 'e']])).toEqual({ htmlFor: 'e' });
  });

  it('reads a style attribute as a style object', () => {
    expect(styleObject('width: 40%; --fill: #0b3d5c; background-color:red;')).toEqual({ width: '40%', '--fill': '#0b3d5c', backgroundColor: 'red' });
  });

  it('renders through React to the markup it was read from', () => {
    // Development React asks for `strokeWidth`; it sets `stroke-width` as written all the same, as the floor's production React does.
    const warned = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const markup: MarkupNode[] = [
      el(
        'section',
        [
          ['class', 'card'],
          ['aria-labelledby', 'h'],
        ],
        el('h2', [['id', 'h']], 'Your profile'),
        ' ',
        el('span', [['style', 'width: 40%;']], 'a & b'),
        el('button', [['disabled', '']], 'Edit'),
        el(
          'svg',
          [
            ['viewBox', '0 0 24 24'],
            ['aria-hidden', 'true'],
          ],
          el('path', [
            ['d', 'M0 0h24'],
            ['stroke-width', '2'],
          ]),
        ),
      ),
    ];

    expect(renderToStaticMarkup(markup.map(toElementTree).map(toElement))).toBe(
      '<section class="card" aria-labelledby="h"><h2 id="h">Your profile</h2> <span style="width:40%">a &amp; b</span><button disabled="">Edit</button>' +
        '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M0 0h24" stroke-width="2"></path></svg></section>',
    );
    warned.mockRestore();
  });

  it('is the snapshot with no script of the app, the frame the app paints first in #root, its own script fetched as ours are, and the markup as inert data', () => {
    const document =
      '<html><head><title>Dashboard</title><script defer src="/assets/shell.js"></script><link rel="stylesheet" href="/s.css"></head>' +
      '<body><div id="root"></div></body></html>';
    const frame = '<div class="app" inert=""><h1>Your protection</h1></div>';

    const page = clientFloorPage(document, [el('p', [], '</script><script>alert(1)</script> costs $& and $1')], '/__floor/client.js', frame);

    expect(page).toBe(
      '<!doctype html>\n<html><head><title>Dashboard</title><link rel="stylesheet" href="/s.css"><script defer fetchpriority="low" src="/__floor/client.js"></script></head>' +
        `<body><div id="root">${frame}</div><script type="application/json" id="floor-markup">[["p",{},"\\u003c/script>\\u003cscript>alert(1)\\u003c/script> costs $& and $1"]]</script></body></html>`,
    );
  });

  it('refuses a snapshot whose #root is not empty', () => {
    expect(() => clientFloorPage('<html><head></head><body><div id="root"><p>x</p></div></body></html>', [], '/c.js', '')).toThrow(/empty #root/);
  });
});
