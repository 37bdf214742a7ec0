// The visual identity: colours, type sizes and spacing are tokens in one stylesheet, and every pair of
// colours the app draws text or controls with holds its contrast in the light and the dark theme.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const styles = join(__dirname, '../../../src/ui/styles');
const tokensCss = readFileSync(join(styles, 'tokens.css'), 'utf8');
const appCss = readFileSync(join(styles, 'app.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

function properties(block: string): Map<string, string> {
  return new Map([...block.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name = '', value = '']) => [name, value.trim()]));
}
const [lightBlock = '', darkBlock = ''] = tokensCss.split('@media screen and (prefers-color-scheme: dark)');
const themes = { light: properties(lightBlock), dark: new Map([...properties(lightBlock), ...properties(darkBlock)]) };

function luminance(hex: string): number {
  const channels = hex.length === 4 ? [...hex.slice(1)].map((c) => c + c) : [hex.slice(1, 3), hex.slice(3, 5), hex.slice(5, 7)];
  const [r = 0, g = 0, b = 0] = channels.map((c) => {
    const v = parseInt(c, 16) / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi = 0, lo = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const TEXT = 4.5;
const CONTROL = 3;
/** [foreground, background, minimum]: text needs 4.5:1, lines and shapes that carry meaning 3:1. */
const PAIRS: readonly [string, string, number][] = [
  ...['--paper', '--card', '--raised'].flatMap((bg): [string, string, number][] => [
    ['--ink', bg, TEXT],
    ['--ink-soft', bg, TEXT],
    ['--brand', bg, TEXT],
    ['--error-ink', bg, TEXT],
    ['--focus', bg, CONTROL],
  ]),
  ['--brand-strong', '--card', TEXT],
  ['--brand-strong', '--hover', TEXT],
  ['--on-brand', '--brand', TEXT],
  ['--on-brand', '--brand-strong', TEXT],
  ['--on-brand', '--accent', TEXT],
  ['--warn-ink', '--warn-bg', TEXT],
  ['--success-ink', '--success-bg', TEXT],
  ['--field-line', '--card', CONTROL],
  ['--accent', '--card', TEXT],
  ...['--bar-high', '--bar-moderate', '--bar-lower', '--accent'].flatMap((bar): [string, string, number][] => [
    [bar, '--card', CONTROL],
    [bar, '--bar-track', CONTROL],
  ]),
];

describe('colour tokens', () => {
  it.each(Object.keys(themes))('every pair holds its contrast in the %s theme', (theme) => {
    const tokens = themes[theme as keyof typeof themes];
    const failing = PAIRS.flatMap(([fg, bg, minimum]) => {
      const [a, b] = [tokens.get(fg), tokens.get(bg)];
      if (!a?.startsWith('#') || !b?.startsWith('#')) return [`${fg} on ${bg}: not a colour token`];
      const ratio = contrast(a, b);
      return ratio < minimum ? [`${fg} on ${bg}: ${ratio.toFixed(2)}:1`] : [];
    });
    expect(failing).toEqual([]);
  });

  it('the dark theme only redefines colours the light theme defines', () => {
    expect([...properties(darkBlock).keys()].filter((name) => !themes.light.has(name))).toEqual([]);
  });
});

describe('app.css draws only with tokens', () => {
  const declarations = [...appCss.matchAll(/([\w-]+):\s*([^;{}]+);/g)].map(([, property = '', value = '']) => ({ property, value: value.trim() }));

  it('has no colour of its own and no dark block: the dark theme is the tokens', () => {
    const literal = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(|\b(?:white|black)\b/i;
    expect(declarations.filter(({ value }) => literal.test(value)).map(({ property, value }) => `${property}: ${value}`)).toEqual([]);
    expect(appCss).not.toContain('prefers-color-scheme');
  });

  it('sizes text only from the type scale', () => {
    const sizes = declarations.filter(({ property }) => property === 'font-size').map(({ value }) => value);
    expect(sizes.filter((size) => !/^var\(--text-[\w-]+\)$|^inherit$|^[\d.]+em$/.test(size))).toEqual([]);
  });

  it('spaces only from the spacing scale', () => {
    const spacing = /^(?:margin|padding|gap|row-gap|column-gap)(?:-(?:top|right|bottom|left|block|inline)(?:-(?:start|end))?)?$/;
    const rawLength = /\d(?:rem|em|px|vw|vh|%)/;
    const withoutTokens = (value: string) => value.replace(/var\(--(?:space-\d|gutter)\)/g, 'T');
    const off = declarations
      .filter(({ property }) => spacing.test(property))
      .filter(({ value }) => rawLength.test(withoutTokens(value)))
      .map(({ property, value }) => `${property}: ${value}`);
    expect(off).toEqual([]);
  });

  it('uses no token the tokens do not define', () => {
    const used = new Set([...appCss.matchAll(/var\((--[\w-]+)/g)].map(([, name = '']) => name));
    const local = new Set([...appCss.matchAll(/(--[\w-]+):/g)].map(([, name = '']) => name));
    const setByScript = new Set(['--composer-height']);
    expect([...used].filter((name) => !themes.light.has(name) && !local.has(name) && !setByScript.has(name))).toEqual([]);
  });
});

describe('/design-system', () => {
  it('shows every colour, type step and space the tokens define', () => {
    const view = readFileSync(join(__dirname, '../../../src/ui/dev-tools/design-system.view.tsx'), 'utf8');
    const shown = [...themes.light.keys()].filter((name) => /^--(?!font|radius|shadow|scrim|shade)/.test(name));
    expect(shown.filter((name) => !view.includes(`'${name}'`))).toEqual([]);
  });
});
