// Sessions on the wire, against local-backend (which checks every bearer token's
// signature against its own pool): tampered stored tokens and a single refused read.
import type { Page, Request } from '@playwright/test';
import { BACKEND, lastVisitAnswered } from '../backend';
import { expect, test } from '../fixtures';
import { ChatbotPage } from '../pages/chatbot.page';
import { DashboardPage } from '../pages/dashboard.page';
import { WAIT } from '../waits';

const FORGED = 'mallory@example.com';
const SESSION_ENDED = 'Your session has ended. Please sign in again.';

const isRefresh = (request: Request) => request.url().startsWith(`${BACKEND}/cognito`) && (request.postData() ?? '').includes('REFRESH_TOKEN_AUTH');

/** Rewrites the stored tokens the way an attacker with the device would: a new e-mail claim, and optionally `alg: none` and a made-up refresh token. */
async function tamperStoredTokens(page: Page, options: { readonly algNone: boolean }): Promise<void> {
  await page.evaluate(
    ({ forged, algNone }) => {
      const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
      const decode = (part: string) => JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
      for (let i = 0; i < localStorage.length; i++) {
        const key = localStorage.key(i) ?? '';
        if (key.endsWith('.idToken')) {
          const [header, payload, signature] = (localStorage.getItem(key) ?? '').split('.');
          const forgedHeader = algNone ? encode({ ...decode(header ?? ''), alg: 'none' }) : header;
          localStorage.setItem(key, `${forgedHeader}.${encode({ ...decode(payload ?? ''), email: forged })}.${algNone ? '' : signature}`);
        }
        if (algNone && key.endsWith('.refreshToken')) localStorage.setItem(key, 'forged-refresh-token');
      }
    },
    { forged: FORGED, algNone: options.algNone },
  );
}

test('a tampered id token is refused: one refresh for all the refused reads, each read once more, and only the service’s own address is shown', async ({
  page,
  backend,
}) => {
  const dashboard = new DashboardPage(page);
  const marked = lastVisitAnswered(page);
  const address = await backend.startSignedIn({ name: 'tampered' });
  await expect(dashboard.greeting).toHaveText(`Signed in as ${address}`);
  await marked;
  await tamperStoredTokens(page, { algNone: false });
  const refreshes: Request[] = [];
  page.on('request', (request) => {
    if (isRefresh(request)) refreshes.push(request);
  });

  await page.reload();

  await expect(dashboard.greeting).toHaveText(`Signed in as ${address}`);
  await expect(dashboard.firstBreach()).toBeVisible();
  await expect(dashboard.subscription).toContainText('14 days left');
  await expect(page.getByText(FORGED)).toHaveCount(0);
  expect(refreshes).toHaveLength(1);
});

test('a forged session (alg none, made-up refresh token) is signed out with a plain message, and its address is gone', async ({ page, backend }) => {
  const dashboard = new DashboardPage(page);
  const marked = lastVisitAnswered(page);
  await backend.startSignedIn({ name: 'forged' });
  await expect(dashboard.greeting).toBeVisible();
  await marked;
  await tamperStoredTokens(page, { algNone: true });

  await page.reload();

  // The library tries a refused refresh again for about 6.5 s before it gives up.
  await expect(page.getByText(SESSION_ENDED)).toBeVisible({ timeout: WAIT.slow });
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fdashboard$/);
  await expect(page.getByText(FORGED)).toHaveCount(0);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('CognitoIdentityServiceProvider.')))).toEqual([]);
});

test('a single read refused once is read again after a refresh, and the dashboard stays', async ({ page, backend }) => {
  const dashboard = new DashboardPage(page);

  await backend.startSignedIn({ name: 'once', faults: { breachStatus: { status: 401, times: 1 } } });

  await expect(dashboard.firstBreach()).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(dashboard.breaches).not.toContainText('We could not check for breaches');
});

/** Opens the assistant about the first listed breach and asks; gives the conversation's log. */
async function askAboutFirstBreach(page: Page, question: string) {
  await page.getByRole('link', { name: 'Ask about this breach' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Ask about / })).toBeVisible();
  await page.getByLabel('Your question').fill(question);
  await page.getByLabel('Your question').press('Enter');
  return page.getByRole('log', { name: 'Conversation' });
}

/** Counts the refreshes and the chat socket's connections the page makes. */
function countRefreshesAndSockets(page: Page) {
  const seen = { refreshes: 0, sockets: 0 };
  page.on('request', (request) => {
    if (isRefresh(request)) seen.refreshes += 1;
  });
  page.on('websocket', (socket) => {
    if (socket.url().startsWith(`${BACKEND.replace(/^http/, 'ws')}/chat`)) seen.sockets += 1;
  });
  return seen;
}

test('a chat socket that refuses the session once: one refresh, one new connection, the question asked again and answered', async ({ page, backend }) => {
  const seen = countRefreshesAndSockets(page);
  await backend.startSignedIn({ name: 'chatrefusedonce', faults: { chat: { status: 401, times: 1 } } });

  const conversation = await askAboutFirstBreach(page, 'What should I do first?');

  await expect(new ChatbotPage(page).answer).toHaveCount(1);
  await expect(conversation).not.toContainText('could not');
  await expect(page).toHaveURL(/\/chatbot$/);
  expect(seen).toEqual({ refreshes: 1, sockets: 2 });
});

test('a chat socket that refuses the session again after a refresh signs the person out', async ({ page, backend }) => {
  const seen = countRefreshesAndSockets(page);
  await backend.startSignedIn({ name: 'chatrefusedtwice', faults: { chat: { status: 401, times: 2 } } });

  await askAboutFirstBreach(page, 'What should I do first?');

  await expect(page.getByText(SESSION_ENDED)).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fchatbot$/);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('CognitoIdentityServiceProvider.')))).toEqual([]);
  expect(seen).toEqual({ refreshes: 1, sockets: 2 });
});
