// The journeys' test: which mode the project serves, that mode's backend (codes, faults, sign-up), and
// two checks on every test (page errors, Content-Security-Policy violations). The offline-only knobs
// below (docs/offline-mode.md) are set before the app's first script runs.
import type Axe from 'axe-core';
import fs from 'node:fs';
import { expect, test as base, type Page } from '@playwright/test';
import { backendFor, type Backend, type Faults, type Mode } from './backend';

const OFFLINE_SESSION = {
  userId: 'u-e2e-1',
  username: 'ada@example.com',
  email: 'ada@example.com',
  region: 'US',
  userAlias: '3f1c2a4e-9b7d-4c1e-8a2f-6d5e4c3b2a10',
  idToken: 'offline-id',
  accessToken: 'offline-access',
  expiresAt: Date.UTC(2099, 0, 1),
};

export async function seedSignedIn(page: Page): Promise<void> {
  await page.addInitScript((session) => {
    window.localStorage.setItem('protect.offline.session', JSON.stringify(session));
  }, OFFLINE_SESSION);
}

/** Offline faults in force from the first page load on (for faults the app meets before a test could set them). */
export async function seedFaults(page: Page, faults: Faults): Promise<void> {
  await page.addInitScript((value) => {
    window.localStorage.setItem('protect.offline.faults', value);
  }, JSON.stringify(faults));
}

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * axe with WCAG 2.1 AA and best practices: every screen must have zero violations. `within` limits the
 * scan to what a step added (a dialog over a page already scanned), which a modal leaves untouched.
 * axe is put into a document once and run in its main frame: the app's one frame is the signing
 * service's page (its title is checked; what is inside is the vendor's). Injecting it anew for every scan,
 * as axe's Playwright wrapper does (twice), cost about a second a scan.
 */
export async function expectNoViolations(page: Page, within?: string) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ([include, tags]) => {
      const { axe } = window as unknown as { axe: typeof Axe };
      const results = await axe.run(include ?? document, { runOnly: { type: 'tag', values: tags }, iframes: false });
      return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    },
    [within, AXE_TAGS] as const,
  );
  expect(violations).toEqual([]);
}

/**
 * Each visible button in `scope` hovered, then focused: its label keeps 4.5:1 against what is behind it
 * (axe sees only the resting state). Names the buttons that do not.
 */
export async function expectReadableButtons(page: Page, scope = 'main') {
  const buttons = page.locator(`${scope} .button:visible`);
  const faint: string[] = [];
  for (const button of await buttons.all()) {
    for (const state of ['hover', 'focus'] as const) {
      await (state === 'hover' ? button.hover() : button.focus());
      const ratio = await button.evaluate((el) => {
        const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
        const luminance = ([r = 0, g = 0, b = 0]: number[]) =>
          [r, g, b]
            .map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4))
            .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
        let behind: Element | null = el;
        let background = 'rgba(0, 0, 0, 0)';
        while (behind !== null && channels(background)[3] === 0) {
          background = getComputedStyle(behind).backgroundColor;
          behind = behind.parentElement;
        }
        const [a, b] = [luminance(channels(getComputedStyle(el).color)), luminance(channels(background))];
        return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      });
      if (ratio < 4.5) faint.push(`${(await button.innerText()).trim()} (${state}: ${ratio.toFixed(2)}:1)`);
    }
  }
  expect(faint).toEqual([]);
}

export type ModeOptions = { mode: Mode };

export const test = base.extend<ModeOptions & { backend: Backend; pageErrors: Error[]; cspViolations: string[] }>({
  /** Set per project in playwright.config.ts. */
  mode: ['offline', { option: true }],
  /** Faults set in a test are cleared after it (local-backend's switch outlives the page). */
  backend: [
    async ({ mode, page, baseURL }, use) => {
      const backend = backendFor(mode, page, new URL(baseURL ?? '').origin);
      await use(backend);
      await backend.clearFaults();
      await backend.close();
    },
    { scope: 'test' },
  ],
  /** Collects uncaught page errors; a test that must have none asserts on them. */
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
    },
    { auto: true },
  ],
  /** Fails the test on any Content-Security-Policy violation. */
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeFunction('__reportCspViolation', (line: string) => void violations.push(line));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          (window as unknown as { __reportCspViolation: (line: string) => void }).__reportCspViolation(
            `${event.violatedDirective} blocked ${event.blockedURI || '(inline)'}`,
          );
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
