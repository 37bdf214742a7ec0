// The whole product in one walk in local mode: the real adapters (Cognito library, axios, WebSocket,
// the DocuSeal element) against local-backend, codes and links read from its outbox.
import { expect, test } from '../fixtures';
import { latestLocalMessage } from '../pages/journeys';


test('a person uses every part of Protect against local-backend', async ({ page }) => {
  test.setTimeout(60_000);
  const stamp = `${Date.now()}.${Math.random().toString(36).slice(2, 7)}`;
  const address = `journey.${stamp}@example.com`;
  const second = `second.${stamp}@example.com`;

  await page.goto('/sign-up');
  await page.getByLabel('E-mail address').fill(address);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await page.getByLabel('Verification code').fill((await latestLocalMessage(page, address)).code);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible();
  await page.getByRole('link', { name: /dashboard/i }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your protection' })).toBeVisible();

  const profile = page.getByRole('region', { name: 'Your profile' });
  await profile.getByRole('button', { name: 'Add an e-mail address' }).click();
  await page.getByRole('dialog', { name: 'Add an e-mail address' }).getByLabel('E-mail address').fill(second);
  await page.getByRole('dialog', { name: 'Add an e-mail address' }).getByRole('button', { name: 'Send code' }).click();
  const verify = page.getByRole('dialog', { name: 'Check the new address' });
  await verify.getByLabel('Verification code').fill((await latestLocalMessage(page, second)).code);
  await verify.getByRole('button', { name: 'Verify', exact: true }).click();
  await page.getByRole('dialog', { name: 'Address added' }).getByRole('button', { name: 'Done' }).click();
  await profile.getByRole('button', { name: `Make primary ${second}` }).click();
  await page.getByRole('dialog', { name: 'Make this your primary address?' }).getByRole('button', { name: 'Make primary' }).click();
  await expect(profile.locator('.email-list__address').first()).toHaveText(second);

  await profile.getByRole('button', { name: 'Edit profile' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit your profile' });
  await editor.getByLabel('First name').fill('Ada');
  await editor.getByLabel('Last name').fill('Lovelace');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(profile).toContainText('Ada Lovelace');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your profile' })).toContainText('Ada Lovelace');

  await page.getByRole('button', { name: 'Request the authorisation' }).click();
  await page.getByLabel('Type your full name to sign').fill('Ada Lovelace');
  await page.getByLabel('I have read this authorisation and agree to it').check();
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(page).toHaveURL('/dashboard?signed=true');
  await expect(page.getByRole('button', { name: 'Request the authorisation' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Ask about this breach' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Ask about / })).toBeVisible();
  const chat = new URL(page.url());
  await page.getByLabel('Your question').fill('What should I do first?');
  await page.getByLabel('Your question').press('Enter');
  await expect(page.getByRole('log', { name: 'Conversation' }).getByText(/Source: Have I Been Pwned/)).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/');
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('CognitoIdentityServiceProvider')))).toEqual([]);

  await page.goto(`${chat.pathname}${chat.search}`);
  await expect(page).toHaveURL(/\/sign-in\?next=/);
  const before = (await latestLocalMessage(page, address)).id;
  await page.getByLabel('E-mail address').fill(address);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect.poll(async () => (await latestLocalMessage(page, address)).id).not.toBe(before);
  await page.goto((await latestLocalMessage(page, address)).magicLink);
  expect(page.url()).not.toMatch(/token=|username=|code=/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`${chat.pathname}${chat.search}`);
  await expect(page.getByRole('log', { name: 'Conversation' }).getByText('What should I do first?')).toBeVisible();
});
