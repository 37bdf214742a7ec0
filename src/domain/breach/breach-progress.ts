// Which breaches a person has dealt with ("Fixed"), by breach key; everything else needs action.
type FixedBreach = { readonly breachKey: string; readonly fixedAt: string };

export type BreachProgress = { readonly fixed: readonly FixedBreach[] };

export const NO_PROGRESS: BreachProgress = { fixed: [] };

export const isFixed = (progress: BreachProgress, breachKey: string): boolean => progress.fixed.some((f) => f.breachKey === breachKey);

/** When each breach was marked fixed (null: it needs action), for many breaches at once: one pass over the progress, then a lookup per breach, so it stays linear however many are fixed. */
export function fixedAtOf(progress: BreachProgress): (breachKey: string) => string | null {
  const byKey = new Map<string, string>();
  for (const { breachKey, fixedAt: at } of progress.fixed) if (!byKey.has(breachKey)) byKey.set(breachKey, at);
  return (breachKey) => byKey.get(breachKey) ?? null;
}

/** Marks a breach fixed (keeping the first date it was) or needing action again; idempotent. */
export function withFixed(progress: BreachProgress, breachKey: string, fixed: boolean, nowIso: string): BreachProgress {
  const others = progress.fixed.filter((f) => f.breachKey !== breachKey);
  if (!fixed) return others.length === progress.fixed.length ? progress : { fixed: others };
  return isFixed(progress, breachKey) ? progress : { fixed: [...others, { breachKey, fixedAt: nowIso }] };
}
