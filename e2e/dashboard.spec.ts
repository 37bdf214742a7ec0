import type { Page } from '@playwright/test';
import { expect, seedFaults, test } from './fixtures';
import { signUpOffline } from './pages/journeys';

test.describe('dashboard (offline)', () => {
  test('every area renders with data, breaches newest first with attribution and a way to ask', async ({ page }) => {
    await signUpOffline(page, 'dash');

    await expect(page.getByRole('heading', { level: 1, name: 'Your protection' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your subscription' })).toContainText('14 days remaining');
    await expect(page.getByRole('region', { name: 'Data-broker removal' }).getByRole('img')).toHaveAttribute('aria-label', /of 12 brokers/);
    const breaches = page.getByRole('region', { name: 'Data breaches' });
    await expect(breaches.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) }).first()).toBeVisible();
    await expect(breaches).toContainText('What to do first');
    await expect(breaches.getByRole('link', { name: /Have I Been Pwned/ })).toBeVisible();
    await expect(breaches.getByRole('link', { name: 'Ask about this breach' }).first()).toHaveAttribute('href', /\/chatbot\?breach_name=.+&source=hibp/);
    await expect(page.getByRole('region', { name: 'Your profile' })).toContainText('Primary');
  });

  test('a failing subscription call shows the fallback while the rest works', async ({ page }) => {
    await signUpOffline(page, 'dash');
    await seedFaults(page, { subscriptionStatus: { status: 500 }, breachStatus: { network: true } });
    await page.reload();

    await expect(page.getByRole('region', { name: 'Your subscription' })).toContainText('could not check your subscription');
    await expect(page.getByRole('region', { name: 'Data breaches' })).toContainText('could not check for breaches');
    await expect(page.getByRole('region', { name: 'Your profile' })).toContainText('Primary');
    await expect(page.getByRole('region', { name: 'Data-broker removal' }).getByRole('img')).toBeVisible();
  });

  test('requesting the removal authorisation leads to the signing route', async ({ page }) => {
    await signUpOffline(page, 'dash');

    await page.getByRole('button', { name: 'Request the authorisation' }).click();

    await expect(page).toHaveURL(/\/signing\?docusealSlug=contract-[0-9a-f]{12}$/);
  });
});

test('add and verify an e-mail address, make it primary and remove the old one', async ({ page }) => {
  await signUpOffline(page, 'dash');
  const profile = page.getByRole('region', { name: 'Your profile' });
  const newAddress = `second.${Date.now()}@example.com`;

  await profile.getByRole('button', { name: 'Add an e-mail address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an e-mail address' });
  await expect(dialog.getByLabel('E-mail address')).toBeFocused();
  await dialog.getByLabel('E-mail address').fill(newAddress);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  const code = (await page.getByRole('region', { name: 'Offline inbox' }).locator('.offline-inbox__code').first().textContent())?.trim() ?? '';
  const verify = page.getByRole('dialog', { name: 'Check the new address' });
  await verify.getByLabel('Verification code').fill(code);
  await verify.getByRole('button', { name: 'Verify', exact: true }).click();
  await page.getByRole('dialog', { name: 'Address added' }).getByRole('button', { name: 'Done' }).click();

  await profile.getByRole('button', { name: `Make primary ${newAddress}` }).click();
  await page.getByRole('dialog', { name: 'Make this your primary address?' }).getByRole('button', { name: 'Make primary' }).click();
  const oldAddress = (await profile.locator('.email-list__address').nth(1).textContent()) ?? '';
  await profile.getByRole('button', { name: `Remove ${oldAddress}` }).click();
  await page.getByRole('dialog', { name: 'Remove this address?' }).getByRole('button', { name: 'Remove' }).click();

  await expect(profile.locator('.email-list__address')).toHaveText([newAddress]);
  await page.reload();
  await expect(profile.locator('.email-list li')).toHaveCount(1);
  await expect(profile).toContainText('Primary');
});

test('?editProfile=true opens the editor; a bad date keeps the input; a save round-trips', async ({ page }) => {
  await signUpOffline(page, 'dash');
  await page.goto('/dashboard?editProfile=true');
  const editor = page.getByRole('dialog', { name: 'Edit your profile' });

  await editor.getByLabel('First name').fill('Ada');
  await editor.getByLabel('Last name').fill('Lovelace');
  await editor.getByLabel('Postal code').fill('<b>');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByRole('alert')).toContainText('postal code');
  await expect(editor.getByLabel('First name')).toHaveValue('Ada');

  await editor.getByLabel('Postal code').fill('SW1Y 4JH');
  await editor.getByLabel('City').fill('London');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toHaveCount(0);

  const profile = page.getByRole('region', { name: 'Your profile' });
  await expect(profile).toContainText('Ada Lovelace');
  await page.goto('/dashboard');
  await expect(profile).toContainText('Ada Lovelace');
  await expect(profile).toContainText('London');
});

test('the confirmation link of an added address opens its verify step prefilled, and leaves the URL clean', async ({ page }) => {
  await signUpOffline(page, 'dash');
  const address = `linked.${Date.now()}@example.com`;
  await page.getByRole('button', { name: 'Add an e-mail address' }).click();
  const add = page.getByRole('dialog', { name: 'Add an e-mail address' });
  await add.getByLabel('E-mail address').fill(address);
  await add.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('dialog', { name: 'Check the new address' }).getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('region', { name: 'Offline inbox' }).getByRole('link', { name: 'Open the confirmation link' }).first().click();

  const verify = page.getByRole('dialog', { name: 'Check the new address' });
  await expect(verify.getByLabel('Verification code')).toHaveValue(/^\d{6}$/);
  expect(page.url()).not.toContain('token=');
  await verify.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Address added' })).toBeVisible();
});

test('all dashboard requests go out in one round: six 3 s delays cost about 3 s, not 18 s', async ({ page }) => {
  await signUpOffline(page, 'dash');
  const slow = { delayMs: 3_000 };
  await seedFaults(page, {
    getUserProfile: slow,
    subscriptionStatus: slow,
    getRemovalContract: slow,
    getEmailAddresses: slow,
    dataBrokerDeletion: slow,
    breachStatus: slow,
  });
  const started = Date.now();
  await page.reload();

  await expect(page.getByRole('region', { name: 'Your subscription' })).toContainText('days remaining', { timeout: 15_000 });
  await expect(page.getByRole('region', { name: 'Your profile' })).toContainText('Primary');
  await expect(page.getByRole('link', { name: 'Ask about this breach' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request the authorisation' })).toBeVisible();

  // Sequential requests would need at least 18 s; one parallel round needs 3 s plus page load.
  expect(Date.now() - started).toBeLessThan(9_000);
});

test.describe('each failing call shows its own fallback while the rest of the dashboard works (offline faults)', () => {
  const area = (page: Page, name: string) => page.getByRole('region', { name });
  for (const [operation, fault, region, text] of [
    ['subscriptionStatus', { status: 500 }, 'Your subscription', 'could not check your subscription'],
    ['breachStatus', { body: 'malformed-json' }, 'Data breaches', 'could not check for breaches'],
    ['dataBrokerDeletion', { network: true }, 'Data-broker removal', 'could not load'],
    ['getRemovalContract', { status: 500 }, 'Data-broker removal', 'Request failed with status code 500'],
    ['getUserProfile', { body: 'wrong-types' }, 'Your profile', 'could not load'],
    ['getEmailAddresses', { status: 503 }, 'Your profile', 'Request failed with status code 503'],
    ['subscriptionStatus', { delayMs: 10_500 }, 'Your subscription', 'could not check your subscription'],
  ] as const) {
    test(`${operation} ${JSON.stringify(fault)}`, async ({ page }) => {
      await signUpOffline(page, 'dash');
      await seedFaults(page, { [operation]: fault });
      await page.reload();

      await expect(area(page, region)).toContainText(text, { timeout: 15_000 });
      if (region !== 'Your subscription') await expect(area(page, 'Your subscription')).toContainText('14 days remaining');
      if (region !== 'Data breaches') await expect(area(page, 'Data breaches').getByRole('link', { name: 'Ask about this breach' }).first()).toBeVisible();
    });
  }

  test('a 404 on the contract is no contract: the request button shows', async ({ page }) => {
    await signUpOffline(page, 'dash');
    await seedFaults(page, { getRemovalContract: { status: 404 } });
    await page.reload();

    await expect(area(page, 'Data-broker removal').getByRole('button', { name: 'Request the authorisation' })).toBeVisible();
  });

  test('a prototype-pollution answer still shows the subscription, and pollutes nothing', async ({ page }) => {
    await signUpOffline(page, 'dash');
    await seedFaults(page, { subscriptionStatus: { body: 'prototype-pollution' } });
    await page.reload();

    await expect(area(page, 'Your subscription')).toContainText('14 days remaining');
    expect(await page.evaluate(() => (({}) as Record<string, unknown>).polluted)).toBeUndefined();
  });
});
