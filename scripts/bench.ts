// `npm run bench`: builds production, prints the gzip size of every route chunk from the
// bundle stats and the Lighthouse figures (12.x, mobile profile, Debian Chromium, median of 3 runs) for
// the landing page `/` (real-mode build, configured for local mode) and a signed-in `/dashboard`
// (offline build), each against its budget; writes them to docs/performance.md and exits non-zero when
// one is over. Usage: tsx scripts/bench.ts [--runs N] [--skip-build]
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chromium, type Locator } from '@playwright/test';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { localEnv } from './local-env';
import { prerender } from './prerender';
import { createStaticServer } from './serve-static';
import { missingVendors, vendorTasks, type Task } from './vendor-tasks';

const execFileAsync = promisify(execFile);
const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1] ?? 3) || 3;
const SKIP_BUILD = args.includes('--skip-build');

const BUDGET = {
  landing: { scriptKb: 100, lcpMs: 1000, tbtMs: 50, cls: 0.01, score: 98, thirdPartyRequests: 0 },
  dashboard: { scriptKb: 200, cls: 0.05, score: 95 },
  interactionMs: 100,
  vendorTaskMs: 50,
  routeChunkKb: 30,
} as const;

/** The lazily loaded screens: one chunk each (src/ui/app/preload.ts). */
const ROUTE_CHUNKS = ['sign-in', 'sign-up', 'verify-code', 'subscription-options', 'dashboard', 'chatbot', 'signing'];

/** The session the offline build reads (e2e/fixtures.ts OFFLINE_SESSION). */
const OFFLINE_SESSION = {
  userId: 'u-bench-1',
  username: 'bench@example.com',
  email: 'bench@example.com',
  region: 'US',
  userAlias: '3f1c2a4e-9b7d-4c1e-8a2f-6d5e4c3b2a10',
  idToken: 'offline-id',
  accessToken: 'offline-access',
  expiresAt: Date.UTC(2099, 0, 1),
};

type Row = { readonly what: string; readonly value: string; readonly budget: string; readonly ok: boolean };

const kb = (bytes: number) => bytes / 1024;
const gzipKb = (file: string) => kb(gzipSync(fs.readFileSync(file), { level: 9 }).length);
const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

function build(mode: 'offline' | 'real', outDir: string, env: Record<string, string>): void {
  execFileSync('npx', ['webpack', '--env', 'production', '--env', `mode=${mode}`, '--output-path', outDir, '--stats', 'normal', '--json', path.join(outDir, '..', `${path.basename(outDir)}-stats.json`)], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
}

/** gzip KB of each named route chunk, from the stats' chunk → files table. */
function routeChunks(dir: string): { name: string; kb: number }[] {
  const stats = JSON.parse(fs.readFileSync(path.join(dir, '..', `${path.basename(dir)}-stats.json`), 'utf8')) as {
    chunks: { names: string[]; files: string[] }[];
  };
  return ROUTE_CHUNKS.map((name) => {
    const chunk = stats.chunks.find((candidate) => candidate.names.includes(name));
    if (!chunk) throw new Error(`bench: no chunk named ${name} in the stats`);
    const js = chunk.files.filter((file) => file.endsWith('.js'));
    return { name, kb: js.reduce((sum, file) => sum + gzipKb(path.join(dir, file)), 0) };
  });
}

type Figures = { lcpMs: number; tbtMs: number; cls: number; score: number; scriptKb: number; thirdParty: number };

/** One Lighthouse run (scripts/lighthouse-run.mjs, in its own node process); `sessionJson` signs the offline build in. */
async function lighthouseRun(origin: string, pathname: string, dir: string, sessionJson: string | null): Promise<Figures> {
  // Asynchronous: the static server answering Lighthouse lives in this process.
  const { stdout: out } = await execFileAsync('node', ['scripts/lighthouse-run.mjs', `${origin}${pathname}`, ...(sessionJson ? [sessionJson] : [])], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  const result = JSON.parse(out.trim().split('\n').pop() ?? '{}') as { lcpMs: number; tbtMs: number; cls: number; score: number; requests: { url: string; resourceType?: string }[] };
  const scripts = result.requests.filter((request) => request.resourceType === 'Script' && request.url.startsWith(origin));
  return {
    lcpMs: result.lcpMs,
    tbtMs: result.tbtMs,
    cls: result.cls,
    score: result.score,
    scriptKb: scripts.reduce((sum, request) => sum + gzipKb(path.join(dir, new URL(request.url).pathname)), 0),
    thirdParty: result.requests.filter((request) => !request.url.startsWith(origin) && !request.url.startsWith('data:')).length,
  };
}

/**
 * The slowest interaction of a short walk on the signed-in dashboard at 4× CPU slow-down, as the
 * browser's Event Timing API reports it (input delay + handlers + the next paint, as INP counts).
 * Like a person, the walk lets the page settle after load and brings each control into view before
 * using it: scrolling is not an interaction, and Playwright's own scroll-then-click would otherwise
 * put a scroll's repaint into the tap's next paint.
 */
async function slowestInteraction(dir: string): Promise<number> {
  const server = createStaticServer(dir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  try {
    const page = await browser.newPage();
    await page.addInitScript((session) => {
      window.sessionStorage.setItem('protect.offline.session', session);
      const durations: number[] = [];
      (window as unknown as { __interactions: number[] }).__interactions = durations;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if ((entry as PerformanceEventTiming).interactionId) durations.push(entry.duration);
      }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    }, JSON.stringify(OFFLINE_SESSION));
    await page.goto(`${origin}/dashboard`, { waitUntil: 'networkidle' });
    const profile = page.getByRole('region', { name: 'Your profile' });
    await profile.getByRole('button', { name: 'Edit profile' }).waitFor();
    await page.waitForTimeout(1000);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const tap = async (control: Locator) => {
      await control.scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      await control.click();
    };
    await tap(profile.getByRole('button', { name: 'Add an e-mail address' }));
    await page.getByRole('dialog', { name: 'Add an e-mail address' }).getByLabel('E-mail address').pressSequentially('second@example.com');
    await page.keyboard.press('Escape');
    await tap(profile.getByRole('button', { name: 'Edit profile' }));
    await page.getByRole('dialog', { name: 'Edit your profile' }).getByLabel('First name').pressSequentially('Ada');
    await page.keyboard.press('Escape');
    await tap(page.getByRole('link', { name: 'Ask about this breach' }).first());
    await page.getByLabel('Your question').waitFor();
    await page.waitForTimeout(500);
    const durations = await page.evaluate(() => (window as unknown as { __interactions: number[] }).__interactions);
    if (durations.length === 0) throw new Error('bench: no interaction was timed');
    return Math.max(...durations);
  } finally {
    await browser.close();
    server.close();
  }
}

/** The walk above, RUNS times: the median of each walk's slowest interaction, and the slowest of all. */
async function slowestInteractions(dir: string): Promise<{ medianMs: number; worstMs: number }> {
  const worst: number[] = [];
  for (let i = 0; i < RUNS; i++) worst.push(await slowestInteraction(dir));
  return { medianMs: median(worst), worstMs: Math.max(...worst) };
}

/**
 * The longest task vendor start-up caused, over RUNS visits to a page of the real build from a tracked
 * link (so all four SDKs start), and every long task the app ran meanwhile, for the report.
 */
async function vendorStartUp(dir: string): Promise<{ longestMs: number; vendorTasks: Task[]; appTasks: Task[] }> {
  const server = createStaticServer(dir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const all: Task[] = [];
    for (let i = 0; i < RUNS; i++) {
      const run = await vendorTasks(`${origin}/sign-in?_branch_match_id=${1_000_000 + i}`);
      const missing = missingVendors(run);
      if (missing.length > 0) throw new Error(`bench: these vendor SDKs never loaded: ${missing.join(', ')}`);
      all.push(...run.longTasks);
    }
    const vendor = all.filter((task) => task.by !== 'app');
    return { longestMs: Math.max(0, ...vendor.map((task) => task.ms)), vendorTasks: vendor, appTasks: all.filter((task) => task.by === 'app') };
  } finally {
    server.close();
  }
}

async function measure(dir: string, pathname: string, sessionJson: string | null): Promise<Figures> {
  const server = createStaticServer(dir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const runs: Figures[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await lighthouseRun(origin, pathname, dir, sessionJson));
    const pick = (key: keyof Figures) => median(runs.map((run) => run[key]));
    return { lcpMs: pick('lcpMs'), tbtMs: pick('tbtMs'), cls: pick('cls'), score: pick('score'), scriptKb: pick('scriptKb'), thirdParty: pick('thirdParty') };
  } finally {
    server.close();
  }
}

const row = (what: string, value: number, budget: number, unit: string, lowerIsBetter = true, digits = 0): Row => ({
  what,
  value: `${value.toFixed(digits)}${unit}`,
  budget: `${lowerIsBetter ? '≤' : '≥'} ${budget}${unit}`,
  ok: lowerIsBetter ? value <= budget : value >= budget,
});

async function main() {
  const offlineDir = path.resolve('dist/bench-offline');
  const realDir = path.resolve('dist/bench-real');
  if (!SKIP_BUILD) {
    console.log('bench: building the offline and real (local configuration) production bundles…');
    build('offline', offlineDir, {});
    await prerender(offlineDir);
    build('real', realDir, localEnv('http://127.0.0.1:4999'));
    await prerender(realDir);
  }
  const rows: Row[] = [];
  for (const chunk of routeChunks(offlineDir)) rows.push(row(`route chunk ${chunk.name} (offline)`, chunk.kb, BUDGET.routeChunkKb, ' KB', true, 1));
  for (const chunk of routeChunks(realDir)) rows.push(row(`route chunk ${chunk.name} (real)`, chunk.kb, BUDGET.routeChunkKb, ' KB', true, 1));

  console.log(`bench: Lighthouse, ${RUNS} runs each…`);
  const landing = await measure(realDir, '/', null);
  rows.push(
    row('/ JavaScript before first interaction (gzip)', landing.scriptKb, BUDGET.landing.scriptKb, ' KB', true, 1),
    row('/ third-party requests before first interaction', landing.thirdParty, BUDGET.landing.thirdPartyRequests, ''),
    row('/ LCP', landing.lcpMs, BUDGET.landing.lcpMs, ' ms'),
    row('/ TBT', landing.tbtMs, BUDGET.landing.tbtMs, ' ms'),
    row('/ CLS', landing.cls, BUDGET.landing.cls, '', true, 3),
    row('/ performance score', landing.score, BUDGET.landing.score, '', false),
  );
  const dashboard = await measure(offlineDir, '/dashboard', JSON.stringify(OFFLINE_SESSION));
  console.log('bench: interactions and vendor start-up…');
  const interactions = await slowestInteractions(offlineDir);
  const vendor = await vendorStartUp(realDir);
  for (const task of vendor.vendorTasks) console.log(`bench: vendor task ${task.ms} ms at ${task.at} ms: ${task.by}, ${task.longestScript}`);
  console.log(`bench: the app's own long tasks in those visits: ${vendor.appTasks.map((task) => task.ms).join(', ') || 'none'} ms`);
  rows.push(
    row('/dashboard JavaScript before data renders (gzip)', dashboard.scriptKb, BUDGET.dashboard.scriptKb, ' KB', true, 1),
    row('/dashboard CLS', dashboard.cls, BUDGET.dashboard.cls, '', true, 3),
    row('/dashboard performance score', dashboard.score, BUDGET.dashboard.score, '', false),
    row(`slowest interaction on the dashboard at 4× CPU slow-down (median of ${RUNS} walks; slowest ${interactions.worstMs.toFixed(0)} ms)`, interactions.medianMs, BUDGET.interactionMs, ' ms'),
    row(`longest task caused by vendor start-up at 4× CPU slow-down (${RUNS} visits)`, vendor.longestMs, BUDGET.vendorTaskMs, ' ms'),
    { what: '/dashboard LCP, TBT (for reference)', value: `${dashboard.lcpMs.toFixed(0)} ms, ${dashboard.tbtMs.toFixed(0)} ms`, budget: '—', ok: true },
  );

  const width = Math.max(...rows.map((r) => r.what.length));
  for (const r of rows) console.log(`${r.ok ? 'ok  ' : 'OVER'}  ${r.what.padEnd(width)}  ${r.value.padStart(12)}  (${r.budget})`);
  writeReport(rows);
  const over = rows.filter((r) => !r.ok);
  if (over.length > 0) {
    console.error(`bench: ${over.length} over budget`);
    process.exit(1);
  }
  console.log('bench: every budget met');
}

/** What changed the figures, newest first (kept by hand: the bench rewrites everything above it). */
const HISTORY = `
## History

- 2026-11-23: vendor start-up measured (scripts/vendor-tasks.ts; Long Tasks and Long Animation Frames
  APIs, a tracked-link visit to \`/sign-in\` in the real build, 4× CPU): Sentry's start was one 53 ms
  task; now every SDK starts in short steps, Sentry's chunk is 55 KB gzip instead of 139 KB, and only a
  traced page (1 in 100) sets tracing up (ADR 012): no vendor task over 50 ms in any visit. The
  interaction walk now brings each control into view before using it (Playwright's scroll-then-click
  put a scroll's repaint into the tap) and takes the median of 3 walks: 72 ms (slowest walk 80 ms),
  where it was 104–136 ms measured with the scroll inside the tap.
- 2026-11-23: the slowest dashboard interaction at 4× CPU is now measured (Event Timing, as INP
  counts it): 104–136 ms, over the 100 ms budget. The slowest is the first opening of the
  add-address dialog (the profile editor's takes about 64 ms; typing 16–24 ms per key).
- 2026-11-23: the landing's two small scripts are asked for only after its first paint, by a hashed
  inline loader (scripts/prerender.ts): its LCP went from 999–1060 ms (four medians) to 686 ms.
- 2026-11-23: the landing page is pre-rendered and the app loads on first use (scripts/prerender.ts,
  src/main.tsx); every other route gets app.html, whose chunks are listed in the HTML. Before: \`/\`
  loaded 197 KB gzip of JavaScript before any interaction (runtime 2, vendor 168, app 27) in the
  real-mode build; after: 6.2 KB. The dashboard's first render waits up to 400 ms for its route, so
  the pending page no longer gives way to the layout (CLS 0.304 → 0).
`;

function writeReport(rows: readonly Row[]): void {
  const date = new Date().toISOString().slice(0, 10);
  const table = ['| Figure | Measured | Budget | |', '|---|---|---|---|', ...rows.map((r) => `| ${r.what} | ${r.value} | ${r.budget} | ${r.ok ? 'ok' : '**over**'} |`)].join('\n');
  const text = `# Performance

Measured ${date} by \`npm run bench\` (scripts/bench.ts) on the 2-core development machine: production
builds, Lighthouse 12.8 with its default mobile profile (simulated slow 4G, 4× CPU slow-down) in Debian's
Chromium, median of ${RUNS} runs. \`/\` is the real-mode build (configured for local mode; before the
first interaction it needs no backend); \`/dashboard\` is the offline build with a signed-in session.
Sizes are gzip -9 of the files the page requested, or of each route's chunk from the bundle stats.

${table}

The dashboard's requests leave in one parallel round: the offline journey in e2e/dashboard.spec.ts
gives each of the six Protection API calls a 3 s delay and sees the whole dashboard within one wait.

Figures vary by a few per cent from run to run on this machine (before the change below, the
landing's LCP was 999, 1001, 1020 and 1060 ms in four medians of one build); run it twice before
trusting a small change.
${HISTORY}`;
  fs.writeFileSync('docs/performance.md', text);
  console.log('bench: wrote docs/performance.md');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
