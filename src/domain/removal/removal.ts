import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import { byCodeUnits, listInWords } from '../format';
import { i18n } from '../i18n';
import type { UserProfile } from '../profile/user-profile';

type RemovalContractStatus = 'PENDING_SIGNATURE' | 'SIGNED';

export type RemovalContract = {
  readonly id: string;
  readonly status: RemovalContractStatus;
  readonly docusealSlug: string;
  readonly createdAt: string;
  readonly signedAt: string | null;
};

/** What the person must do first, then the order a request moves; UNKNOWN is a status this app does not know (a newer service). */
export const REMOVAL_REQUEST_STATES = ['NEEDS_ACTION', 'FOUND', 'REQUESTED', 'IN_PROGRESS', 'UNKNOWN', 'REMOVED'] as const;
export type RemovalRequestState = (typeof REMOVAL_REQUEST_STATES)[number];

export const BROKER_ACTIONS = ['CONFIRM_EMAIL', 'PROVE_IDENTITY'] as const;
export type BrokerAction = (typeof BROKER_ACTIONS)[number];

/** Which of the person's details a broker's record matched, as the service reports it. */
export const MATCHED_DETAILS = ['name', 'address', 'email', 'phone', 'age', 'relatives'] as const;
export type MatchedDetail = (typeof MATCHED_DETAILS)[number];

export type RemovalStep = { readonly state: RemovalRequestState; readonly at: string };

/** The optional fields are our extension of the removal stats; a service without them sends only the first five. */
export type BrokerRemoval = {
  readonly brokerId: string;
  readonly brokerName: string;
  readonly state: RemovalRequestState;
  readonly requestedAt: string | null;
  readonly removedAt: string | null;
  readonly matched?: readonly MatchedDetail[];
  readonly steps?: readonly RemovalStep[];
  readonly attempts?: number;
  readonly lastAttemptAt?: string | null;
  readonly expectedDays?: number | null;
  readonly action?: BrokerAction;
};

export type RemovalStats = { readonly brokers: readonly BrokerRemoval[] };

export type RemovalSummary = {
  readonly total: number;
  readonly removed: number;
  readonly byState: Readonly<Record<RemovalRequestState, number>>;
  readonly brokers: readonly BrokerRemoval[];
};

export function brokerRows(stats: RemovalStats): readonly BrokerRemoval[] {
  const rank = (broker: BrokerRemoval) => REMOVAL_REQUEST_STATES.indexOf(broker.state);
  return [...stats.brokers].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      byCodeUnits(a.brokerName.toLowerCase(), b.brokerName.toLowerCase()) ||
      byCodeUnits(a.brokerName, b.brokerName) ||
      byCodeUnits(a.brokerId, b.brokerId),
  );
}

export function summarizeRemovals(stats: RemovalStats): RemovalSummary {
  const byState = Object.fromEntries(REMOVAL_REQUEST_STATES.map((state) => [state, 0])) as Record<RemovalRequestState, number>;
  for (const broker of stats.brokers) byState[broker.state] += 1;
  return { total: stats.brokers.length, removed: byState.REMOVED, byState, brokers: brokerRows(stats) };
}

export const allRemoved = (summary: Pick<RemovalSummary, 'total' | 'removed'>): boolean => summary.total > 0 && summary.removed === summary.total;

/** Brokers list people by name and city: without these there is nothing to search them for. Catalogue ids. */
const SEARCHED_BY = { firstName: /*i18n*/ 'first name', lastName: /*i18n*/ 'last name', city: /*i18n*/ 'city' } as const;

export const detailsMissingForRemoval = (profile: UserProfile): readonly string[] =>
  Object.entries(SEARCHED_BY).flatMap(([field, words]) => (profile[field as keyof typeof SEARCHED_BY].trim() === '' ? [words] : []));

export const detailsNeededInWords = (missing: readonly string[]): string =>
  i18n._('Brokers list people by name and city. Add your {details}, then authorise us to ask each broker to delete your profile.', {
    details: listInWords(missing.map((detail) => i18n._(detail))),
  });

const DOCUSEAL_SLUG = /^[A-Za-z0-9_-]{1,100}$/;

export const parseDocusealSlug = (raw: string | null | undefined): O.Option<string> =>
  pipe(
    O.fromNullable(raw),
    O.map((slug) => slug.trim()),
    O.filter((slug) => DOCUSEAL_SLUG.test(slug)),
  );
