// What only local mode can show: the requests and frames on the wire, the real library's storage, the
// signing vendor's script, and a server that drops the connection.
import type { Request } from '@playwright/test';
import { BACKEND, DASHBOARD_REQUESTS, slowReads } from '../backend';
import { expect, test } from '../fixtures';
import { failedAnswerIsRetried } from '../flows';
import { ChatbotPage } from '../pages/chatbot.page';
import { DashboardPage } from '../pages/dashboard.page';

/** The document is carried in the history entry, never in the address. */
const SIGNING_URL = /\/signing$/;

test('on the wire: the profile request goes first, the other six reads leave together once it has answered, then the last-visit mark, each with the key and a bearer token, nothing personal in a URL', async ({
  page,
  backend,
}) => {
  const dashboard = new DashboardPage(page);
  const reads: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${BACKEND}/api/`) && request.method() !== 'OPTIONS') reads.push(request);
  });

  // A late profile and slow other reads: all eight at once would start together; one after another, each of the seven would wait for the answer before it.
  await backend.startSignedIn({ name: 'wire', faults: slowReads(600, 300) });

  await expect(dashboard.subscription).toContainText('14 days left');
  await expect.poll(() => reads.length).toBe(8);
  await Promise.all(reads.map(async (request) => (await request.response())?.finished()));
  const path = (request: Request) => new URL(request.url()).pathname.replace('/api/', '');
  expect(reads.map(path).sort()).toEqual(DASHBOARD_REQUESTS);
  const [profile, ...rest] = [...reads].sort((a, b) => a.timing().startTime - b.timing().startTime);
  expect(path(profile!)).toBe('profile-info/user-profile');
  // Its answer has begun to arrive (the body completes later, and its end is stamped later still).
  const answeredAt = profile!.timing().startTime + profile!.timing().responseStart;
  const starts = rest.map((request) => request.timing().startTime);
  expect(Math.min(...starts), 'the first of the others leaves after the profile has answered').toBeGreaterThanOrEqual(answeredAt);
  // The six reads together (the page's start sends them): the last has left before any is answered (each answer waits 300 ms).
  const sixReads = rest.filter((request) => path(request) !== 'last-visit');
  const firstAnswerOfSix = Math.min(...sixReads.map((request) => request.timing().startTime + request.timing().responseStart));
  expect(Math.max(...sixReads.map((request) => request.timing().startTime)), 'the six leave together').toBeLessThan(firstAnswerOfSix);
  for (const request of reads) {
    const headers = await request.allHeaders();
    expect(headers.authorization).toMatch(/^Bearer eyJ/);
    expect(headers['x-api-key']).toBe('local-protection-key');
    expect(request.url()).not.toMatch(/token|code|@|%40/i);
  }
});

test("the assistant asks over the socket with the token in each frame, never in the URL, which carries the app's key only", async ({ page, backend }) => {
  const sockets: string[] = [];
  const frames: string[] = [];
  page.on('websocket', (socket) => {
    sockets.push(socket.url());
    socket.on('framesent', (frame) => frames.push(String(frame.payload)));
  });
  const chat = new ChatbotPage(page);
  await backend.startSignedIn({ name: 'chat' });
  await new DashboardPage(page).askAboutFirstBreach();

  await chat.ask('What should I do first?');

  await expect(chat.answer).toBeVisible();
  expect(sockets).toEqual([`${BACKEND.replace('http', 'ws')}/chat?api_key=local-chat-key`]);
  const message = frames.map((f) => JSON.parse(f) as { action: string; authorization: string }).find((f) => f.action === 'message');
  expect(message?.authorization).toMatch(/^Bearer eyJ/);
});

test('sign-out leaves no Cognito key and no e-mail in storage', async ({ page, backend }) => {
  const address = await backend.signUp({ name: 'hedy' });
  const signedInKeys = await page.evaluate(() => Object.keys(localStorage));
  expect(signedInKeys.some((key) => key.startsWith('CognitoIdentityServiceProvider.'))).toBe(true);
  expect(signedInKeys.join(' ')).not.toContain(address);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/');

  const storedKeys = () => page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
  await expect.poll(async () => (await storedKeys()).filter((key) => key.startsWith('CognitoIdentityServiceProvider.'))).toEqual([]);
});

test('the code of the signing service loads only on the signing route, inside its own frame, never in our page', async ({ page, backend }) => {
  const scripts: { path: string; inOurPage: boolean }[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.url().startsWith(BACKEND))
      scripts.push({ path: new URL(request.url()).pathname, inOurPage: request.frame() === page.mainFrame() });
  });
  await backend.startSignedIn({ name: 'sign' });
  const dashboard = new DashboardPage(page);
  await dashboard.addDetailsForRemoval();
  expect(scripts).toEqual([]);

  await dashboard.requestAuthorisation();

  await expect(page).toHaveURL(SIGNING_URL);
  await expect(page.frameLocator('iframe[title="Removal authorisation form"]').getByText('Local DocuSeal stand-in')).toBeVisible();
  expect(scripts).toEqual([{ path: '/js/signing-page.js', inOurPage: false }]);
});

test('a server that closes mid-answer flags the message, and Retry gets the answer', async ({ page, backend }) => {
  await failedAnswerIsRetried(page, backend, { chat: { close: true } });
});
