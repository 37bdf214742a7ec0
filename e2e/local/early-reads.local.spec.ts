// The dashboard renders as it fetches: its reads leave from the page's inline start, before the app's main script has
// arrived, and the app takes their answers instead of asking again. An expired stored token is refreshed first (the
// start sends nothing with it); a refused one ends the session as any refusal does. Nothing else is on the way: the
// identity pool and the error reporter's code come after the data.
import type { Page, Request } from '@playwright/test';
import { LOCAL_CLIENT_ID } from '../../local-backend/local-pool';
import { BACKEND, DASHBOARD_REQUESTS, lastVisitAnswered, slowReads } from '../backend';
import { expect, test } from '../fixtures';
import { DashboardPage } from '../pages/dashboard.page';
import { WAIT } from '../waits';

const SESSION_ENDED = 'Your session has ended. Please sign in again.';
/** The shell's main script, held back as a slow network would. */
const SHELL_SCRIPT = /\/assets\/shell\.[0-9a-f]+\.js$/;
const SHELL_DELAY_MS = 1500;

const apiReads = (page: Page): Request[] => {
  const reads: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${BACKEND}/api/`) && request.method() !== 'OPTIONS') reads.push(request);
  });
  return reads;
};

const isRefresh = (request: Request) => request.url().startsWith(`${BACKEND}/cognito`) && (request.postData() ?? '').includes('REFRESH_TOKEN_AUTH');

/** The stored tokens' `exp` moved an hour back: expired for the page, never sent to a service (their signature no longer holds). */
const expireStoredTokens = (page: Page) =>
  page.evaluate(() => {
    const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    for (const key of Object.keys(localStorage).filter((name) => /\.(idToken|accessToken)$/.test(name))) {
      const [header, payload, signature] = (localStorage.getItem(key) ?? '').split('.');
      const claims = JSON.parse(atob((payload ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number };
      localStorage.setItem(key, `${header}.${encode({ ...claims, exp: Math.floor(Date.now() / 1000) - 3600 })}.${signature}`);
    }
  });

test("the dashboard's first read leaves before the main script has arrived, and the app asks for none of the early reads again", async ({ page, backend }) => {
  const dashboard = new DashboardPage(page);
  const marked = lastVisitAnswered(page);
  const address = await backend.startSignedIn({ name: 'early' });
  await expect(dashboard.subscription).toContainText('14 days left');
  await marked;
  const reads = apiReads(page);
  await page.route(SHELL_SCRIPT, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SHELL_DELAY_MS));
    await route.continue();
  });

  await page.reload();

  await expect(dashboard.greeting).toHaveText(`Signed in as ${address}`);
  await expect(dashboard.subscription).toContainText('14 days left');
  await expect(dashboard.firstBreach()).toBeVisible();
  const timings = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => ({ name: entry.name, startTime: entry.startTime, responseEnd: (entry as PerformanceResourceTiming).responseEnd })),
  );
  const shell = timings.find((entry) => SHELL_SCRIPT.test(entry.name));
  const profile = timings.find((entry) => entry.name.endsWith('/api/profile-info/user-profile'));
  expect(shell && profile, 'both in the resource timings').toBeTruthy();
  expect(profile!.startTime, 'the profile request leaves before the main script has arrived').toBeLessThan(shell!.responseEnd);
  // Each request once: none asked again by the app.
  await expect.poll(() => reads.length).toBe(8);
  const paths = reads.map((request) => new URL(request.url()).pathname.replace('/api/', '')).sort();
  expect(paths).toEqual(DASHBOARD_REQUESTS);
});

test('an expired stored token: nothing is sent with it; one refresh, then the reads, and the dashboard shows the person', async ({ page, backend }) => {
  const dashboard = new DashboardPage(page);
  const marked = lastVisitAnswered(page);
  const address = await backend.startSignedIn({ name: 'early-expired' });
  await expect(dashboard.subscription).toContainText('14 days left');
  await marked;
  await expireStoredTokens(page);
  const expiredToken = await page.evaluate(() => localStorage.getItem(Object.keys(localStorage).find((key) => key.endsWith('.idToken')) ?? '') ?? '');
  const reads = apiReads(page);
  // The reloaded document's refreshes: the page before it may yet refresh once, when its own late work finds the tokens expired.
  const refreshes: Request[] = [];
  let reloaded = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloaded = true;
  });
  page.on('request', (request) => {
    if (reloaded && isRefresh(request)) refreshes.push(request);
  });

  await page.reload();

  await expect(dashboard.greeting).toHaveText(`Signed in as ${address}`);
  await expect(dashboard.subscription).toContainText('14 days left');
  await expect(dashboard.firstBreach()).toBeVisible();
  expect(
    refreshes.map((request) => request.url()),
    'one refresh',
  ).toHaveLength(1);
  const bearers = await Promise.all(reads.map(async (request) => (await request.allHeaders()).authorization));
  expect(bearers.length).toBeGreaterThanOrEqual(7);
  expect(bearers).not.toContain(`Bearer ${expiredToken}`);
});

test('a session revoked elsewhere: the early read is refused, the refresh too, and the person lands on sign-in with the session-ended message', async ({
  page,
  backend,
}) => {
  const dashboard = new DashboardPage(page);
  const reads = apiReads(page);
  const marked = lastVisitAnswered(page);
  await backend.startSignedIn({ name: 'early-revoked' });
  await expect(dashboard.subscription).toContainText('14 days left');
  await marked;
  // As a sign-out on another device does: the refresh token is revoked, and every token issued from it with it.
  const refreshToken = await page.evaluate(() => localStorage.getItem(Object.keys(localStorage).find((key) => key.endsWith('.refreshToken')) ?? '') ?? '');
  const revoked = await fetch(`${BACKEND}/cognito/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-amz-json-1.1', 'X-Amz-Target': 'AWSCognitoIdentityProviderService.RevokeToken', connection: 'close' },
    body: JSON.stringify({ Token: refreshToken, ClientId: LOCAL_CLIENT_ID }),
  });
  expect(revoked.status).toBe(200);

  reads.length = 0;
  await page.reload();

  await expect(page.getByText(SESSION_ENDED)).toBeVisible({ timeout: WAIT.slow });
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fdashboard$/);
  const statuses = await Promise.all(reads.map(async (request) => `${new URL(request.url()).pathname} ${(await request.response())?.status()}`));
  expect(statuses).toEqual(['/api/profile-info/user-profile 401']);
});

/** When every area has its data (no placeholder left, a breach to ask about, the subscription's days), by the page's clock (as the resource timings). */
const watchDataShown = (page: Page) =>
  page.addInitScript(() => {
    const shown = () =>
      document.querySelector('.glance[aria-busy="false"]') !== null &&
      document.querySelector('.skeleton') === null &&
      [...document.querySelectorAll('a')].some((link) => link.textContent?.startsWith('Ask about this breach')) &&
      (document.body.textContent ?? '').includes('days left');
    new MutationObserver((_changes, observer) => {
      if (!shown()) return;
      (window as { dataShownAt?: number }).dataShownAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  });

/** What comes once the page is quiet (the identity pool's two calls, the error reporter's code and the HTTP client's), and none of it before the data. */
async function expectNothingBeforeData(page: Page, lateAtLeast: number) {
  await expect.poll(() => page.evaluate(() => (window as { dataShownAt?: number }).dataShownAt), { message: "the dashboard's data is shown" }).toBeDefined();
  const late = /\/identity\/|\/assets\/(identity-pool|sentry|http-client)\./;
  const timings = () => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => ({ name: entry.name, startTime: entry.startTime })));
  await expect.poll(async () => (await timings()).filter((entry) => late.test(entry.name)).length).toBeGreaterThanOrEqual(lateAtLeast);
  const shownAt = (await page.evaluate(() => (window as { dataShownAt?: number }).dataShownAt)) ?? 0;
  expect((await timings()).filter((entry) => late.test(entry.name) && entry.startTime < shownAt)).toEqual([]);
}

test("nothing else is on the way: no identity-pool request, and neither the identity pool's, the error reporter's nor the HTTP client's code, before the dashboard's data is on screen", async ({
  page,
  backend,
}) => {
  await watchDataShown(page);
  // Reads slow enough that anything started on the way to them starts well before they answer.
  await backend.startSignedIn({ name: 'nothing-on-the-way', faults: slowReads(600, 300) });
  await expectNothingBeforeData(page, 4);
});

test('nor when the answers are in before the app has rendered them (a reload: the identity is kept for the tab)', async ({ page, backend }) => {
  const marked = lastVisitAnswered(page);
  await backend.startSignedIn({ name: 'nothing-on-the-way-early' });
  await marked;
  await watchDataShown(page);

  await page.reload();

  await expectNothingBeforeData(page, 2);
});

test("the HTTP client's code is not needed for the dashboard's data: refused, the page still shows every area; once it arrives, a change is saved", async ({
  page,
  backend,
}) => {
  const dashboard = new DashboardPage(page);
  const client = /\/assets\/http-client\.[0-9a-f]+\.js$/;
  let refused = 0;
  await page.route(client, async (route) => {
    refused += 1;
    await route.abort();
  });
  const address = await backend.startSignedIn({ name: 'no-client' });

  await expect(dashboard.greeting).toHaveText(`Signed in as ${address}`);
  await expect(dashboard.subscription).toContainText('14 days left');
  await expect(dashboard.firstBreach().getByRole('link', { name: 'Ask about this breach' })).toBeVisible();
  await expect(dashboard.profile.getByRole('button', { name: 'Edit profile' })).toBeVisible();
  await expect(page.locator('.area-error')).toHaveCount(0);
  // Asked for once the data has painted, ready for a change, and refused.
  await expect.poll(() => refused).toBeGreaterThanOrEqual(1);

  await page.unroute(client);
  await dashboard.editProfile();
  await dashboard.editor.fill({ City: 'Leeds' });
  await dashboard.editor.save();
  await expect(dashboard.profile.getByRole('status').filter({ hasText: 'Your profile is saved.' })).toBeVisible();
});
