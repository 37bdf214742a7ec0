// The confirmation link opened in a new tab, as a mail app does: the tab that signed up signs in by
// itself (auto sign-in after confirmation), the link's tab says the address is confirmed, and the link's
// code does not stay in its address bar. Local mode only: offline, each tab has its own copy of the pool.
import { uniqueEmail } from '../backend';
import { expect, test } from '../fixtures';
import { AuthPage } from '../pages/auth.page';

test('sign up by link: the tab that signed up is signed in when the link is opened in another tab', async ({ page, backend }) => {
  const auth = new AuthPage(page);
  const address = uniqueEmail('linked');
  await page.goto('/sign-up');
  await backend.requireSignUpConfirmation(address, 'link');
  await auth.emailField.fill(address);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page).toHaveURL('/confirm-sign-up');

  const linkTab = await backend.openLinkElsewhere(address, 'new tab');
  await expect(linkTab.getByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' })).toBeVisible();
  await expect(linkTab).toHaveURL('/confirm-sign-up/link');

  await expect(page).toHaveURL('/subscription-options');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
});
