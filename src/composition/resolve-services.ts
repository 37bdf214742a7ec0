import type { Container } from 'inversify';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { type GetValidSession, makeRefreshSession, type RefreshSession } from '../application/auth/get-valid-session';
import type { IdentityCredentialsService } from '../application/auth/identity-credentials';
import { makeForgetExpiredSignIn, type ForgetExpiredSignIn } from '../application/auth/forget-expired-sign-in';
import { makeSignInDestination } from '../application/auth/sign-in-destination';
import { makeSignOut } from '../application/auth/sign-out';
import { makeBreaches, makeLastVisit, type BreachesDeps } from '../application/breaches';
import { makeBootSupportChat, makeSupportChat } from '../application/chat/support-chat';
import { makeEmailAddresses } from '../application/email-addresses';
import { makeFanOutAnalytics } from '../application/fan-out-analytics';
import { makeDashboardData, readSubscription } from '../application/load-dashboard';
import { makeOpenDeepLink, type OpenDeepLink } from '../application/open-deep-link';
import type { AnalyticsSink } from '../application/ports/analytics-sink.port';
import type { ErrorReporter } from '../application/ports/error-reporter.port';
import type { LateStart } from '../application/ports/late-start.port';
import type { Logger } from '../application/ports/logger.port';
import type { RemovalApi } from '../application/ports/protection-api.port';
import type { Signing } from '../application/ports/signing.port';
import { makeProfile } from '../application/profile';
import { makeRemoval } from '../application/removal';
import { makeSessionLifecycle } from '../application/session/session-lifecycle';
import { makeSessionRecovery, recovering, recoveringChatChannel } from '../application/session/session-recovery';
import { makeReadsSettled } from '../application/reads-settled';
import type { AuthSession } from '../domain/auth/session/auth-session';
import type { AppServices, DashboardServices, SigningServices } from '../ui/app-services';
import { authOnDemand, chatOnDemand } from './on-demand';
import { loadOnce } from '../application/load-once';
import { type ProtectionApi, TOKENS, resolve, resolveIfBound } from './tokens';

export type StartUpServices = {
  readonly lateStart: LateStart;
  /** Real mode only, for a visit from a tracked link. */
  readonly openDeepLink: OpenDeepLink | undefined;
  /** Runs `run` once the page's own reads have settled and painted. */
  readonly whenReadsSettle: (run: () => void) => void;
  /** Forgets a pending sign-in past its life (it is kept for the browser, not the tab). Never rejects. */
  readonly forgetExpiredSignIn: ForgetExpiredSignIn;
};

export function resolveServices(container: Container): { readonly app: AppServices; readonly startUp: StartUpServices } {
  const config = resolve(container, TOKENS.Config);
  const clock = resolve(container, TOKENS.Clock);
  const errorReporter = resolve(container, TOKENS.ErrorReporter);
  const chatWidget = resolve(container, TOKENS.ChatWidget);
  // The chat widget hears every event; its identity comes from boot, not identify.
  const sinks: AnalyticsSink[] = [resolve(container, TOKENS.AnalyticsSink), { identify: () => undefined, track: (event) => chatWidget.track(event) }];
  const analytics = makeFanOutAnalytics(sinks, errorReporter);
  const random = resolve(container, TOKENS.RandomSource);
  const logger = resolve(container, TOKENS.Logger);
  const auth = resolve(container, TOKENS.UserPool);
  const signInState = resolve(container, TOKENS.SignInStateStore);
  const getValidSession = resolve(container, TOKENS.GetValidSession);
  const identity = resolveIfBound(container, TOKENS.IdentityCredentials);
  const hostedSignOut = resolveIfBound(container, TOKENS.HostedSignOut);
  const signOut = makeSignOut({ auth, signInState, logger, identity, hostedSignOut });
  const recovery = makeSessionRecovery({ renew: getValidSession.renew, signOut });
  const report: ErrorReporter['report'] = (error, context) => errorReporter.report(error, context);
  const reads = makeReadsSettled(afterNextPaint);
  const api = recovering(resolve(container, TOKENS.ProtectionApi), recovery, report, reads);
  const refreshSession = makeRefreshSession({ auth });
  const dashboard = dashboardServices({
    api,
    clock,
    device: resolve(container, TOKENS.BreachProgressDevice),
    sessions: { currentSession: sessionQuery(getValidSession) },
    refreshSession,
  });
  // Their code loads on first use (AppServices.onDemand).
  const authPart = loadOnce(async () =>
    (await import(/* webpackChunkName: "auth-services" */ './auth-part')).authPart({ auth, signInState, clock, random, getValidSession, refreshSession }),
  );
  const channel = recoveringChatChannel(resolve(container, TOKENS.ChatChannel), recovery);
  const chatPart = loadOnce(
    async () =>
      new (await import(/* webpackChunkName: "chat-services" */ '../application/chat/breach-conversations')).BreachConversations({
        channel,
        logger,
        newId: () => random.uuid(),
      }),
  );
  const app: AppServices = {
    mode: config.mode,
    links: config.links,
    prices: config.prices,
    trialDays: config.trialDays,
    operator: config.operator,
    now: () => clock.now(),
    supportChat: makeSupportChat({ chatWidget }),
    analytics,
    getCurrentSession: sessionQuery(getValidSession),
    readSession: async () => E.getOrElseW((): 'unreachable' => 'unreachable')(await getValidSession()),
    sessionEvents: { subscribe: (listener) => recovery.subscribe(listener) },
    auth: authOnDemand(authPart, makeSignInDestination({ store: resolve(container, TOKENS.DestinationStore), clock })),
    dashboard,
    chat: chatOnDemand(chatPart, dashboard.breaches.status),
    onDemand: { auth: async () => void (await authPart.load()), chat: async () => void (await chatPart.load()) },
    signing: signingServices(api, resolve(container, TOKENS.Signing)),
    session: makeSessionLifecycle({
      analytics,
      errorReporter,
      bootSupportChat: makeBootSupportChat({ hooks: recovering(resolve(container, TOKENS.HooksApi), recovery, report), chatWidget }),
      chatWidget,
      signOut: recovery.signOut,
      clearChats: () => chatPart.current()?.clear(),
      whenReadsSettle: reads.whenSettled,
      identity: identity && { current: identityIdNow(getValidSession, identity, logger) },
    }),
    hostedSignOutReturn: hostedSignOut?.takeReturn() ?? 'none',
    reportError: report,
    outbox: resolveIfBound(container, TOKENS.OfflineOutbox),
    devtools: resolveIfBound(container, TOKENS.DevRecorder),
  };
  const deepLinks = resolveIfBound(container, TOKENS.DeepLinkSource);
  const startUp: StartUpServices = {
    lateStart: resolveIfBound(container, TOKENS.LateStart) ?? { afterData: [], atIdle: [] },
    whenReadsSettle: reads.whenSettled,
    openDeepLink: deepLinks && makeOpenDeepLink({ deepLinks, analytics }),
    forgetExpiredSignIn: makeForgetExpiredSignIn({ signInState, clock }),
  };
  return { app, startUp };
}

/** The identity pool's id of whoever is signed in now (a guest's, when guest access is on); a failure is logged and leaves it unknown. */
const identityIdNow = (getValidSession: GetValidSession, identity: IdentityCredentialsService, logger: Logger) => async (): Promise<string | undefined> => {
  const read = await getValidSession();
  if (E.isLeft(read)) return undefined;
  const answer = await identity.credentialsFor(read.right);
  if (E.isLeft(answer)) logger.warn('Identity-pool credentials not fetched.', answer.left.kind);
  return O.toUndefined(identity.cachedIdentityId(read.right));
};

// After the next paint (rAF runs before it, the timeout after it), once idle, so what the answers set off has run first.
const afterNextPaint = (run: () => void): void => {
  if (typeof requestAnimationFrame !== 'function') return void setTimeout(run, 0);
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 1000 }) : run());
  requestAnimationFrame(() => setTimeout(whenIdle, 0));
};

/** A network failure during a refresh reads as signed out for now; the tokens stay, so the next read can refresh. */
export const sessionQuery =
  (getValidSession: GetValidSession): AppServices['getCurrentSession'] =>
  async () =>
    E.getOrElse((): O.Option<AuthSession> => O.none)(await getValidSession());

export const dashboardServices = ({
  api,
  clock,
  device,
  sessions,
  refreshSession,
}: Omit<BreachesDeps, 'api'> & { readonly api: ProtectionApi; readonly refreshSession: RefreshSession }): DashboardServices => {
  const emails = makeEmailAddresses({ api, refreshSession });
  const removal = makeRemoval({ api });
  const profile = makeProfile({ api, clock });
  const breaches = makeBreaches({ api, device, sessions, clock });
  const data = makeDashboardData(
    {
      profile: profile.read,
      subscription: readSubscription(api),
      contract: removal.contract,
      emails: emails.list,
      removals: removal.stats,
      breaches: breaches.status,
      progress: breaches.readProgress,
    },
    clock,
  );
  return { data, breaches, profile, emails, removal, lastVisit: makeLastVisit({ api, device, sessions, clock }) };
};

export const signingServices = (api: RemovalApi, signing: Signing): SigningServices => ({
  check: makeRemoval({ api }).checkSigningLink,
  sign: (container, slug, signal) => signing.sign(container, slug, signal),
});
