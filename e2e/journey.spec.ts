// The whole product in one walk, in both modes (offline's fakes, or the real adapters against
// local-backend): sign up → plans → dashboard → add and verify an address → make it primary → edit
// the profile and the region → request and sign the removal authorisation → ask the assistant about a breach → sign
// out → sign in again through the e-mailed link, landing where `next` said.
import { uniqueEmail } from './backend';
import { expect, test } from './fixtures';
import { AuthPage } from './pages/auth.page';
import { ChatbotPage } from './pages/chatbot.page';
import { DashboardPage } from './pages/dashboard.page';
import { SigningPage } from './pages/signing.page';
import { WAIT } from './waits';

// A person in London whose browser speaks American English.
test.use({ timezoneId: 'Europe/London', locale: 'en-US' });

test('a person uses every part of Protect', async ({ page, backend, pageErrors }) => {
  test.setTimeout(WAIT.journey * 2);
  const auth = new AuthPage(page);
  const dashboard = new DashboardPage(page);
  const chat = new ChatbotPage(page);
  const second = uniqueEmail('second');

  // Sign up with an e-mailed code; the plans page comes first, then the dashboard.
  await backend.signUp({ name: 'journey' });
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible();
  await expect(page.getByText(/^Your free trial has started: 14 days/)).toBeVisible();
  await page.getByRole('link', { name: 'See your results first' }).click();
  await expect(dashboard.heading).toBeVisible();

  // Add a second address, verify it with the code it received, and make it the primary one.
  await dashboard.emails.addAndVerify(second, async (to) => (await backend.latestMail(to)).code);
  await dashboard.emails.makePrimary(second);
  await dashboard.expectPrimary(second);

  // Edit the profile; the saved name is there after a reload.
  await dashboard.editProfile();
  await dashboard.editor.fill({ 'First name': 'Ada', 'Last name': 'Lovelace', City: 'London' });
  await dashboard.editor.save();
  await expect(dashboard.profile).toContainText('Ada Lovelace');

  // The account's region came from the time zone, before the language; the person corrects it.
  await expect(dashboard.profile).toContainText('Country or region: United Kingdom');
  await dashboard.profile.getByRole('button', { name: 'Change country or region' }).click();
  await page.getByRole('combobox', { name: 'Country or region' }).selectOption({ label: 'Ireland' });
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(dashboard.profile).toContainText('Your country or region is saved: Ireland.');
  await page.reload();
  await expect(dashboard.profile).toContainText('Ada Lovelace');
  await expect(dashboard.profile).toContainText('Country or region: Ireland');

  // Request the removal authorisation and sign it.
  await dashboard.requestAuthorisation();
  await new SigningPage(page, backend.mode).signAs('Ada Lovelace');
  await expect(page).toHaveURL('/dashboard?signed=true');
  await expect(dashboard.requestAuthorisationButton).toHaveCount(0);

  // Ask the assistant about a breach.
  await dashboard.askLinks.first().click();
  await chat.expectOpen();
  await chat.ask('What should I do first?');
  await expect(chat.answer).toBeVisible();

  // Sign out: no Cognito key stays (offline keeps only its fake service's own records).
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/');
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('CognitoIdentityServiceProvider')))).toEqual([]);

  // Back to the dashboard: sign-in first, with the primary address (sign-in moved to it), then the
  // e-mailed link brings the person where they were going; the conversation is still there.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/sign-in\?next=/);
  await auth.sendCode(second);
  await backend.followLink(second);
  await expect(auth.codeField).toHaveValue(/^\d{6}$/);
  await expect(page).not.toHaveURL(/token=|username=|code=/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(dashboard.profile).toContainText('Country or region: Ireland');
  await dashboard.askLinks.first().click();
  await expect(chat.said('What should I do first?')).toBeVisible();
  expect(pageErrors).toEqual([]);
});
