// A breach list of any length: the service's answer is not ours to bound, so the dashboard shows the
// riskiest few and more on request, and stays usable. Local mode, where the answer comes over the wire
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

/** Every long task (over 50 ms) of the page's documents, as the browser reports them. */
async function recordLongTasks(page: Page): Promise<() => Promise<number[]>> {
  const tasks: number[] = [];
  await page.exposeFunction('__longTask', (ms: number) => void tasks.push(ms));
  await page.addInitScript(() => {
    if (window !== window.top) return;
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => (window as unknown as { __longTask: (ms: number) => void }).__longTask(entry.duration))).observe({
      type: 'longtask',
      buffered: true,
    });
  });
  return async () => tasks;
}

test('a breach list of 100,000 shows the riskiest first, twenty at a time, and the dashboard stays usable', async ({ page, backend }) => {
  test.setTimeout(120_000);
  const longTasks = await recordLongTasks(page);
  const body = hugeBreachStatus(COUNT);
  await page.route('**/breach-status', async (route) => {
    const cors = { 'access-control-allow-origin': new URL(page.url() || 'http://127.0.0.1').origin, 'access-control-allow-credentials': 'true', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'POST, OPTIONS' };
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    return route.fulfill({ status: 200, contentType: 'application/json', headers: cors, body });
  });

  const workers: string[] = [];
  page.on('worker', (worker) => void workers.push(new URL(worker.url()).pathname));
  await backend.startSignedIn({ name: 'huge' });

  const breaches = page.getByRole('region', { name: 'Data breaches' });
  const more = breaches.getByRole('button', { name: /^Show 20 more breaches that need action/ });
  await expect(more).toBeVisible({ timeout: 60_000 });
  await expect(more).toContainText('not shown yet');
  await expect(breaches.getByRole('link', { name: 'Ask about this breach' })).toHaveCount(20);
  // Counts a person can read: "100,000", not "100000".
  await expect(page.getByText(/of 100,0\d\d exposures/)).toBeVisible();

  // Decoded off the page's thread.
  expect(workers.filter((path) => path.startsWith('/assets/breach-status-decoder.'))).toHaveLength(1);

  await more.click();
  await expect(breaches.getByRole('link', { name: 'Ask about this breach' })).toHaveCount(40);
  // The rest of the dashboard answers as usual.
  await page.getByRole('region', { name: 'Your profile' }).getByRole('button', { name: 'Edit profile' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit your profile' })).toBeVisible();

  // The longest task is reported, not judged: timings here depend on the host (the bench judges it, ADR 025).
  const tasks = await longTasks();
  const longest = Math.round(Math.max(0, ...tasks));
  test.info().annotations.push({ type: 'longest task', description: `${longest} ms (${tasks.length} tasks over 50 ms)` });
  console.log(`huge list: longest task ${longest} ms; ${tasks.length} tasks over 50 ms: ${tasks.map(Math.round).sort((a, b) => b - a).slice(0, 8).join(', ')}`);
});
