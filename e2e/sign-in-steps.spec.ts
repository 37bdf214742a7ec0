// What a sign-in leads to when the pool answers with something other than a code: each next step reaches a
// screen that can finish it.
import { uniqueEmail } from './backend';
import { expect, test } from './fixtures';
import { AuthPage } from './pages/auth.page';

test('an account never confirmed: signing in sends a new confirmation code, and once confirmed a sign-in code signs the person in', async ({
  page,
  backend,
}) => {
  const auth = new AuthPage(page);
  const address = uniqueEmail('unconfirmed');
  await page.goto('/sign-up');
  await backend.requireSignUpConfirmation(address, 'code');
  await auth.emailField.fill(address);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page).toHaveURL('/confirm-sign-up');
  const first = await backend.latestMail(address);

  // The person leaves without confirming, and comes back another day to sign in.
  await page.goto('/sign-in');
  await auth.emailField.fill(address);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page).toHaveURL('/confirm-sign-up');
  await expect(page.getByRole('main')).toContainText(`Your address ${address} is not confirmed yet. We sent you a new e-mail`);
  await expect.poll(async () => (await backend.latestMail(address)).code).not.toBe(first.code);
  const confirmation = await backend.latestMail(address);

  await page.getByLabel('Confirmation code').fill(confirmation.code);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your address is confirmed. Sign in to continue.' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in with a code' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  await expect.poll(async () => (await backend.latestMail(address)).code).not.toBe(confirmation.code);
  await auth.enterCode((await backend.latestMail(address)).code);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
});

test('a password reset an administrator required: the sign-in code comes by e-mail as always, and the person is signed in, never asked about a password', async ({
  page,
  backend,
}) => {
  const auth = new AuthPage(page);
  const address = await backend.startSignedIn({ name: 'reset' });
  await auth.signOut();
  await backend.requirePasswordReset(address);

  await auth.requestCode('/sign-in', address);
  await expect(page.getByRole('main')).not.toContainText(/password/i);
  const { code } = await backend.latestMail(address);
  await auth.enterCode(code);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();

  // The reset is over: the next sign-in is the usual one.
  await auth.signOut();
  await auth.requestCode('/sign-in', address);
  await expect.poll(async () => (await backend.latestMail(address)).code).not.toBe(code);
  await auth.enterCode((await backend.latestMail(address)).code);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
});
