import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { makeAutoObservable, runInAction, when } from 'mobx';
import type { DashboardData, DashboardPart, DashboardReads } from '../../../application/dashboard/load-dashboard';
import type { DeleteRemovalContract, RequestRemovalContract } from '../../../application/removal/change-removal-contract';
import { visibleBreaches, type VisibleBreaches } from '../../../domain/breach/breach';
import type { EmailAddress } from '../../../domain/email/email-address';
import { toPlainMessage } from '../../../domain/errors/user-message';
import type { HttpFailure } from '../../../domain/http/http-failure';
import type { UserProfile } from '../../../domain/profile/user-profile';
import type { RemovalContract, RemovalSummary } from '../../../domain/removal/removal';
import { describeSubscription, isSubscriptionActive, type SubscriptionStatus } from '../../../domain/subscription/subscription-status';
import type { EmailUseCases } from '../../app-services';
import { EmailManagerViewModel } from './email-manager.view-model';
import { ProfileEditorViewModel, type ProfileEditorDeps } from './profile-editor.view-model';
import type { Area } from './area';

export type DashboardDeps = {
  readonly data: Pick<DashboardData, 'read' | 'readPart'>;
  readonly requestRemovalContract: RequestRemovalContract;
  readonly deleteRemovalContract: DeleteRemovalContract;
  readonly emails: EmailUseCases;
  readonly saveUserProfile: ProfileEditorDeps['saveUserProfile'];
  /** Each step of the e-mail dialogs is an analytics event. */
  readonly trackModal: ConstructorParameters<typeof EmailManagerViewModel>[0]['track'];
};

export type DashboardInput = { readonly email: string; readonly region: string; readonly subscribed: boolean };

const loading = { state: 'loading' } as const;
const ready = <T>(value: T): Area<T> => ({ state: 'ready', value });
const failed = { state: 'failed' } as const;
const fromEither = <T>(result: E.Either<HttpFailure, T>): Area<T> => (E.isRight(result) ? ready(result.right) : failed);

/** The signed-in home: each area loads, shows and fails on its own, so one failing read never blanks the page. */
export class DashboardViewModel {
  profile: Area<UserProfile> = loading;
  subscription: Area<SubscriptionStatus> = loading;
  /** Null until one is requested. */
  contract: Area<RemovalContract | null> = loading;
  emails: Area<readonly EmailAddress[]> = loading;
  removals: Area<RemovalSummary> = loading;
  /** Null breaches is its own state: we could not check, which is not "no breaches". */
  breaches: Area<VisibleBreaches | null> = loading;
  /** Set by a save in the editor, so the card can say it was saved. */
  profileSaved = false;
  /** The address the person signs in with: the session's, then each new primary's. */
  signedInAs: string;
  contractBusy = false;
  contractError: string | null = null;
  readonly emailManager: EmailManagerViewModel;
  readonly editor: ProfileEditorViewModel;

  constructor(
    private readonly deps: DashboardDeps,
    readonly input: DashboardInput,
  ) {
    this.signedInAs = input.email;
    this.emailManager = new EmailManagerViewModel({
      emails: deps.emails,
      current: () => (this.emails.state === 'ready' ? this.emails.value : []),
      onChange: (emails) => this.setEmails(emails),
      onSignInChange: (email) => this.setSignedInAs(email),
      track: deps.trackModal,
    });
    this.editor = new ProfileEditorViewModel({ saveUserProfile: deps.saveUserProfile, onSaved: (profile) => this.profileWasSaved(profile) });
    makeAutoObservable<this, 'deps'>(this, { deps: false, emailManager: false, editor: false }, { autoBind: true });
  }

  get region(): string {
    return this.input.region;
  }

  get subscriptionActive(): boolean {
    return this.subscription.state === 'ready' && isSubscriptionActive(this.subscription.value);
  }

  /** Whether the subscription could be checked: an unknown one is not a lapsed one. */
  get subscriptionKnown(): boolean {
    return this.subscription.state === 'ready' && describeSubscription(this.subscription.value) !== null;
  }

  /** Each area settles as its answer lands; resolves once all have. */
  async load(): Promise<void> {
    const reads = this.deps.data.read();
    await Promise.all((Object.keys(reads) as DashboardPart[]).map((part) => this.settle(part, reads[part])));
  }

  /** Reads one area again (its "Try again"); the area shows loading meanwhile. */
  async retry(part: DashboardPart): Promise<void> {
    if (this[part].state === 'loading') return;
    this[part] = loading;
    await this.settle(part, this.deps.data.readPart(part));
  }

  private async settle<K extends DashboardPart>(part: K, read: DashboardReads[K]): Promise<void> {
    const setters: { readonly [P in DashboardPart]: (answer: Awaited<DashboardReads[P]>) => void } = {
      profile: (r) => (this.profile = fromEither(r)),
      subscription: (s) => (this.subscription = ready(s)),
      contract: (r) => (this.contract = fromEither(E.map((c: O.Option<RemovalContract>) => O.toNullable(c))(r))),
      emails: (r) => (this.emails = fromEither(r)),
      removals: (r) => (this.removals = fromEither(r)),
      breaches: (s) => (this.breaches = ready(s.dataBreaches === null ? null : visibleBreaches(s.dataBreaches))),
    };
    const answer = await read;
    runInAction(() => setters[part](answer));
  }

  async editProfileWhenLoaded(): Promise<void> {
    await when(() => this.profile.state !== 'loading');
    if (this.profile.state === 'ready') this.editor.start(this.profile.value);
  }

  setProfile(profile: UserProfile): void {
    this.profile = ready(profile);
  }

  private profileWasSaved(profile: UserProfile): void {
    this.setProfile(profile);
    this.profileSaved = true;
  }

  setSignedInAs(email: string): void {
    this.signedInAs = email;
  }

  /** New addresses: the breaches are those of the verified addresses, so they are read again. */
  setEmails(emails: readonly EmailAddress[]): void {
    this.emails = ready(emails);
    void this.retry('breaches');
  }

  /** Gives the new contract, or null when none was made (the error is set). */
  async requestContract(): Promise<RemovalContract | null> {
    return this.changeContract(async () => E.map((contract: RemovalContract): RemovalContract | null => contract)(await this.deps.requestRemovalContract()));
  }

  async deleteContract(): Promise<void> {
    await this.changeContract(async () => E.map((): RemovalContract | null => null)(await this.deps.deleteRemovalContract()));
  }

  private async changeContract(change: () => Promise<E.Either<HttpFailure, RemovalContract | null>>): Promise<RemovalContract | null> {
    if (this.contractBusy) return null;
    this.contractBusy = true;
    this.contractError = null;
    const result = await change();
    runInAction(() => {
      this.contractBusy = false;
      if (E.isLeft(result)) this.contractError = toPlainMessage(result.left);
      else this.contract = ready(result.right);
    });
    return E.isRight(result) ? result.right : null;
  }
}
