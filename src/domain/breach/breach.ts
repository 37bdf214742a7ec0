import type { RiskLevel } from './data-classes';

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

/** What kinds of data leaked, in how many breaches, and in how many the person has dealt with. */
export type Exposure = { readonly dataClass: string; readonly label: string; readonly risk: RiskLevel; readonly breaches: number; readonly fixed: number };

/** A shown breach with its key and when the person marked it fixed (null: it needs action). */
export type TrackedBreach = { readonly breach: Breach; readonly key: string; readonly fixedAt: string | null };

/** The shown breaches riskiest first (none marked fixed), how many records were hidden, and the exposure over the shown ones. */
export type RankedBreaches = { readonly ranked: readonly TrackedBreach[]; readonly hiddenCount: number; readonly exposure: readonly Exposure[] };

/**
 * `dataBreaches` null: the status could not be read, which is not "no breaches". `ranking` is present when
 * the reader already ranked them (a large answer is ranked off the main thread, where it is decoded).
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
