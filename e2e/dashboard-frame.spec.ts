// app.html carries the dashboard's frame, captured at build time (scripts/prerender.ts): with a stored session, /dashboard
// paints the header, the headings and the placeholders before any of the app's script has arrived; the app's first render
// replaces it with the same layout (no shift, never both at once). Any other page, or no stored session, paints as before.
import type { Page } from '@playwright/test';
import { slowReads } from './backend';
import { expect, test } from './fixtures';
import { WAIT } from './waits';

/** The shell's main script. */
const SHELL_SCRIPT = /\/assets\/shell\.[0-9a-f]+\.js$/;

/** Holds the main script back until the test releases it. */
async function holdMainScript(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(SHELL_SCRIPT, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Opens `path` without waiting for the load (the held script delays it) until the document is parsed, its inline scripts run. */
async function openHeld(page: Page, path: string, reload = false): Promise<void> {
  await (reload ? page.reload({ waitUntil: 'commit' }) : page.goto(path, { waitUntil: 'commit' }));
  await page.waitForFunction(() => document.readyState !== 'loading');
}

/** Layout shifts, and whether the frame and the app were ever in the page together, from the document's start. */
async function watchTakeover(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = { shifts: [] as { value: number; sources: string[] }[], both: false };
    (window as unknown as { __takeover: typeof seen }).__takeover = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node?: Node }[] }[]) {
        if (!entry.hadRecentInput) seen.shifts.push({ value: entry.value, sources: entry.sources.map((source) => String(source.node?.nodeName)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver(() => {
      if (document.querySelectorAll('#root .app').length > 1) seen.both = true;
    }).observe(document, { childList: true, subtree: true });
  });
}

const takeover = (page: Page) =>
  page.evaluate(() => (window as unknown as { __takeover: { shifts: { value: number; sources: string[] }[]; both: boolean } }).__takeover);

/** Where the page's landmarks and headings are, by selector. */
const PLACES = ['.site-header', '.dashboard h1', '.dashboard__greeting', '.glance', '.dash-card--breaches', '.dash-card--removal', '.dash-card--subscription'];
const placesOf = (page: Page) =>
  page.evaluate(
    (selectors) =>
      selectors.map((selector) => {
        const box = document.querySelector(selector)?.getBoundingClientRect();
        return box ? `${selector} ${box.x.toFixed(1)},${box.y.toFixed(1)} ${box.width.toFixed(1)}×${box.height.toFixed(1)}` : `${selector} missing`;
      }),
    PLACES,
  );

/** How many headings named `name` the browser's accessibility tree holds (what a screen reader is given). */
async function headingsAnnounced(page: Page, name: string): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: { ignored: boolean; role?: { value: string }; name?: { value: string } }[] };
  await cdp.detach();
  return nodes.filter((node) => !node.ignored && node.role?.value === 'heading' && node.name?.value === name).length;
}

const frame = (page: Page) => page.locator('#root > .app[inert]');
const rootChildren = (page: Page) => page.locator('#root > *');

test("with a stored session, /dashboard paints the header and the dashboard's headings before the main script, and the app takes over with nothing shifted", async ({
  page,
  backend,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await watchTakeover(page);
  // The reads stay slow, so the app's first render is the dashboard waiting for them, as the frame is.
  await backend.startSignedIn({ name: 'frame', faults: slowReads(4000, 4000) });
  await expect(page.locator('.dashboard h1')).toHaveText('Your protection');
  const release = await holdMainScript(page);

  await openHeld(page, '/dashboard', true);

  await expect(frame(page)).toHaveCount(1);
  await expect(page.locator('#root .site-header')).toBeVisible();
  await expect(page.locator('#root .site-header .brand')).toBeVisible();
  await expect(page.locator('#root h1')).toHaveText('Your protection');
  await expect(page.locator('#root h2')).toContainText(['Checking your data…', 'Data breaches', 'Data-broker removal', 'Your subscription', 'Your profile']);
  await expect(page.locator('#root .skeleton').first()).toBeVisible();
  // Not announced: the frame is inert, out of the browser's accessibility tree, until the app replaces it.
  expect(await headingsAnnounced(page, 'Your protection')).toBe(0);
  await expect(page.locator('.dashboard__greeting')).toHaveText('\u00a0');
  const dark = await page.evaluate(() => [getComputedStyle(document.body).backgroundColor, getComputedStyle(document.querySelector('.card')!).backgroundColor]);
  const framed = await placesOf(page);
  const painted = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);

  release();

  await expect(page.locator('#root > .app:not([inert])')).toHaveCount(1, { timeout: WAIT.slow });
  await expect(frame(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Your protection' })).toBeVisible();
  expect(await headingsAnnounced(page, 'Your protection')).toBe(1);
  await expect(page.locator('.glance')).toHaveAttribute('aria-busy', 'true');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await placesOf(page)).toEqual(framed);
  expect(
    await page.evaluate(() => [getComputedStyle(document.body).backgroundColor, getComputedStyle(document.querySelector('.card')!).backgroundColor]),
  ).toEqual(dark);
  expect(dark[0], 'the dark theme from the first frame').not.toBe('rgb(255, 255, 255)');
  const shell = await page.evaluate(() => {
    const entry = performance.getEntriesByType('resource').find((resource) => /\/assets\/shell\./.test(resource.name)) as PerformanceResourceTiming | undefined;
    return entry?.responseEnd ?? null;
  });
  expect(painted, 'a first contentful paint').not.toBeNull();
  expect(shell, "the main script's timing").not.toBeNull();
  expect(painted!, 'the frame paints before the main script has arrived').toBeLessThan(shell!);
  const { shifts, both } = await takeover(page);
  console.log(
    `dashboard frame: first paint ${painted!.toFixed(0)} ms, main script arrived ${shell!.toFixed(0)} ms, layout shift at takeover ${JSON.stringify(shifts)}`,
  );
  expect(shifts).toEqual([]);
  expect(both, 'the frame and the app never both in the page').toBe(false);
});

test('with no stored session, /dashboard and /sign-in paint no frame while the main script is held', async ({ page }) => {
  for (const path of ['/dashboard', '/sign-in']) {
    await test.step(path, async () => {
      const release = await holdMainScript(page);
      await openHeld(page, path);

      await expect(rootChildren(page)).toHaveCount(0);
      release();
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible({ timeout: WAIT.slow });
      await expect(frame(page)).toHaveCount(0);
      await page.unroute(SHELL_SCRIPT);
    });
  }
});

test('with a stored session, /sign-in paints no frame, and the app then moves on to the dashboard', async ({ page, backend }) => {
  await backend.startSignedIn({ name: 'frame-sign-in' });
  await expect(page.locator('.dashboard h1')).toHaveText('Your protection');
  const release = await holdMainScript(page);

  await openHeld(page, '/sign-in');

  await expect(rootChildren(page)).toHaveCount(0);
  release();
  await expect(page).toHaveURL('/dashboard', { timeout: WAIT.slow });
  await expect(page.getByRole('heading', { level: 1, name: 'Your protection' })).toBeVisible();
  await expect(frame(page)).toHaveCount(0);
});

test('a stored session the services refuse: the frame shows while the script is held, and none of it is left once the app is on sign-in', async ({
  page,
  backend,
}) => {
  await watchTakeover(page);
  await backend.startSignedIn({ name: 'frame-refused' });
  await expect(page.locator('.dashboard h1')).toHaveText('Your protection');
  await backend.setFaults({ breachStatus: { status: 401 } });
  const release = await holdMainScript(page);

  await openHeld(page, '/dashboard', true);
  await expect(frame(page)).toHaveCount(1);
  release();

  await expect(page).toHaveURL(/\/sign-in\?next=%2Fdashboard$/, { timeout: WAIT.slow });
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.locator('#root .dashboard')).toHaveCount(0);
  await expect(page.locator('#root .site-header')).toHaveCount(1);
  await expect(page.locator('[inert]')).toHaveCount(0);
  expect((await takeover(page)).both).toBe(false);
});

test("app.html holds the dashboard's frame and nothing personal: no address, no greeting, no country", async ({ page }) => {
  const html = await (await page.request.get('/dashboard')).text();
  const template = /<template id="?dashboard-frame"?[^>]*>([\s\S]*?)<\/template>/.exec(html)?.[1] ?? '';

  expect(template).toContain('Your protection');
  expect(template).toContain('site-header');
  expect(template).not.toContain('@');
  expect(template).not.toContain('Signed in as');
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
  const regions = letters.flatMap((a) => letters.map((b) => names.of(a + b))).filter((name): name is string => name !== undefined);
  const text = template.replace(/<[^>]*>/g, ' ');
  expect(regions.filter((name) => new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(text))).toEqual([]);
});
