// `npm run bench`: builds production and prints, against their budgets, the gzip size of every route
// chunk, the Lighthouse figures (12.x, mobile profile, Debian Chromium) of the landing page `/`
// (real-mode build, configured for local mode) against its script-free floor, and of a signed-in
// `/dashboard` (offline build) against its client-rendered floor (the card's libraries rendering the
// same markup; its static snapshot beside, for information), each measured interleaved in the same run;
// the script the dashboard asks for before its data, over the card's libraries, in both modes; the
// slowest dashboard interaction; and, while the vendor SDKs start, our longest task and the slowest
// answer to a key. Writes them to docs/performance.md. Exits 1 only when a figure is over (2 when it
// could not measure); a figure too noisy to judge gets its own summary line and exits 0.
// Usage: tsx scripts/bench.ts [--runs N] [--skip-build] [--rejudge]
// (--rejudge measures nothing: it judges the last run's figures, kept in dist/bench-runs.json, under the
// budgets below and writes the report again.)
import fs from 'node:fs';
import { figure, printRows, signed, spreadText, writeReport, type Row } from './bench-report';
import { libraryFloor } from './bench-libraries';
import { againstFloor, alone, hostRows, overLibraries, plain, ratioToFloor, reference, timed, values, type Paired } from './bench-rows';
import { exitCodeOf, judgeAgainstFloor, summaryOf, type AloneRule, type FloorRule, type RatioRule } from './bench-verdict';
import { measure, type DashboardRuns, type Measured, type PageRuns, type Timed } from './bench-measure';
const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1] ?? 5) || 5;
const SKIP_BUILD = args.includes('--skip-build');
const REJUDGE = args.includes('--rejudge');
const SAVED = 'dist/bench-runs.json';

// Timing budgets apply to page − floor (the median of the run-by-run differences). The figures are
// 2026-11-24's sets of runs on this 2-core machine: one of 5 runs "quiet" (nothing else running), one
// of 5 "busy" (beside another test suite), two of 2 runs.
const BUDGET = {
  landing: {
    // Medians +221 ms quiet, +333 and +419 in 2 runs (pairs −3…+515: its scripts are asked for at first paint, and some runs' LCP takes them in). Floor spread 7–68 ms, 566 busy.
    lcp: { maxDifference: 600, maxFloorSpread: 200 } satisfies FloorRule,
    // Medians +21 ms quiet, +9 and +138 in 2 runs (two small scripts after first paint). The floor's own TBT spreads 64–386 ms, 473 busy.
    tbt: { maxDifference: 250, maxFloorSpread: 450 } satisfies FloorRule,
    // Medians −1 quiet, 0 and −5 in 2 runs. Floor spread 3–12, 13 busy: it tells little, so the budget is wide.
    score: { maxDifference: 10, maxFloorSpread: 15, higherIsBetter: true } satisfies FloorRule,
    cls: { max: 0.01 } satisfies AloneRule,
    scriptKb: { max: 100 } satisfies AloneRule,
    thirdPartyRequests: { max: 0 } satisfies AloneRule,
  },
  dashboard: {
    // Issue 38: against the client-rendered floor (the card's libraries rendering the same markup from data
    // in the page), score within 5 of it, LCP within 1.15× and TBT within 100 ms of it. The client floor's
    // spreads, 2026-11-30 (2 runs quiet; 5 beside another person's builds, twice): score 3, 22, 4; LCP 1,
    // 590, 284 ms (1808–2398: its script's evaluation is in it, so unlike the snapshot's it follows the
    // host); TBT 109, 822, 149 ms. LCP is too noisy past 300 ms, the budget's whole allowance on ~2 s.
    score: { maxDifference: 5, maxFloorSpread: 8, higherIsBetter: true } satisfies FloorRule,
    lcp: { maxRatio: 1.15, maxFloorSpread: 300 } satisfies RatioRule,
    tbt: { maxDifference: 100, maxFloorSpread: 450 } satisfies FloorRule,
    cls: { max: 0.05 } satisfies AloneRule,
    // Issue 38: JavaScript before the dashboard's data, minus the card's libraries' floor (the same lock
    // file, the same run), in offline mode and in real mode with every optional key set.
    scriptOverLibrariesKb: { max: 30 } satisfies AloneRule,
  },

  // The product's rule, on what the app adds to the same walk on its floor (ADR 043): 2026-11-26's runs
  // gave −8 ms (page 88–144, floor 104–144) quiet. Walks spread 40 ms quiet, 104–256 ms busy.
  interactionMs: { maxDifference: 100, maxFloorSpread: 100 } satisfies FloorRule,
  // Saved runs from before the floor walk existed are judged on the walk alone.
  interactionAloneMs: { max: 100, maxSpread: 100 } satisfies AloneRule,
  // Issue 38: while the vendor SDKs start, no task of ours over 50 ms (a long task is one over 50 ms: 0 when
  // none was); a vendor's own may be longer, if a key typed meanwhile still paints within 100 ms. No spread
  // check: a visit has none or some long tasks, so only the median speaks.
  ourTaskMs: { max: 50 } satisfies AloneRule,
  keyMs: { max: 100 } satisfies AloneRule,
  routeChunkKb: { max: 30 } satisfies AloneRule,
};

const WALK = 'slowest interaction of a dashboard walk at the reference CPU speed';

/**
 * The walk against the same walk on the dashboard's floor, each change put there by a bare script: the
 * floor is what showing those changes costs the browser on this host, so the budget is on what the app
 * adds (the median of the walk-by-walk differences); the host's index and the slow-down stay beside it.
 */
function walkRows(walks: readonly Timed[], floorWalks: readonly Timed[] | undefined): Row[] {
  if (!floorWalks) return [timed(WALK, 'walks', walks, BUDGET.interactionAloneMs), ...hostRows('walks', walks)];
  const rule = BUDGET.interactionMs;
  const judged = judgeAgainstFloor(
    walks.map((run) => run.ms),
    floorWalks.map((run) => run.ms),
    rule,
  );
  const slowest = Math.max(...walks.map((run) => run.ms));
  return [
    {
      what: `${WALK}, against the same walk on its floor (median of ${walks.length} walks; slowest ${slowest.toFixed(0)} ms)`,
      page: spreadText(judged.page, ' ms'),
      floor: spreadText(judged.floor, ' ms'),
      judged: signed(judged.difference, ' ms'),
      budget: `≤ +${rule.maxDifference} ms; floor spread ≤ ${rule.maxFloorSpread} ms`,
      verdict: judged.verdict,
    },
    ...hostRows('walks', walks),
  ];
}

function landingRows(landing: PageRuns): Row[] {
  const rule = BUDGET.landing;
  return [
    alone('/ third-party requests before first interaction', values(landing.page, 'thirdParty'), rule.thirdPartyRequests, ''),
    againstFloor('/ LCP', landing, 'lcpMs', rule.lcp, ' ms'),
    againstFloor('/ TBT', landing, 'tbtMs', rule.tbt, ' ms'),
    alone('/ JavaScript before first interaction (gzip)', values(landing.page, 'scriptKb'), rule.scriptKb, ' KB', 1),
    alone('/ CLS', values(landing.page, 'cls'), rule.cls, '', 3),
    againstFloor('/ performance score', landing, 'score', rule.score, ''),
    reference("/ host benchmark index (Lighthouse's, higher is faster)", landing, 'benchmarkIndex', '', '—'),
  ];
}

/**
 * The dashboard's timings and score against its client-rendered floor (issue 38), and against its static
 * snapshot for information. Runs saved before the client floor have only the snapshot: shown, not judged.
 */
function dashboardRows(dashboard: DashboardRuns, libraryKb: number): Row[] {
  const rule = BUDGET.dashboard;
  const snapshot: Paired = dashboard;
  const client: Paired | undefined = dashboard.clientFloor && { page: dashboard.page, floor: dashboard.clientFloor };
  const scripts = values(dashboard.page, 'scriptKb');
  return [
    overLibraries('/dashboard JavaScript before data renders, offline mode (gzip)', scripts, libraryKb, rule.scriptOverLibrariesKb),
    alone('/dashboard CLS', values(dashboard.page, 'cls'), rule.cls, '', 3),
    ...(client
      ? [
          againstFloor('/dashboard performance score, against its client-rendered floor', client, 'score', rule.score, ''),
          ratioToFloor('/dashboard LCP, against its client-rendered floor', client, 'lcpMs', rule.lcp),
          againstFloor('/dashboard TBT, against its client-rendered floor', client, 'tbtMs', rule.tbt, ' ms'),
          plain("/dashboard client-rendered floor's own script: the card's libraries and its render (gzip)", values(client.floor, 'scriptKb'), ' KB', 1),
          reference("/dashboard host benchmark index (Lighthouse's, higher is faster), beside its client-rendered floor's", client, 'benchmarkIndex', '', '—'),
        ]
      : []),
    reference('/dashboard performance score, beside its static snapshot', snapshot, 'score', ''),
    reference('/dashboard LCP, beside its static snapshot', snapshot, 'lcpMs', ' ms'),
    reference('/dashboard TBT, beside its static snapshot', snapshot, 'tbtMs', ' ms'),
  ];
}

/** The real-mode dashboard's scripts before its data, each visit's total over the card's libraries, and the first visit's chunks. */
function realDashboardRows(visits: Measured['realDashboard'], libraryKb: number): Row[] {
  if (!visits || visits.length === 0) return [];
  const totals = visits.map((chunks) => chunks.reduce((sum, chunk) => sum + chunk.kb, 0));
  const chunks = [...visits[0]!].sort((a, b) => b.kb - a.kb);
  return [
    overLibraries(
      '/dashboard JavaScript before data renders, real mode with every optional key set (gzip; every same-origin script a signed-in visit against local-backend asked for before the data showed)',
      totals,
      libraryKb,
      BUDGET.dashboard.scriptOverLibrariesKb,
    ),
    {
      ...plain('those scripts by chunk, in the first visit (gzip)', [totals[0]!], ' KB', 1),
      page: chunks.map((chunk) => `${chunk.name} ${figure(chunk.kb, '', 1)}`).join(', '),
    },
  ];
}

/** Vendor start-up: our longest task once the load was over, a typed key's answer (both judged), the vendors' own longest task. */
function vendorRows(measured: Measured): Row[] {
  const speed = 'at the reference CPU speed';
  return [
    ...(measured.ourTasks && measured.keys
      ? [
          timed(`longest task of ours while the vendor SDKs start, once the page's load is over, ${speed}`, 'visits', measured.ourTasks, BUDGET.ourTaskMs),
          timed(`an input during vendor start-up: the slowest key typed while they start, to its next paint, ${speed}`, 'visits', measured.keys, BUDGET.keyMs),
        ]
      : []),
    timed(`longest task of a vendor SDK's own during start-up, ${speed}`, 'visits', measured.visits),
    ...hostRows('visits', measured.visits),
  ];
}

const libraryFloorRow = (kb: number): Row =>
  plain(
    "the card's libraries alone, the fewest the dashboard's path needs (one bundle, declarative router; gzip): the floor of both script rows",
    [kb],
    ' KB',
    1,
  );

function judge(measured: Measured, libraryKb: number): Row[] {
  return [
    ...measured.chunks.map((chunk) => alone(`route chunk ${chunk.name} (${chunk.mode})`, [chunk.kb], BUDGET.routeChunkKb, ' KB', 1)),
    ...landingRows(measured.landing),
    ...dashboardRows(measured.dashboard, libraryKb),
    ...realDashboardRows(measured.realDashboard, libraryKb),
    libraryFloorRow(libraryKb),
    ...walkRows(measured.walks, measured.floorWalks),
    ...vendorRows(measured),
  ];
}

async function main() {
  const started = Date.now();
  const measured = REJUDGE ? (JSON.parse(fs.readFileSync(SAVED, 'utf8')) as Measured) : await measure(RUNS, SKIP_BUILD);
  if (!REJUDGE) fs.writeFileSync(SAVED, `${JSON.stringify(measured, null, 1)}\n`);
  // Runs saved before the libraries' floor was measured are judged on today's (the same lock file, unless it changed since).
  const rows = judge(measured, measured.libraryFloorKb ?? (await libraryFloor()).kb);
  printRows(rows);
  const judged = rows.flatMap((row) => (row.verdict === 'reference' ? [] : [{ what: row.what, verdict: row.verdict }]));
  const summary = summaryOf(judged);
  writeReport(rows, measured.runs, summary);
  for (const line of summary) console.log(line);
  console.log(`bench: took ${Math.round((Date.now() - started) / 1000)} s`);
  process.exit(exitCodeOf(judged));
}

// 2, not 1: a bench that could not measure is not a figure over budget.
main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
