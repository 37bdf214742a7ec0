// A tracked link in local mode: the real link SDK starts with local mode's key and asks the link
// service which link was clicked. The service's hosts are fixed in the SDK and not reachable from here,
// so this journey answers for them (as the service would for a link to the sign-up page with a
// campaign), and sees the app open that page.
import type { Route } from '@playwright/test';
import { expect, test } from '../fixtures';

const LINK_SERVICE = /^https:\/\/([a-z0-9-]+\.)?(app\.link|branch\.io)\//;

/** The link's data as the service keeps it: where it points and what it adds. */
const LINK_DATA = { '+clicked_branch_link': true, $deeplink_path: '/sign-up', utm_campaign: 'spring' };

test('a tracked link opens the page it points to, with its campaign', async ({ page, pageErrors }) => {
  const opened: string[] = [];
  await page.route(LINK_SERVICE, async (route: Route) => {
    const url = new URL(route.request().url());
    // The SDK's first call: a JSONP script that hands back a browser fingerprint.
    if (url.pathname === '/_r') {
      const callback = url.searchParams.get('callback') ?? '';
      await route.fulfill({ contentType: 'application/javascript', body: /^[\w.]+$/.test(callback) ? `${callback}("local-fingerprint");` : '' });
      return;
    }
    if (url.pathname === '/v1/open') {
      opened.push(route.request().postData() ?? '');
      await route.fulfill({
        json: { session_id: '1', identity_id: '2', has_app: false, link: 'https://protect.app.link/spring', data: JSON.stringify(LINK_DATA) },
      });
      return;
    }
    await route.fulfill({ json: {} });
  });

  await page.goto('/?_branch_match_id=1234567890');

  await expect(page).toHaveURL('/sign-up?utm_campaign=spring');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  // The service was asked about this very click.
  expect(opened.join('\n')).toContain('1234567890');
  expect(pageErrors.map((error) => error.message)).toEqual([]);
});
