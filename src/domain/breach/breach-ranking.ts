// The dashboard's view of one breach-status answer, made once per answer: the shown breaches riskiest
// first with their keys, and how many exposed each kind of data. What the person marks fixed is laid
// over it afterwards in one pass without sorting, so marking a breach never ranks the list again.
import { visibleBreaches, type Breach, type Exposure, type RankedBreaches, type TrackedBreach } from './breach';
import { byRisk, exposureByDataClass } from './breach-guidance';
import { buildBreachKey } from './breach-key';
import { fixedAtOf, type BreachProgress } from './breach-progress';

/** Ranks an answer's breaches for the dashboard: the work that depends on the answer alone. */
export function rankBreaches(breaches: readonly Breach[]): RankedBreaches {
  const { breaches: shown, hiddenCount } = visibleBreaches(breaches);
  const ranked = byRisk(shown).map((breach): TrackedBreach => ({
    breach,
    key: buildBreachKey({ source: breach.source, breachName: breach.name }),
    fixedAt: null,
  }));
  return { ranked, hiddenCount, exposure: exposureByDataClass(shown, () => false) };
}

export type BreachLists = { readonly needAction: readonly TrackedBreach[]; readonly fixed: readonly TrackedBreach[] };

/** Up to this many marks are found by comparing keys, which hashes no key of a long list; more, by a lookup table. */
const FEW_MARKS = 16;

/**
 * Both lists keep the ranking's order; with nothing marked fixed, the ranked list itself is the one to
 * act on. With few marks, the list to act on is the ranking's runs between the fixed ones, copied whole:
 * on a list of 100,000, a mark costs a scan and a copy, not a lookup and a push per breach.
 */
export function splitByProgress({ ranked }: RankedBreaches, progress: BreachProgress): BreachLists {
  if (progress.fixed.length === 0) return { needAction: ranked, fixed: [] };
  const fixedAt = fixedAtOf(progress);
  if (progress.fixed.length > FEW_MARKS) return splitByLookup(ranked, fixedAt);
  const keys = progress.fixed.map((f) => f.breachKey);
  const runs: (readonly TrackedBreach[])[] = [];
  const fixed: TrackedBreach[] = [];
  let from = 0;
  for (let at = 0; at < ranked.length; at += 1) {
    const tracked = ranked[at] as TrackedBreach;
    if (!keys.includes(tracked.key)) continue;
    // Breaches that share a key (an answer may repeat one) can make many runs: the table is linear.
    if (fixed.length === FEW_MARKS) return splitByLookup(ranked, fixedAt);
    runs.push(ranked.slice(from, at));
    fixed.push({ ...tracked, fixedAt: fixedAt(tracked.key) });
    from = at + 1;
  }
  runs.push(ranked.slice(from));
  return { needAction: ([] as TrackedBreach[]).concat(...runs), fixed };
}

function splitByLookup(ranked: readonly TrackedBreach[], fixedAt: (key: string) => string | null): BreachLists {
  const needAction: TrackedBreach[] = [];
  const fixed: TrackedBreach[] = [];
  for (const tracked of ranked) {
    const at = fixedAt(tracked.key);
    if (at === null) needAction.push(tracked);
    else fixed.push({ ...tracked, fixedAt: at });
  }
  return { needAction, fixed };
}

/** The ranking's exposure with the fixed breaches counted; its order does not depend on what is fixed, so it holds. */
export function exposureWithFixed({ exposure }: RankedBreaches, fixed: readonly TrackedBreach[]): readonly Exposure[] {
  if (fixed.length === 0) return exposure;
  const fixedOf = new Map(
    exposureByDataClass(
      fixed.map(({ breach }) => breach),
      () => true,
    ).map((e) => [e.dataClass, e.fixed]),
  );
  return exposure.map((e) => ({ ...e, fixed: fixedOf.get(e.dataClass) ?? 0 }));
}
