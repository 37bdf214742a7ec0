// One journey for both modes: a person turns on an authenticator app (codes computed here from the key the
// screen shows, as the app would), signs out, and signs in with the e-mailed code then the app's code.
import { type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import type { Backend } from './backend';
import { expect, expectNoViolations } from './fixtures';
import { AuthPage } from './pages/auth.page';

const appFor = (key: string) => new TOTP({ secret: Secret.fromBase32(key.replace(/\s+/g, '')), digits: 6, period: 30, algorithm: 'SHA1' });
/** A code the app will not show for a long while. */
const wrongCode = (right: string) => String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');

export async function turnOnAuthenticatorThenSignInWithIt(page: Page, backend: Backend): Promise<void> {
  const address = await backend.startSignedIn({ name: 'authenticator' });
  await page.getByRole('link', { name: 'Sign-in and security' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign-in and security' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Remembered devices' })).toBeVisible();

  await page.getByRole('button', { name: 'Turn on an authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code to add Protect to your authenticator app' })).toBeVisible();
  await expectNoViolations(page);
  const app = appFor(await page.getByTestId('authenticator-key').innerText());
  const appCode = page.getByRole('textbox', { name: 'Code from the app' });
  await appCode.fill(wrongCode(app.generate()));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'That code did not match' })).toBeVisible();
  await expect(appCode).toHaveValue(/^[0-9]{6}$/);
  await appCode.fill(app.generate());
  await page.getByRole('button', { name: 'Turn on', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your authenticator app is on.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn off the authenticator app' })).toBeVisible();

  const auth = new AuthPage(page);
  await auth.signOut();
  await auth.requestCode('/sign-in', address);
  await auth.enterCode((await backend.latestMail(address)).code);
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your authenticator code' })).toBeVisible();
  const authenticatorField = page.getByRole('textbox', { name: 'Authenticator code' });
  await expect(authenticatorField).toBeFocused();
  await expectNoViolations(page);
  await authenticatorField.fill(wrongCode(app.generate()));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'That code did not match. Enter the code your authenticator app shows now.' })).toBeVisible();
  await authenticatorField.fill(app.generate());
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByText(`Signed in as ${address}`)).toBeVisible();
}

/** Turning the app off: sign-in is the e-mailed code alone again. */
export async function turnOffAuthenticator(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Sign-in and security' }).click();
  await page.getByRole('button', { name: 'Turn off the authenticator app' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your authenticator app is off.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn on an authenticator app' })).toBeVisible();
}
