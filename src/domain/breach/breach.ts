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

/** `dataBreaches` is null when the status could not be read, which is not "no breaches". */
export type BreachStatus = { readonly dataBreaches: readonly Breach[] | null };

export const UNKNOWN_BREACH_STATUS: BreachStatus = { dataBreaches: null };

export type VisibleBreaches = { readonly breaches: readonly Breach[]; readonly hiddenCount: number };

/** Retired, spam-list and fabricated records are not real exposures of the user. */
export function visibleBreaches(breaches: readonly Breach[]): VisibleBreaches {
  const shown = breaches.filter((b) => !b.isRetired && !b.isSpamList && !b.isFabricated);
  const newestFirst = [...shown].sort((a, b) => (a.breachDate === b.breachDate ? a.name.localeCompare(b.name) : a.breachDate < b.breachDate ? 1 : -1));
  return { breaches: newestFirst, hiddenCount: breaches.length - shown.length };
}
