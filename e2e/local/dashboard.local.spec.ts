// The dashboard in local mode: the axios adapters against local-backend's Protection API. Every area
// with data, each fault's fallback while the rest works, the one parallel round, and what goes on the wire.
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../fixtures';
import { BACKEND, signUpLocal } from '../pages/journeys';

const API = `${BACKEND}/api/`;

const area = (page: Page, name: string) => page.getByRole('region', { name });

test.describe('the dashboard (local mode)', () => {
  test.afterEach(async ({ request }) => {
    await request.delete(`${BACKEND}/faults`);
  });

  test('every area renders from the API; the six reads leave together, each with the key and a bearer token, nothing personal in a URL', async ({ page }) => {
    const address = await signUpLocal(page, 'dash', { openDashboard: false });
    const reads: { request: Request; at: number }[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(API) && request.method() !== 'OPTIONS') reads.push({ request, at: Date.now() });
    });

    await page.goto('/dashboard');

    await expect(area(page, 'Your subscription')).toContainText('14 days remaining');
    await expect(area(page, 'Data-broker removal').getByRole('img')).toHaveAttribute('aria-label', /0 of 12 brokers/);
    await expect(area(page, 'Data breaches').getByRole('link', { name: 'Ask about this breach' }).first()).toBeVisible();
    await expect(area(page, 'Data breaches').getByRole('link', { name: /Have I Been Pwned/ })).toBeVisible();
    await expect(area(page, 'Your profile')).toContainText(address);
    await expect(area(page, 'Your profile')).toContainText('Primary');

    const paths = reads.map(({ request }) => new URL(request.url()).pathname.replace('/api/', '')).sort();
    expect(paths).toEqual(['breach-status', 'data-broker-deletion', 'data-broker-removal/contract', 'profile-info/email-addresses', 'profile-info/user-profile', 'subscription-status']);
    const times = reads.map((r) => r.at);
    expect(Math.max(...times) - Math.min(...times)).toBeLessThan(250);
    for (const { request } of reads) {
      const headers = await request.allHeaders();
      expect(headers.authorization).toMatch(/^Bearer eyJ/);
      expect(headers['x-api-key']).toBe('local-protection-key');
      expect(request.url()).not.toMatch(/token|code|@|%40/i);
    }
  });

  for (const [operation, fault, check] of [
    ['subscriptionStatus', { status: 500 }, async (page: Page) => expect(area(page, 'Your subscription')).toContainText('could not check your subscription')],
    ['breachStatus', { status: 503 }, async (page: Page) => expect(area(page, 'Data breaches')).toContainText('could not check for breaches')],
    ['breachStatus', { body: 'html' }, async (page: Page) => expect(area(page, 'Data breaches')).toContainText('could not check for breaches')],
    ['getRemovalContract', { status: 500 }, async (page: Page) => expect(area(page, 'Data-broker removal')).toContainText('Request failed with status code 500')],
    ['dataBrokerDeletion', { body: 'wrong-types' }, async (page: Page) => expect(area(page, 'Data-broker removal')).toContainText('could not load')],
    ['getEmailAddresses', { status: 502 }, async (page: Page) => expect(area(page, 'Your profile')).toContainText('Request failed with status code 502')],
  ] as const) {
    test(`${operation} answering ${JSON.stringify(fault)} shows its fallback while the rest works`, async ({ page, request }) => {
      await signUpLocal(page, 'dash', { openDashboard: false });
      expect((await request.put(`${BACKEND}/faults`, { data: { [operation]: { ...fault, times: 1 } } })).status()).toBe(200);

      await page.goto('/dashboard');

      await check(page);
      if (operation !== 'subscriptionStatus') await expect(area(page, 'Your subscription')).toContainText('14 days remaining');
      if (operation !== 'breachStatus') await expect(area(page, 'Data breaches').getByRole('link', { name: 'Ask about this breach' }).first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Your protection' })).toBeVisible();
    });
  }

  test('add and verify an address with the code from the outbox, make it primary, remove the old one', async ({ page }) => {
    const address = await signUpLocal(page, 'dash', { openDashboard: false });
    await page.goto('/dashboard');
    const profile = area(page, 'Your profile');
    const second = `second.${Date.now()}@example.com`;

    await profile.getByRole('button', { name: 'Add an e-mail address' }).click();
    await page.getByRole('dialog', { name: 'Add an e-mail address' }).getByLabel('E-mail address').fill(second);
    await page.getByRole('dialog', { name: 'Add an e-mail address' }).getByRole('button', { name: 'Send code' }).click();
    const url = `${BACKEND}/outbox/latest?to=${encodeURIComponent(second)}`;
    await expect.poll(async () => (await page.request.get(url)).status()).toBe(200);
    const verify = page.getByRole('dialog', { name: 'Check the new address' });
    await verify.getByLabel('Verification code').fill(((await (await page.request.get(url)).json()) as { code: string }).code);
    await verify.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.getByRole('dialog', { name: 'Address added' }).getByRole('button', { name: 'Done' }).click();
    await profile.getByRole('button', { name: `Make primary ${second}` }).click();
    await page.getByRole('dialog', { name: 'Make this your primary address?' }).getByRole('button', { name: 'Make primary' }).click();
    await profile.getByRole('button', { name: `Remove ${address}` }).click();
    await page.getByRole('dialog', { name: 'Remove this address?' }).getByRole('button', { name: 'Remove' }).click();

    await expect(profile.locator('.email-list__address')).toHaveText([second]);
    await page.reload();
    await expect(area(page, 'Your profile').locator('.email-list__address')).toHaveText([second]);
  });
});
