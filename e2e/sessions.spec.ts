// Sessions and networks in the offline build: a session the services refuse, a refresh that meets no
// network, and pages that meet no network or a chunk a new deploy removed. Local mode's own journeys
// (tampered tokens on the wire, a single refused read, a huge breach list) are in local/sessions.local.spec.ts.
import { expect, seedFaults, seedSignedIn, test } from './fixtures';
import type { Faults } from './backend';
import { ChatbotPage } from './pages/chatbot.page';
import { DashboardPage } from './pages/dashboard.page';

const SESSION_KEY = 'protect.offline.session';
const SESSION_ENDED = 'Your session has ended. Please sign in again.';
const ALL_READS_REFUSED: Faults = Object.fromEntries(
  ['getUserProfile', 'subscriptionStatus', 'getRemovalContract', 'getEmailAddresses', 'dataBrokerDeletion', 'breachStatus', 'getBreachProgress'].map(
    (operation) => [operation, { status: 401 }],
  ),
);

test.describe('a session the services refuse', () => {
  test('one read refused even after a refresh signs the person out, with a plain message on the sign-in page', async ({ page, backend }) => {
    await backend.startSignedIn({ name: 'refused', faults: { breachStatus: { status: 401 } } });

    await expect(page).toHaveURL(/\/sign-in\?next=%2Fdashboard$/);
    await expect(page.getByText(SESSION_ENDED)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
  });

  test('on a slow phone the first render is still going when the session ends: the sign-in page shows, with the message', async ({ page, backend }) => {
    // The router moves to sign-in while the app's first render (sliced by React) is unfinished.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await backend.startSignedIn({ name: 'refused-slow', faults: { breachStatus: { status: 401 } } });

    await expect(page).toHaveURL(/\/sign-in\?next=%2Fdashboard$/);
    await expect(page.getByText(SESSION_ENDED)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });

  test('a stored session the pool does not know (forged) is never shown once refused: signed out, its address gone', async ({ page }) => {
    await seedSignedIn(page);
    await seedFaults(page, ALL_READS_REFUSED);

    await page.goto('/dashboard');

    await expect(page.getByText(SESSION_ENDED)).toBeVisible();
    await expect(page.getByText('ada@example.com')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  });
});

test.describe('a refresh that meets no network', () => {
  test('keeps the tokens, says the network is down, and recovers by itself when the network is back', async ({ page, backend }) => {
    const dashboard = new DashboardPage(page);
    await backend.startSignedIn({ name: 'netdown' });
    await expect(dashboard.heading).toBeVisible();
    await backend.setFaults({ refresh: { network: true } });
    // The tokens have expired: the next read of the session must refresh them.
    await page.evaluate((key) => localStorage.setItem(key, JSON.stringify({ ...JSON.parse(localStorage.getItem(key) ?? '{}'), expiresAt: 0 })), SESSION_KEY);

    await page.reload();

    await expect(page.getByRole('heading', { name: 'We could not reach Protect' })).toBeVisible();
    await expect(page.getByText(/you are still signed in/i)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).not.toBeNull();

    await backend.clearFaults();
    await page.context().setOffline(true);
    await page.context().setOffline(false);

    await expect(dashboard.heading).toBeVisible();
    await expect(dashboard.firstBreach()).toBeVisible();
  });
});

test.describe('pages that meet no network', () => {
  test('the dashboard offline: a screen that cannot load says so, offers Try again, and loads by itself once the network is back', async ({
    page,
    backend,
    pageErrors,
  }) => {
    const dashboard = new DashboardPage(page);
    await backend.startSignedIn({ name: 'offline' });
    await expect(dashboard.firstBreach()).toBeVisible();
    await page.context().setOffline(true);

    await dashboard.askLinks.first().click();

    await expect(page.getByRole('heading', { name: 'We could not reach Protect' })).toBeVisible();
    // Still offline: trying again says the same, and nothing breaks.
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(page.getByRole('heading', { name: 'We could not reach Protect' })).toBeVisible();
    // Back online: the page loads by itself.
    await page.context().setOffline(false);
    await expect(new ChatbotPage(page).heading).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('a screen whose code a new version removed offers to reload, which loads the new version', async ({ page, backend }) => {
    const dashboard = new DashboardPage(page);
    await backend.startSignedIn({ name: 'deploy' });
    await expect(dashboard.firstBreach()).toBeVisible();
    await page.route(/\/chatbot\.[^/]*\.js$/, (route) => route.fulfill({ status: 404, body: 'Not found' }));

    await dashboard.askLinks.first().click();

    await expect(page.getByRole('heading', { name: 'A new version of Protect is ready' })).toBeVisible();
    await page.unroute(/\/chatbot\.[^/]*\.js$/);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(new ChatbotPage(page).heading).toBeVisible();
  });

  test('the landing page offline: the app that cannot start says so, with no page error, and starts when the network is back', async ({ page, pageErrors }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await page.context().setOffline(true);

    // The landing's script runs after its first paint, on a busy machine after the press: press until it has heard one.
    await expect
      .poll(async () => {
        await page.keyboard.press('Tab');
        return page.getByRole('alert').count();
      })
      .toBeGreaterThan(0);
    await expect(page.getByRole('alert')).toContainText(
      'We could not reach Protect. Check your internet connection: we will try again as soon as you are back online.',
    );
    const started = page.waitForResponse((response) => /\/start\.[^/]*\.js$/.test(response.url()) && response.ok());
    await page.context().setOffline(false);
    await started;
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
});
