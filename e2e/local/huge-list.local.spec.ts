// A breach list of any length: the service's answer is not ours to bound, so the dashboard shows the
// riskiest few and more on request, and no task of the page's thread is long (see LONGEST_TASK_MS) while
// it loads, renders and is used. Local mode, where the answer comes over the wire
// and is decoded at the edge (a large one in a worker); the answer is served in place of local-backend's
// for this one read.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

const COUNT = 100_000;

/** `count` made-up breaches in the wire's shape, every third with passwords (the riskiest). */
function hugeBreachStatus(count: number): string {
  const breaches = Array.from({ length: count }, (_, i) => ({
    name: `Huge${i}`,
    title: `Huge breach ${i}`,
    domain: `huge${i}.example`,
    breach_date: `20${String(10 + (i % 15)).padStart(2, '0')}-0${1 + (i % 9)}-1${i % 10}`,
    added_date: '2025-01-01',
    pwn_count: 1000 + i,
    data_classes: i % 3 === 0 ? ['Email addresses', 'Passwords'] : ['Email addresses', 'Usernames'],
    is_verified: true,
    is_fabricated: false,
    is_sensitive: false,
    is_retired: false,
    is_spam_list: false,
    is_malware: false,
    source: 'hibp',
  }));
  return JSON.stringify({ data_breaches: breaches });
}

/**
 * The longest task of the page's thread allowed while the list loads, renders and is used. The aim is
 * 200 ms; a task's time includes the time its thread waits for a core, so on a 2-core machine shared with
 * a dozen busy processes (load average 12 to 14) the same work measured 234 to 454 ms, against 2,928 ms
 * (loading) and 1,654 ms (marking fixed) when the page's thread ranked the list. The journey runs next to
 * other work, so it allows 800 ms: well clear of that noise, and far below what ranking here costs.
 */
const LONGEST_TASK_MS = 800;

type LongTask = { readonly start: number; readonly duration: number };

/** Every long task (over 50 ms) of the page's top document, kept in the page. */
async function recordLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (window !== window.top) return;
    const tasks: { start: number; duration: number }[] = [];
    (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => tasks.push({ start: entry.startTime, duration: entry.duration }))).observe({ type: 'longtask', buffered: true });
  });
}

/** The long tasks that ended after the breach-status request began: the app's start-up before it is not this journey's business. */
async function longTasksSinceBreachStatus(page: Page): Promise<{ readonly requestedAt: number | undefined; readonly tasks: readonly LongTask[] }> {
  return page.evaluate(() => {
    const requestedAt = performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname.endsWith('/breach-status'))?.startTime;
    const tasks = (window as unknown as { __longTasks: LongTask[] }).__longTasks;
    return { requestedAt, tasks: requestedAt === undefined ? tasks : tasks.filter((task) => task.start + task.duration > requestedAt) };
  });
}

test('a breach list of 100,000 loads, renders and is used without a long main-thread task', async ({ page, backend }) => {
  test.setTimeout(120_000);
  await recordLongTasks(page);
  const body = hugeBreachStatus(COUNT);
  await page.route('**/breach-status', async (route) => {
    const cors = { 'access-control-allow-origin': new URL(page.url() || 'http://127.0.0.1').origin, 'access-control-allow-credentials': 'true', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'POST, OPTIONS' };
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    return route.fulfill({ status: 200, contentType: 'application/json', headers: cors, body });
  });

  const workers: string[] = [];
  page.on('worker', (worker) => void workers.push(new URL(worker.url()).pathname));
  await backend.startSignedIn({ name: 'huge' });

  // Playwright's own queries run on the page's thread too, and a role query computes every element's
  // name: while the time is measured, the waits use plain CSS (roles and names are the other dashboard
  // journeys' and the accessibility spec's business).
  const card = page.locator('.dash-card--breaches');
  const items = card.locator('li.breach');
  const more = card.locator('button.show-more').first();
  const groups = card.locator('h3.breach-group');
  await expect(more).toBeVisible({ timeout: 60_000 });
  await expect(more).toContainText(/^Show 20 more breaches that need action \(99,980 not shown yet\)$/);
  await expect(items).toHaveCount(20);
  // Counts a person can read: "100,000", not "100000".
  await expect(groups.first()).toHaveText('Action needed (100,000)');
  await expect(page.getByText(/of 100,0\d\d exposures/)).toBeVisible();

  // Decoded off the page's thread.
  expect(workers.filter((path) => path.startsWith('/assets/breach-status-decoder.'))).toHaveLength(1);

  // Marks the riskiest breach fixed through its steps, then undoes it.
  await items.first().locator('button', { hasText: 'Fix it step by step' }).click();
  await card.locator('.guided-fix button', { hasText: 'Next step' }).click();
  await card.locator('.guided-fix button', { hasText: 'mark as fixed' }).click();
  await expect(groups).toHaveText(['Action needed (99,999)', 'Fixed (1)']);
  await card.locator('li.breach--fixed button', { hasText: 'Undo: it still needs action' }).click();
  await expect(groups).toHaveText(['Action needed (100,000)']);

  // Shows more, and scrolls through what is shown.
  await more.click();
  await expect(items).toHaveCount(40);
  await items.last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, -4000);
  // The rest of the dashboard answers as usual.
  await page.locator('.dash-card--profile button', { hasText: 'Edit profile' }).click();
  await expect(page.locator('.modal[role="dialog"]').filter({ hasText: 'Edit your profile' })).toBeVisible();

  const { requestedAt, tasks } = await longTasksSinceBreachStatus(page);
  const longest = Math.round(Math.max(0, ...tasks.map((task) => task.duration)));
  const figures = `longest task ${longest} ms; ${tasks.length} tasks over 50 ms: ${tasks.map((task) => Math.round(task.duration)).sort((a, b) => b - a).slice(0, 8).join(', ')}`;
  test.info().annotations.push({ type: 'longest task', description: figures });
  console.log(`huge list: ${figures}`);
  expect(requestedAt, 'the breach-status request is in the page\'s resource timing').toBeDefined();
  expect(longest, figures).toBeLessThanOrEqual(LONGEST_TASK_MS);
});
