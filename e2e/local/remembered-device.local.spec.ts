// Local mode: the real library against local-backend tracking this person's devices. The device remembered at
// the sign-in with the authenticator code stands in for it at the next sign-in; once the pool forgets it, the
// app drops the stored device data, answers once more without it, and the authenticator step comes back.
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { BACKEND } from '../backend';
import { expect, test } from '../fixtures';
import { AuthPage } from '../pages/auth.page';
import { WAIT } from '../waits';

const admin = async (path: string, method: 'PUT' | 'POST', email: string) => {
  const response = await fetch(`${BACKEND}/cognito-admin/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(response.status).toBe(200);
};

const storedDeviceKey = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('.deviceKey'));
    return key === undefined ? null : localStorage.getItem(key);
  });

test('a remembered device skips the authenticator step; once the pool forgets it, the sign-in asks for it again and remembers a new one', async ({
  page,
  backend,
}) => {
  // Four sign-ins, three with the device's SRP arithmetic in the page (seconds each on a slow machine).
  test.setTimeout(WAIT.journey * 5);
  const address = await backend.startSignedIn({ name: 'devices' });
  await admin('device-tracking', 'PUT', address);
  await page.getByRole('link', { name: 'Sign-in and security' }).click();
  await page.getByRole('button', { name: 'Turn on an authenticator app' }).click();
  const app = new TOTP({
    secret: Secret.fromBase32((await page.getByTestId('authenticator-key').innerText()).replace(/\s+/g, '')),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  });
  await page.getByRole('textbox', { name: 'Code from the app' }).fill(app.generate());
  await page.getByRole('button', { name: 'Turn on', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your authenticator app is on.' })).toBeVisible();
  const auth = new AuthPage(page);

  const signInWithBothCodes = async () => {
    await auth.signOut();
    await auth.requestCode('/sign-in', address);
    await auth.enterCode((await backend.latestMail(address)).code);
    await expect(page.getByRole('heading', { level: 1, name: 'Enter your authenticator code' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Authenticator code' }).fill(app.generate());
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(`Signed in as ${address}`)).toBeVisible();
  };

  // This sign-in remembers the browser.
  await signInWithBothCodes();
  const firstKey = await storedDeviceKey(page);
  expect(firstKey).not.toBeNull();

  // Signed out and in again: the e-mailed code alone, the device proves itself.
  await auth.signOut();
  await auth.requestCode('/sign-in', address);
  await auth.enterCode((await backend.latestMail(address)).code);
  await expect(page.getByText(`Signed in as ${address}`)).toBeVisible();
  expect(await storedDeviceKey(page)).toBe(firstKey);

  // The pool forgets the device: the one retry drops it, asks for the app's code, and a new device is stored.
  await admin('forget-devices', 'POST', address);
  await signInWithBothCodes();
  const secondKey = await storedDeviceKey(page);
  expect(secondKey).not.toBeNull();
  expect(secondKey).not.toBe(firstKey);

  await page.getByRole('link', { name: 'Sign-in and security' }).click();
  const devices = page.getByTestId('remembered-devices');
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await expect(devices.getByText('(this device)')).toBeVisible();
});
