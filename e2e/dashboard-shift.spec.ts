// The dashboard reserves the space its data will take: however slowly and in whatever order its six
// reads answer, nothing already on screen moves (cumulative layout shift ≤ 0.05, the page's budget).
import type { Page } from '@playwright/test';
import type { Faults } from './backend';
import { expect, test } from './fixtures';
import { WAIT } from './waits';

const FIVE = ['subscriptionStatus', 'getRemovalContract', 'getEmailAddresses', 'dataBrokerDeletion', 'breachStatus'] as const;

/** Each answer 0.3 s later than the one before it, in this order, after the profile's 0.6 s (it is always read first). */
const inOrder = (order: readonly (typeof FIVE)[number][]): Faults => ({
  getUserProfile: { delayMs: 600 },
  ...Object.fromEntries(order.map((operation, index) => [operation, { delayMs: 600 + 300 * (index + 1) }])),
});

const ORDERS: readonly { readonly name: string; readonly faults: Faults }[] = [
  { name: 'all 0.6 s slower', faults: Object.fromEntries(['getUserProfile', ...FIVE].map((operation) => [operation, { delayMs: 600 }])) },
  { name: 'top to bottom', faults: inOrder(FIVE) },
  { name: 'bottom to top', faults: inOrder([...FIVE].reverse()) },
  {
    name: 'breaches first, subscription last',
    faults: inOrder(['breachStatus', 'dataBrokerDeletion', 'getEmailAddresses', 'getRemovalContract', 'subscriptionStatus']),
  },
];

const SCREENS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;

/** The layout shifts of the page's current document (the observer is put in every document by an init script). */
const shiftsOf = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts);

for (const screen of SCREENS) {
  for (const breaches of ['some', 'none'] as const) {
    // One person and page; each order is a reload with its faults, so every read is slow again.
    test(`${screen.name}, ${breaches === 'some' ? 'with' : 'without'} breaches, the answers in any of four orders: nothing on screen moves`, async ({
      page,
      backend,
    }) => {
      await page.setViewportSize({ width: screen.width, height: screen.height });
      await page.addInitScript(() => {
        const shifts: { value: number; sources: string[] }[] = [];
        (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node?: Node }[] }[]) {
            if (entry.hadRecentInput) continue;
            shifts.push({
              value: entry.value,
              sources: entry.sources.map((source) =>
                source.node instanceof Element ? `${source.node.tagName.toLowerCase()}.${[...source.node.classList].join('.')}` : String(source.node?.nodeName),
              ),
            });
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // Whether the reads were slow enough to show placeholders at all (too brief for a check that polls).
        new MutationObserver(() => {
          if (document.querySelector('.skeleton')) (window as unknown as { __skeletons: boolean }).__skeletons = true;
        }).observe(document, { childList: true, subtree: true });
      });
      for (const [index, { name, faults }] of ORDERS.entries()) {
        await test.step(`answers ${name}`, async () => {
          if (index === 0) await backend.startSignedIn({ name: 'shift', faults, breaches });
          else {
            await backend.setFaults(faults);
            await page.reload();
          }
          await expect(page.getByRole('region', { name: 'Your profile' }).getByRole('button', { name: 'Edit profile' })).toBeVisible({ timeout: WAIT.slow });
          await expect(page.locator('.skeleton')).toHaveCount(0, { timeout: WAIT.slow });
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
          // Two frames: a shift from the last answer's render is reported by then.
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

          // The reads were slow again: the page showed their placeholders first.
          expect(await page.evaluate(() => (window as unknown as { __skeletons?: boolean }).__skeletons)).toBe(true);
          const shifts = await shiftsOf(page);
          const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
          console.log(`dashboard shift: ${screen.name}, ${name}, ${breaches} breaches: CLS ${total.toFixed(3)}`);
          expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(0.05);
        });
      }
    });
  }
}
