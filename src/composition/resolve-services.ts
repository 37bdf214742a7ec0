import { makeAccountSecurity } from '../application/auth/account-security';
import type { Container } from 'inversify';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { makeConfirmSignIn } from '../application/auth/confirm-sign-in';
import { makeRefreshSession, type RefreshSession } from '../application/auth/refresh-session';
import type { GetValidSession } from '../application/auth/get-valid-session';
import { makeSignIn } from '../application/auth/sign-in';
import { signUpConfirmation } from './sign-up-confirmation';
import { makeSignOut } from '../application/auth/sign-out';
import { makeFanOutAnalytics, type Analytics } from '../application/fan-out-analytics';
import { BreachConversations } from '../application/chat/breach-conversations';
import { makeBootSupportChat, makeSupportChat } from '../application/chat/support-chat';
import { makeBreaches, type BreachesDeps } from '../application/breaches';
import { makeEmailAddresses } from '../application/email-addresses';
import { makeDashboardData, readSubscription } from '../application/load-dashboard';
import type { AccountApi, EmailAddressApi, RemovalApi } from '../application/ports/protection-api.port';
import { makeProfile } from '../application/profile';
import { makeRemoval } from '../application/removal';
import { makeOpenDeepLink } from '../application/open-deep-link';
import { type ForgetExpiredSignIn, makeForgetExpiredSignIn } from '../application/auth/forget-expired-sign-in';
import { makeSignInDestination } from '../application/auth/sign-in-destination';
import type { AnalyticsSink } from '../application/ports/analytics-sink.port';
import type { ChatWidget } from '../application/ports/chat-widget.port';
import type { DeepLinkSource } from '../application/ports/deep-link-source.port';
import type { History } from '../application/ports/history.port';
import type { Signing } from '../application/ports/signing.port';
import { makeSessionLifecycle } from '../application/session/session-lifecycle';
import { makeSessionRecovery, recovering, recoveringChatChannel } from '../application/session/session-recovery';
import type { AuthSession } from '../domain/auth/session/auth-session';
import type { AppServices, DashboardServices, SigningServices } from '../ui/app-services';
import { TOKENS, resolve } from './tokens';
import type { IdentityCredentialsService } from '../application/auth/identity-credentials';
import type { Logger } from '../application/ports/logger.port';
import type { LateStart } from '../application/ports/late-start.port';

export type StartUpServices = {
  readonly lateStart: LateStart;
  /** Real mode, for a visit from a tracked link: replaces the entry with the link's route and records the visit. Never rejects. */
  readonly openDeepLink?: (history: Pick<History, 'replace'>) => Promise<O.Option<string>>;
  /** Forgets a pending sign-in past its life (it is kept for the browser, not the tab). Never rejects. */
  readonly forgetExpiredSignIn: ForgetExpiredSignIn;
};

export function resolveServices(container: Container): { readonly app: AppServices; readonly startUp: StartUpServices } {
  const config = resolve(container, TOKENS.Config);
  const clock = resolve(container, TOKENS.Clock);
  const errorReporter = resolve(container, TOKENS.ErrorReporter);
  const chatWidget = resolve(container, TOKENS.ChatWidget);
  const analytics = makeFanOutAnalytics([...sinks(container), widgetSink(chatWidget)], errorReporter);
  const random = resolve(container, TOKENS.RandomSource);
  const logger = resolve(container, TOKENS.Logger);
  const auth = resolve(container, TOKENS.SignInGateway);
  const signInState = resolve(container, TOKENS.SignInStateStore);
  const getValidSession = resolve(container, TOKENS.GetValidSession);
  const identity = container.isBound(TOKENS.IdentityCredentials) ? resolve(container, TOKENS.IdentityCredentials) : undefined;
  const hostedSignOut = container.isBound(TOKENS.HostedSignOut) ? resolve(container, TOKENS.HostedSignOut) : undefined;
  const signOut = makeSignOut({ auth, signInState, logger, identity, hostedSignOut });
  const readSession = withIdentityId(getValidSession, identity, logger);
  // A 401 from our own APIs: one shared refresh, the call once more, else the session ends.
  const recovery = makeSessionRecovery({ renew: getValidSession.renew, signOut });
  const apis: ProtectionApis = {
    emails: recovering(resolve(container, TOKENS.EmailAddressApi), recovery),
    removal: recovering(resolve(container, TOKENS.RemovalApi), recovery),
    account: recovering(resolve(container, TOKENS.AccountApi), recovery),
  };
  const dashboard = dashboardServices({
    apis,
    clock,
    device: resolve(container, TOKENS.BreachProgressDevice),
    sessions: { currentSession: sessionQuery(getValidSession) },
    refreshSession: makeRefreshSession({ auth }),
  });
  const flow = { auth, signInState, clock };
  const conversations = new BreachConversations({
    channel: recoveringChatChannel(resolve(container, TOKENS.ChatChannel), recovery),
    logger,
    newId: () => random.uuid(),
  });
  const app: AppServices = {
    mode: config.mode,
    links: config.links,
    prices: config.prices,
    now: () => clock.now(),
    supportChat: makeSupportChat({ chatWidget }),
    analytics,
    getCurrentSession: sessionQuery(readSession),
    readSession: async () => E.getOrElseW((): 'unreachable' => 'unreachable')(await readSession()),
    sessionEvents: { subscribe: (listener) => recovery.subscribe(listener) },
    auth: {
      signIn: makeSignIn({ ...flow, getValidSession }),
      confirmSignIn: makeConfirmSignIn(flow),
      signUpConfirmation: signUpConfirmation({
        auth: resolve(container, TOKENS.SignUpGateway),
        random,
        clock,
        signIn: makeSignIn({ ...flow, getValidSession }),
      }),
      destination: makeSignInDestination({ store: resolve(container, TOKENS.DestinationStore), clock }),
      ...makeAccountSecurity({ auth: resolve(container, TOKENS.AccountSecurityGateway), getValidSession }),
    },
    dashboard,
    chat: { conversations, getBreachStatus: dashboard.breaches.status },
    signing: signingServices(apis.removal, resolve(container, TOKENS.Signing)),
    session: makeSessionLifecycle({
      analytics,
      errorReporter,
      bootSupportChat: makeBootSupportChat({ hooks: recovering(resolve(container, TOKENS.HooksApi), recovery), chatWidget }),
      chatWidget,
      signOut,
      clearChats: () => conversations.clear(),
    }),
    hostedSignOutReturn: hostedSignOut?.takeReturn() ?? 'none',
    reportError: (error, context) => errorReporter.report(error, context),
    outbox: container.isBound(TOKENS.OfflineOutbox) ? resolve(container, TOKENS.OfflineOutbox) : undefined,
    devtools: container.isBound(TOKENS.DevRecorder) ? resolve(container, TOKENS.DevRecorder) : undefined,
  };
  const startUp: StartUpServices = {
    lateStart: container.isBound(TOKENS.LateStart) ? resolve(container, TOKENS.LateStart) : { afterFirstPaint: [], atIdle: [] },
    openDeepLink: container.isBound(TOKENS.DeepLinkSource) ? deepLinks(resolve(container, TOKENS.DeepLinkSource), analytics) : undefined,
    forgetExpiredSignIn: makeForgetExpiredSignIn({ signInState, clock }),
  };
  return { app, startUp };
}

/**
 * The session with its identity-pool identity id: the credentials are fetched (or taken from their cache)
 * before the session is given; a failure leaves the id out and is logged, the session stands. Guest
 * credentials, when guest access is configured, are fetched in the background for signed-out readers.
 */
const withIdentityId =
  (getValidSession: GetValidSession, identity: IdentityCredentialsService | undefined, logger: Logger): GetValidSession =>
  async () => {
    const read = await getValidSession();
    if (identity === undefined || E.isLeft(read)) return read;
    const session = read.right;
    const credentials = identity.credentialsFor(session);
    if (O.isNone(session)) return read;
    const answer = await credentials;
    if (E.isLeft(answer)) logger.warn('Identity-pool credentials not fetched.', answer.left.kind);
    const identityId = O.toUndefined(identity.cachedIdentityId(session));
    return identityId === undefined ? read : E.right(O.some({ ...session.value, identityId }));
  };

/** The chat widget hears every event; its identity comes from boot, not identify. */
const widgetSink = (chatWidget: ChatWidget): AnalyticsSink => ({ identify: () => undefined, track: (event) => chatWidget.track(event) });

/** A network failure during a refresh reads as signed out for now; the tokens stay, so the next read can refresh. */
const sessionQuery =
  (getValidSession: GetValidSession): AppServices['getCurrentSession'] =>
  async () =>
    E.getOrElse((): O.Option<AuthSession> => O.none)(await getValidSession());

/** The Protection API's ports (one adapter serves them all). */
export type ProtectionApis = { readonly emails: EmailAddressApi; readonly removal: RemovalApi; readonly account: AccountApi };

export const dashboardServices = ({
  apis,
  clock,
  device,
  sessions,
  refreshSession,
}: Omit<BreachesDeps, 'api'> & { readonly apis: ProtectionApis; readonly refreshSession: RefreshSession }): DashboardServices => {
  const emails = makeEmailAddresses({ api: apis.emails, refreshSession });
  const removal = makeRemoval({ api: apis.removal });
  const profile = makeProfile({ api: apis.account, clock });
  const breaches = makeBreaches({ api: apis.account, device, sessions, clock });
  const data = makeDashboardData(
    {
      profile: profile.read,
      subscription: readSubscription(apis.account),
      contract: removal.contract,
      emails: emails.list,
      removals: removal.stats,
      breaches: breaches.status,
      progress: breaches.readProgress,
    },
    clock,
  );
  return { data, breaches, profile, emails, removal };
};

export const signingServices = (api: RemovalApi, signing: Signing): SigningServices => ({
  check: makeRemoval({ api }).checkSigningLink,
  sign: (container, slug, signal) => signing.sign(container, slug, signal),
});

const deepLinks =
  (source: DeepLinkSource, analytics: Analytics): NonNullable<StartUpServices['openDeepLink']> =>
  (history) =>
    makeOpenDeepLink({ deepLinks: source, history, analytics })();

const sinks = (container: Container): AnalyticsSink[] => (container.isBound(TOKENS.AnalyticsSink) ? container.getAll<AnalyticsSink>(TOKENS.AnalyticsSink) : []);
