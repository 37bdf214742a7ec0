// `npm run bench`: builds production and prints, against their budgets, the gzip size of every route
// chunk, the Lighthouse figures (12.x, mobile profile, Debian Chromium) of the landing page `/`
// (real-mode build, configured for local mode) and a signed-in `/dashboard` (offline build), each judged
// against its script-free floor measured interleaved in the same run, the slowest dashboard interaction
// and the longest vendor start-up task; writes them to docs/performance.md. Exits 1 only when a figure
// is over (2 when it could not measure); a figure too noisy to judge gets its own summary line and exits 0.
// Usage: tsx scripts/bench.ts [--runs N] [--skip-build]
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { FLOOR_PATH, OFFLINE_SESSION, serve, slowestInteraction, vendorVisit, writeDashboardFloor } from './bench-browser';
import { figure, printRows, signed, spreadText, writeReport, type Row } from './bench-report';
import { exitCodeOf, hostSteady, judgeAgainstFloor, judgeAlone, spreadOf, stripScripts, summaryOf, type AloneRule, type FloorRule } from './bench-verdict';
import { localEnv } from './local-env';
import { prerender } from './prerender';

const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1] ?? 5) || 5;
const SKIP_BUILD = args.includes('--skip-build');

// Timing budgets apply to page − floor (median of the run-by-run differences); "quiet" and "busy" are
// runs of 2026-11-24 on this 2-core machine with the host's benchmark index steady near 2500, or swinging
// from 540 to 2600 under another test suite.
const BUDGET = {
  landing: {
    // Quiet: +50, +323, +515 ms (its scripts are asked for at first paint; some runs' LCP takes them in). Floor spread: 7–68 quiet, 566 busy.
    lcp: { maxDifference: 600, maxFloorSpread: 200 } satisfies FloorRule,
    // Quiet: −225, +87, +188 ms (two small scripts after first paint). Floor spread: 64–179 quiet, 472 busy.
    tbt: { maxDifference: 250, maxFloorSpread: 250 } satisfies FloorRule,
    // Quiet: 6 below to 6 above the floor. Floor spread: 3 quiet, 13 busy.
    score: { maxDifference: 10, maxFloorSpread: 8, higherIsBetter: true } satisfies FloorRule,
    cls: { max: 0.01 } satisfies AloneRule,
    scriptKb: { max: 100 } satisfies AloneRule,
    thirdPartyRequests: { max: 0 } satisfies AloneRule,
  },
  dashboard: {
    // 25–27 points below the floor in four sets of runs (186 KB of script, then the data's render). Floor spread: 3–5 quiet, 10 busy.
    score: { maxDifference: 35, maxFloorSpread: 8, higherIsBetter: true } satisfies FloorRule,
    cls: { max: 0.05 } satisfies AloneRule,
    scriptKb: { max: 200 } satisfies AloneRule,
  },
  // The product's rule; a walk's slowest tap is 120–216 ms on a quiet host, so only wild walks (spread over 150 ms) are noise.
  interactionMs: { max: 100, maxSpread: 150 } satisfies AloneRule,
  // A long task is one over 50 ms; a visit has none or one (a chunk's evaluation), so its median and the host decide.
  vendorTaskMs: { max: 50 } satisfies AloneRule,
  routeChunkKb: { max: 30 } satisfies AloneRule,
  /** A swing of the host's speed (slowest run's benchmark index under this share of the fastest's) makes timings too noisy. */
  steadyHostRatio: 0.7,
  /** Timings with no floor (walks, visits) have absolute budgets: they need 70 % of this machine's quiet index (about 2500). */
  minHostIndex: 1750,
};

/** The lazily loaded screens: one chunk each (src/ui/app/preload.ts). */
const ROUTE_CHUNKS = ['sign-in', 'sign-up', 'verify-code', 'subscription-options', 'dashboard', 'chatbot', 'signing'];

const gzipKb = (file: string) => gzipSync(fs.readFileSync(file), { level: 9 }).length / 1024;

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

/** The landing's floor: its pre-rendered HTML and inlined CSS with every script (and the loader) removed. */
function writeLandingFloor(dir: string): void {
  const html = stripScripts(fs.readFileSync(path.join(dir, 'index.html'), 'utf8'));
  fs.mkdirSync(path.join(dir, path.dirname(FLOOR_PATH.landing)), { recursive: true });
  fs.writeFileSync(path.join(dir, FLOOR_PATH.landing), html);
}

type Run = { lcpMs: number; tbtMs: number; cls: number; score: number; benchmarkIndex: number; scriptKb: number; thirdParty: number };

/** RUNS Lighthouse runs of a page and of its floor, interleaved (page, floor, page, …), in one node process. */
async function lighthouseRuns(dir: string, pathname: string, floorPath: string, session: string | null): Promise<{ page: Run[]; floor: Run[] }> {
  const { origin, close } = await serve(dir);
  try {
    const urls = Array.from({ length: RUNS }, () => [`${origin}${pathname}`, `${origin}${floorPath}`]).flat();
    // Asynchronous: the static server answering Lighthouse lives in this process.
    const out = await new Promise<string>((resolve, reject) => {
      const child = spawn('node', ['scripts/lighthouse-run.mjs', ...(session ? ['--session', session] : []), ...urls], { stdio: ['ignore', 'pipe', 'inherit'] });
      let stdout = '';
      child.stdout.on('data', (data: Buffer) => (stdout += data.toString()));
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`bench: lighthouse-run exited with ${code}`))));
    });
    const runs = out
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Omit<Run, 'scriptKb' | 'thirdParty'> & { requests: { url: string; resourceType?: string }[] })
      .map((result) => {
        const scripts = result.requests.filter((request) => request.resourceType === 'Script' && request.url.startsWith(origin));
        return {
          ...result,
          scriptKb: scripts.reduce((sum, request) => sum + gzipKb(path.join(dir, new URL(request.url).pathname)), 0),
          thirdParty: result.requests.filter((request) => !request.url.startsWith(origin) && !request.url.startsWith('data:')).length,
        };
      });
    const floor = runs.filter((_run, index) => index % 2 === 1);
    if (floor.some((run) => run.scriptKb > 0)) throw new Error(`bench: the floor ${floorPath} requested a script`);
    return { page: runs.filter((_run, index) => index % 2 === 0), floor };
  } finally {
    close();
  }
}

const values = (runs: readonly Run[], key: keyof Run) => runs.map((run) => run[key]);

const steadyHost = (runs: { page: Run[]; floor: Run[] }) => hostSteady(values([...runs.page, ...runs.floor], 'benchmarkIndex'), BUDGET.steadyHostRatio);

/** Shown as page − floor either way: positive is slower for a timing, negative is a lower score. */
function againstFloor(what: string, runs: { page: Run[]; floor: Run[] }, key: 'lcpMs' | 'tbtMs' | 'score', rule: FloorRule, unit: string): Row {
  const judged = judgeAgainstFloor(values(runs.page, key), values(runs.floor, key), rule, steadyHost(runs));
  return {
    what,
    page: spreadText(judged.page, unit),
    floor: spreadText(judged.floor, unit),
    judged: signed(rule.higherIsBetter ? -judged.difference : judged.difference, unit),
    budget: `${rule.higherIsBetter ? '≥ −' : '≤ +'}${rule.maxDifference}${unit}; floor spread ≤ ${rule.maxFloorSpread}${unit}`,
    verdict: judged.verdict,
  };
}

function alone(what: string, runs: readonly number[], rule: AloneRule, unit: string, digits = 0, fitHost = true): Row {
  const judged = judgeAlone(runs, rule, fitHost);
  const spread = rule.maxSpread === undefined ? '' : `; spread ≤ ${rule.maxSpread}${unit}`;
  return { what, page: spreadText(judged.runs, unit, digits), floor: '—', judged: figure(judged.runs.median, unit, digits), budget: `≤ ${rule.max}${unit}${spread}`, verdict: judged.verdict };
}

/** No budget: shown with its floor and the median run-by-run page − floor, or `judged` when given. */
function reference(what: string, runs: { page: Run[]; floor: Run[] }, key: keyof Run, unit: string, judged?: string): Row {
  const difference = spreadOf(runs.page.map((run, index) => run[key] - runs.floor[index]![key])).median;
  return {
    what,
    page: spreadText(spreadOf(values(runs.page, key)), unit),
    floor: spreadText(spreadOf(values(runs.floor, key)), unit),
    judged: judged ?? signed(difference, unit),
    budget: '—',
    verdict: 'reference',
  };
}

function pageRows(name: string, runs: { page: Run[]; floor: Run[] }, budget: { score: FloorRule; cls: AloneRule; scriptKb: AloneRule }): Row[] {
  return [
    alone(`${name} JavaScript before ${name === '/' ? 'first interaction' : 'data renders'} (gzip)`, values(runs.page, 'scriptKb'), budget.scriptKb, ' KB', 1),
    alone(`${name} CLS`, values(runs.page, 'cls'), budget.cls, '', 3),
    againstFloor(`${name} performance score`, runs, 'score', budget.score, ''),
    reference(`${name} host benchmark index (higher is faster; steady when min ≥ ${BUDGET.steadyHostRatio} × max)`, runs, 'benchmarkIndex', '', steadyHost(runs) ? 'steady' : 'NOT steady'),
  ];
}

type Timed = { readonly ms: number; readonly hostIndex: number };

/** RUNS walks of the offline dashboard, then RUNS vendor visits of the real build. */
async function walksAndVisits(offlineDir: string, realDir: string): Promise<{ walks: Timed[]; visits: Timed[] }> {
  const walks: Timed[] = [];
  const offline = await serve(offlineDir);
  try {
    for (let i = 0; i < RUNS; i++) walks.push(await slowestInteraction(offline.origin));
  } finally {
    offline.close();
  }
  const visits: Timed[] = [];
  const real = await serve(realDir);
  try {
    for (let i = 0; i < RUNS; i++) {
      const visit = await vendorVisit(real.origin, i);
      visits.push({ ms: visit.longestMs, hostIndex: visit.hostIndex });
      for (const task of visit.tasks) console.log(`bench: visit ${i + 1}: long task ${task.ms} ms at ${task.at} ms: ${task.by}, ${task.longestScript}`);
    }
  } finally {
    real.close();
  }
  return { walks, visits };
}

/** A timing with no floor, judged only when the host was steady and fast enough, and the host's index beside it. */
function timed(what: string, runsName: string, runs: readonly Timed[], rule: AloneRule): Row[] {
  const ms = runs.map((run) => run.ms);
  const indices = runs.map((run) => run.hostIndex);
  const fit = hostSteady(indices, BUDGET.steadyHostRatio, BUDGET.minHostIndex);
  return [
    alone(`${what} (median of ${RUNS} ${runsName}; slowest ${Math.max(...ms).toFixed(0)} ms)`, ms, rule, ' ms', 0, fit),
    {
      what: `host benchmark index in those ${runsName} (fit when min ≥ ${BUDGET.steadyHostRatio} × max and median ≥ ${BUDGET.minHostIndex})`,
      page: spreadText(spreadOf(indices), ''),
      floor: '—',
      judged: fit ? 'fit' : 'NOT fit',
      budget: '—',
      verdict: 'reference',
    },
  ];
}

async function main() {
  const started = Date.now();
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
  for (const [mode, dir] of [['offline', offlineDir], ['real', realDir]] as const) {
    for (const chunk of routeChunks(dir)) rows.push(alone(`route chunk ${chunk.name} (${mode})`, [chunk.kb], BUDGET.routeChunkKb, ' KB', 1));
  }

  console.log(`bench: floors, then Lighthouse, ${RUNS} runs of each page interleaved with ${RUNS} of its floor…`);
  writeLandingFloor(realDir);
  await writeDashboardFloor(offlineDir);
  const landing = await lighthouseRuns(realDir, '/', FLOOR_PATH.landing, null);
  const dashboard = await lighthouseRuns(offlineDir, '/dashboard', FLOOR_PATH.dashboard, OFFLINE_SESSION);
  rows.push(
    alone('/ third-party requests before first interaction', values(landing.page, 'thirdParty'), BUDGET.landing.thirdPartyRequests, ''),
    againstFloor('/ LCP', landing, 'lcpMs', BUDGET.landing.lcp, ' ms'),
    againstFloor('/ TBT', landing, 'tbtMs', BUDGET.landing.tbt, ' ms'),
    ...pageRows('/', landing, BUDGET.landing),
    ...pageRows('/dashboard', dashboard, BUDGET.dashboard),
    reference('/dashboard LCP', dashboard, 'lcpMs', ' ms'),
    reference('/dashboard TBT', dashboard, 'tbtMs', ' ms'),
  );

  console.log(`bench: ${RUNS} interaction walks and ${RUNS} vendor start-up visits…`);
  const { walks, visits } = await walksAndVisits(offlineDir, realDir);
  rows.push(...timed('slowest interaction of a dashboard walk at 4× CPU slow-down', 'walks', walks, BUDGET.interactionMs), ...timed('longest task caused by vendor start-up at 4× CPU slow-down', 'visits', visits, BUDGET.vendorTaskMs));

  // Every run's figures, to judge them again under other budgets without measuring again.
  const strip = (runs: Run[]) => runs.map(({ lcpMs, tbtMs, cls, score, benchmarkIndex }) => ({ lcpMs, tbtMs, cls, score, benchmarkIndex }));
  fs.writeFileSync('dist/bench-runs.json', `${JSON.stringify({ landing: { page: strip(landing.page), floor: strip(landing.floor) }, dashboard: { page: strip(dashboard.page), floor: strip(dashboard.floor) }, walks, visits }, null, 1)}\n`);
  printRows(rows);
  const judged = rows.flatMap((row) => (row.verdict === 'reference' ? [] : [{ what: row.what, verdict: row.verdict }]));
  const summary = summaryOf(judged);
  writeReport(rows, RUNS, summary);
  for (const line of summary) console.log(line);
  console.log(`bench: took ${Math.round((Date.now() - started) / 1000)} s`);
  process.exit(exitCodeOf(judged));
}

// 2, not 1: a bench that could not measure is not a figure over budget.
main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
