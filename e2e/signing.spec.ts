// Signing the removal authorisation offline: request → the signing fake → the dashboard shows it
// signed and removal under way; bad links get clear messages.
import { expect, test } from './fixtures';
import { expectNoViolations, signUpOffline } from './pages/journeys';

test('request the authorisation, sign it with a typed name, and the dashboard shows it signed', async ({ page }) => {
  await signUpOffline(page, 'sign');
  await page.getByRole('button', { name: 'Request the authorisation' }).click();
  await expect(page).toHaveURL(/\/signing\?docusealSlug=contract-[0-9a-f]{12}$/);
  const signingUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign the removal authorisation' })).toBeVisible();
  await expect(page.getByText('You can take it back at any time')).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Type your full name to sign.');
  await page.getByLabel('Type your full name to sign').fill('Ada Lovelace');
  await page.getByLabel('I have read this authorisation and agree to it').check();
  await page.getByRole('button', { name: 'Sign', exact: true }).click();

  await expect(page).toHaveURL('/dashboard?signed=true');
  const removal = page.getByRole('region', { name: 'Data-broker removal' });
  await expect(removal.getByRole('img')).toHaveAttribute('aria-label', /of 12 brokers/);
  await expect(removal.getByRole('button', { name: 'Request the authorisation' })).toHaveCount(0);

  // Completion replaced the signing entry: Back does not return to the form. The old link says it is done.
  await page.goto(signingUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Already signed' })).toBeVisible();
});

test('cancelling leaves it unsigned and offers the form again', async ({ page }) => {
  await signUpOffline(page, 'sign');
  await page.getByRole('button', { name: 'Request the authorisation' }).click();

  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Not signed' })).toBeVisible();
  await page.getByRole('button', { name: 'Open the form again' }).click();
  await expect(page.getByLabel('Type your full name to sign')).toBeFocused();
});

test.describe('links that cannot be signed get a clear message, not a blank page', () => {
  for (const [path, heading] of [
    ['/signing', 'This signing link is incomplete'],
    ['/signing?docusealSlug=%3Cscript%3E', 'This signing link is incomplete'],
    ['/signing?docusealSlug=contract-000000000000', 'There is nothing to sign yet'],
  ] as const) {
    test(`${path} → ${heading}`, async ({ page }) => {
      await signUpOffline(page, 'sign');

      await page.goto(path);

      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to your dashboard' })).toBeVisible();
      await expectNoViolations(page);
    });
  }
});
