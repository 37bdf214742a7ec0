// The whole product in one walk, offline: sign up → plans → dashboard → add and verify an address →
// make it primary → edit the profile → request and sign the removal authorisation → ask the assistant
// about a breach → sign out → sign in again through the e-mailed link, landing where `next` said.
import { expect, test } from './fixtures';
import { AuthPage } from './pages/auth.page';

test('a person uses every part of Protect, offline', async ({ page, pageErrors }) => {
  test.setTimeout(60_000);
  const auth = new AuthPage(page);
  const address = `journey.${Date.now()}@example.com`;
  const second = `second.${Date.now()}@example.com`;
  const inbox = page.getByRole('region', { name: 'Offline inbox' });

  // Sign up with an e-mailed code; the plans page comes first, then the dashboard.
  await auth.requestCode('/sign-up', address);
  await auth.enterCode(await auth.latestCode());
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible();
  await page.getByRole('link', { name: /dashboard/i }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your protection' })).toBeVisible();

  // Add a second address, verify it with the code it received, and make it the primary one.
  const profile = page.getByRole('region', { name: 'Your profile' });
  await profile.getByRole('button', { name: 'Add an e-mail address' }).click();
  await page.getByRole('dialog', { name: 'Add an e-mail address' }).getByLabel('E-mail address').fill(second);
  await page.getByRole('dialog', { name: 'Add an e-mail address' }).getByRole('button', { name: 'Send code' }).click();
  const verify = page.getByRole('dialog', { name: 'Check the new address' });
  await verify.getByLabel('Verification code').fill((await inbox.locator('.offline-inbox__code').first().textContent())?.trim() ?? '');
  await verify.getByRole('button', { name: 'Verify', exact: true }).click();
  await page.getByRole('dialog', { name: 'Address added' }).getByRole('button', { name: 'Done' }).click();
  await profile.getByRole('button', { name: `Make primary ${second}` }).click();
  await page.getByRole('dialog', { name: 'Make this your primary address?' }).getByRole('button', { name: 'Make primary' }).click();
  await expect(profile.locator('.email-list__address').first()).toHaveText(second);

  // Edit the profile.
  await profile.getByRole('button', { name: 'Edit profile' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit your profile' });
  await editor.getByLabel('First name').fill('Ada');
  await editor.getByLabel('Last name').fill('Lovelace');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(profile).toContainText('Ada Lovelace');

  // Request the removal authorisation and sign it.
  await page.getByRole('button', { name: 'Request the authorisation' }).click();
  await page.getByLabel('Type your full name to sign').fill('Ada Lovelace');
  await page.getByLabel('I have read this authorisation and agree to it').check();
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(page).toHaveURL('/dashboard?signed=true');
  await expect(page.getByRole('button', { name: 'Request the authorisation' })).toHaveCount(0);

  // Ask the assistant about a breach.
  await page.getByRole('link', { name: 'Ask about this breach' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Ask about / })).toBeVisible();
  const chatUrl = new URL(page.url());
  await page.getByLabel('Your question').fill('What should I do first?');
  await page.getByLabel('Your question').press('Enter');
  await expect(page.getByRole('log', { name: 'Conversation' }).getByText(/Source: Have I Been Pwned/)).toBeVisible();

  // Sign out: nothing of the user stays in storage but the offline service's own records.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/');
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('CognitoIdentityServiceProvider')))).toEqual([]);

  // Back to the conversation: sign-in first, then the e-mailed link brings the person where they were going.
  await page.goto(`${chatUrl.pathname}${chatUrl.search}`);
  await expect(page).toHaveURL(/\/sign-in\?next=/);
  await page.getByLabel('E-mail address').fill(address);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await inbox.getByRole('link', { name: 'Open the sign-in link' }).first().click();
  expect(page.url()).not.toMatch(/token=|username=|code=/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`${chatUrl.pathname}${chatUrl.search}`);
  await expect(page.getByRole('log', { name: 'Conversation' }).getByText('What should I do first?')).toBeVisible();
  expect(pageErrors).toEqual([]);
});
