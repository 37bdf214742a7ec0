// Link attribution in local mode: the real link-service SDK starts with local mode's key and asks the link
// service which link was clicked. The service's hosts are fixed in the SDK and not reachable from here, so a
// recorder answers for them with link data anyone can write. Offline mode has no link service.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { WAIT } from '../waits';

const LINK_SERVICE = /^https:\/\/([a-z0-9-]+\.)?(app\.link|branch\.io)\//;

/** Answers the SDK's two start-up calls (the browser id, a script that calls back; the session with `linkData`) and records every call with its body. */
async function serveLinkService(page: Page, linkData: Record<string, unknown>): Promise<string[]> {
  const calls: string[] = [];
  await page.route(LINK_SERVICE, (route) => {
    const url = new URL(route.request().url());
    calls.push(`${url.pathname} ${route.request().postData() ?? ''}`);
    if (url.pathname === '/_r') {
      const callback = url.searchParams.get('callback') ?? '';
      return route.fulfill({ contentType: 'application/javascript', body: /^[\w.]+$/.test(callback) ? `${callback}("local-fingerprint");` : '' });
    }
    const body =
      url.pathname === '/v1/open'
        ? { session_id: '1', identity_id: '2', link: 'https://protect.app.link/spring', has_app: false, data: JSON.stringify(linkData) }
        : {};
    return route.fulfill({
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'GET, POST, OPTIONS' },
      body: JSON.stringify(body),
    });
  });
  return calls;
}

test('a tracked link opens the page it points to, with its campaign, and the service is asked about this very click', async ({ page, pageErrors }) => {
  const calls = await serveLinkService(page, { '+clicked_branch_link': true, $deeplink_path: '/sign-up', utm_campaign: 'spring' });

  await page.goto('/?_branch_match_id=1234567890');

  await expect(page).toHaveURL('/sign-up?utm_campaign=spring');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  expect(calls.filter((call) => call.startsWith('/v1/open')).join('\n')).toContain('1234567890');
  expect(pageErrors.map((error) => error.message)).toEqual([]);
});

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

test('a link followed before this visit (deferred) is read once the person first uses the page, never on the landing’s first load', async ({ page }) => {
  const calls = await serveLinkService(page, {
    '+clicked_branch_link': true,
    $deeplink_path: '/sign-up',
    utm_campaign: 'spring',
    docusealSlug: 'attacker-slug',
  });
  const scripts: string[] = [];
  page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(request.url())));

  // A signed-out visit to the landing, no match id in the address: the page is up, and no link code has been asked for.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(calls).toEqual([]);
  expect(scripts.filter((url) => /branch/i.test(url))).toEqual([]);

  // The person uses the page (a key press; the app starts on the first, the late vendors on the next): the link service is asked, and its route opens.
  await expect
    .poll(async () => {
      await page.keyboard.press('Shift');
      return calls.length;
    })
    .toBeGreaterThan(0);
  await expect(page).toHaveURL('/sign-up?utm_campaign=spring', { timeout: WAIT.slow });
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
});
