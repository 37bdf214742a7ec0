import { byCodeUnits } from '../format';
import type { RiskLevel } from './guidance-table';

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

export type Exposure = { readonly dataClass: string; readonly label: string; readonly risk: RiskLevel; readonly breaches: number; readonly fixed: number };

/** `fixedAt` null: it needs action. */
export type TrackedBreach = { readonly breach: Breach; readonly key: string; readonly fixedAt: string | null };

export type RankedBreaches = { readonly ranked: readonly TrackedBreach[]; readonly hiddenCount: number; readonly exposure: readonly Exposure[] };

/** `dataBreaches` null: could not be read, not "no breaches". `ranking`: a large answer is ranked where it is decoded, off the main thread. */
export type BreachStatus = { readonly dataBreaches: readonly Breach[] | null; readonly ranking?: RankedBreaches };

export const UNKNOWN_BREACH_STATUS: BreachStatus = { dataBreaches: null };

/** Made once per breach: a locale-aware compare per pair would cost seconds on 100,000 breaches. */
export const nameKey = (name: string): string => name.toLowerCase();

export const compareNames = (a: { readonly key: string; readonly name: string }, b: { readonly key: string; readonly name: string }): number =>
  byCodeUnits(a.key, b.key) || byCodeUnits(a.name, b.name);

export const isRealExposure = (b: Breach): boolean => !b.isRetired && !b.isSpamList && !b.isFabricated;
