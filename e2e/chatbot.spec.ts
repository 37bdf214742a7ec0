// The breach assistant in both modes (offline's in-page responder, or the real WebSocket client against
// local-backend's /chat): from a breach on the dashboard to an answer, the same conversation on coming
// back, a failed answer retried, hostile input shown as text, and axe on every state.
import { BACKEND, type Faults } from './backend';
import { expect, expectNoViolations, test } from './fixtures';
import { ChatbotPage } from './pages/chatbot.page';
import { DashboardPage } from './pages/dashboard.page';

test('dashboard → a breach → ask → a grounded reply, each state without axe violations', async ({ page, backend }) => {
  const chat = new ChatbotPage(page);
  await backend.signUp({ name: 'chat' });
  const title = await new DashboardPage(page).askAboutFirstBreach();
  await chat.expectOpen(title);
  await expect(page).toHaveURL(/\/chatbot\?breach_name=[^&]+&source=hibp$/);
  await expectNoViolations(page);

  await chat.ask('What was leaked?');

  await expect(chat.said('What was leaked?')).toBeVisible();
  await expect(chat.answer).toBeVisible();
  await expect(chat.question).toHaveValue('');
  await expectNoViolations(page);
});

test('leaving and coming back (Back, the breach again, a reload) keeps the conversation', async ({ page, backend }) => {
  const dashboard = new DashboardPage(page);
  const chat = new ChatbotPage(page);
  await backend.signUp({ name: 'chat' });
  await dashboard.askAboutFirstBreach();
  await chat.ask('What should I do first?');
  await expect(chat.answer).toBeVisible();

  await chat.backToDashboard();
  await expect(dashboard.heading).toBeVisible();
  await page.goBack();
  await expect(chat.said('What should I do first?')).toBeVisible();
  await expect(chat.answer).toBeVisible();

  await chat.backToDashboard();
  await dashboard.askAboutFirstBreach();
  await expect(chat.said('What should I do first?')).toBeVisible();

  await page.reload();
  await expect(chat.said('What should I do first?')).toBeVisible();
});

test('local mode asks over the socket with the token in each frame, never in the URL', async ({ page, backend, mode }) => {
  test.skip(mode !== 'local', 'offline answers in the page: there is no socket');
  const sockets: string[] = [];
  const frames: string[] = [];
  page.on('websocket', (socket) => {
    sockets.push(socket.url());
    socket.on('framesent', (frame) => frames.push(String(frame.payload)));
  });
  const chat = new ChatbotPage(page);
  await backend.signUp({ name: 'chat' });
  await new DashboardPage(page).askAboutFirstBreach();

  await chat.ask('What should I do first?');

  await expect(chat.answer).toBeVisible();
  expect(sockets).toEqual([`${BACKEND.replace('http', 'ws')}/chat`]);
  const message = frames.map((f) => JSON.parse(f) as { action: string; authorization: string }).find((f) => f.action === 'message');
  expect(message?.authorization).toMatch(/^Bearer eyJ/);
});

// A refused answer in both modes; a server that closes mid-answer only where there is a server.
for (const [name, fault, only] of [
  ['a refused answer', { chat: { status: 500 } }, undefined],
  ['a server that closes mid-answer', { chat: { close: true } }, 'local'],
] as const satisfies readonly (readonly [string, Faults, 'local' | undefined])[]) {
  test(`${name} is flagged, and Retry gets the answer once the fault is gone`, async ({ page, backend }) => {
    test.skip(only !== undefined && backend.mode !== only, 'offline has no connection to close');
    const chat = new ChatbotPage(page);
    await backend.signUp({ name: 'chat' });
    await new DashboardPage(page).askAboutFirstBreach();
    await chat.expectOpen();
    await backend.setFaults(fault);

    await chat.ask('Is my password exposed?');

    await expect(chat.notAnswered).toBeVisible();
    await expectNoViolations(page);
    await backend.clearFaults();
    await chat.retry();

    await expect(chat.notAnswered).toHaveCount(0);
    await expect(chat.answer).toBeVisible();
    await expect(chat.said('Is my password exposed?')).toHaveCount(1);
  });
}

test('a breach name full of markup is shown as text, in a helpful state', async ({ page, backend, pageErrors }) => {
  await backend.signUp({ name: 'chat' });
  const hostile = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';

  await page.goto(`/chatbot?breach_name=${encodeURIComponent(hostile)}&source=hibp`);

  await expect(page.getByRole('heading', { level: 1, name: 'We could not find that breach' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(page.locator('main img')).toHaveCount(0);
  await expectNoViolations(page);
  expect(pageErrors).toEqual([]);
});

test('a suggested question can be asked by keyboard alone', async ({ page, backend }) => {
  const chat = new ChatbotPage(page);
  await backend.signUp({ name: 'chat' });
  await new DashboardPage(page).askAboutFirstBreach();

  const suggestion = page.getByRole('button', { name: 'Am I at risk?' });
  await suggestion.focus();
  await page.keyboard.press('Enter');

  await expect(chat.said('Am I at risk?')).toBeVisible();
  await expect(chat.answer).toBeVisible();
});
