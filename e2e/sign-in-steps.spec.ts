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
  await expect(page.getByRole('main')).not.toContainText('is not confirmed yet');
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

test("the customer's words: a wrong code fails to sign in; a link the service cannot take is replaced by a new one, which signs in", async ({
  page,
  backend,
}) => {
  const auth = new AuthPage(page);
  const address = await backend.startSignedIn({ name: 'words' });
  await auth.signOut();
  await auth.requestCode('/sign-in', address);
  const first = await backend.latestMail(address);

  await auth.enterCode(String((Number(first.code) + 1) % 1_000_000).padStart(6, '0'));
  await expect(page.getByRole('alert')).toHaveText('Failed to sign in. Please confirm your verification code and try again.');

  await backend.setFaults({ confirmSignIn: { error: 'InternalErrorException' } });
  await backend.followLink(address);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The link you used has expired, we have sent you a new one. Please check your email for the new link to login.',
  );
  await expect.poll(async () => (await backend.latestMail(address)).code).not.toBe(first.code);

  await backend.clearFaults();
  await backend.followLink(address);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
});
