import type * as E from 'fp-ts/Either';
import type * as O from 'fp-ts/Option';
import type { BreachStatus } from '../domain/breach/breach';
import type { EmailAddress } from '../domain/email/email-address';
import type { HttpFailure } from '../domain/http-failure';
import type { UserProfile } from '../domain/profile/user-profile';
import type { RemovalContract, RemovalSummary } from '../domain/removal/removal';
import type { SubscriptionStatus } from '../domain/subscription/subscription-status';
import type { KeptProgress, ReadBreachProgress } from './breach/breach-progress';
import type { GetBreachStatus } from './breach/get-breach-status';
import type { GetEmailAddresses } from './email/get-email-addresses';
import type { Clock } from './ports/clock.port';
import type { GetUserProfile } from './profile/get-user-profile';
import type { GetRemovalContract } from './removal/get-removal-contract';
import type { GetRemovalStats } from './removal/get-removal-stats';
import type { GetSubscriptionStatus } from './get-subscription-status';

/** Each read on its own, so one slow or failing answer never holds up the others. None rejects. */
export type DashboardReads = {
  readonly profile: Promise<E.Either<HttpFailure, UserProfile>>;
  readonly subscription: Promise<SubscriptionStatus>;
  readonly contract: Promise<E.Either<HttpFailure, O.Option<RemovalContract>>>;
  readonly emails: Promise<E.Either<HttpFailure, readonly EmailAddress[]>>;
  readonly removals: Promise<E.Either<HttpFailure, RemovalSummary>>;
  readonly breaches: Promise<BreachStatus>;
  /** Which breaches the person marked fixed. */
  readonly progress: Promise<E.Either<HttpFailure, KeptProgress>>;
};

/** One of the seven reads, by the area it fills. */
export type DashboardPart = keyof DashboardReads;

export type DashboardData = {
  read(): DashboardReads;
  warm(): void;
  /** That read alone, again (a person's "Try again"): never the warmed answer. */
  readPart<K extends DashboardPart>(part: K): DashboardReads[K];
};

export const WARM_READS_FOR_MS = 10_000;

export type DashboardDataDeps = {
  readonly getUserProfile: GetUserProfile;
  readonly getSubscriptionStatus: GetSubscriptionStatus;
  readonly getRemovalContract: GetRemovalContract;
  readonly getEmailAddresses: GetEmailAddresses;
  readonly getRemovalStats: GetRemovalStats;
  readonly getBreachStatus: GetBreachStatus;
  readonly readBreachProgress: ReadBreachProgress;
  readonly clock: Clock;
};

export function makeDashboardData(deps: DashboardDataDeps): DashboardData {
  let warmed: { readonly reads: DashboardReads; readonly at: number } | null = null;
  const readers: { readonly [K in DashboardPart]: () => DashboardReads[K] } = {
    profile: deps.getUserProfile,
    subscription: deps.getSubscriptionStatus,
    contract: deps.getRemovalContract,
    emails: deps.getEmailAddresses,
    removals: deps.getRemovalStats,
    breaches: deps.getBreachStatus,
    progress: deps.readBreachProgress,
  };
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
      const fresh = warmed !== null && deps.clock.now() - warmed.at < WARM_READS_FOR_MS ? warmed.reads : null;
      warmed = null;
      return fresh ?? start();
    },
    warm: () => {
      if (warmed === null || deps.clock.now() - warmed.at >= WARM_READS_FOR_MS) warmed = { reads: start(), at: deps.clock.now() };
    },
    readPart: (part) => readers[part](),
  };
}
