import type { Page } from '@playwright/test';
import { expect, expectNoViolations, expectReadableButtons, seedFaults, seedSignedIn, test } from './fixtures';
import { signAuthorisation } from './flows';
import { AuthPage } from './pages/auth.page';
import { OFFLINE_DEVICE_TRACKING_KEY } from '../src/stand-ins/user-pool/devices';

/** The page's background in dark mode: the scan is of the dark theme, not of a light page. */
const DARK_PAPER = 'rgb(15, 26, 34)';
const isDark = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  test('the landing page, sign-in, sign-up and the 404 page have no violations, in light and in dark', async ({ page }) => {
    for (const [name, path, heading] of [
      ['the landing page', '/', 'Your personal data, protected.'],
      ['sign-in', '/sign-in', 'Sign in'],
      ['sign-up', '/sign-up', 'Create your account'],
      ['the 404 page', '/no/such/page', 'Page not found'],
    ] as const) {
      await test.step(name, async () => {
        await page.emulateMedia({ colorScheme: 'light' });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expectNoViolations(page);

        await page.emulateMedia({ colorScheme: 'dark' });
        expect(await isDark(page)).toBe(DARK_PAPER);
        await expectNoViolations(page);
      });
    }
  });

  test('the remembered devices, and the step that confirms forgetting one, have no violations', async ({ page, backend }) => {
    const address = await backend.startSignedIn({ name: 'axe.devices' });
    await page.evaluate((key) => localStorage.setItem(key, 'always'), OFFLINE_DEVICE_TRACKING_KEY);
    const auth = new AuthPage(page);
    await auth.signOut();
    await auth.requestCode('/sign-in', address);
    await auth.enterCode((await backend.latestMail(address)).code);
    await page.getByRole('link', { name: 'Sign-in and security' }).click();
    const devices = page.getByTestId('remembered-devices');
    await expect(devices.getByRole('listitem')).toHaveCount(1);
    await expectNoViolations(page);

    await devices.getByRole('button', { name: /^Forget / }).click();
    await expect(devices.getByRole('button', { name: 'Keep it' })).toBeFocused();
    await expectNoViolations(page);
  });

  test('the code step with an error and a full inbox has no violations', async ({ page }) => {
    const auth = new AuthPage(page);
    await auth.requestCode('/sign-up', `axe.${Date.now()}@example.com`);
    await auth.enterCode('000000');
    await expect(page.getByRole('alert')).toHaveText(/Failed to sign in/);

    await expectNoViolations(page);
  });

  test('the sign-up confirmation step with an error, and the link page of a used link, have no violations', async ({ page, backend }) => {
    const auth = new AuthPage(page);
    const address = `axe.confirm.${Date.now()}@example.com`;
    await page.goto('/sign-up');
    await backend.requireSignUpConfirmation(address, 'link');
    await auth.emailField.fill(address);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await page.getByLabel('Confirmation code').fill('000000');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(/did not match/);
    await expectNoViolations(page);

    await page.getByLabel('Confirmation code').fill((await backend.latestMail(address)).code);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL('/subscription-options');
    const other = await backend.openLinkElsewhere(address, 'other device');
    await expect(other.getByRole('main').getByRole('alert')).toHaveText(/already confirmed/);
    await expectNoViolations(other);
  });

  test('a signed-in landing page with the (offline) support chat open has no violations', async ({ page }) => {
    await seedSignedIn(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Contact support' }).click();
    await expect(page.getByRole('dialog', { name: 'Support chat (offline)' })).toBeFocused();

    await expectNoViolations(page);
  });

  // One dashboard, scanned in light and in dark, then its two dialogs alone: the page under a modal is unchanged.
  test('the dashboard with data, in light and in dark, its profile editor, region dialog (dark) and the add-address dialog with its code step have no violations', async ({
    page,
    backend,
  }) => {
    await backend.startSignedIn({ name: 'axe-dash' });
    await expect(page.getByRole('link', { name: 'Ask about this breach' }).first()).toBeVisible();
    await expectNoViolations(page);
    await expectReadableButtons(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await isDark(page)).toBe(DARK_PAPER);
    await expectNoViolations(page);
    await expectReadableButtons(page);
    await page.emulateMedia({ colorScheme: 'light' });

    await page.getByRole('button', { name: 'Edit profile' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit your profile' });
    await expect(editor).toBeVisible();
    await expectNoViolations(page, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(editor).toHaveCount(0);

    await page.getByRole('button', { name: 'Change country or region' }).click();
    await expect(page.getByRole('combobox', { name: 'Country or region' })).toBeFocused();
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoViolations(page, '[role="dialog"]');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Change country or region' })).toBeFocused();

    await page.getByRole('button', { name: 'Add an e-mail address' }).click();
    await expect(page.getByRole('dialog', { name: 'Add an e-mail address' })).toBeVisible();
    await expectNoViolations(page, '[role="dialog"]');
    await page.getByRole('dialog', { name: 'Add an e-mail address' }).getByLabel('E-mail address').fill(`axe-second.${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Send code' }).click();
    // The next step is a new dialog, and focus moves into it.
    await expect(page.getByRole('dialog', { name: 'Check the new address' }).getByLabel('Verification code')).toBeFocused();
    await expectNoViolations(page, '[role="dialog"]');
  });

  test('the guided fix, a fixed breach and the last one celebrated have no violations', async ({ page, backend }) => {
    await backend.startSignedIn({ name: 'axe-fix' });
    const start = page.getByRole('button', { name: /^Fix .* now$/ }).first();
    await start.click();
    await expect(page.getByText(/^Part 1 of \d+ · about \d+ minutes?$/)).toBeVisible();
    await expectNoViolations(page);

    // Every breach fixed: the Fixed list, the celebration, and the headline that looks to the brokers.
    const next = page.getByRole('button', { name: /^Next: / });
    const done = page.getByRole('button', { name: /mark as fixed/ });
    for (;;) {
      while (await next.isVisible()) await next.click();
      await done.click();
      await expect(done).toHaveCount(0);
      if (!(await start.isVisible())) break;
      await start.click();
    }
    await expect(page.getByText('That was the last one.')).toBeVisible();
    await expectNoViolations(page);
    // Someone who asks for less motion gets the words without the burst.
    const burst = page.locator('.celebration__burst i').first();
    await expect(burst).toHaveCSS('animation-name', 'burst');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(burst).toHaveCSS('animation-name', 'none');
  });

  test('the dashboard of someone in no known breach has no violations', async ({ page, backend }) => {
    await backend.startSignedIn({ name: 'axe-clean', breaches: 'none' });
    await expect(page.getByText(/^Good news/)).toBeVisible();

    await expectNoViolations(page);
  });

  test('the dashboard with a signed authorisation, every broker listed, one needing the person and one broker’s evidence open has no violations, in light and dark', async ({
    page,
    backend,
  }) => {
    const brokers = page.getByRole('list', { name: 'Brokers we found with your profile' }).locator(':scope > li');
    const start = Date.now();
    await page.clock.setFixedTime(start);
    await signAuthorisation(page, backend);
    await page.clock.setFixedTime(start + 2.5 * 86_400_000);
    await page.reload();
    await page.getByRole('button', { name: 'Show all 12 brokers' }).click();
    await expect(brokers).toHaveCount(12);
    await expect(brokers.first().getByRole('list', { name: 'What to do' })).toBeVisible();
    await brokers
      .first()
      .getByText(/^What .+ holds and what happened$/)
      .click();
    await expect(brokers.first().getByRole('list', { name: 'What happened' })).toBeVisible();

    await expectNoViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoViolations(page);
  });

  test('the route error page has no violations', async ({ page }) => {
    await seedFaults(page, { session: { status: 500 } });
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();

    await expectNoViolations(page);
  });

  test('the subscription options in light and in dark, and the signed-out landing in dark, have no violations', async ({ page, backend }) => {
    await backend.startSignedIn({ name: 'axe-plans', path: '/subscription-options' });
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible();
    await expectNoViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await isDark(page)).toBe(DARK_PAPER);
    await expectNoViolations(page);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByText('You are signed out.')).toBeVisible();
    await expectNoViolations(page);
  });
});
