// Offline: the offline pool remembering this browser (its device-tracking knob on). The Sign-in and security page
// lists the remembered devices, this one marked; a failed read offers a retry; forgetting one takes a confirm
// step, all by keyboard on a phone-sized screen.
import { OFFLINE_DEVICE_TRACKING_KEY } from '../src/stand-ins/user-pool/devices';
import { expect, expectNoViolations, test } from './fixtures';
import { AuthPage } from './pages/auth.page';

test.use({ viewport: { width: 390, height: 844 } });

test('a person sees the remembered devices, retries a failed read and forgets this device after confirming', async ({ page, backend }) => {
  const address = await backend.startSignedIn({ name: 'devices' });
  await page.evaluate((key) => localStorage.setItem(key, 'always'), OFFLINE_DEVICE_TRACKING_KEY);
  await page.getByRole('link', { name: 'Sign-in and security' }).click();
  const devices = page.getByTestId('remembered-devices');
  await expect(devices.getByText('No devices are remembered.')).toBeVisible();

  // A sign-in remembers this browser.
  const auth = new AuthPage(page);
  await auth.signOut();
  await auth.requestCode('/sign-in', address);
  await auth.enterCode((await backend.latestMail(address)).code);
  await expect(page.getByText(`Signed in as ${address}`)).toBeVisible();

  await backend.setFaults({ listDevices: { status: 500 } });
  await page.getByRole('link', { name: 'Sign-in and security' }).click();
  await expect(devices.getByText('We could not load your remembered devices. Try again.')).toBeVisible();
  await backend.clearFaults();
  await devices.getByRole('button', { name: 'Try again' }).click();
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await expect(devices.getByRole('listitem')).toContainText('Chrome on Linux (this device)');
  await expect(devices.getByRole('listitem')).toContainText('Last used');
  await expectNoViolations(page);

  const forget = devices.getByRole('button', { name: 'Forget Chrome on Linux (this device)' });
  await forget.focus();
  await page.keyboard.press('Enter');
  const keep = devices.getByRole('button', { name: 'Keep it' });
  await expect(keep).toBeFocused();
  await expect(devices.getByRole('group', { name: 'Forget Chrome on Linux?' })).toContainText(
    'Forget this device? Signing in on it will ask for every step again.',
  );
  await expectNoViolations(page);
  await page.keyboard.press('Enter');
  await expect(devices.getByRole('listitem')).toHaveCount(1);

  await forget.click();
  await devices.getByRole('button', { name: 'Forget device' }).click();
  await expect(devices.getByRole('status')).toHaveText('Chrome on Linux forgotten. Signing in on it will ask for every step again.');
  await expect(devices.getByText('No devices are remembered.')).toBeVisible();
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(390);
});
