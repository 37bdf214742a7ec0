// Link attribution in local mode: the real link-service SDK starts for a tracked visit, and its answer
// (served here in place of the vendor's hosts) is link data anyone can write. Offline mode has no link
// service, so this journey is local only.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { WAIT } from '../waits';

/** Answers the SDK's two start-up calls: the browser id (a script that calls back) and the session with `linkData`. */
async function serveLinkService(page: Page, linkData: Record<string, unknown>): Promise<void> {
  await page.route('https://app.link/_r**', (route) => {
    const callback = new URL(route.request().url()).searchParams.get('callback') ?? '';
    return route.fulfill({ contentType: 'application/javascript', body: `${callback}("1234567890");` });
  });
  await page.route('https://api2.branch.io/**', (route) => {
    const opens = new URL(route.request().url()).pathname === '/v1/open';
    const body = opens ? { session_id: '1', identity_id: '2', link: 'https://protect.app.link/spring', has_app: false, data: JSON.stringify(linkData) } : {};
    return route.fulfill({
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'GET, POST, OPTIONS' },
      body: JSON.stringify(body),
    });
  });
}

test('a tracked link opens our route with its campaign parameters only: link data never opens a dialog or the signing flow', async ({ page, backend }) => {
  await serveLinkService(page, {
    '+clicked_branch_link': true,
    $deeplink_path: '/dashboard?editProfile=true',
    editProfile: 'true',
    docusealSlug: 'attacker-slug',
    subscribed: 'true',
    utm_campaign: 'spring',
    utm_source: 'newsletter',
  });

  await backend.startSignedIn({ name: 'linked', path: '/?_branch_match_id=1234567890' });

  // The link service starts after the page is up and answers in its own time.
  await expect(page).toHaveURL('/dashboard?utm_campaign=spring&utm_source=newsletter', { timeout: WAIT.slow });
  await expect(page.getByRole('heading', { level: 1, name: 'Your protection' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
