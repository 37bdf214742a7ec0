// Sign-up where the pool asks the new person to confirm their address first (a code, or a link), in both
// modes: the stand-in pool is told to require it for the journey's address only.
import { uniqueEmail } from './backend';
import { expect, test } from './fixtures';
import { AuthPage } from './pages/auth.page';

const wrongCode = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

test.describe('sign-up with a confirmation step', () => {
  test('the code from the e-mail: a wrong code says so, the right one signs the person in on the plans page', async ({ page, backend }) => {
    const auth = new AuthPage(page);
    const address = uniqueEmail('confirm');
    await page.goto('/sign-up');
    await backend.requireSignUpConfirmation(address, 'code');

    await auth.emailField.fill(address);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await expect(page).toHaveURL('/confirm-sign-up');
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your e-mail address' })).toBeVisible();
    await expect(page.getByRole('main').getByText(address, { exact: true })).toBeVisible();
    const { code } = await backend.latestMail(address);

    await page.getByLabel('Confirmation code').fill(wrongCode(code));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('That code did not match. Check the newest e-mail from us and try again.');
    await expect(page).toHaveURL('/confirm-sign-up');

    await page.getByLabel('Confirmation code').fill(code);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL('/subscription-options');
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });

  test('a new code can be sent, and the step has a way back', async ({ page, backend }) => {
    const auth = new AuthPage(page);
    const address = uniqueEmail('resend');
    await page.goto('/sign-up');
    await backend.requireSignUpConfirmation(address, 'code');
    await auth.emailField.fill(address);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    const first = await backend.latestMail(address);

    await page.getByRole('button', { name: 'Send a new code' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'A new code is on its way.' })).toBeVisible();
    await expect.poll(async () => (await backend.latestMail(address)).code).not.toBe(first.code);

    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL('/sign-up');
  });

  test('a used confirmation link says the address is already confirmed, with a way to sign in', async ({ page, backend }) => {
    const auth = new AuthPage(page);
    const address = uniqueEmail('used');
    await page.goto('/sign-up');
    await backend.requireSignUpConfirmation(address, 'link');
    await auth.emailField.fill(address);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await page.getByLabel('Confirmation code').fill((await backend.latestMail(address)).code);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL('/subscription-options');

    const other = await backend.openLinkElsewhere(address, 'other device');
    await expect(other).toHaveURL('/confirm-sign-up/link');
    await expect(other.getByRole('main').getByRole('alert')).toHaveText('This address is already confirmed. Sign in with it instead.');
    await other.getByRole('link', { name: 'Sign in' }).click();
    await expect(other).toHaveURL('/sign-in');
  });

  test('an expired confirmation link says so, and a new e-mail can be sent from it', async ({ page, backend }) => {
    const auth = new AuthPage(page);
    const address = uniqueEmail('expired');
    await page.goto('/sign-up');
    await backend.requireSignUpConfirmation(address, 'link');
    await auth.emailField.fill(address);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await expect(page).toHaveURL('/confirm-sign-up');
    const first = await backend.latestMail(address);
    await backend.setFaults({ confirmSignUp: { error: 'ExpiredCodeException' } }, address);

    await page.goto(first.magicLink);
    await expect(page).toHaveURL('/confirm-sign-up/link');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('This link has expired. Send yourself a new one.');
    await page.getByRole('button', { name: 'Send me a new link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'A new e-mail is on its way.' })).toBeVisible();
    await expect.poll(async () => (await backend.latestMail(address)).code).not.toBe(first.code);
  });
});
