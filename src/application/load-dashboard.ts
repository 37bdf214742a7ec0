import * as E from 'fp-ts/Either';
import type * as O from 'fp-ts/Option';
import type { BreachStatus } from '../domain/breach/breach';
import type { EmailAddress } from '../domain/email/email-address';
import type { HttpFailure } from '../domain/http-failure';
import type { UserProfile } from '../domain/profile/user-profile';
import type { RemovalContract, RemovalSummary } from '../domain/removal/removal';
import { UNKNOWN_SUBSCRIPTION, type SubscriptionStatus } from '../domain/subscription/subscription-status';
import type { KeptProgress } from './breaches';
import type { Clock } from './ports/clock.port';
import type { AccountApi } from './ports/protection-api.port';

/** Each read on its own, so one slow or failing answer never holds up the others. None rejects. */
export type DashboardReads = {
  readonly profile: Promise<E.Either<HttpFailure, UserProfile>>;
  readonly subscription: Promise<SubscriptionStatus>;
  readonly contract: Promise<E.Either<HttpFailure, O.Option<RemovalContract>>>;
  readonly emails: Promise<E.Either<HttpFailure, readonly EmailAddress[]>>;
  readonly removals: Promise<E.Either<HttpFailure, RemovalSummary>>;
  readonly breaches: Promise<BreachStatus>;
  readonly progress: Promise<E.Either<HttpFailure, KeptProgress>>;
};

export type DashboardPart = keyof DashboardReads;

export type DashboardReaders = { readonly [K in DashboardPart]: () => DashboardReads[K] };

export type DashboardData = {
  read(): DashboardReads;
  /** Starts the reads ahead of a visit (a link the pointer rests on); the next read() within WARM_READS_FOR_MS takes them. */
  warm(): void;
  /** That read alone, again (a person's "Try again"): never the warmed answer. */
  readPart<K extends DashboardPart>(part: K): DashboardReads[K];
};

export const WARM_READS_FOR_MS = 10_000;

export const readSubscription = (api: Pick<AccountApi, 'getSubscriptionStatus'>) => async (): Promise<SubscriptionStatus> =>
  E.getOrElse(() => UNKNOWN_SUBSCRIPTION)(await api.getSubscriptionStatus());

export function makeDashboardData(readers: DashboardReaders, clock: Clock): DashboardData {
  let warmed: { readonly reads: DashboardReads; readonly at: number } | null = null;
  const fresh = (): DashboardReads | null => (warmed !== null && clock.now() - warmed.at < WARM_READS_FOR_MS ? warmed.reads : null);
  const start = (): DashboardReads => {
    const profile = readers.profile();
    const then = <T>(read: () => Promise<T>): Promise<T> => profile.then(read);
    return {
      profile,
      subscription: then(readers.subscription),
      contract: then(readers.contract),
      emails: then(readers.emails),
      removals: then(readers.removals),
      breaches: then(readers.breaches),
      progress: then(readers.progress),
    };
  };
  return {
    read: () => {
      const reads = fresh() ?? start();
      warmed = null;
      return reads;
    },
    warm: () => {
      if (fresh() === null) warmed = { reads: start(), at: clock.now() };
    },
    readPart: (part) => readers[part](),
  };
}
