// The typed services object React sees (guides/architecture.md §7): every port resolved once, every
// use-case and view-model factory wired here, so TypeScript checks each argument.
import type { Container } from 'inversify';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { OutboxMessage } from '../stand-ins/outbox/offline-outbox';
import type { DevRecord } from '../stand-ins/dev-recorder/dev-recorder';
import type { PendingDestination } from '../adapters/browser/pending-destination';
import { makeConfirmSignIn, type ConfirmSignIn } from '../application/auth/confirm-sign-in';
import type { GetValidSession } from '../application/auth/get-valid-session';
import { BreachConversations } from '../application/chat/breach-conversations';
import { makeBootSupportChat } from '../application/chat/boot-support-chat';
import { makeSessionLifecycle, type SessionLifecycle } from '../application/session/session-lifecycle';
import { makeSignIn, type SignIn } from '../application/auth/sign-in';
import { makeSignOut, type SignOut } from '../application/auth/sign-out';
import { makeSignUpPasswordless, type SignUpPasswordless } from '../application/auth/sign-up-passwordless';
import { makeFanOutAnalytics, type Analytics } from '../application/analytics/fan-out-analytics';
import { makeGetBreachStatus, type GetBreachStatus } from '../application/breach/get-breach-status';
import type { AnalyticsSink } from '../application/ports/analytics-sink.port';
import type { ChatWidget } from '../application/ports/chat-widget.port';
import type { DeepLinkSource } from '../application/ports/deep-link-source.port';
import type { ProtectionApi } from '../application/ports/protection-api.port';
import type { Signing } from '../application/ports/signing.port';
import { makeSaveUserProfile, type SaveUserProfile } from '../application/profile/save-user-profile';
import { makeAddEmailAddress, type AddEmailAddress } from '../application/email/add-email-address';
import { makeRemoveEmailAddress, type RemoveEmailAddress } from '../application/email/remove-email-address';
import { makeSetPrimaryEmailAddress, type SetPrimaryEmailAddress } from '../application/email/set-primary-email-address';
import { makeVerifyEmailAddress, type VerifyEmailAddress } from '../application/email/verify-email-address';
import { makeGetRemovalContract, type GetRemovalContract } from '../application/removal/get-removal-contract';
import { makeGetSubscriptionStatus, type GetSubscriptionStatus } from '../application/subscription/get-subscription-status';
import type { Clock } from '../application/ports/clock.port';
import type { AuthSession } from '../domain/auth/session/auth-session';
import type { AppMode, ExternalLinks } from './env';
import { TOKENS, resolve } from './tokens';
import { NOTHING_LATE, type LateStart } from '../start-up/late-start';
import { makeOpenDeepLink } from '../application/deep-link/open-deep-link';
import type { History } from '../application/ports/history.port';

export type { AppMode, DevRecord, ExternalLinks, OutboxMessage };

/** The e-mail modals' use-cases (spec §2), which own the address rules. */
export type EmailUseCases = {
  readonly add: AddEmailAddress;
  readonly verify: VerifyEmailAddress;
  readonly setPrimary: SetPrimaryEmailAddress;
  readonly remove: RemoveEmailAddress;
};

/** The passwordless flow of spec §4, ready for the screens. */
export type AuthServices = {
  readonly signUp: SignUpPasswordless;
  readonly signIn: SignIn;
  readonly confirmSignIn: ConfirmSignIn;
  readonly signOut: SignOut;
  /** The session, refreshed when expired; one instance, so concurrent callers share one refresh (spec §4). */
  readonly getValidSession: GetValidSession;
};

/** What the dashboard reads and changes (spec §2 `/dashboard`, §7). */
export type DashboardServices = {
  readonly getSubscriptionStatus: GetSubscriptionStatus;
  readonly getBreachStatus: GetBreachStatus;
  readonly getRemovalContract: GetRemovalContract;
  readonly saveUserProfile: SaveUserProfile;
  readonly emails: EmailUseCases;
  readonly api: ProtectionApi;
};

/** The developer panel's feed: summaries of what the integrations would have sent, newest first. */
export type DevToolsView = {
  list(): readonly DevRecord[];
  subscribe(listener: (records: readonly DevRecord[]) => void): () => void;
};

/** The offline inbox: what the offline user pool would have e-mailed, newest first. */
export type OutboxView = {
  list(): readonly OutboxMessage[];
  subscribe(listener: (messages: readonly OutboxMessage[]) => void): () => void;
};

export type AppServices = {
  readonly mode: AppMode;
  readonly links: ExternalLinks;
  readonly clock: Clock;
  readonly chatWidget: ChatWidget;
  /** Every event to every analytics sink (spec §1); never rejects. */
  readonly analytics: Analytics;
  /**
   * The signed-in user's session, or none. Rejects only on a bug (the route error page shows);
   * offline mode's `session` fault simulates one.
   */
  readonly getCurrentSession: () => Promise<O.Option<AuthSession>>;
  readonly auth: AuthServices;
  readonly dashboard: DashboardServices;
  /** The chatbot's conversations, one per breach key, kept while the tab lives (spec §2, §4). */
  readonly chat: BreachConversations;
  /** The removal contract's signing form (`/signing`): DocuSeal, or the offline signing fake. */
  readonly signing: Signing;
  /** The integrations follow the signed-in user; sign-out empties every store (spec §1, §4). */
  readonly session: SessionLifecycle;
  /** Where a sign-in was headed, for the e-mailed link that cannot carry `next`. */
  readonly pendingDestination: PendingDestination;
  /** Reports an unexpected error (scrubbed; by name only on the console). Never throws. */
  readonly reportError: (error: unknown, context: string) => void;
  /** The vendor SDKs to start off the critical path (main.tsx schedules them). */
  readonly lateStart: LateStart;
  /**
   * Real mode, for a visit from a tracked link: replaces the current entry with the link's in-app route
   * and records the deep-link event (spec §2). Gives the route opened, if any. Never rejects.
   */
  readonly openDeepLink?: (history: Pick<History, 'replace'>) => Promise<O.Option<string>>;
  /** Offline mode only. */
  readonly outbox?: OutboxView;
  /** Offline mode only: what the integrations would have sent (the developer panel). */
  readonly devtools?: DevToolsView;
};

export function resolveAppServices(container: Container): AppServices {
  const config = resolve(container, TOKENS.Config);
  const clock = resolve(container, TOKENS.Clock);
  const auth = authServices(container, clock);
  const errorReporter = resolve(container, TOKENS.ErrorReporter);
  const chatWidget = resolve(container, TOKENS.ChatWidget);
  // Spec §1: every event goes to the analytics service and to the chat widget.
  const analytics = makeFanOutAnalytics([...sinks(container), widgetSink(chatWidget)], errorReporter);
  const random = resolve(container, TOKENS.RandomSource);
  const chat = new BreachConversations({ channel: resolve(container, TOKENS.ChatChannel), logger: resolve(container, TOKENS.Logger), newId: () => random.uuid() });
  return {
    mode: config.mode,
    links: config.links,
    clock,
    chatWidget,
    analytics,
    getCurrentSession: sessionQuery(auth.getValidSession),
    auth,
    dashboard: dashboardServices(resolve(container, TOKENS.ProtectionApi), clock),
    signing: resolve(container, TOKENS.Signing),
    pendingDestination: resolve(container, TOKENS.PendingDestination),
    chat,
    session: makeSessionLifecycle({
      analytics,
      errorReporter,
      bootSupportChat: makeBootSupportChat({ hooks: resolve(container, TOKENS.HooksApi), chatWidget }),
      chatWidget,
      signOut: auth.signOut,
      clearChats: () => chat.clear(),
    }),
    reportError: (error, context) => errorReporter.report(error, context),
    lateStart: container.isBound(TOKENS.LateStart) ? resolve(container, TOKENS.LateStart) : NOTHING_LATE,
    openDeepLink: container.isBound(TOKENS.DeepLinkSource) ? deepLinks(resolve(container, TOKENS.DeepLinkSource), analytics) : undefined,
    outbox: container.isBound(TOKENS.OfflineOutbox) ? resolve(container, TOKENS.OfflineOutbox) : undefined,
    devtools: container.isBound(TOKENS.DevRecorder) ? resolve(container, TOKENS.DevRecorder) : undefined,
  };
}

/** The chat widget as an analytics sink: it is told every event; its identity comes from boot, not identify. */
const widgetSink = (chatWidget: ChatWidget): AnalyticsSink => ({
  identify: () => undefined,
  track: (event) => chatWidget.track(event),
});

function authServices(container: Container, clock: Clock): AuthServices {
  const auth = resolve(container, TOKENS.AuthGateway);
  const signInState = resolve(container, TOKENS.SignInStateStore);
  const logger = resolve(container, TOKENS.Logger);
  const flow = { auth, signInState, clock };
  // The one instance the API adapters' bearer also reads, so a refresh is shared app-wide (spec §4).
  const getValidSession = resolve(container, TOKENS.GetValidSession);
  return {
    signUp: makeSignUpPasswordless({ auth, random: resolve(container, TOKENS.RandomSource) }),
    signIn: makeSignIn(flow),
    confirmSignIn: makeConfirmSignIn(flow),
    signOut: makeSignOut({ auth, signInState, logger }),
    getValidSession,
  };
}

/**
 * The guards' question "who is signed in?": a network failure during a refresh reads as signed out for
 * now (the tokens stay, so the next read can refresh); a rejection (a bug, or the offline `session`
 * fault) passes through to the route error page.
 */
const sessionQuery =
  (getValidSession: GetValidSession): AppServices['getCurrentSession'] =>
  async () =>
    E.getOrElse((): O.Option<AuthSession> => O.none)(await getValidSession());

/** The dashboard's use-cases over one Protection API (exported for UI tests that bring their own fake). */
export const dashboardServices = (api: ProtectionApi, clock: Clock): DashboardServices => ({
  getSubscriptionStatus: makeGetSubscriptionStatus({ api }),
  getBreachStatus: makeGetBreachStatus({ api }),
  getRemovalContract: makeGetRemovalContract({ api }),
  saveUserProfile: makeSaveUserProfile({ api, clock }),
  emails: {
    add: makeAddEmailAddress({ api }),
    verify: makeVerifyEmailAddress({ api }),
    setPrimary: makeSetPrimaryEmailAddress({ api }),
    remove: makeRemoveEmailAddress({ api }),
  },
  api,
});

const deepLinks =
  (source: DeepLinkSource, analytics: Analytics): NonNullable<AppServices['openDeepLink']> =>
  (history) =>
    makeOpenDeepLink({ deepLinks: source, history, analytics })();

/** Every bound analytics sink (the chat widget's is added by resolveAppServices). */
const sinks = (container: Container): AnalyticsSink[] =>
  container.isBound(TOKENS.AnalyticsSink) ? container.getAll<AnalyticsSink>(TOKENS.AnalyticsSink) : [];
