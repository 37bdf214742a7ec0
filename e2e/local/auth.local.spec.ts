// The passwordless journeys in local mode: the unmodified Cognito library in the browser against
// local-backend, with codes read from its dev outbox (what the person would get by e-mail).
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { latestLocalMessage as latestMessage, uniqueEmail as email } from '../pages/journeys';

async function requestCode(page: Page, path: string, address: string) {
  await page.goto(path);
  await page.getByLabel('E-mail address').fill(address);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
}

test.describe('passwordless sign-up and sign-in (local mode)', () => {
  test('sign up → code from the outbox → subscription options', async ({ page }) => {
    const address = email('ada');
    await requestCode(page, '/sign-up', address);

    await enterCode(page, (await latestMessage(page, address)).code);

    await expect(page).toHaveURL('/subscription-options');
    await expect(page.getByText('Offline demo')).toHaveCount(0);
  });

  test('sign in with next lands there; signed in, /sign-in goes to the dashboard', async ({ page }) => {
    const address = email('grace');
    await requestCode(page, '/sign-up', address);
    await enterCode(page, (await latestMessage(page, address)).code);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/');

    await page.goto('/chatbot?breach_name=Adobe&source=hibp');
    await expect(page).toHaveURL(/\/sign-in\?next=/);
    await page.getByLabel('E-mail address').fill(address);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
    await expect.poll(async () => (await latestMessage(page, address)).code).not.toBe('');
    await enterCode(page, (await latestMessage(page, address)).code);
    await expect(page).toHaveURL('/chatbot?breach_name=Adobe&source=hibp');

    await page.goto('/sign-in');
    await expect(page).toHaveURL('/dashboard');
  });

  test('a wrong code says so and keeps the person on the code step', async ({ page }) => {
    const address = email('alan');
    await requestCode(page, '/sign-up', address);
    const { code } = await latestMessage(page, address);

    await enterCode(page, String((Number(code) + 1) % 1_000_000).padStart(6, '0'));

    await expect(page.getByRole('alert')).toHaveText('Failed to sign in. Please confirm your verification code and try again.');
    await expect(page).toHaveURL(/\/verify-code/);
  });

  test('the magic link prefills the code, leaves the URL clean and waits for a click', async ({ page }) => {
    const address = email('katherine');
    await requestCode(page, '/sign-up', address);
    const { code, magicLink } = await latestMessage(page, address);

    await page.goto(magicLink);

    await expect(page.getByLabel('Verification code')).toHaveValue(code);
    expect(page.url()).not.toMatch(/token=|username=|authCodeUserAlias=/);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/dashboard');
  });

  test('sign-out leaves no Cognito key and no e-mail in storage', async ({ page }) => {
    const address = email('hedy');
    await requestCode(page, '/sign-up', address);
    await enterCode(page, (await latestMessage(page, address)).code);
    await expect(page).toHaveURL('/subscription-options');
    const signedInKeys = await page.evaluate(() => Object.keys(localStorage));
    expect(signedInKeys.some((key) => key.startsWith('CognitoIdentityServiceProvider.'))).toBe(true);
    expect(signedInKeys.join(' ')).not.toContain(address);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/');

    const keys = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
    expect(keys.filter((key) => key.startsWith('CognitoIdentityServiceProvider.'))).toEqual([]);
  });
});
