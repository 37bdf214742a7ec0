import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { makeAutoObservable, runInAction } from 'mobx';
import type { GetBreachStatus } from '../../../application/breach/get-breach-status';
import type { ProtectionApi } from '../../../application/ports/protection-api.port';
import type { GetRemovalContract } from '../../../application/removal/get-removal-contract';
import type { GetSubscriptionStatus } from '../../../application/subscription/get-subscription-status';
import { visibleBreaches, type VisibleBreaches } from '../../../domain/breach/breach';
import { sortEmailAddresses, type EmailAddress } from '../../../domain/email/email-address';
import { toUserMessage } from '../../../domain/errors/user-message';
import type { HttpFailure } from '../../../domain/http/http-failure';
import type { UserProfile } from '../../../domain/profile/user-profile';
import { summarizeRemovals, type RemovalContract, type RemovalSummary } from '../../../domain/removal/removal';
import { isSubscriptionActive, type SubscriptionStatus } from '../../../domain/subscription/subscription-status';

/** One dashboard area: it loads, shows and fails on its own (one failing call never blanks the page). */
export type Area<T> = { readonly state: 'loading' } | { readonly state: 'ready'; readonly value: T } | { readonly state: 'failed'; readonly message: string };

export type DashboardDeps = {
  readonly getSubscriptionStatus: GetSubscriptionStatus;
  readonly getBreachStatus: GetBreachStatus;
  /** Owns the spec §8 rule: a 404 means no contract. */
  readonly getRemovalContract: GetRemovalContract;
  readonly api: Pick<ProtectionApi, 'getUserProfile' | 'getEmailAddresses' | 'getRemovalStats' | 'requestRemovalContract' | 'deleteRemovalContract'>;
};

export type DashboardInput = { readonly region: string; readonly subscribed: boolean };

const loading = { state: 'loading' } as const;
const ready = <T>(value: T): Area<T> => ({ state: 'ready', value });
const fromEither = <T>(result: E.Either<HttpFailure, T>): Area<T> =>
  E.isRight(result) ? ready(result.right) : { state: 'failed', message: toUserMessage(result.left) };

/** Spec §2 `/dashboard` and its loader: profile, subscription, region, contract, e-mails, removal stats, breaches. */
export class DashboardViewModel {
  profile: Area<UserProfile> = loading;
  subscription: Area<SubscriptionStatus> = loading;
  contract: Area<O.Option<RemovalContract>> = loading;
  emails: Area<readonly EmailAddress[]> = loading;
  removals: Area<RemovalSummary> = loading;
  /** null `dataBreaches` (spec §8) is its own state: we could not check, which is not "no breaches". */
  breaches: Area<VisibleBreaches | null> = loading;
  contractBusy = false;
  contractError: string | null = null;

  constructor(
    private readonly deps: DashboardDeps,
    readonly input: DashboardInput,
  ) {
    makeAutoObservable<this, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  get subscriptionActive(): boolean {
    return this.subscription.state === 'ready' && isSubscriptionActive(this.subscription.value);
  }

  /** Every request leaves in one parallel round; each area settles as its answer lands. */
  async load(): Promise<void> {
    const { api } = this.deps;
    await Promise.all([
      api.getUserProfile().then((r) => runInAction(() => (this.profile = fromEither(r)))),
      this.deps.getSubscriptionStatus().then((s) => runInAction(() => (this.subscription = ready(s)))),
      this.deps.getRemovalContract().then((r) => runInAction(() => (this.contract = fromEither(r)))),
      api.getEmailAddresses().then((r) => runInAction(() => (this.emails = fromEither(E.map(sortEmailAddresses)(r))))),
      api.getRemovalStats().then((r) => runInAction(() => (this.removals = fromEither(E.map(summarizeRemovals)(r))))),
      this.deps
        .getBreachStatus()
        .then((s) => runInAction(() => (this.breaches = ready(s.dataBreaches === null ? null : visibleBreaches(s.dataBreaches))))),
    ]);
  }

  /** A saved profile replaces the one shown. */
  setProfile(profile: UserProfile): void {
    this.profile = ready(profile);
  }

  /** A change made elsewhere (the e-mail dialogs) replaces the list shown. */
  setEmails(emails: readonly EmailAddress[]): void {
    this.emails = ready(emails);
  }

  async requestContract(): Promise<RemovalContract | null> {
    return this.changeContract(async () => {
      const result = await this.deps.api.requestRemovalContract();
      return E.map((contract: RemovalContract) => O.some(contract))(result);
    });
  }

  async deleteContract(): Promise<void> {
    await this.changeContract(async () => E.map(() => O.none)(await this.deps.api.deleteRemovalContract()));
  }

  private async changeContract(change: () => Promise<E.Either<HttpFailure, O.Option<RemovalContract>>>): Promise<RemovalContract | null> {
    if (this.contractBusy) return null;
    this.contractBusy = true;
    this.contractError = null;
    const result = await change();
    runInAction(() => {
      this.contractBusy = false;
      if (E.isLeft(result)) this.contractError = toUserMessage(result.left);
      else this.contract = ready(result.right);
    });
    return E.isRight(result) ? O.toNullable(result.right) : null;
  }
}
