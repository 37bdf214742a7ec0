// The breach assistant, offline: from a breach on the dashboard to an answer, the same conversation
// on coming back, a failed answer retried, hostile input shown as text, and axe on every state.
import type { Page } from '@playwright/test';
import { expect, seedFaults, test } from './fixtures';
import { expectNoViolations, signUpOffline } from './pages/journeys';

/** Opens the first breach's assistant from the dashboard; gives the breach's title. */
async function openFirstBreach(page: Page): Promise<string> {
  const breaches = page.getByRole('region', { name: 'Data breaches' });
  const first = breaches.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) }).first();
  const title = (await first.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
  await first.getByRole('link', { name: 'Ask about this breach' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Ask about ${title}` })).toBeVisible();
  return title;
}

async function ask(page: Page, question: string) {
  const input = page.getByLabel('Your question');
  await expect(input).toBeEnabled();
  await input.fill(question);
  await input.press('Enter');
}

const conversation = (page: Page) => page.getByRole('log', { name: 'Conversation' });

test('dashboard → a breach → ask → a grounded reply; leaving and coming back keeps the conversation', async ({ page }) => {
  await signUpOffline(page, 'chat');
  await openFirstBreach(page);
  await expect(page).toHaveURL(/\/chatbot\?breach_name=[^&]+&source=hibp$/);
  await expectNoViolations(page);

  await ask(page, 'What was leaked?');

  const log = conversation(page);
  await expect(log.getByText('What was leaked?')).toBeVisible();
  await expect(log.getByText(/Source: Have I Been Pwned/)).toBeVisible();
  await expect(page.getByLabel('Your question')).toHaveValue('');
  await expectNoViolations(page);

  await page.getByRole('link', { name: '← Your dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your protection' })).toBeVisible();
  await page.goBack();

  await expect(conversation(page).getByText('What was leaked?')).toBeVisible();
  await expect(conversation(page).getByText(/Source: Have I Been Pwned/)).toBeVisible();
});

test('a failed answer (the `chat` fault) is flagged, and Retry gets the answer once the fault is gone', async ({ page }) => {
  await signUpOffline(page, 'chat');
  await openFirstBreach(page);
  await page.evaluate(() => localStorage.setItem('protect.offline.faults', JSON.stringify({ chat: { status: 500 } })));

  await ask(page, 'Is my password exposed?');

  const log = conversation(page);
  await expect(log.getByText('Not answered.')).toBeVisible();
  await expectNoViolations(page);
  await page.evaluate(() => localStorage.removeItem('protect.offline.faults'));
  await log.getByRole('button', { name: 'Retry' }).click();

  await expect(log.getByText('Not answered.')).toHaveCount(0);
  await expect(log.getByText(/Source: Have I Been Pwned/)).toBeVisible();
  await expect(log.getByText('Is my password exposed?')).toHaveCount(1);
});

test('a breach name full of markup is shown as text, in a helpful state', async ({ page, pageErrors }) => {
  await signUpOffline(page, 'chat');
  const hostile = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';

  await page.goto(`/chatbot?breach_name=${encodeURIComponent(hostile)}&source=hibp`);

  await expect(page.getByRole('heading', { level: 1, name: 'We could not find that breach' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(page.locator('main img')).toHaveCount(0);
  await expectNoViolations(page);
  expect(pageErrors).toEqual([]);
});

test('a suggested question can be asked by keyboard alone', async ({ page }) => {
  await seedFaults(page, {});
  await signUpOffline(page, 'chat');
  await openFirstBreach(page);

  const suggestion = page.getByRole('button', { name: 'Am I at risk?' });
  await suggestion.focus();
  await page.keyboard.press('Enter');

  await expect(conversation(page).getByText('Am I at risk?')).toBeVisible();
  await expect(conversation(page).getByText(/Source: Have I Been Pwned/)).toBeVisible();
});
