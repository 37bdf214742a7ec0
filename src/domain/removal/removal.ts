// Data-broker removal: the contract the user signs and the progress of removal requests, in the
// shapes the dashboard reads.
import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';

type RemovalContractStatus = 'PENDING_SIGNATURE' | 'SIGNED';

export type RemovalContract = {
  readonly id: string;
  readonly status: RemovalContractStatus;
  /** The DocuSeal submission slug the signing screen opens (`/signing?docusealSlug=…`). */
  readonly docusealSlug: string;
  /** ISO timestamps. */
  readonly createdAt: string;
  readonly signedAt: string | null;
};

export type RemovalRequestState = 'FOUND' | 'REQUESTED' | 'IN_PROGRESS' | 'REMOVED';

export const REMOVAL_REQUEST_STATES: readonly RemovalRequestState[] = ['FOUND', 'REQUESTED', 'IN_PROGRESS', 'REMOVED'];

type BrokerRemoval = { readonly brokerId: string; readonly brokerName: string; readonly state: RemovalRequestState };

export type RemovalStats = { readonly brokers: readonly BrokerRemoval[] };

export type RemovalSummary = { readonly total: number; readonly removed: number; readonly byState: Readonly<Record<RemovalRequestState, number>> };

/** Counts per state and the share removed, for the dashboard's progress visual. */
export function summarizeRemovals(stats: RemovalStats): RemovalSummary {
  const byState: Record<RemovalRequestState, number> = { FOUND: 0, REQUESTED: 0, IN_PROGRESS: 0, REMOVED: 0 };
  for (const broker of stats.brokers) byState[broker.state] += 1;
  return { total: stats.brokers.length, removed: byState.REMOVED, byState };
}

/** DocuSeal submission slugs are URL-safe tokens; the signing screen needs one. */
const DOCUSEAL_SLUG = /^[A-Za-z0-9_-]{1,100}$/;

/** The slug from untrusted input (`/signing?docusealSlug=…`), trimmed; none when absent or malformed. */
export const parseDocusealSlug = (raw: string | null | undefined): O.Option<string> =>
  pipe(
    O.fromNullable(raw),
    O.map((slug) => slug.trim()),
    O.filter((slug) => DOCUSEAL_SLUG.test(slug)),
  );
