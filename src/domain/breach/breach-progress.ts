type FixedBreach = { readonly breachKey: string; readonly fixedAt: string };

export type BreachProgress = { readonly fixed: readonly FixedBreach[] };

export const NO_PROGRESS: BreachProgress = { fixed: [] };

export const isFixed = (progress: BreachProgress, breachKey: string): boolean => progress.fixed.some((f) => f.breachKey === breachKey);

/** One pass over the progress, then a lookup per breach: linear however many are fixed. */
export function fixedAtOf(progress: BreachProgress): (breachKey: string) => string | null {
  const byKey = new Map<string, string>();
  for (const { breachKey, fixedAt: at } of progress.fixed) if (!byKey.has(breachKey)) byKey.set(breachKey, at);
  return (breachKey) => byKey.get(breachKey) ?? null;
}

/** Keeps the first date a breach was marked fixed; idempotent. */
export function withFixed(progress: BreachProgress, breachKey: string, fixed: boolean, nowIso: string): BreachProgress {
  const others = progress.fixed.filter((f) => f.breachKey !== breachKey);
  if (!fixed) return others.length === progress.fixed.length ? progress : { fixed: others };
  return isFixed(progress, breachKey) ? progress : { fixed: [...others, { breachKey, fixedAt: nowIso }] };
}
