// The flags every browser of the tests gets (scripts/chromium.json). Chromium keeps only the last
// --disable-features it is given, and Playwright gives its own list before ours: ours must carry both.
import fs from 'node:fs';
import debianChromium from '../../scripts/chromium.json';

/** The names Playwright's launcher disables, read from the launcher itself so that an upgrade is checked too. */
function playwrightDisabledFeatures(): string[] {
  const launcher = fs.readFileSync(require.resolve('playwright-core/lib/coreBundle'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(launcher)?.[1];
  if (list === undefined) throw new Error("Playwright's list of disabled features was not found: read its launcher again");
  return [...list.matchAll(/"([A-Za-z0-9]+)"/g)].map((match) => match[1] ?? '');
}

describe('the browser flags of the tests', () => {
  const disabling = debianChromium.args.filter((arg) => arg.startsWith('--disable-features='));
  const disabled = disabling.join().replace('--disable-features=', '').split(',');

  it('disable features in one switch, which keeps every feature Playwright disables', () => {
    expect(disabling).toHaveLength(1);
    const playwright = playwrightDisabledFeatures();
    expect(playwright.length).toBeGreaterThan(10);
    expect(playwright.filter((feature) => !disabled.includes(feature))).toEqual([]);
  });

  it('keep each new window from loading the address bar’s pop-up page (about 2 CPU-seconds per browser context)', () => {
    expect(disabled).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
  });
});
