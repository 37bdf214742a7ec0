// Ranked once per answer; what the person marks fixed is laid over the ranking without sorting again.
import { isRealExposure, type Breach, type Exposure, type RankedBreaches, type TrackedBreach } from './breach';
import { byExposure, byRisk, dataClassLabel, exposureByDataClass } from './breach-guidance';
import { buildBreachKey } from './breach-key';
import { fixedAtOf, type BreachProgress } from './breach-progress';

export function rankBreaches(breaches: readonly Breach[]): RankedBreaches {
  const shown = breaches.filter(isRealExposure);
  const ranked = byRisk(shown).map((breach): TrackedBreach => ({
    breach,
    key: buildBreachKey({ source: breach.source, breachName: breach.name }),
    fixedAt: null,
  }));
  return { ranked, hiddenCount: breaches.length - shown.length, exposure: exposureByDataClass(shown, () => false) };
}

export type BreachLists = { readonly needAction: readonly TrackedBreach[]; readonly fixed: readonly TrackedBreach[] };

/** Up to this many marks are found by comparing keys (no hashing of a long list); more, by a lookup table. */
const FEW_MARKS = 16;

/** Both lists keep the ranking's order. With few marks the runs between them are copied whole: a scan and a copy, not a push per breach. */
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
    // An answer may repeat a key, which could make many runs: the lookup table stays linear.
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

/** The ranking labels in English (it may run in a worker, which loads no catalogue): said again in the page's language, and sorted again, only when that changes them. */
const inPageLanguage = (exposure: readonly Exposure[]): readonly Exposure[] =>
  exposure.every((e) => e.label === dataClassLabel(e.dataClass))
    ? exposure
    : exposure.map((e) => ({ ...e, label: dataClassLabel(e.dataClass) })).sort(byExposure);

/** The ranking's order does not depend on what is fixed, so it holds. */
export function exposureWithFixed(ranking: RankedBreaches, fixed: readonly TrackedBreach[]): readonly Exposure[] {
  const exposure = inPageLanguage(ranking.exposure);
  if (fixed.length === 0) return exposure;
  const fixedBreaches = fixed.map(({ breach }) => breach);
  const fixedOf = new Map(exposureByDataClass(fixedBreaches, () => true).map((e) => [e.dataClass, e.fixed]));
  return exposure.map((e) => ({ ...e, fixed: fixedOf.get(e.dataClass) ?? 0 }));
}
