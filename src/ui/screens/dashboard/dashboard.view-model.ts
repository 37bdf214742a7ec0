import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { makeAutoObservable, runInAction, when } from 'mobx';
import type { RegionUseCases } from '../../../application/auth/account-security';
import type { Breaches, KeptProgress } from '../../../application/breaches';
import type { Analytics } from '../../../application/fan-out-analytics';
import type { DashboardPart, DashboardReads } from '../../../application/load-dashboard';
import type { GuidedFixEvent } from '../../../domain/analytics-event';
import type { Breach, Exposure, RankedBreaches, TrackedBreach } from '../../../domain/breach/breach';
import { fixSteps } from '../../../domain/breach/breach-guidance';
import { NO_PROGRESS } from '../../../domain/breach/breach-progress';
import { exposureWithFixed, rankBreaches, splitByProgress, type BreachLists } from '../../../domain/breach/breach-ranking';
import { dashboardStatus, type DashboardStatus } from '../../../domain/dashboard-status';
import type { EmailAddress } from '../../../domain/email/email-address';
import { sinceLastVisit, type News } from '../../../domain/since-last-visit';
import type { UserProfile } from '../../../domain/profile/user-profile';
import { detailsMissingForRemoval, type RemovalContract, type RemovalSummary } from '../../../domain/removal/removal';
import { describeSubscription, type SubscriptionStatus } from '../../../domain/subscription/subscription-status';
import { toPlainMessage } from '../../../domain/user-message';
import type { DashboardServices } from '../../app-services';
import type { ReportError } from '../shared/auth-copy';
import { fromEither, loading, PART_NAMES, PARTS, ready, type Area } from './dashboard-parts';
import { BreachListView } from './breach-list.view-model';
import { EmailManagerViewModel } from './email-manager.view-model';
import { RemovalAuthorisation } from './removal-authorisation.view-model';
import { ProfileEditorViewModel } from './profile-editor.view-model';
import { RegionViewModel } from './region.view-model';

export type DashboardDeps = Pick<DashboardServices, 'data' | 'emails' | 'profile' | 'removal' | 'lastVisit'> & {
  readonly breaches: Pick<Breaches, 'setFixed'>;
  /** Each step of the e-mail dialogs and of a guided fix; a fix's by its kind of data, never the breach. */
  readonly analytics: Pick<Analytics, 'track'>;
  readonly changeRegion: RegionUseCases['change'];
  readonly reportError?: ReportError;
};

export type OpenFix = { readonly key: string; readonly step: number };

export type DashboardInput = { readonly email: string; readonly region: string; readonly subscribed: boolean };

const NO_LISTS: BreachLists = { needAction: [], fixed: [] };

/** The signed-in home: each area loads, shows and fails on its own, so one failing read never blanks the page. */
export class DashboardViewModel {
  profile: Area<UserProfile> = loading;
  subscription: Area<SubscriptionStatus> = loading;
  contract: Area<RemovalContract | null> = loading;
  emails: Area<readonly EmailAddress[]> = loading;
  removals: Area<RemovalSummary> = loading;
  /** Null: they could not be checked, which is not "no breaches". Ranked once per answer; what is fixed is laid over it. */
  breaches: Area<RankedBreaches | null> = loading;
  progress: Area<KeptProgress> = loading;
  openFix: OpenFix | null = null;
  fixBusy: string | null = null;
  fixError: { readonly key: string; readonly message: string } | null = null;
  justFixed: { readonly title: string; readonly next: { readonly key: string; readonly title: string } | null } | null = null;
  profileNews: string | null = null;
  previousVisit: string | null = null;
  /** The address the person signs in with: the session's, then each new primary's. */
  signedInAs: string;
  readonly authorisation: RemovalAuthorisation;
  readonly emailManager: EmailManagerViewModel;
  readonly editor: ProfileEditorViewModel;
  readonly region: RegionViewModel;
  readonly list: BreachListView;

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
      onDone: (news) => this.tellProfileNews(news),
      track: (name) => void deps.analytics.track({ type: 'modal', name }),
    });
    this.editor = new ProfileEditorViewModel({ save: deps.profile.save, onSaved: (profile) => this.profileWasSaved(profile) });
    this.list = new BreachListView(() => this);
    this.authorisation = new RemovalAuthorisation(deps.removal, (contract) => (this.contract = ready(contract)));
    this.region = new RegionViewModel(
      { change: deps.changeRegion, reportError: deps.reportError, onSaved: (news) => this.tellProfileNews(news) },
      input.region,
    );
    // Answers are replaced whole, never changed in place: observed by reference, so 100,000 breaches are not 100,000 observables.
    makeAutoObservable<this, 'deps'>(
      this,
      { deps: false, emailManager: false, editor: false, region: false, list: false, authorisation: false },
      { autoBind: true, deep: false },
    );
  }

  async load(): Promise<void> {
    const reads = this.deps.data.read();
    // After the profile, as every other read: its answer settles the session they all use.
    void reads.profile.then(this.deps.lastVisit).then((at) => runInAction(() => (this.previousVisit = at)));
    await Promise.all((Object.keys(reads) as DashboardPart[]).map((part) => this.settle(part, reads[part])));
  }

  /** The parts that could not be read: a failed read, breaches that could not be checked, an unknown subscription. */
  get failedParts(): readonly DashboardPart[] {
    const unread: Partial<Record<DashboardPart, boolean>> = {
      breaches: this.breaches.state === 'ready' && this.breaches.value === null,
      subscription: this.subscription.state === 'ready' && describeSubscription(this.subscription.value) === null,
    };
    return PARTS.filter((part) => unread[part] ?? this[part].state === 'failed');
  }

  get severalUnread(): boolean {
    return this.failedParts.length > 1;
  }

  get news(): readonly News[] {
    if (this.removals.state !== 'ready' || this.progress.state === 'loading') return [];
    const breaches = this.ranking === null ? null : [...this.needAction, ...this.fixed];
    return sinceLastVisit(this.previousVisit, { breaches, brokers: this.removals.value.brokers }, Date.now());
  }

  get personName(): string {
    return this.profile.state === 'ready' ? `${this.profile.value.firstName} ${this.profile.value.lastName}`.trim() : '';
  }

  get detailsMissing(): readonly string[] {
    return this.profile.state === 'ready' ? detailsMissingForRemoval(this.profile.value) : [];
  }

  /** With one address, which is in a breach goes without saying; unknown until the addresses are read. */
  get severalAddresses(): boolean {
    return this.emails.state !== 'ready' || this.emails.value.length > 1;
  }

  /** The headline's "Try again", and a connection that comes back: each part that could not be read, read again once. */
  async retryFailed(): Promise<void> {
    await Promise.all(this.failedParts.map((part) => this.retry(part)));
  }

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
      breaches: (s) => (this.breaches = ready(s.dataBreaches === null ? null : (s.ranking ?? rankBreaches(s.dataBreaches)))),
      progress: (r) => (this.progress = fromEither(r)),
    };
    const answer = await read;
    runInAction(() => setters[part](answer));
  }

  private get ranking(): RankedBreaches | null {
    return this.breaches.state === 'ready' ? this.breaches.value : null;
  }

  /** All need action while progress is unknown; a change of progress costs one pass over the ranking, never a new ranking. */
  private get lists(): BreachLists {
    const ranking = this.ranking;
    return ranking === null ? NO_LISTS : splitByProgress(ranking, this.progress.state === 'ready' ? this.progress.value.progress : NO_PROGRESS);
  }

  get needAction(): readonly TrackedBreach[] {
    return this.lists.needAction;
  }

  get fixed(): readonly TrackedBreach[] {
    return this.lists.fixed;
  }

  private shownBreach(key: string): TrackedBreach | undefined {
    return this.ranking?.ranked.find((b) => b.key === key);
  }

  get exposure(): readonly Exposure[] {
    const ranking = this.ranking;
    return ranking === null ? [] : exposureWithFixed(ranking, this.fixed);
  }

  get status(): DashboardStatus {
    const known = <T, U>(area: Area<T>, value: (v: T) => U | 'failed'): 'loading' | 'failed' | U =>
      area.state === 'loading' ? 'loading' : area.state === 'failed' ? 'failed' : value(area.value);
    return dashboardStatus({
      breaches:
        this.progress.state === 'loading'
          ? 'loading'
          : known(this.breaches, (b) => (b === null ? 'failed' : { needAction: this.needAction, fixed: this.fixed.length })),
      removals: known(this.removals, (r) => ({ total: r.total, removed: r.removed })),
      contract: known(this.contract, (c) => (c === null ? 'none' : c.status === 'SIGNED' ? 'signed' : 'pending')),
      detailsMissing: this.detailsMissing,
      unread: this.failedParts.map((part) => i18n._(PART_NAMES[part])),
    });
  }

  startFix(key: string): void {
    const tracked = this.shownBreach(key);
    if (tracked === undefined) return;
    this.list.reveal(tracked);
    this.justFixed = null;
    this.openFix = { key, step: 0 };
    this.fixError = null;
    this.trackStep('open', tracked.breach, 0);
  }

  closeFix(): void {
    this.openFix = null;
  }

  skipFix(): void {
    const open = this.openFix;
    const tracked = open === null ? undefined : this.shownBreach(open.key);
    if (open === null || tracked === undefined) return;
    this.trackStep('skip', tracked.breach, open.step);
    const list = this.list.needActionOfKind;
    const next = list[list.findIndex((b) => b.key === open.key) + 1];
    if (next === undefined) this.closeFix();
    else this.startFix(next.key);
  }

  moveFix(by: 1 | -1): void {
    const open = this.openFix;
    const tracked = open === null ? undefined : this.shownBreach(open.key);
    if (open === null || tracked === undefined) return;
    const step = Math.min(Math.max(open.step + by, 0), fixSteps(tracked.breach).length - 1);
    if (step === open.step) return;
    this.openFix = { key: open.key, step };
    this.trackStep('step', tracked.breach, step);
  }

  async setFixed(key: string, fixed: boolean): Promise<void> {
    const tracked = this.shownBreach(key);
    if (this.fixBusy !== null || tracked === undefined) return;
    this.fixBusy = key;
    this.fixError = null;
    const result = await this.deps.breaches.setFixed(key, fixed);
    runInAction(() => {
      this.fixBusy = null;
      if (E.isLeft(result)) {
        this.fixError = { key, message: toPlainMessage(result.left) };
        return;
      }
      this.progress = ready(result.right);
      this.list.lastChanged = key;
      if (!fixed) this.list.reveal(tracked);
      if (this.openFix?.key === key) this.openFix = null;
      const next = this.list.needActionOfKind[0] ?? this.needAction[0];
      if (fixed && next === undefined) {
        // The last one: the list of what is dealt with, and the celebration (not a heading) takes focus.
        this.list.showTab('fixed');
        this.list.lastChanged = null;
      }
      this.justFixed = fixed ? { title: tracked.breach.title, next: next === undefined ? null : { key: next.key, title: next.breach.title } } : null;
    });
    if (E.isRight(result)) this.trackStep(fixed ? 'fixed' : 'undo', tracked.breach, 0);
  }

  dismissFixed(): void {
    this.justFixed = null;
  }

  private trackStep(name: GuidedFixEvent, breach: Breach, step: number): void {
    const dataClass = fixSteps(breach)[step]?.classes[0];
    if (dataClass !== undefined) void this.deps.analytics.track({ type: 'guided fix', name, dataClass });
  }

  async editProfileWhenLoaded(): Promise<void> {
    await when(() => this.profile.state !== 'loading');
    if (this.profile.state === 'ready') this.editor.start(this.profile.value);
  }

  /** The brokers are searched by the profile, so they are read again, quietly: the card keeps what it shows until the answer. */
  private profileWasSaved(profile: UserProfile): void {
    this.profile = ready(profile);
    this.tellProfileNews(t`Your profile is saved.`);
    void this.settle('removals', this.deps.data.readPart('removals'));
  }

  tellProfileNews(news: string): void {
    this.profileNews = news;
  }

  setSignedInAs(email: string): void {
    this.signedInAs = email;
  }

  /** New addresses: the breaches are those of the verified addresses, so they are read again. */
  setEmails(emails: readonly EmailAddress[]): void {
    this.emails = ready(emails);
    void this.retry('breaches');
  }
}
