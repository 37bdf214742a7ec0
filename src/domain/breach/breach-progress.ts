// Which breaches a person has dealt with ("Fixed"), by breach key; everything else needs action.
type FixedBreach = { readonly breachKey: string; readonly fixedAt: string };

export type BreachProgress = { readonly fixed: readonly FixedBreach[] };

export const NO_PROGRESS: BreachProgress = { fixed: [] };

export const isFixed = (progress: BreachProgress, breachKey: string): boolean => progress.fixed.some((f) => f.breachKey === breachKey);

export const fixedAt = (progress: BreachProgress, breachKey: string): string | null => progress.fixed.find((f) => f.breachKey === breachKey)?.fixedAt ?? null;

/** Marks a breach fixed (keeping the first date it was) or needing action again; idempotent. */
export function withFixed(progress: BreachProgress, breachKey: string, fixed: boolean, nowIso: string): BreachProgress {
  const others = progress.fixed.filter((f) => f.breachKey !== breachKey);
  if (!fixed) return others.length === progress.fixed.length ? progress : { fixed: others };
  return isFixed(progress, breachKey) ? progress : { fixed: [...others, { breachKey, fixedAt: nowIso }] };
}
