// The passwordless journeys in both modes: offline's fake pool, or the unmodified Cognito library
// against local-backend; the codes come from the mode's mailbox (the on-screen inbox, the dev outbox).
import { uniqueEmail } from './backend';
import { expect, test } from './fixtures';
import { AuthPage } from './pages/auth.page';

const CHAT_LINK = '/chatbot?breach_name=Adobe&source=hibp';

test.describe('passwordless sign-up and sign-in', () => {
  test('sign up → the e-mailed code → subscription options', async ({ page, backend }) => {
    const auth = new AuthPage(page);
    const address = uniqueEmail('ada');
    await auth.requestCode('/sign-up', address);

    await auth.enterCode((await backend.latestMail(address)).code);

    await expect(page).toHaveURL('/subscription-options');
    // Only the offline build calls itself a demo (shell.spec.ts).
    await expect(page.getByText('Offline demo')).toHaveCount(0);
  });

  test('sign in with next lands on the page asked for, a reload of the sign-in page between; sign-out returns home; signed in, /sign-in goes to the dashboard', async ({
    page,
    backend,
  }) => {
    const auth = new AuthPage(page);
    const address = await backend.startSignedIn({ name: 'grace', path: '/sign-in' });
    await expect(page).toHaveURL('/dashboard');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/');

    await page.goto(CHAT_LINK);
    await expect(page).toHaveURL(/\/sign-in\?next=/);
    // A reload before the address is typed keeps where the link was headed.
    await page.reload();
    await auth.sendCode(address);
    await auth.enterCode((await backend.latestMail(address)).code);
    // The link's breach is opened, carried in the history entry rather than the address.
    await expect(page).toHaveURL('/chatbot');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Adobe');

    await page.goto('/sign-in');
    await expect(page).toHaveURL('/dashboard');
  });

  test('signing out says "You are signed out." on the page the person lands on, once: a reload does not repeat it', async ({ page, backend }) => {
    await backend.startSignedIn({ name: 'hedy' });
    await page.getByRole('button', { name: 'Sign out' }).click();

    await expect(page).toHaveURL('/');
    await expect(page.getByRole('status').filter({ hasText: 'You are signed out.' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your personal data, protected.');
    await expect(page.getByText('You are signed out.')).toHaveCount(0);
  });

  test('a wrong code says so and keeps the person on the code step', async ({ page, backend }) => {
    const auth = new AuthPage(page);
    const address = uniqueEmail('alan');
    await auth.requestCode('/sign-up', address);
    const { code } = await backend.latestMail(address);

    await auth.enterCode(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));

    await expect(page.getByRole('alert')).toHaveText('Failed to sign in. Please confirm your verification code and try again.');
    await expect(page).toHaveURL(/\/verify-code/);
  });

  test('the magic link prefills the code, leaves the address bar clean and waits for a click', async ({ page, backend }) => {
    const auth = new AuthPage(page);
    const address = uniqueEmail('katherine');
    await auth.requestCode('/sign-up', address);
    const { code } = await backend.latestMail(address);

    await backend.followLink(address);

    await expect(auth.codeField).toHaveValue(code);
    await expect(page).not.toHaveURL(/token=|username=|authCodeUserAlias=/);
    await expect(page).toHaveURL(/\/verify-code/);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/dashboard');
  });

  test('an unknown address gets a clear message', async ({ page }) => {
    const auth = new AuthPage(page);
    await page.goto('/sign-in');
    await auth.emailField.fill('nobody@example.com');
    await page.getByRole('button', { name: 'Send me a code' }).click();

    await expect(page.getByRole('alert')).toHaveText('Invalid username.');
    await expect(page.getByText('Check the address, or create an account if you do not have one yet.')).toBeVisible();
    await expect(auth.emailField).toHaveValue('nobody@example.com');
  });
});

test('the plans show the configured prices and the annual saving worked out from them', async ({ page, backend }) => {
  await backend.startSignedIn({ name: 'prices', path: '/subscription-options' });

  const monthly = page.getByRole('region', { name: 'Monthly' });
  const annual = page.getByRole('region', { name: 'Annual' });
  // scripts/local-env.ts configures 4.99 and 49.90.
  await expect(monthly.getByText('$4.99 a month')).toBeVisible();
  await expect(annual.getByText('$49.90 a year')).toBeVisible();
  await expect(annual.getByText('Billed once a year. Two months free: $9.98 less than 12 monthly payments.')).toBeVisible();
});

test('the subscription options offer both plans on the billing pages and a way to skip', async ({ page, backend }) => {
  await backend.startSignedIn({ name: 'plans', path: '/subscription-options' });

  await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Subscribe monthly/ })).toHaveAttribute('href', 'https://protect.example/buy/monthly');
  await expect(page.getByRole('link', { name: /Subscribe annually/ })).toHaveAttribute('href', 'https://protect.example/buy/annual');
  await page.getByRole('link', { name: 'See your results first' }).click();
  await expect(page).toHaveURL('/dashboard');
});

test.describe('sign-in on bad networks', () => {
  test('offline while the code is checked: it says so, keeps the code and the sign-in, and the same Continue works once back online', async ({
    page,
    backend,
  }) => {
    const auth = new AuthPage(page);
    const address = uniqueEmail('mary');
    await auth.requestCode('/sign-up', address);
    const { code } = await backend.latestMail(address);
    await backend.setFaults({ confirmSignIn: { network: true } }, address);

    await auth.enterCode(code);

    await expect(page.getByRole('alert')).toHaveText(
      'You are offline, or the connection dropped. Your code is kept: press Continue again once you are back online.',
    );
    await expect(auth.codeField).toHaveValue(code);
    await backend.clearFaults();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/subscription-options');
  });

  test('an expired sign-in clears the code and leads to a new one, which works', async ({ page, backend }) => {
    await page.clock.install();
    const auth = new AuthPage(page);
    const address = uniqueEmail('edith');
    await auth.requestCode('/sign-up', address);
    const { code } = await backend.latestMail(address);

    await page.clock.fastForward('03:01');
    await auth.enterCode(code);

    await expect(page.getByRole('alert')).toHaveText('This code has expired. Send a new code to sign in.');
    await expect(auth.codeField).toHaveValue('');
    const resend = page.getByRole('button', { name: 'Send a new code' });
    await expect(resend).toBeFocused();
    await resend.click();
    await expect(page.getByText('A new code is on its way.')).toBeVisible();
    await expect.poll(async () => (await backend.latestMail(address)).code).not.toBe(code);
    await auth.enterCode((await backend.latestMail(address)).code);
    await expect(page).toHaveURL('/subscription-options');
  });

  test('a rate limit says so, counts down, and holds Continue and a new code until it ends', async ({ page, backend }) => {
    await page.clock.install();
    const auth = new AuthPage(page);
    const address = uniqueEmail('ida');
    await auth.requestCode('/sign-up', address);
    const { code } = await backend.latestMail(address);
    await backend.setFaults({ confirmSignIn: { error: 'TooManyRequestsException' } }, address);

    await auth.enterCode(code);

    await expect(page.getByRole('alert')).toHaveText('Too many tries for now. Please wait a minute, then try again.');
    await expect(auth.codeField).toHaveValue(code);
    const submit = page.getByRole('button', { name: 'Continue' });
    const resend = page.getByRole('button', { name: /Send a new code/ });
    await expect(submit).toBeDisabled();
    await expect(resend).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription(/^You can try again in \d+ s\.$/);
    await expect(resend).toHaveAccessibleDescription(/^You can try again in \d+ s\.$/);
    await page.clock.runFor(30_000);
    await expect(page.getByText(/You can try again in (29|30|31) s\./)).toBeVisible();
    await expect(submit).toBeDisabled();

    await backend.clearFaults();
    await page.clock.runFor(31_000);
    await expect(page.getByText(/You can try again in/)).toHaveCount(0);
    await expect(resend).toBeEnabled();
    await submit.click();
    await expect(page).toHaveURL('/subscription-options');
  });

  test('a rate limit on sending a code holds "Send me a code" with a countdown', async ({ page, backend }) => {
    await page.clock.install();
    const auth = new AuthPage(page);
    const address = await backend.startSignedIn({ name: 'lise' });
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/');
    await backend.setFaults({ signIn: { error: 'LimitExceededException' } }, address);
    await page.goto('/sign-in');
    await auth.emailField.fill(address);
    await page.getByRole('button', { name: 'Send me a code' }).click();

    await expect(page.getByRole('alert')).toHaveText('Too many tries for now. Please wait a minute, then try again.');
    const send = page.getByRole('button', { name: 'Send me a code' });
    await expect(send).toBeDisabled();
    await expect(send).toHaveAccessibleDescription(/^You can try again in \d+ s\.$/);
    await expect(auth.emailField).toHaveValue(address);

    await backend.clearFaults();
    await page.clock.runFor(61_000);
    await send.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  });
});

test.describe('the magic link in other tabs and on other devices', () => {
  test('opened in a new tab of the browser that asked for the code, it signs in, and the kept sign-in is gone once used', async ({ page, backend }) => {
    const auth = new AuthPage(page);
    const address = uniqueEmail('grace');
    await auth.requestCode('/sign-up', address);
    const { code } = await backend.latestMail(address);

    const tab = await backend.openLinkElsewhere(address, 'new tab');

    await expect(new AuthPage(tab).codeField).toHaveValue(code);
    await tab.getByRole('button', { name: 'Continue' }).click();
    await expect(tab).toHaveURL('/dashboard');
    expect(await tab.evaluate(() => Object.keys(localStorage).filter((key) => /signInState/i.test(key)))).toEqual([]);
  });

  test('opened on another device, it says the link belongs to the browser that asked for it and offers a new code', async ({ page, backend }) => {
    const auth = new AuthPage(page);
    const address = uniqueEmail('barbara');
    await auth.requestCode('/sign-up', address);

    const other = await backend.openLinkElsewhere(address, 'other device');

    await other.getByRole('button', { name: 'Continue' }).click();
    await expect(other.getByRole('alert')).toHaveText('This link only works in the browser where you asked for the code. Send a new code to sign in here.');
    await expect(new AuthPage(other).codeField).toHaveValue('');
    const resend = other.getByRole('button', { name: 'Send a new code' });
    await expect(resend).toBeFocused();
    await resend.click();
    await expect(other.getByText('A new code is on its way.')).toBeVisible();
  });
});
