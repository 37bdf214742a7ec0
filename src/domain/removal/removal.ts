import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';

type RemovalContractStatus = 'PENDING_SIGNATURE' | 'SIGNED';

export type RemovalContract = {
  readonly id: string;
  readonly status: RemovalContractStatus;
  readonly docusealSlug: string;
  readonly createdAt: string;
  readonly signedAt: string | null;
};

export type RemovalRequestState = 'FOUND' | 'REQUESTED' | 'IN_PROGRESS' | 'REMOVED';

export const REMOVAL_REQUEST_STATES: readonly RemovalRequestState[] = ['FOUND', 'REQUESTED', 'IN_PROGRESS', 'REMOVED'];

type BrokerRemoval = { readonly brokerId: string; readonly brokerName: string; readonly state: RemovalRequestState };

export type RemovalStats = { readonly brokers: readonly BrokerRemoval[] };

export type RemovalSummary = { readonly total: number; readonly removed: number; readonly byState: Readonly<Record<RemovalRequestState, number>> };

export function summarizeRemovals(stats: RemovalStats): RemovalSummary {
  const byState: Record<RemovalRequestState, number> = { FOUND: 0, REQUESTED: 0, IN_PROGRESS: 0, REMOVED: 0 };
  for (const broker of stats.brokers) byState[broker.state] += 1;
  return { total: stats.brokers.length, removed: byState.REMOVED, byState };
}

const DOCUSEAL_SLUG = /^[A-Za-z0-9_-]{1,100}$/;

export const parseDocusealSlug = (raw: string | null | undefined): O.Option<string> =>
  pipe(
    O.fromNullable(raw),
    O.map((slug) => slug.trim()),
    O.filter((slug) => DOCUSEAL_SLUG.test(slug)),
  );
