// The breach assistant in local mode: the real WebSocket client against local-backend's /chat, the
// token inside each frame (never in the URL), the same conversation on coming back, and a server that
// closes mid-answer.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { BACKEND, signUpLocal } from '../pages/journeys';


async function openFirstBreach(page: Page) {
  const first = page
    .getByRole('region', { name: 'Data breaches' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) })
    .first();
  await first.getByRole('link', { name: 'Ask about this breach' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Ask about / })).toBeVisible();
}

async function ask(page: Page, question: string) {
  const input = page.getByLabel('Your question');
  await expect(input).toBeEnabled();
  await input.fill(question);
  await input.press('Enter');
}

test.describe('the breach assistant (local mode)', () => {
  test.describe.configure({ mode: 'serial' });
  test.afterEach(async ({ request }) => {
    await request.delete(`${BACKEND}/faults`);
  });

  test('asks over the socket with the token in the frame, and finds the conversation again', async ({ page }) => {
    const sockets: string[] = [];
    const frames: string[] = [];
    page.on('websocket', (socket) => {
      sockets.push(socket.url());
      socket.on('framesent', (frame) => frames.push(String(frame.payload)));
    });
    await signUpLocal(page, 'chat');
    await openFirstBreach(page);

    await ask(page, 'What should I do first?');

    const log = page.getByRole('log', { name: 'Conversation' });
    await expect(log.getByText(/Source: Have I Been Pwned/)).toBeVisible();
    expect(sockets).toEqual([`${BACKEND.replace('http', 'ws')}/chat`]);
    const message = frames.map((f) => JSON.parse(f) as { action: string; authorization: string }).find((f) => f.action === 'message');
    expect(message?.authorization).toMatch(/^Bearer eyJ/);

    await page.getByRole('link', { name: '← Your dashboard' }).click();
    await openFirstBreach(page);
    await expect(log.getByText('What should I do first?')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('log', { name: 'Conversation' }).getByText('What should I do first?')).toBeVisible();
  });

  test('a server that closes mid-answer flags the message; Retry reconnects and gets the answer', async ({ page, request }) => {
    await signUpLocal(page, 'chat');
    await openFirstBreach(page);
    expect((await request.put(`${BACKEND}/faults`, { data: { chat: { close: true, times: 1 } } })).status()).toBe(200);

    await ask(page, 'Am I at risk?');

    const log = page.getByRole('log', { name: 'Conversation' });
    await expect(log.getByText('Not answered.')).toBeVisible();
    await log.getByRole('button', { name: 'Retry' }).click();
    await expect(log.getByText('Not answered.')).toHaveCount(0);
    await expect(log.getByText(/Source: Have I Been Pwned/)).toBeVisible();
  });
});
