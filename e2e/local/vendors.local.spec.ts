// The integrations in local mode: error reports and analytics really go out (to local-backend's
// capture stand-ins), carry nothing personal, and the product keeps working when every vendor host is
// blocked, as an ad-blocker would. What was sent is read off this page's own requests: local-backend's
// capture log is shared by every journey running beside this one.
import type { Page, Request } from '@playwright/test';
import { addressWith, BACKEND } from '../backend';
import { expect, test } from '../fixtures';
import { AuthPage } from '../pages/auth.page';
import { ChatbotPage } from '../pages/chatbot.page';
import { WAIT } from '../waits';

const VENDOR = [/\/analytics(\/|$|\?)/, /\/sentry\//, /^https:\/\/([a-z0-9-]+\.)?(app\.link|branch\.io|intercom\.io|intercomcdn\.com)\//];
const isVendor = (url: string) => VENDOR.some((pattern) => pattern.test(url));

async function askAboutFirstBreach(page: Page) {
  await page.getByRole('link', { name: 'Ask about this breach' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Ask about / })).toBeVisible();
  const chat = new ChatbotPage(page);
  await chat.ask('What should I do first?');
  await expect(chat.answer).toHaveCount(1);
}

test.describe('integrations in local mode', () => {
  test('with every vendor host blocked, sign-up, the dashboard, the chatbot and sign-in still work', async ({ page, backend, pageErrors }) => {
    test.setTimeout(WAIT.journey * 2);
    const blocked: string[] = [];
    await page.route(
      (url) => isVendor(url.toString()),
      (route) => {
        blocked.push(route.request().url());
        return route.abort('blockedbyclient');
      },
    );
    // In some breach, so there is one to ask about.
    const address = addressWith('some', () => `blocked.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`);

    // A visit from a tracked link: the link service's SDK loads, cannot reach its hosts, and the page stays put.
    await page.goto('/?_branch_match_id=1234567890');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A link visit starts the app at once (no interaction needed), and with it the link service.
    await expect.poll(() => blocked.some((url) => /app\.link|branch\.io/.test(url)), { timeout: WAIT.slow }).toBe(true);
    await backend.signUp({ address });
    await page.getByRole('link', { name: 'See your results first' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your protection' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your profile', exact: true })).toContainText(address);
    await askAboutFirstBreach(page);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/');
    const auth = new AuthPage(page);
    await auth.requestCode('/sign-in', address);
    await auth.enterCode((await backend.latestMail(address)).code);
    await expect(page.getByRole('heading', { level: 1, name: 'Your protection' })).toBeVisible();

    // Analytics was really tried (and refused) after the first interaction.
    await expect.poll(() => blocked.some((url) => url.includes('/analytics')), { timeout: WAIT.slow }).toBe(true);
    expect(pageErrors.map((error) => error.message)).toEqual([]);
  });

  test('error reports and analytics go out, and no e-mail, name, code or token is in them, in a URL or in an error line', async ({
    page,
    backend,
    pageErrors,
  }) => {
    test.setTimeout(WAIT.journey * 2);
    // Every error inside the 5 % sample (and page loads outside the 1 % traced), so this journey surely sends error reports.
    await page.addInitScript(() => {
      const random = Math.random.bind(Math);
      Math.random = () => 0.015 + random() * 0.03;
    });
    const urls: string[] = [];
    const errorLines: string[] = [];
    // What this page sent to the analytics and error-reporting stand-ins: each request's address and body.
    const analyticsSent: string[] = [];
    const reportsSent: string[] = [];
    page.on('request', (request: Request) => {
      urls.push(request.url());
      if (request.url().startsWith(`${BACKEND}/analytics`)) analyticsSent.push(request.postData() ?? '');
      if (request.url().startsWith(`${BACKEND}/sentry/`)) reportsSent.push(`${request.url()}\n${request.postData() ?? ''}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') errorLines.push(message.text());
    });
    let stamp = '';
    // In some breach, so there is one to ask about.
    const email = addressWith('some', () => {
      stamp = `${Date.now()}${Math.random().toString(36).slice(2, 7)}`;
      return `zebulon.canary.${stamp}@example.com`;
    });
    const canary = { email, first: `Zebulon${stamp}`, last: `Canarysson${stamp}` };

    await backend.signUp({ address: canary.email });
    const { code } = await backend.latestMail(canary.email);
    await page.getByRole('link', { name: 'See your results first' }).click();
    const profile = page.getByRole('region', { name: 'Your profile', exact: true });
    await profile.getByRole('button', { name: 'Edit profile' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit your profile' });
    await editor.getByLabel('First name').fill(canary.first);
    await editor.getByLabel('Last name').fill(canary.last);
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(profile).toContainText(canary.first);
    // A broken reply frame: the client drops it and reports the problem (an error report with breadcrumbs of this whole walk).
    await backend.setFaults({ chat: { frame: 'wrong-types', times: 1 } });
    await page.getByRole('link', { name: 'Ask about this breach' }).first().click();
    await page.getByLabel('Your question').fill(`I am ${canary.first} ${canary.last}, ${canary.email}`);
    await page.getByLabel('Your question').press('Enter');
    await expect.poll(() => reportsSent.some((report) => report.includes('ChatProblem')), { timeout: WAIT.slow }).toBe(true);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/');

    const analytics = () => analyticsSent.join('\n');
    await expect.poll(analytics, { timeout: WAIT.slow }).toContain('page view: dashboard');
    await expect.poll(analytics, { timeout: WAIT.slow }).toContain('chatbot message');
    // The code as a number of its own (payloads are full of longer numbers: times, ids).
    const codePattern = new RegExp(`(?<!\\d)${code}(?!\\d)`);
    const leaks = (text: string) =>
      [canary.email, encodeURIComponent(canary.email), canary.first, canary.last].some((value) => text.includes(value)) || codePattern.test(text);
    for (const sent of [...analyticsSent, ...reportsSent]) expect(leaks(sent), `vendor payload: ${sent.slice(0, 2000)}`).toBe(false);
    // No URL the page requested carries them either, nor any error line on the console.
    for (const url of urls) expect(leaks(url), url).toBe(false);
    for (const line of errorLines) expect(leaks(line), line).toBe(false);
    expect(pageErrors.map((error) => error.message)).toEqual([]);
  });
});
