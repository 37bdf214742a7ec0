// The bench's kinds of row (scripts/bench.ts picks the figures and budgets): a figure against a floor
// measured beside it (a difference or a ratio), against the card's libraries' weight, alone, a timing
// with the host's speed beside it, or a reference with no budget.
import { figure, signed, spreadText, type Row } from './bench-report';
import { judgeAgainstFloor, judgeAlone, judgeRatioToFloor, spreadOf, type AloneRule, type FloorRule, type RatioRule } from './bench-verdict';
import type { Run, Timed } from './bench-measure';

/** A page's runs and, interleaved with them, one of its floors'. */
export type Paired = { readonly page: readonly Run[]; readonly floor: readonly Run[] };

export const values = (runs: readonly Run[], key: keyof Run): number[] => runs.map((run) => run[key]);

/** Shown as page − floor either way: positive is slower for a timing, negative is a lower score. */
export function againstFloor(what: string, runs: Paired, key: 'lcpMs' | 'tbtMs' | 'score', rule: FloorRule, unit: string): Row {
  const judged = judgeAgainstFloor(values(runs.page, key), values(runs.floor, key), rule);
  return {
    what,
    page: spreadText(judged.page, unit),
    floor: spreadText(judged.floor, unit),
    judged: signed(rule.higherIsBetter ? -judged.difference : judged.difference, unit),
    budget: `${rule.higherIsBetter ? '≥ −' : '≤ +'}${rule.maxDifference}${unit}; floor spread ≤ ${rule.maxFloorSpread}${unit}`,
    verdict: judged.verdict,
  };
}

export function ratioToFloor(what: string, runs: Paired, key: 'lcpMs', rule: RatioRule): Row {
  const judged = judgeRatioToFloor(values(runs.page, key), values(runs.floor, key), rule);
  return {
    what,
    page: spreadText(judged.page, ' ms'),
    floor: spreadText(judged.floor, ' ms'),
    judged: `${judged.difference.toFixed(2)}×`,
    budget: `≤ ${rule.maxRatio}× the floor; floor spread ≤ ${rule.maxFloorSpread} ms`,
    verdict: judged.verdict,
  };
}

/**
 * Script before data over the card's libraries (issue 38): our code is judged on top of them, not
 * instead of them. The floor is one figure (a bundle's size), so each run's excess is the run − floor.
 */
export function overLibraries(what: string, kb: readonly number[], libraryKb: number, rule: AloneRule): Row {
  const judged = judgeAlone(
    kb.map((run) => run - libraryKb),
    rule,
  );
  return {
    what,
    page: spreadText(spreadOf(kb), ' KB', 1),
    floor: figure(libraryKb, ' KB', 1),
    judged: signed(judged.runs.median, ' KB', 1),
    budget: `≤ +${rule.max} KB over the card's libraries`,
    verdict: judged.verdict,
  };
}

export function alone(what: string, runs: readonly number[], rule: AloneRule, unit: string, digits = 0): Row {
  const judged = judgeAlone(runs, rule);
  const spread = rule.maxSpread === undefined ? '' : `; spread ≤ ${rule.maxSpread}${unit}`;
  return {
    what,
    page: spreadText(judged.runs, unit, digits),
    floor: '—',
    judged: figure(judged.runs.median, unit, digits),
    budget: `≤ ${rule.max}${unit}${spread}`,
    verdict: judged.verdict,
  };
}

/** No budget: a figure's runs alone. */
export const plain = (what: string, runs: readonly number[], unit: string, digits = 0): Row => ({
  what,
  page: spreadText(spreadOf(runs), unit, digits),
  floor: '—',
  judged: '—',
  budget: '—',
  verdict: 'reference',
});

/** No budget: the page's runs beside the floor's, and the median run-by-run page − floor unless `judged` is given. */
export function reference(what: string, runs: Paired, key: keyof Run, unit: string, judged?: string): Row {
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

/** A timing with no floor, its median judged (or, with no rule, shown), in words that name how many runs and the slowest. */
export function timed(what: string, runsName: string, runs: readonly Timed[], rule?: AloneRule): Row {
  const ms = runs.map((run) => run.ms);
  const named = `${what} (median of ${runs.length} ${runsName}; slowest ${Math.max(...ms).toFixed(0)} ms)`;
  return rule ? alone(named, ms, rule, ' ms') : plain(named, ms, ' ms');
}

/** The host's benchmark index in a set of walks or visits, and the CPU slow-down that gave the reference speed there. */
export function hostRows(runsName: string, runs: readonly Timed[]): Row[] {
  const slowDowns = runs.flatMap((run) => (run.slowDown === undefined ? [] : [run.slowDown]));
  return [
    plain(
      `host benchmark index in those ${runsName}`,
      runs.map((run) => run.hostIndex),
      '',
    ),
    ...(slowDowns.length > 0 ? [plain(`CPU slow-down those ${runsName} ran at (the reference speed on this host)`, slowDowns, '×', 1)] : []),
  ];
}
