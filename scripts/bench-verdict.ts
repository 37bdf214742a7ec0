// The bench's judgement, kept pure so it is tested (test/scripts): the spread of a figure's runs, the
// verdict of a page against its floor or of a figure alone, the exit code, and the script-free floor
// pages. Used by scripts/bench.ts.

export type Spread = { readonly median: number; readonly min: number; readonly max: number };
export type Verdict = 'ok' | 'over' | 'too noisy';

export function spreadOf(values: readonly number[]): Spread {
  if (values.length === 0) throw new Error('bench: no runs to summarise');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median, min: sorted[0]!, max: sorted[sorted.length - 1]! };
}

export type FloorRule = {
  /** The most the page may be worse than its floor (ms, or points when higher is better). */
  readonly maxDifference: number;
  /** The floor's own max − min above which the machine is too noisy to judge this figure. */
  readonly maxFloorSpread: number;
  readonly higherIsBetter?: boolean;
};

export type FloorJudgement = { readonly page: Spread; readonly floor: Spread; readonly difference: number; readonly verdict: Verdict };

/**
 * Page runs against floor runs taken interleaved (page, floor, page, floor, …): the difference is the
 * median of the run-by-run differences, how much worse each page run was than the floor run next to it,
 * so a stretch when the whole machine was slow weighs on both sides. Too noisy to judge when the floor
 * spreads more than the rule allows.
 */
export function judgeAgainstFloor(pageRuns: readonly number[], floorRuns: readonly number[], rule: FloorRule): FloorJudgement {
  if (pageRuns.length !== floorRuns.length) throw new Error(`bench: ${pageRuns.length} page runs do not pair with ${floorRuns.length} floor runs`);
  const page = spreadOf(pageRuns);
  const floor = spreadOf(floorRuns);
  const worse = pageRuns.map((value, index) => (rule.higherIsBetter ? floorRuns[index]! - value : value - floorRuns[index]!));
  const difference = spreadOf(worse).median;
  const noisy = floor.max - floor.min > rule.maxFloorSpread;
  const verdict: Verdict = noisy ? 'too noisy' : difference > rule.maxDifference ? 'over' : 'ok';
  return { page, floor, difference, verdict };
}

export type RatioRule = {
  /** The most the page may take, as a multiple of its floor. */
  readonly maxRatio: number;
  readonly maxFloorSpread: number;
};

/** As judgeAgainstFloor, on the run-by-run ratio page ÷ floor (`difference` holds the median ratio). */
export function judgeRatioToFloor(pageRuns: readonly number[], floorRuns: readonly number[], rule: RatioRule): FloorJudgement {
  if (pageRuns.length !== floorRuns.length) throw new Error(`bench: ${pageRuns.length} page runs do not pair with ${floorRuns.length} floor runs`);
  if (floorRuns.some((value) => value <= 0)) throw new Error('bench: a floor run of zero or less has no ratio');
  const page = spreadOf(pageRuns);
  const floor = spreadOf(floorRuns);
  const difference = spreadOf(pageRuns.map((value, index) => value / floorRuns[index]!)).median;
  const noisy = floor.max - floor.min > rule.maxFloorSpread;
  return { page, floor, difference, verdict: noisy ? 'too noisy' : difference > rule.maxRatio ? 'over' : 'ok' };
}

/** An absolute budget on a figure's median; `maxSpread` (its own max − min) only for timings. */
export type AloneRule = { readonly max: number; readonly maxSpread?: number };

export function judgeAlone(runs: readonly number[], rule: AloneRule): { readonly runs: Spread; readonly verdict: Verdict } {
  const spread = spreadOf(runs);
  const noisy = rule.maxSpread !== undefined && spread.max - spread.min > rule.maxSpread;
  return { runs: spread, verdict: noisy ? 'too noisy' : spread.median > rule.max ? 'over' : 'ok' };
}

type Judged = { readonly what: string; readonly verdict: Verdict };

/** Non-zero only when a figure is really over: a figure too noisy to judge neither passes nor fails. */
export const exitCodeOf = (rows: readonly Judged[]): 0 | 1 => (rows.some((row) => row.verdict === 'over') ? 1 : 0);

export function summaryOf(rows: readonly Judged[]): string[] {
  const names = (verdict: Verdict) => rows.filter((row) => row.verdict === verdict).map((row) => row.what);
  const noisy = names('too noisy');
  const over = names('over');
  return [
    ...(noisy.length > 0 ? [`bench: TOO NOISY TO JUDGE (neither pass nor fail; run again on a quieter machine): ${noisy.join('; ')}`] : []),
    over.length > 0
      ? `bench: OVER BUDGET: ${over.join('; ')}`
      : noisy.length > 0
        ? 'bench: every figure judged is within its budget'
        : 'bench: every budget met',
  ];
}

const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const LINK = /<link\b[^>]*>/gi;

/** An attribute's value, quoted or not (the build's HTML is minified). */
const attribute = (tag: string, name: string): string =>
  (
    new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
      .exec(tag)
      ?.slice(1)
      .find((value) => value !== undefined) ?? ''
  ).toLowerCase();

/** A link that fetches a script ahead of use: modulepreload, or a preload or prefetch of a script. */
function fetchesScript(link: string): boolean {
  const rel = attribute(link, 'rel').split(/\s+/);
  if (rel.includes('modulepreload')) return true;
  if (!rel.includes('preload') && !rel.includes('prefetch')) return false;
  return attribute(link, 'as') === 'script' || /\.m?js(\?|$)/.test(attribute(link, 'href'));
}

/** The page with no script: every `<script>` element, and every link that fetches one, removed. */
export const stripScripts = (html: string): string => html.replace(SCRIPT_ELEMENT, '').replace(LINK, (link) => (fetchesScript(link) ? '' : link));

/** A rendered document (`documentElement.outerHTML`, which has no doctype) as a static, script-free page. */
export const staticSnapshot = (outerHtml: string): string => `<!doctype html>\n${stripScripts(outerHtml)}`;

/**
 * The host the CPU budgets were set on, and the slow-down they assume there. The same "4×" on a host
 * that scores 800 one hour and 2600 the next gives a page a third of the speed or all of it, and the
 * figure measures the host's mood. So each walk and visit slows the page down by as much as makes this
 * host as fast as the reference host at 4×: a benchmark index of 500, between DevTools' low-tier
 * (264) and mid-tier (1000) phones.
 */
export const REFERENCE_HOST = { index: 2000, slowDown: 4 } as const;

/** The CPU slow-down that gives a page on a host of this benchmark index the reference speed (never below 1). */
export function slowDownFor(hostIndex: number): number {
  if (!Number.isFinite(hostIndex) || hostIndex <= 0) throw new Error(`bench: '${hostIndex}' is not a host index`);
  return Math.max(1, (REFERENCE_HOST.slowDown * hostIndex) / REFERENCE_HOST.index);
}
