// Data breaches (spec §3 "Breach status"), with the facts the Have I Been Pwned catalogue gives.

export type Breach = {
  /** HIBP's stable key, e.g. 'Adobe'. */
  readonly name: string;
  readonly title: string;
  readonly domain: string;
  /** ISO date (YYYY-MM-DD) the breach happened. */
  readonly breachDate: string;
  /** ISO date the breach was added to the catalogue. */
  readonly addedDate: string;
  readonly pwnCount: number;
  readonly dataClasses: readonly string[];
  readonly isVerified: boolean;
  readonly isFabricated: boolean;
  readonly isSensitive: boolean;
  readonly isRetired: boolean;
  readonly isSpamList: boolean;
  readonly isMalware: boolean;
  /** Where the record comes from; 'hibp' by default (spec §9). */
  readonly source: string;
};

/** Spec §8: `dataBreaches` is null when the status could not be read, which is not "no breaches". */
export type BreachStatus = { readonly dataBreaches: readonly Breach[] | null };

export const UNKNOWN_BREACH_STATUS: BreachStatus = { dataBreaches: null };

export type VisibleBreaches = { readonly breaches: readonly Breach[]; readonly hiddenCount: number };

/** Retired, spam-list and fabricated records are not real exposures of the user: hide them, newest first. */
export function visibleBreaches(breaches: readonly Breach[]): VisibleBreaches {
  const shown = breaches.filter((b) => !b.isRetired && !b.isSpamList && !b.isFabricated);
  const newestFirst = [...shown].sort((a, b) => (a.breachDate === b.breachDate ? a.name.localeCompare(b.name) : a.breachDate < b.breachDate ? 1 : -1));
  return { breaches: newestFirst, hiddenCount: breaches.length - shown.length };
}
