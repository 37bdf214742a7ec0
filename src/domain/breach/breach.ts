import type { RankedBreaches } from './breach-ranking';

export type Breach = {
  readonly name: string;
  readonly title: string;
  readonly domain: string;
  readonly breachDate: string;
  readonly addedDate: string;
  readonly pwnCount: number;
  readonly dataClasses: readonly string[];
  readonly isVerified: boolean;
  readonly isFabricated: boolean;
  readonly isSensitive: boolean;
  readonly isRetired: boolean;
  readonly isSpamList: boolean;
  readonly isMalware: boolean;
  readonly source: string;
  /** Which of the person's addresses it involves; empty when the service does not say. */
  readonly addresses: readonly string[];
};

/**
 * `dataBreaches` is null when the status could not be read, which is not "no breaches"; its order is
 * not meaningful. `ranking` is the dashboard's ranking of them when the reader already made it (a large
 * answer is ranked where it is decoded, off the main thread).
 */
export type BreachStatus = { readonly dataBreaches: readonly Breach[] | null; readonly ranking?: RankedBreaches };

export const UNKNOWN_BREACH_STATUS: BreachStatus = { dataBreaches: null };

export type VisibleBreaches = { readonly breaches: readonly Breach[]; readonly hiddenCount: number };

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The sort key of a name for ties: made once per breach, so that a list of 100,000 sorts by plain comparisons (a locale-aware compare per pair costs seconds). */
export const nameKey = (name: string): string => name.toLowerCase();

/** Names in order, case-insensitive first, then exact, given their keys. */
export const compareNames = (a: { readonly key: string; readonly name: string }, b: { readonly key: string; readonly name: string }): number =>
  compareText(a.key, b.key) || compareText(a.name, b.name);

/** Retired, spam-list and fabricated records are not real exposures of the user. */
export const isRealExposure = (b: Breach): boolean => !b.isRetired && !b.isSpamList && !b.isFabricated;

export function visibleBreaches(breaches: readonly Breach[]): VisibleBreaches {
  const shown = breaches.filter(isRealExposure);
  const newestFirst = shown
    .map((breach) => ({ breach, key: nameKey(breach.name), name: breach.name }))
    .sort((a, b) => (a.breach.breachDate === b.breach.breachDate ? compareNames(a, b) : a.breach.breachDate < b.breach.breachDate ? 1 : -1))
    .map(({ breach }) => breach);
  return { breaches: newestFirst, hiddenCount: breaches.length - shown.length };
}
