// Analytics hears a first session's every moment the spec names: each page view, each step of the
// address dialogs and each chatbot event exactly once, at its moment, in order, and nothing personal.
// The offline developer panel shows what would be sent; what the real SDK sends is checked in local mode
// by e2e/local/privacy.local.spec.ts.
import { uniqueEmail } from './backend';
import { expect, test } from './fixtures';
import { AnalyticsTap } from './pages/analytics.tap';
import { AuthPage } from './pages/auth.page';
import { ChatbotPage } from './pages/chatbot.page';
import { DashboardPage } from './pages/dashboard.page';
import { WAIT } from './waits';

test('a whole first session: every named event once, at its moment, in order, and none carries anything personal', async ({ page, backend }) => {
  test.setTimeout(WAIT.journey * 5);
  const tap = new AnalyticsTap(page);
  const auth = new AuthPage(page);
  const dashboard = new DashboardPage(page);
  const chat = new ChatbotPage(page);
  const first = uniqueEmail('analytics');
  const second = uniqueEmail('second');
  const codes: string[] = [];
  const codeFor = async (address: string) => {
    const { code } = await backend.latestMail(address);
    codes.push(code);
    return code;
  };

  // Analytics starts on a page's first use (or when idle), so a page view that comes before it is
  // sent with the next event; its place in the order is kept. The landing asks for its script after its
  // first paint; a link followed before that is the browser's alone (a full load, without the landing's
  // page view), so the session starts once the script has run.
  await page.addInitScript(() =>
    document.addEventListener(
      'load',
      ({ target }) => target instanceof HTMLScriptElement && /\/main\./.test(target.src) && (document.body.dataset.ran = ''),
      true,
    ),
  );
  await page.goto('/');
  await page.waitForFunction(() => document.body.dataset.ran === '');

  // Sign up: the form, the code step, then the plans.
  await page.getByRole('link', { name: 'Get started' }).click();
  await tap.expectNext('page view: Protect home', 'page view: sign up');
  await auth.sendCode(first);
  await tap.expectNext('page view: sign up verify');
  await auth.enterCode(await codeFor(first));
  await expect(page).toHaveURL('/subscription-options');
  await tap.expectNext('page view: sign up success', 'page view: subscribe');

  // Back from the billing page, a new subscriber lands on the dashboard (a new page load).
  await page.goto('/dashboard?subscribed=true');
  tap.pageLoaded();
  await expect(dashboard.heading).toBeVisible();

  // Each step of the address dialogs.
  await dashboard.emails.openAdd();
  await tap.expectNext('page view: subscribe success', 'modal: add email: enter');
  await dashboard.emails.sendCode(second);
  await expect(dashboard.emails.verify).toBeVisible();
  await tap.expectNext('modal: add email: verify');
  await dashboard.emails.verify.getByRole('button', { name: 'Send a new code' }).click();
  await expect(dashboard.emails.verify.getByRole('status')).toHaveText('A new code is on its way.');
  await tap.expectNext('modal: add email: resend code');
  await dashboard.emails.verifyWith(await codeFor(second));
  await expect(dashboard.emails.added).toBeVisible();
  await tap.expectNext('modal: add email: success');
  await dashboard.emails.added.getByRole('button', { name: 'Done' }).click();
  await dashboard.emails.makePrimary(second);
  await dashboard.expectPrimary(second);
  await tap.expectNext('modal: set primary email');
  await dashboard.emails.remove(first);
  await dashboard.expectAddresses([second]);
  await tap.expectNext('modal: remove email');

  // The breach assistant: opened, asked, answered.
  const breach = await dashboard.askAboutFirstBreach();
  await chat.expectOpen(breach);
  await tap.expectNext('chatbot view');
  await chat.ask('What should I do first?');
  await expect(chat.answer).toBeVisible();
  await tap.expectNext('chatbot message', 'chatbot response');
  await chat.backToDashboard();
  await expect(dashboard.heading).toBeVisible();
  await tap.expectNext('page view: dashboard');

  // Sign out, then sign in again with the primary address.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/');
  await tap.expectNext('page view: Protect home');
  await page.getByRole('link', { name: 'Sign in' }).first().click();
  await tap.expectNext('page view: login');
  await auth.sendCode(second);
  await tap.expectNext('page view: login verify');
  await auth.enterCode(await codeFor(second));
  await expect(dashboard.heading).toBeVisible();
  await tap.expectNext('page view: login success', 'page view: dashboard');

  // Nothing personal in what would have been sent: no address, code or breach name, in any form.
  const personal = [first, second, encodeURIComponent(first), encodeURIComponent(second), breach, ...codes];
  const sent = await tap.lines();
  expect(sent.length).toBeGreaterThan(0);
  expect(sent.filter((line) => personal.some((value) => line.includes(value)))).toEqual([]);
});
