// The dashboard reserves the space its data will take: however slowly and in whatever order its six
// reads answer, nothing already on screen moves (cumulative layout shift ≤ 0.05, the page's budget).
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

for (const screen of SCREENS) {
  for (const { name, faults } of ORDERS) {
    for (const breaches of ['some', 'none'] as const) {
      test(`${screen.name}, answers ${name}, ${breaches === 'some' ? 'with' : 'without'} breaches: nothing on screen moves`, async ({ page, backend }) => {
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
                  source.node instanceof Element
                    ? `${source.node.tagName.toLowerCase()}.${[...source.node.classList].join('.')}`
                    : String(source.node?.nodeName),
                ),
              });
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await backend.startSignedIn({ name: 'shift', faults, breaches });
        await expect(page.getByRole('region', { name: 'Your profile' }).getByRole('button', { name: 'Edit profile' })).toBeVisible({ timeout: WAIT.slow });
        await expect(page.locator('.skeleton')).toHaveCount(0, { timeout: WAIT.slow });
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        // Two frames: a shift from the last answer's render is reported by then.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

        const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts);
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        console.log(`dashboard shift: ${screen.name}, ${name}, ${breaches} breaches: CLS ${total.toFixed(3)}`);
        expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(0.05);
      });
    }
  }
}
