import { expect, test } from './fixtures';
import { AuthPage } from './pages/auth.page';

const email = (name: string) => `${name}.${Date.now()}@example.com`;

test.describe('passwordless sign-up and sign-in (offline)', () => {
  test('sign up → code from the inbox → subscription options', async ({ page }) => {
    const auth = new AuthPage(page);
    await auth.requestCode('/sign-up', email('ada'));

    await auth.enterCode(await auth.latestCode());

    await expect(page).toHaveURL('/subscription-options');
  });

  test('sign in with next lands on the page asked for, and sign-out returns home', async ({ page }) => {
    const auth = new AuthPage(page);
    const address = email('grace');
    await auth.requestCode('/sign-up', address);
    await auth.enterCode(await auth.latestCode());
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/');

    await page.goto('/chatbot?breach_name=Adobe&source=hibp');
    await expect(page).toHaveURL(/\/sign-in\?next=/);
    await page.getByLabel('E-mail address').fill(address);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await auth.enterCode(await auth.latestCode());

    await expect(page).toHaveURL('/chatbot?breach_name=Adobe&source=hibp');
  });

  test('a wrong code says so and keeps the person on the code step', async ({ page }) => {
    const auth = new AuthPage(page);
    await auth.requestCode('/sign-up', email('alan'));
    const code = await auth.latestCode();
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    await auth.enterCode(wrong);

    await expect(page.getByRole('alert')).toHaveText('Failed to sign in. Please confirm your verification code and try again.');
    await expect(page).toHaveURL(/\/verify-code/);
  });

  test('the magic link prefills the code, leaves the address bar clean and waits for a click', async ({ page }) => {
    const auth = new AuthPage(page);
    await auth.requestCode('/sign-up', email('katherine'));
    const code = await auth.latestCode();

    await auth.inbox.getByRole('link', { name: 'Open the sign-in link' }).first().click();

    await expect(page.getByLabel('Verification code')).toHaveValue(code);
    expect(page.url()).not.toMatch(/token=|username=|authCodeUserAlias=/);
    await expect(page).toHaveURL(/\/verify-code/);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/dashboard');
  });

  test('a signed-in user sent to sign-in lands on the dashboard', async ({ page }) => {
    const auth = new AuthPage(page);
    await auth.requestCode('/sign-up', email('hedy'));
    await auth.enterCode(await auth.latestCode());

    await page.goto('/sign-in');

    await expect(page).toHaveURL('/dashboard');
  });

  test('an unknown address gets a clear message', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByLabel('E-mail address').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Send me a code' }).click();

    await expect(page.getByRole('alert')).toHaveText(/could not find an account/);
    await expect(page.getByLabel('E-mail address')).toHaveValue('nobody@example.com');
  });
});

test('the subscription options offer both plans on the billing pages and a way to skip', async ({ page }) => {
  const auth = new AuthPage(page);
  await auth.requestCode('/sign-up', email('plans'));
  await auth.enterCode(await auth.latestCode());

  await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Subscribe monthly/ })).toHaveAttribute('href', 'https://protect.example/buy/monthly');
  await expect(page.getByRole('link', { name: /Subscribe annual/ })).toHaveAttribute('href', 'https://protect.example/buy/annual');
  await page.getByRole('link', { name: 'Skip for now and go to your dashboard' }).click();
  await expect(page).toHaveURL('/dashboard');
});
