// app.html carries the dashboard's frame, captured at build time (scripts/prerender.ts): with a stored session, /dashboard
// paints the header, the headings and the placeholders before any of the app's script has arrived; the app's first render
// replaces it with the same layout (no shift, never both at once). Any other page, or no stored session, paints as before.
import type { Page } from '@playwright/test';
import { slowReads } from './backend';
import { expect, test } from './fixtures';
import { WAIT } from './waits';

/** The shell's main script. */
const SHELL_SCRIPT = /\/assets\/shell\.[0-9a-f]+\.js$/;

/** Holds the main script back until the test releases it; `held` once its request is waiting (not served from a cache). */
async function holdMainScript(page: Page): Promise<{ release: () => void; held: () => boolean }> {
  let release = () => {};
  let held = false;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(SHELL_SCRIPT, async (route) => {
    held = true;
    await released;
    await route.continue();
  });
  return { release, held: () => held };
}

/**
 * Opens `path` in a new context with `from`'s storage (no cache of what `from` loaded can serve the held script), the main
 * script held, up to the document parsed and its inline scripts run (the load waits for the script).
 */
async function openHeld(from: Page, baseURL: string, path: string, colorScheme: 'light' | 'dark' = 'light') {
  const browser = from.context().browser();
  if (browser === null) throw new Error('no browser');
  const context = await browser.newContext({ baseURL, colorScheme, storageState: await from.context().storageState() });
  const page = await context.newPage();
  await watchTakeover(page);
  const script = await holdMainScript(page);
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState !== 'loading');
  return { page, script, close: () => context.close() };
}

/** Layout shifts, and whether the frame and the app were ever in the page together, from the document's start. */
async function watchTakeover(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = { shifts: [] as { value: number; sources: string[] }[], both: false, csp: [] as string[] };
    document.addEventListener('securitypolicyviolation', (event) => seen.csp.push(`${event.violatedDirective} ${event.blockedURI || '(inline)'}`));
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
  page.evaluate(() => (window as unknown as { __takeover: { shifts: { value: number; sources: string[] }[]; both: boolean; csp: string[] } }).__takeover);

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

/** When the main script's response ended, by the page's clock; null before it has. */
const shellArrival = (page: Page) =>
  page.evaluate((script) => {
    const entry = performance.getEntriesByType('resource').find((resource) => new RegExp(script).test(resource.name)) as PerformanceResourceTiming | undefined;
    return entry?.responseEnd ?? null;
  }, SHELL_SCRIPT.source);

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
  page: first,
  backend,
  baseURL,
}) => {
  // The reads stay slow, so the app's first render is the dashboard waiting for them, as the frame is.
  await backend.startSignedIn({ name: 'frame', faults: slowReads(4000, 4000) });
  await expect(first.locator('.dashboard h1')).toHaveText('Your protection');

  const { page, script, close } = await openHeld(first, baseURL ?? '', '/dashboard', 'dark');

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
  expect(painted, 'a first contentful paint, while the main script is held').not.toBeNull();
  expect(script.held(), 'the main script is held').toBe(true);
  expect(await shellArrival(page), 'the main script has not arrived').toBeNull();
  const releasedAt = await page.evaluate(() => performance.now());

  script.release();

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
  const shell = await shellArrival(page);
  const { shifts, both, csp } = await takeover(page);
  console.log(
    `dashboard frame: first paint ${painted!.toFixed(0)} ms, main script released ${releasedAt.toFixed(0)} ms, arrived ${shell?.toFixed(0)} ms, layout shift at takeover ${JSON.stringify(shifts)}`,
  );
  expect(shell!, 'the main script arrived once released').toBeGreaterThanOrEqual(releasedAt);
  expect(shifts).toEqual([]);
  expect(both, 'the frame and the app never both in the page').toBe(false);
  expect(csp, 'Content-Security-Policy violations').toEqual([]);
  await close();
});

test('with no stored session, /dashboard and /sign-in paint no frame while the main script is held', async ({ page: first, baseURL }) => {
  for (const path of ['/dashboard', '/sign-in']) {
    await test.step(path, async () => {
      const { page, script, close } = await openHeld(first, baseURL ?? '', path);

      expect(script.held()).toBe(true);
      await expect(rootChildren(page)).toHaveCount(0);
      script.release();
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible({ timeout: WAIT.slow });
      await expect(frame(page)).toHaveCount(0);
      expect((await takeover(page)).csp).toEqual([]);
      await close();
    });
  }
});

test('with a stored session, /sign-in paints no frame, and the app then moves on to the dashboard', async ({ page: first, backend, baseURL }) => {
  await backend.startSignedIn({ name: 'frame-sign-in' });
  await expect(first.locator('.dashboard h1')).toHaveText('Your protection');

  const { page, script, close } = await openHeld(first, baseURL ?? '', '/sign-in');

  expect(script.held()).toBe(true);
  await expect(rootChildren(page)).toHaveCount(0);
  script.release();
  await expect(page).toHaveURL('/dashboard', { timeout: WAIT.slow });
  await expect(page.getByRole('heading', { level: 1, name: 'Your protection' })).toBeVisible();
  await expect(frame(page)).toHaveCount(0);
  await close();
});

test('a stored session the services refuse: the frame shows while the script is held, and none of it is left once the app is on sign-in', async ({
  page: first,
  backend,
  baseURL,
}) => {
  await backend.startSignedIn({ name: 'frame-refused' });
  await expect(first.locator('.dashboard h1')).toHaveText('Your protection');
  await backend.setFaults({ breachStatus: { status: 401 } });

  const { page, script, close } = await openHeld(first, baseURL ?? '', '/dashboard');
  await expect(frame(page)).toHaveCount(1);
  expect(script.held()).toBe(true);
  script.release();

  await expect(page).toHaveURL(/\/sign-in\?next=%2Fdashboard$/, { timeout: WAIT.slow });
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.locator('#root .dashboard')).toHaveCount(0);
  await expect(page.locator('#root .site-header')).toHaveCount(1);
  await expect(page.locator('[inert]')).toHaveCount(0);
  expect((await takeover(page)).both).toBe(false);
  await close();
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
