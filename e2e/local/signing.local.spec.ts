// Signing in local mode: the real DocusealSigning adapter loads local-backend's DocuSeal stand-in
// (/js/form.js), and its completion signs the contract the way DocuSeal's webhook would.
import { expect, test } from '../fixtures';
import { BACKEND, signUpLocal } from '../pages/journeys';


test('request the authorisation, sign it in the DocuSeal form, and the dashboard shows it signed', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.url().startsWith(BACKEND)) scripts.push(new URL(request.url()).pathname);
  });
  await signUpLocal(page, 'sign');
  expect(scripts).toEqual([]);

  await page.getByRole('button', { name: 'Request the authorisation' }).click();
  await expect(page).toHaveURL(/\/signing\?docusealSlug=contract-[0-9a-f]{12}$/);
  await expect(page.getByText('Local DocuSeal stand-in')).toBeVisible();
  expect(scripts).toEqual(['/js/form.js']);
  await page.getByLabel('Type your full name to sign').fill('Ada Lovelace');
  await page.getByLabel('I have read this authorisation and agree to it').check();
  await page.getByRole('button', { name: 'Sign', exact: true }).click();

  await expect(page).toHaveURL('/dashboard?signed=true');
  const removal = page.getByRole('region', { name: 'Data-broker removal' });
  await expect(removal.getByRole('button', { name: 'Request the authorisation' })).toHaveCount(0);
  await expect(removal.getByRole('img')).toHaveAttribute('aria-label', /of 12 brokers/);
});

test('declining in the DocuSeal form leaves it unsigned and offers the form again', async ({ page }) => {
  await signUpLocal(page, 'sign');
  await page.getByRole('button', { name: 'Request the authorisation' }).click();

  await page.getByRole('button', { name: 'Decline' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Not signed' })).toBeVisible();
  await page.getByRole('button', { name: 'Open the form again' }).click();
  await expect(page.getByLabel('Type your full name to sign')).toBeVisible();
});
