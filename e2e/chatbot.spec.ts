// The breach assistant in both modes (offline's in-page responder, or the real WebSocket client against
// local-backend's /chat): from a breach on the dashboard to an answer, the same conversation on coming
// back, a failed answer retried, hostile input shown as text, and axe on every state.
import { expect, expectNoViolations, test } from './fixtures';
import { failedAnswerIsRetried } from './flows';
import { ChatbotPage } from './pages/chatbot.page';
import { DashboardPage } from './pages/dashboard.page';

test('dashboard → a breach → ask → a grounded reply, each state without axe violations', async ({ page, backend }) => {
  const chat = new ChatbotPage(page);
  await backend.startSignedIn({ name: 'chat' });
  const title = await new DashboardPage(page).askAboutFirstBreach();
  await chat.expectOpen(title);
  // The breach is carried in the history entry, never in the address every script can read.
  await expect(page).toHaveURL(/\/chatbot$/);
  await expectNoViolations(page);

  await chat.ask('What was leaked?');

  await expect(chat.said('What was leaked?')).toBeVisible();
  await expect(chat.answer).toBeVisible();
  await expect(chat.question).toHaveValue('');
  // Only the conversation changed since the scan above.
  await expectNoViolations(page, '[role="log"]');
});

test('leaving and coming back (Back, the breach again, a reload) keeps the conversation', async ({ page, backend }) => {
  const dashboard = new DashboardPage(page);
  const chat = new ChatbotPage(page);
  await backend.startSignedIn({ name: 'chat' });
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

test('a refused answer is flagged, and Retry gets the answer once the fault is gone', async ({ page, backend }) => {
  await failedAnswerIsRetried(page, backend, { chat: { status: 500 } });
});

test('a reply opens links only to the sources the assistant cites; any other address is shown as text', async ({ page, backend }) => {
  const chat = new ChatbotPage(page);
  await backend.startSignedIn({ name: 'chat', faults: { chat: { body: 'hostile-links' } } });
  await new DashboardPage(page).askAboutFirstBreach();

  await chat.ask('What was leaked?');

  // The cited source is the reply's last address: once it shows, every other one has been rendered.
  const cited = chat.conversation.getByRole('link', { name: /^https:\/\/haveibeenpwned\.com\/PwnedWebsites/ });
  await expect(cited).toHaveAttribute('href', 'https://haveibeenpwned.com/PwnedWebsites');
  await expect(chat.conversation.getByRole('link')).toHaveCount(1);
  await expect(chat.conversation).toContainText('https://attacker.example/reset');
  await expect(chat.conversation).toContainText('https://haveibeenpwned.com.attacker.example/login');
  await expect(chat.conversation).toContainText('http://haveibeenpwned.com/Passwords');
  await expect(chat.conversation.locator('a[href*="attacker"], a[href^="http:"]')).toHaveCount(0);
});

test('a breach name full of markup is shown as text, in a helpful state', async ({ page, backend, pageErrors }) => {
  const hostile = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';

  await backend.startSignedIn({ name: 'chat', path: `/chatbot?breach_name=${encodeURIComponent(hostile)}&source=hibp` });

  await expect(page.getByRole('heading', { level: 1, name: 'We could not find that breach' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(page.locator('main img')).toHaveCount(0);
  await expectNoViolations(page);
  expect(pageErrors).toEqual([]);
});

test('a suggested question can be asked by keyboard alone', async ({ page, backend }) => {
  const chat = new ChatbotPage(page);
  await backend.startSignedIn({ name: 'chat' });
  await new DashboardPage(page).askAboutFirstBreach();

  const suggestion = page.getByRole('button', { name: 'Am I at risk?' });
  await suggestion.focus();
  await page.keyboard.press('Enter');

  await expect(chat.said('Am I at risk?')).toBeVisible();
  await expect(chat.answer).toBeVisible();
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('the question box does not speak of Shift+Enter, which a touch keyboard has not', async ({ page, backend }) => {
    const chat = new ChatbotPage(page);
    await backend.startSignedIn({ name: 'chat-touch' });
    await new DashboardPage(page).askAboutFirstBreach();
    await expect(chat.question).toBeEditable();

    await expect(page.getByText(/Shift\+Enter/)).toBeHidden();
    await expect(page.getByText(/\d+ \/ \d+/)).toBeVisible();
  });
});
