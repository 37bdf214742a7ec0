// A breach list of any length: the service's answer is not ours to bound, so the dashboard shows the
// riskiest few and more on request, and no task of the page's thread is long (see LONGEST_TASK_MS) while
// it loads, renders and is used. Local mode, where the answer comes over the wire
// and is decoded at the edge (a large one in a worker); the answer is served in place of local-backend's
// for this one read, by a loopback server: 35 MB handed over by the route itself took more than the
// client's 10 s on a busy machine.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../fixtures';
import { WAIT, scaled } from '../waits';

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
 * The longest task of the page's thread allowed while the list loads, renders and is used: the issue's
 * 200 ms, in the thread's own CPU time, on a quiet machine. A task's wall time also counts the time its
 * thread waits for a core, which on this 2-core machine beside other work measured 229 to 836 ms for the
 * same tasks; the CPU time is the work the page asks of the thread, which is what the list's length could
 * grow. Beside three CPU hogs the same work took 236 ms of CPU too (shared cores and caches), so the budget
 * scales with the machine's measured slowdown, as the waits do: exactly 200 ms on a quiet machine.
 */
const LONGEST_TASK_MS = scaled(200);

/** What the browser's scheduler names a top-level task of a thread, in this Chromium and in older ones. */
const TOP_LEVEL_TASKS = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);

type Task = { readonly wallMs: number; readonly cpuMs: number };
type TraceEvent = {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  readonly tdur?: number;
  readonly args?: { readonly name?: string; readonly data?: { readonly url?: string } };
};

/**
 * The top-level tasks of the page's main thread that ended after the breach-status request was sent (the
 * app's start-up before it is not this journey's business), from the browser's own trace.
 */
function tasksSinceBreachStatus(trace: Buffer): readonly Task[] {
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const request = events.find((e) => e.name === 'ResourceSendRequest' && (e.args?.data?.url ?? '').endsWith('/breach-status'));
  if (request === undefined) throw new Error('the trace has no breach-status request');
  const mainThread = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === request.pid);
  if (mainThread === undefined) throw new Error('the trace has no main thread for the page');
  return events
    .filter((e) => e.ph === 'X' && TOP_LEVEL_TASKS.has(e.name) && e.pid === mainThread.pid && e.tid === mainThread.tid && e.ts + (e.dur ?? 0) > request.ts)
    .map((e) => ({ wallMs: (e.dur ?? 0) / 1000, cpuMs: (e.tdur ?? e.dur ?? 0) / 1000 }));
}

test('a breach list of 100,000 loads, renders and is used without a long main-thread task', async ({ page, backend, browser }) => {
  test.setTimeout(WAIT.journey * 4);
  const body = hugeBreachStatus(COUNT);
  const server = createServer((req, res) => {
    const cors = {
      'access-control-allow-origin': req.headers.origin ?? '*',
      'access-control-allow-credentials': 'true',
      'access-control-allow-headers': '*',
      'access-control-allow-methods': 'POST, OPTIONS',
    };
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    res.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  page.on('close', () => void server.close());
  const served = `http://127.0.0.1:${(server.address() as AddressInfo).port}/breach-status`;
  await page.route('**/breach-status', (route) => route.continue({ url: served }));

  const workers: string[] = [];
  page.on('worker', (worker) => void workers.push(new URL(worker.url()).pathname));
  await browser.startTracing(page, { categories: ['devtools.timeline', 'toplevel'] });
  await backend.startSignedIn({ name: 'huge' });

  // Playwright's own queries run on the page's thread too, and a role query computes every element's
  // name: while the time is measured, the waits use plain CSS (roles and names are the other dashboard
  // journeys' and the accessibility spec's business).
  const card = page.locator('.dash-card--breaches');
  const items = card.locator('li.breach');
  const more = card.locator('button.show-more').first();
  const tabs = card.locator('[role="tab"]');
  await expect(more).toBeVisible({ timeout: WAIT.slow * 4 });
  await expect(more).toContainText(/^Show 20 more breaches that need action \(99,980 not shown yet\)$/);
  await expect(items).toHaveCount(20);
  // Counts a person can read: "100,000", not "100000".
  await expect(tabs.first()).toHaveText('Action needed (100,000)');
  await expect(page.locator('#glance-breaches')).toHaveText('Breaches: 0 of 100,000 fixed');

  // Decoded off the page's thread.
  expect(workers.filter((path) => path.startsWith('/assets/breach-status-decoder.'))).toHaveLength(1);

  // Marks the riskiest breach fixed through its steps, then undoes it.
  await items.first().locator('button', { hasText: 'Fix it now' }).click();
  await card.locator('.guided-fix button', { hasText: /^Next: / }).click();
  await card.locator('.guided-fix button', { hasText: 'mark as fixed' }).click();
  await expect(tabs).toHaveText(['Action needed (99,999)', 'Fixed (1)']);
  await tabs.last().click();
  await card.locator('li.breach--fixed button', { hasText: 'Undo: it still needs action' }).click();
  await expect(tabs).toHaveText(['Action needed (100,000)', 'Fixed (0)']);

  // Shows more, and scrolls through what is shown.
  await more.click();
  await expect(items).toHaveCount(40);
  await items.last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, -4000);
  // The rest of the dashboard answers as usual.
  await page.locator('.dash-card--profile button', { hasText: 'Edit profile' }).click();
  await expect(page.locator('.modal[role="dialog"]').filter({ hasText: 'Edit your profile' })).toBeVisible();

  const tasks = tasksSinceBreachStatus(await browser.stopTracing());
  const longest = (key: keyof Task) => Math.round(Math.max(0, ...tasks.map((task) => task[key])));
  const slowest = [...tasks].sort((a, b) => b.cpuMs - a.cpuMs).slice(0, 8);
  const figures = `longest task ${longest('cpuMs')} ms of CPU (${longest('wallMs')} ms wall), budget ${LONGEST_TASK_MS}; slowest by CPU: ${slowest.map((t) => `${Math.round(t.cpuMs)} (${Math.round(t.wallMs)})`).join(', ')}`;
  test.info().annotations.push({ type: 'longest task', description: figures });
  console.log(`huge list: ${figures}`);
  expect(tasks.length, "the trace has the page's tasks").toBeGreaterThan(0);
  expect(longest('cpuMs'), figures).toBeLessThanOrEqual(LONGEST_TASK_MS);
});
