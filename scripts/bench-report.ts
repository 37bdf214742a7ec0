// The bench's table, printed and written to docs/performance.md, with the History kept by hand.
import fs from 'node:fs';
import { REFERENCE_HOST, type Spread, type Verdict } from './bench-verdict';

export type Row = {
  readonly what: string;
  /** The page's figure: median (min–max) of its runs, or the one value of a size. */
  readonly page: string;
  /** The floor's figure, measured interleaved with the page; '—' when the figure has none. */
  readonly floor: string;
  /** What the budget is applied to: page − floor (the median of the run-by-run differences), or the figure itself. */
  readonly judged: string;
  readonly budget: string;
  readonly verdict: Verdict | 'reference';
};

export const figure = (value: number, unit: string, digits = 0): string => `${value.toFixed(digits)}${unit}`;
export const spreadText = (spread: Spread, unit: string, digits = 0): string =>
  spread.min === spread.max
    ? figure(spread.median, unit, digits)
    : `${figure(spread.median, unit, digits)} (${spread.min.toFixed(digits)}–${spread.max.toFixed(digits)})`;
export const signed = (value: number, unit: string, digits = 0): string => `${value >= 0 ? '+' : '−'}${figure(Math.abs(value), unit, digits)}`;

export function printRows(rows: readonly Row[]): void {
  const width = (key: keyof Row) => Math.max(...rows.map((row) => String(row[key]).length));
  for (const row of rows) {
    const verdict = row.verdict === 'over' ? 'OVER' : row.verdict === 'too noisy' ? 'NOISY' : row.verdict === 'ok' ? 'ok' : '';
    console.log(
      `${verdict.padEnd(5)}  ${row.what.padEnd(width('what'))}  ${row.page.padStart(width('page'))}  floor ${row.floor.padStart(width('floor'))}  judged ${row.judged.padStart(width('judged'))}  (${row.budget})`,
    );
  }
}

/** What changed the figures, newest first (kept by hand: the bench rewrites everything above it). */
const HISTORY = `
## Bundle composition of the dashboard's path

Gzip KB of each part's share of what loads before the dashboard's data (source-map attribution of the
chunks, 2026-12-01; offline: the scripts the page asks for, real: every optional key set, as the bench's
signed-in visit asks for them). Kept by hand when the composition changes.

| Part | Offline | Real | In the floor |
|---|---|---|---|
| react-dom, react and scheduler | 62.9 | 62.9 | 68.8 |
| react-router | 26.9 (the data router) | 26.9 | 15.0 (its declarative subset) |
| inversify | 21.8 | 21.8 | 20.5 |
| mobx and mobx-react-lite | 13.3 | 13.3 | 13.6 |
| io-ts, fp-ts, reflect-metadata | 8.3 | 8.3 | 8.5 |
| axios | — | — (fetched after the data) | 21.7 |
| Lingui's runtime and the English catalogue of the path | 9.0 | 8.6 | — |
| dashboard views and view-models | 10.9 | 10.8 | — |
| breach guidance, ranking and data classes | 5.1 | 5.2 | — |
| offline stand-ins, their adapters and seed data | 13.5 | — | — |
| the rest of ours (shell, composition, domain, application, adapters) | 26.5 | 34.2 | — |
| webpack's runtime and module wrappers | 10.2 | 7.5 | — |
| total | 208.4 | 199.6 | 147.5 (one bundle) |

Real mode's +52 KB over the floor, by cause: the data router beyond its declarative subset +11.9, Lingui
and one language's words +8.6, our own code +57.7 (views, guidance, the rest, webpack's wrappers), axios
not on the path −21.7, the other libraries as bundled −5.1 (against each alone; the floor's one bundle is 0.6 KB smaller than their sum).

The card's libraries as the app uses them, each alone (esbuild, minified, gzip -9): react-dom with react
68.8 KB, the data router 32.4 KB (its declarative subset 15.0 KB), inversify 20.5 KB, axios 21.7 KB,
mobx with mobx-react-lite 13.6 KB, io-ts with fp-ts 8.5 KB. Together in one bundle, with the declarative
router, they are the bench's row "the card's libraries alone" (scripts/bench-libraries.ts): about 147 KB
before any code of ours. Since issue 38 it is the floor of the dashboard's script budget: before its data
the dashboard may ask for at most 30 KB more than it, in offline mode and in real mode.

## When the first data request leaves (real mode)

e2e/local/early-reads.local.spec.ts holds the main script back 1.5 s, as a slow network would. Before
ADR 056 the profile request left 1.6 s after the main script's response had ended (2007 ms against
412 ms). Now it leaves from app.html's inline start, about 10 ms after the main script was asked for and
about 1.5 s before that script's response ends (three runs: 104/1709, 78/1599, 70/1591 ms). The six other
reads and the visit's mark follow once the profile has answered, and the app asks for none of them again,
so the HTTP client's code is fetched after the data (ready for a change), with the support chat's hash.

## History

- 2026-12-01 (evening): the client floor's script is classic, as the app's are (ADR 059, amended):
  Lighthouse's simulated LCP never ran it as a module, so the floor's LCP ended with its download. The
  same bundle, four interleaved runs each: LCP 1988 ms as a module, 2383 ms classic; TBT 455 and 514 ms.
  The table above: LCP 1.21× (2853 against 2331 ms), TBT +55 ms (ok), score −3 (ok), CLS 0; the scripts
  as before (offline +61.1 KB, real +52.3 KB). In the simulation the page's LCP is its last script's
  arrival (2536 ms in one run, the floor's 1972) plus 228 ms of runs (the floor's: 346 ms), so what is
  left of LCP is the bytes. Two more runs at once: LCP 1.22×, TBT +78 ms, score −4 (ok); then (the table
  above) LCP 1.30×, TBT +407 ms, score −12, the page's TBT ranging 551–944 ms over its five runs. The
  same floor with the data router (a loader) and Lingui with the path's English catalogue, bundled as
  the floor is: 173.6 KB of libraries (real mode +26.2 KB over it, offline +35.0 KB); five interleaved
  runs: the page's LCP 2796 ms, that floor's 2679 ms (1.04×), TBT 542 against 648 ms, score 82 against 81.
- 2026-12-01 (noon): the client-rendered floor paints the dashboard's frame first, as the page does, so
  both pages' script work falls in Lighthouse's TBT window (ADR 059). The runs were of code that also wrote
  whole numbers under 1,000 without Intl, so that the first plural would not start ICU; a trace then showed
  the same 25–35 ms paid by the next Intl object of the same render (a list's \`Intl.ListFormat\`): the
  work moved, it did not go, and that change was taken out. With the framed floor alone, on a slow host
  (index about 1170): TBT +212 ms, score −8, LCP 1.30×. Again at index about 1530: TBT −72 ms (ok), score
  +0 (floor spread 85–95: too noisy to judge), LCP 1.33× (2715 against 2003 ms), CLS 0; offline 208.8 KB
  (+61.4), real mode 200.0 KB (+52.5). Again at once (the table above), the page's runs meeting a slower
  host than the floor's (index 1229 against 1843): TBT +311 ms, score −11 (too noisy to judge), LCP
  1.38×. TBT sits within the host's swing of its budget.
- 2026-12-01 (night): the words of what the dashboard shows only when asked (its dialogs, a fix's steps,
  the report) come with that code: the path's catalogue is 6.3 KB in English (was 7.3) and 13.1 KB in
  German (was 17.7). Real mode 199.6 KB (+52.2), offline 208.4 KB (+60.9); LCP 1.35× its client floor
  (2689 against 2030 ms), TBT +134 ms, score −5, CLS 0; host index about 2000. With a dialog or a fix's
  steps that says so when its code is slow (0.2 KB on the path): real 199.8 KB (+52.3), offline 208.6 KB
  (+61.1); LCP 1.33×, TBT +145 ms, score −6.

- 2026-12-01 (evening): the visit's mark leaves with the page's early reads, and the support chat's
  hash is asked for once the reads have settled, so the real-mode dashboard no longer fetches the HTTP
  client's code (20.7 KB) before its data: 221.1 → 200.6 KB (+53.1; ADR 056 amended). Offline unchanged,
  209.4 KB (+61.9). Before the first paint the country's name (Intl.DisplayNames) is no longer made and
  no collation data is loaded: at 4× CPU on this host about 150 and 100 ms of main thread. The first Intl
  object made pays most of ICU's start, so part of that moves to the next one (a plural). This host's
  benchmark index was about 1200 (2850 the day before), so timings are not comparable with the entries
  below: against the client-rendered floor LCP 1.38× (2768 against 1990 ms), TBT +301 ms, score −12, CLS
  0; the morning's code (61cfc6c) benched on the same host an hour apart: 1.40× (2797 against 2003 ms), TBT
  +134 ms, score −7, real mode 221.1 KB, so Lighthouse's figures moved within their noise. The landing:
  +420 ms LCP over its floor, 8.5 KB.
- 2026-12-01 (later): every word in a message catalogue, German beside English (ADR 058). Before the
  dashboard's data: offline 209.2 KB (+61.7; was +49.1), real mode 221.1 KB (+73.6; was +61.4): Lingui's
  runtime about 4.6 KB (start 34.9, vendor chunk 121.2), and the English catalogue of the dashboard's path
  7.3 KB (one catalogue for everything was 17.0; leaving out the domain's sentences that are their own id,
  11.8; split from the other screens' words, 7.3). LCP 1.34× its floor (2605 against 1957 ms; 1.41× before
  the frame asked for the catalogue with the route's chunks), score −2, TBT +53 ms, CLS 0; the landing
  +305 ms LCP over its floor, 8.5 KB before first interaction.
- 2026-12-01: fix effort planned across breaches, the phone's chart on request, and every date, number
  and list written through Intl in one locale (ADR 057) add about 1 KB to the dashboard's path: offline
  196.6 KB (+49.1), real mode 208.9 KB (+61.4; dashboard chunk 16.1, start 33.0). Against the
  client-rendered floor LCP 1.33× (2573 against 1895 ms; a first run beside a helper's build gave 1.25×),
  score −2, TBT +39 ms; CLS 0; vendor rows ok. Lighthouse on /dashboard alone, builds side by side, five
  runs each: median LCP 2376 ms before (c980aee), 2536 ms after; a second pair, before against the fix
  plan's commit alone, 2420 against 2486 ms (the runs overlap). Its element is the headline in both.

- 2026-11-30 (night): the HTTP client's code (axios, 20.7 KB) is fetched on first use (ADR 056): the libraries'
  chunk the real-mode dashboard starts with is 118.3 KB (was 138.3). The real-mode row is unchanged, 207.9 KB
  (+60.4): the app's own last-visit mark, sent once the profile has answered, asks for the client before
  the breach list is on screen, so it still counts; the 20 KB no longer delays the app's start. Offline
  195.2 KB (+47.7); against the client-rendered floor score −1, LCP 1.25× (2385 against 1932 ms), TBT
  +39 ms; CLS 0; vendor rows ok. One idle run.

- 2026-11-30 (evening): the dashboard's Lighthouse runs had measured the sign-in page since 2026-11-29:
  they seeded the offline session in sessionStorage, where the app no longer reads it (ADR 051), so
  /dashboard redirected to sign-in; the figures of the two entries below for the dashboard's LCP, TBT,
  score and offline script are the sign-in page's. The bench now seeds localStorage and stops when a run
  ends on another page than it was sent to. On the dashboard, its script was 199.7 KB offline before
  this evening's slices. With the start in short tasks, sign-in, account security and the breach chat
  built on first use (−4.8 KB offline, −5.1 KB real) and app.html's dashboard frame: offline 195.0 KB
  (+47.6), real 207.0 KB (+59.5); against the client-rendered floor score −2, LCP 1.31× (2563 against
  1931 ms), TBT +60 ms. With the frame asking for the route's chunks as it shows: score −1, LCP 1.24×
  (2372 against 1915 ms), TBT +21 ms; CLS 0; vendor rows ok. One idle run each; a second run after
  the breach list's ranking note (8f7cd88): 195.1 and 207.1 KB, score −1, LCP 1.26×, TBT +53 ms.

- 2026-11-30 (later): nothing waits for the identity pool, and error reporting starts after the data
  (ADR 056); the reads leave from app.html's inline start; the dashboard's dialogs, guided-fix steps and
  the vendors' set-up load on use. Offline 189.2 KB (+41.8), real 211.9 KB (+64.4: neither SDK before the
  data any more); against the client-rendered floor: score −4 (ok), LCP 1.34× (2586 against 1924 ms),
  TBT +123 ms. Vendor rows ok: ours 0 ms, a key typed during their start 56 ms (40–64). One run, idle.

- 2026-11-30: issue 38's judgement. Script before the dashboard's data is judged over the card's
  libraries (147.5 KB), ≤ +30 KB: offline 194.1 KB (+46.6); real mode, every optional key set, now
  measured in a signed-in browser visit against local-backend: 317.4 KB (+169.9), where the build's stats
  gave 218.5 KB: the identity pool's client (44.8 KB) and error reporting (54.1 KB, started after the first
  paint) load before the data. The dashboard is judged against a client-rendered floor (the libraries
  rendering the same markup from data in the page: LCP 1948 ms, TBT 121 ms, score 97): score −11, LCP
  1.47×, TBT +267 ms; against the static snapshot, for information, −12, +1922 ms, +226 ms. While the
  vendors start, our longest task is 0 ms in every visit (a task of ours over 50 ms once the load is over
  is rare: one of 99 ms, with no script over 5 ms, in one visit of an earlier run), a vendor's own 73 ms
  (0–116: Sentry's timers), the slowest key typed meanwhile paints in 72 ms (64–112). Two runs beside
  another person's builds (load 3–7); the first, busier, found the client floor too noisy to judge.

- 2026-11-27 (later): a reference row, the card's libraries alone as the dashboard's path needs them
  (one bundle, declarative router): 147.5 KB. Sign-out no longer loads anything before the session here
  ends (ADR 049). Over, as before:
  199.3 KB offline, 209.3 KB real, LCP 3.89×, TBT +1029 ms, score −32, vendor task 55 ms (0–65).

- 2026-11-27 (afternoon): the dashboard is judged by its own budgets (ADR 047): script before data
  ≤ 150 KB, score within 5 of the floor, LCP ≤ 1.3× and TBT ≤ +100 ms of it. The Cognito library left the
  dashboard's path (real mode 242 → 209.4 KB). These figures were taken with a start in short tasks
  (in-page blocking time before the data at 4× CPU 1501 → 898 ms; Lighthouse's TBT +772 → +725 ms, within
  its spread), withdrawn after the run: its first render in a transition lost a one-shot message (ADR 047).
  Over: 199.4 KB offline, 209.4 KB real, LCP 3.62×, TBT +725 ms, score −26, vendor task 77 ms (69–97).

- 2026-11-27: the interaction budget applies to walk − floor walk (ADR 043): +0 ms (walk 120 ms, 88–144;
  floor walk 120 ms, 96–168) at 2.8×. The offline pool's sign-up and its MFA after a password load with
  their first use (the dashboard's JavaScript before data 200.2 → 199.4 KB after the password-MFA and
  passkey merges). The glance keeps its loaded height (CLS under slow answers 0.12–0.50 → 0.003–0.006 in
  the journey \`e2e/dashboard-shift.spec.ts\`). Still over: longest vendor start-up task 59 ms (53–94).
- 2026-11-26 (night): after each walk the same walk runs on the dashboard's floor, every change the app
  made put there by a bare script: 120 ms (104–144) against the app's 128 ms (88–144) at 2.7× (host
  index 803–1403), a median paired difference of −8 ms. The slowest tap, opening a dialog, is the
  browser's own cost of showing it on this host, not our code. The analytics SDK keeps its ids in local
  storage (no cookie test writes, no synchronous cookie reads at start) and prints nothing (a blocked
  proxy no longer becomes an error report built on the main thread); the vendor visit watches chunk
  arrival from the driver's side (its in-page polling was counted as a Sentry task). Still over: longest
  vendor start-up task 62 ms (0–147), the analytics SDK's init in one task. Remembered devices and
  passkey sign-in took the dashboard's JavaScript before data to 200.3 KB; the offline pool's passkeys
  now load with their first use: 199.2 KB.
- 2026-11-26 (evening): the chat channel's code loads with the first chat request, the offline pool's
  TOTP library with the first app code it checks, and the full Reflect polyfill is gone (inversify brings
  the part it needs): dashboard JavaScript before data 214.5 → 196.9 KB gzip. The walk taps with a plain
  press and release at the control's centre (Playwright's click checked its target with listeners of its
  own inside the press). Still over: slowest interaction 128 ms (72–144) at 1.8× (host index 752–1182),
  opening a dialog (React's first render of it and its focus, about 30 ms of main-thread script, then the
  frame); longest vendor start-up task 55 ms (0–73: the analytics SDK's evaluation and its first cookie
  read, the link SDK's evaluation, error reporting's handling of a failed fetch).
- 2026-11-26 (later): the walk now waits for each input's paint before the driver acts again and types a
  key per frame (the driver's element queries had landed inside measured taps). The same day's merges
  (password, authenticator, sign-up confirmation, identity pool, chat recovery) took the dashboard's
  JavaScript before data from 197.6 to 214.5 KB gzip, over its 200 KB budget, and a vendor start-up task
  (Sentry, a failed fetch's rejection, 104–203 ms) appeared: longest vendor task 108 ms (64–208), slowest
  interaction 120 ms (96–152) at 1.4× (host index 684–811). Both are open work.
- 2026-11-26: the interaction walks and vendor visits run at the reference CPU speed (ADR 025): the
  slow-down follows the host's benchmark index, taken just before each, so that the page runs as fast
  as on a host scoring 2000 at 4×; before, a fixed 4× on this host (index 750–850 that day, 117–402
  beside other test suites) gave the page a third of that speed and the figures doubled with no change
  to the page. Vendors now start after the first tap has painted, not inside it, and production builds
  take the router's production build (−0.6 KB gzip). Main-thread CPU of each dashboard interaction at
  1× (thread clock, which load does not inflate): opening the profile editor 44–51 ms (18 ms of it the
  style recalculation its first field's focus forces), "Add an e-mail address" 24–27 ms, going to the
  breach assistant 31–32 ms; a first opening costs about twice the next. The table above is the first
  run after the change (measured beside a clean-clone test run on the 2 cores, so the Lighthouse figures were too noisy to
  judge: slowest interaction 136 ms (96–184) at 1.3–1.9× slow-down (host index 639–972), still over
  its 100 ms budget; no vendor start-up task over 50 ms in any visit (0 ms, at 1.1–1.8×); dashboard
  JavaScript before data 197.6 KB gzip (195.4 before this day's merges)).

- 2026-11-26: the dashboard's guidance (issue 16: the at-a-glance headline and charts, breach states
  and the guided fix, broker detail, dark mode). Before and after on the same host within 20 minutes,
  both runs slow (host benchmark index 750–850 against 1500–2600 on 2026-11-24), nothing else
  running: dashboard JavaScript before data 187.8 → 195.4 KB gzip (budget 200: the guidance's domain
  rules and views; issue 20 is to halve it), dashboard chunk (real) 15.4 KB, dashboard score −29 →
  −29 against its floor, landing LCP +6 → −107 ms and TBT +155 → +149 ms against its floor, slowest
  dashboard interaction 248 → 208 ms and longest vendor start-up task 106 → 97 ms (at a fixed 4×).

- 2026-11-24: timings are judged against a floor measured in the same run, interleaved (page,
  floor, page, floor, …): the landing's pre-rendered HTML with every script removed, and a script-free
  snapshot of the rendered dashboard. Two runs of the old bench on an idle machine gave landing LCP 964
  and 1145 ms, TBT 168 and 312 ms, dashboard score 77 and 70, while the landing with no script at all
  measured TBT 93–272 ms and LCP 804–872 ms in the same minutes: the noise was larger than the page's
  own cost, so the absolute budgets (LCP ≤ 1000 ms, TBT ≤ 50 ms, score ≥ 98 and ≥ 95) could not be
  judged. Each figure is now the median of 5 runs with min and max, beside the host's benchmark index.
  The budgets, from this day's sets of runs (medians): landing LCP ≤ +600 ms over its floor (+221 to
  +419 ms), TBT ≤ +250 ms (+9 to +138 ms), score ≥ −10 (−5 to 0), dashboard score ≥ −35 (−21 to −26).
  Too noisy to judge when the floor spreads over 200 ms (LCP; 7–68 ms quiet, 566 ms beside another
  test suite), 450 ms (TBT; up to 386 ms quiet, 473 ms busy), 15 points (landing score) or 8 points
  (dashboard score; 3–6 quiet, 10 busy). The interaction and vendor figures are medians of 5 walks and
  visits; the walk waits on what the page shows instead of fixed pauses. Both are over their absolute
  budgets with nothing else running: the slowest tap 136 ms (72 ms on 2026-11-23), and vendor tasks
  of 53–151 ms in most visits (the link SDK's chunk evaluation, Sentry's and Amplitude's start steps),
  with the old pauses too. The table above is that day's second full run (started with nothing else
  running), judged with \`--rejudge\` under the budgets settled after it; the first, beside another
  test suite, gave the same verdicts or "too noisy" (LCP, TBT, dashboard score, interaction), never
  the opposite.
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

export function writeReport(rows: readonly Row[], runs: number, summary: readonly string[]): void {
  const date = new Date().toISOString().slice(0, 10);
  const verdict = (row: Row) =>
    row.verdict === 'over' ? '**over**' : row.verdict === 'too noisy' ? '**too noisy to judge**' : row.verdict === 'ok' ? 'ok' : '—';
  const table = [
    '| Figure | Page: median (min–max) | Floor: median (min–max) | Judged: page − floor, or page | Budget | Verdict |',
    '|---|---|---|---|---|---|',
    ...rows.map((row) => `| ${row.what} | ${row.page} | ${row.floor} | ${row.judged} | ${row.budget} | ${verdict(row)} |`),
  ].join('\n');
  const text = `# Performance

Measured ${date} by \`npm run bench\` (scripts/bench.ts) on the 2-core development machine: production
builds, Lighthouse 12.8 with its default mobile profile (simulated slow 4G, 4× CPU slow-down) in Debian's
Chromium, ${runs} runs of each page. \`/\` is the real-mode build, configured for local mode with every
optional key of src/composition/env.ts set as well (scripts/bench-env.ts: error reporting, the support
chat, the identity pool with guest access, hosted sign-out, the rewards API, prices, a trial, the
operator); before the first interaction it needs no backend. \`/dashboard\` is the offline build with a
signed-in session. Sizes are gzip -9 of the files the page requested, or of each route's chunk from the
bundle stats.

How figures are judged. This machine's Lighthouse timings move by more than a page's own cost from
one minute to the next, so each page is measured next to its **floor**, served by the same server and
measured in the same run, interleaved (page, floor, page, floor, …). The landing's floor is its
pre-rendered HTML and CSS with no script. The dashboard's is **client-rendered** (issue 38): its
snapshot's head and CSS, in \`#root\` the frame app.html paints there before any script, the markup the app
rendered inlined in the page as data (a tree of elements in a \`<script type="application/json">\`, so no
request), and one classic deferred script, fetched at the priority the app's are (low): the card's
libraries bundled as their own floor is (scripts/bench-libraries.ts) with a few lines that make that tree
into React elements and render them through the router in place of the frame (scripts/bench-client-floor.ts).
It is what the dashboard would cost if those libraries alone rendered it, with no code of ours and no
request for data. With the frame it paints first as the page does, so its script's work falls in
Lighthouse's TBT window (from the first paint) as the page's does; and its script is classic as the app's
are, so Lighthouse's simulated LCP counts its run as it counts theirs (it does not count a module's; ADR 059).
The dashboard's static snapshot (the same page with no script) is measured in the same runs too (page,
client floor, snapshot, …) and shown for information. A timing's budget applies to page − floor (or
page ÷ floor for the dashboard's LCP), the median of the run-by-run differences. When the floor's own
runs spread (max − min) more than the figure's threshold, the machine was too noisy to tell the page's
cost from its mood: the figure is **too noisy to judge**, neither a pass nor a fail.

Sizes and request counts do not depend on the machine. The JavaScript the dashboard asks for before its
data is judged on top of the card's libraries, not instead of them (issue 38): its floor is the bundle of
those libraries alone, built from the same lock file in the same run, and the budget applies to script −
that floor. In offline mode the script is what the Lighthouse runs requested; in real mode it is every
same-origin script a browser requested before the dashboard's data was on screen, in a visit signed in
against local-backend on loopback (the person signed in outside the browser by the app's own Cognito
adapter, as the journeys do): the shell, the route's chunks, and whatever the path loads on the way (the
identity pool's client, error reporting started after the first paint). The row beside it lists them.

The interaction and vendor figures are the median of ${runs} walks or visits (the slowest shown). Each
dashboard walk is followed by the same walk on the dashboard's static snapshot, each change put there by
a bare script, and the interaction budget applies to walk − floor walk (ADR 043), too noisy when the floor
walks spread more than a threshold. Walks and visits run at the **reference CPU speed** (ADR 025): the
host's benchmark index (Lighthouse's measure of the machine's speed, higher is faster) is taken just
before, and the CPU is slowed down by as much as makes it as fast as the reference host (index
${REFERENCE_HOST.index}) at ${REFERENCE_HOST.slowDown}× slow-down, that is by index ÷ ${REFERENCE_HOST.index / REFERENCE_HOST.slowDown}
(never below 1×). On this virtual machine the index swings from about 750 to 2600 with nothing else
running, so a fixed 4× measured its mood more than the page. The index and the slow-down used are
shown beside those figures; the Lighthouse runs' index is shown to read their figures by. \`npm run
bench\` exits 1 only when a figure is over (2 when it could not measure); a figure too noisy to judge is
named on its own summary line and exits 0.

The walk waits on what the page shows, not on fixed pauses: its data rendered, then two frames and an
idle moment after load, after bringing each control into view and at the end (so no load work, scroll
repaint or late Event Timing entry is miscounted). After each walk the same walk runs on the dashboard's
snapshot: a bare script puts there what the app showed at each step (each dialog as the app rendered
it, the linked page's main), so the figure beside the walk's is what showing those changes costs the
browser on this host, with no code of ours involved.

A vendor visit (scripts/vendor-tasks.ts) opens the real build's sign-in page from a tracked link, with
local-backend behind it, so all four SDKs start. Once error reporting and the link SDK have arrived and
the page has shown its screen and been idle (its load is over), it presses Tab, the first sign of use
that starts analytics and the support chat; from the moment the analytics chunk is asked for, it types a
key into the e-mail field every 100 ms, and watches until 2 s after the last vendor chunk arrived
(start-up goes on in timer steps that signal no end). Each task over 50 ms is attributed by the longest
script the Long Animation Frames API saw in it: a **vendor's** when that script is a vendor SDK's chunk
(sentry, amplitude, intercom, branch), a third-party URL, or a timer with no script of its own (how our
adapters resume a vendor's start in steps: the step's one SDK call runs in it); **ours** otherwise (our
chunks, or no script over 5 ms), except our handler of a typed key, whose cost is in the key's own
figure. Issue 38's rules: our longest task once the load is over stays within 50 ms (the load's own tasks
are Lighthouse's TBT); a vendor's may be longer (the analytics SDK's init is one task), so its longest is
shown for information, provided the slowest typed key, from its event to the next paint (Event Timing,
as INP counts it; a key it does not report painted under 16 ms, counted as 16), is within 100 ms. The
order of requests (the waterfall) cannot be judged offline, with no network: a journey does that.

${table}

${summary.join('\n\n')}

The dashboard reads the profile first, then the others in one parallel round: the journey in
e2e/dashboard.spec.ts (both modes) gives each Protection API call a 3 s delay and sees the whole
dashboard after two waits (about 6 s, not 3 s nor 18 s); in local mode e2e/local/wire.local.spec.ts sees
the six reads leave together once the profile has answered.
${HISTORY}`;
  fs.writeFileSync('docs/performance.md', text);
  console.log('bench: wrote docs/performance.md');
}
