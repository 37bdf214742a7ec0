// Local mode is this module pointed at local-backend.
import { ContainerModule } from 'inversify';
import { browserPasskeys } from '../../adapters/auth/passkey-browser';
import { LazyCognitoAuthGateway } from '../../adapters/auth/lazy-cognito-auth-gateway';
import { ConsoleLogger } from '../../adapters/browser/console-logger';
import { CryptoRandomSource } from '../../adapters/browser/crypto-random-source';
import { LocalStorageSignInStateStore } from '../../adapters/browser/local-storage-sign-in-state-store';
import { SystemClock } from '../../adapters/browser/system-clock';
import { ConsoleErrorReporter } from '../../adapters/error-reporter/console-error-reporter';
import { SentryErrorReporter } from '../../adapters/error-reporter/sentry-error-reporter';
import { AmplitudeAnalyticsSink } from '../../adapters/analytics/amplitude-analytics-sink';
import { BranchDeepLinkSource } from '../../adapters/branch-deep-link-source';
import { NoopChatWidget } from '../../adapters/chat-widget/noop-chat-widget';
import { IntercomChatWidget } from '../../adapters/chat-widget/intercom-chat-widget';
import { AxiosHooksApi } from '../../adapters/hooks-api/axios-hooks-api';
import { ChatProblem, lazyChatChannel } from '../../adapters/chat/lazy-chat-channel';
import { DocusealSigning } from '../../adapters/signing/docuseal-signing';
import { AxiosProtectionApi } from '../../adapters/protection-api/axios-protection-api';
import { makeGetValidSession } from '../../application/auth/get-valid-session';
import { sessionBearer } from '../session-bearer';
import type { RealConfig } from '../env';
import { TOKENS, bindProtectionApi, bindTo } from '../tokens';
import { LocalStorageBreachProgress } from '../../adapters/browser/local-storage-breach-progress';
import { LocalStorageDestinationStore } from '../../adapters/browser/local-storage-destination-store';
import type { BrowserStorages } from './offline.module';
import { AwsIdentityPool } from '../../adapters/identity/aws-identity-pool';
import { RedirectHostedSignOut } from '../../adapters/hosted-sign-out/redirect-hosted-sign-out';
import { makeIdentityCredentials } from '../../application/auth/identity-credentials';
import { StoredCredentialsCache } from '../../adapters/identity/stored-credentials-cache';

export const realModule = (config: RealConfig, storages: BrowserStorages) =>
  new ContainerModule(({ bind }) => {
    bindTo(bind, TOKENS.Config).toConstantValue(config);
    const clock = new SystemClock();
    const logger = new ConsoleLogger();
    // Error reporting only with both a DSN and an environment name; otherwise the console.
    const sentry = config.sentry ? new SentryErrorReporter({ ...config.sentry, logLevel: config.logLevel }) : null;
    const errorReporter = sentry ?? new ConsoleErrorReporter();
    bindTo(bind, TOKENS.ErrorReporter).toConstantValue(errorReporter);
    const amplitude = new AmplitudeAnalyticsSink({ apiKey: config.analytics.amplitudeKey, proxyUrl: config.analytics.proxyUrl });
    bindTo(bind, TOKENS.AnalyticsSink).toConstantValue(amplitude);
    bindTo(bind, TOKENS.DeepLinkSource).toConstantValue(new BranchDeepLinkSource(config.branchKey, (error, context) => errorReporter.report(error, context)));
    bindTo(bind, TOKENS.Clock).toConstantValue(clock);
    bindTo(bind, TOKENS.DestinationStore).toConstantValue(new LocalStorageDestinationStore(storages.local));
    bindTo(bind, TOKENS.BreachProgressDevice).toConstantValue(new LocalStorageBreachProgress(storages.local));
    // Tokens in localStorage, keyed by the user's id rather than the e-mail (ADR 008).
    // Passkeys only where the browser has WebAuthn; the ceremony itself loads when first used.
    const auth = new LazyCognitoAuthGateway(config.cognito, storages.local, browserPasskeys(window));
    bindTo(bind, TOKENS.SignUpGateway).toConstantValue(auth);
    bindTo(bind, TOKENS.SignInGateway).toConstantValue(auth);
    bindTo(bind, TOKENS.AccountSecurityGateway).toConstantValue(auth);
    const getValidSession = makeGetValidSession({ auth, clock, logger });
    bindTo(bind, TOKENS.GetValidSession).toConstantValue(getValidSession);
    const bearer = sessionBearer(getValidSession);
    bindProtectionApi(
      bind,
      new AxiosProtectionApi({
        protectionApi: config.protectionApi,
        verificationUrl: config.verificationUrl,
        bearer,
        decodingWorker: () =>
          import(/* webpackChunkName: "breach-status-worker" */ '../../adapters/protection-api/breach-status-worker').then(({ createBreachStatusWorker }) =>
            createBreachStatusWorker(),
          ),
      }),
    );
    bindTo(bind, TOKENS.HooksApi).toConstantValue(new AxiosHooksApi({ hooksApi: config.hooksApi, bearer }));
    bindTo(bind, TOKENS.Signing).toConstantValue(new DocusealSigning(config.docusealHost));
    const random = new CryptoRandomSource();
    const reportChat = (problem: string) => errorReporter.report(new ChatProblem(problem), 'chat channel');
    bindTo(bind, TOKENS.ChatChannel).toConstantValue(
      lazyChatChannel(async () => {
        const [{ FrameChatChannel }, { webSocketTransport }] = await Promise.all([
          import(/* webpackChunkName: "chat-channel" */ '../../adapters/chat/frame-chat-channel'),
          import(/* webpackChunkName: "chat-channel" */ '../../adapters/chat/websocket-transport'),
        ]);
        return new FrameChatChannel({
          transport: webSocketTransport(config.chatbotSocketUrl, (url) => new WebSocket(url)),
          bearer,
          newId: () => random.uuid(),
          report: reportChat,
          random: () => random.randomInt(1_000_000) / 1_000_000,
        });
      }, reportChat),
    );
    // The support chat only with an app id.
    const intercom = config.intercom ? new IntercomChatWidget(config.intercom) : null;
    bindTo(bind, TOKENS.ChatWidget).toConstantValue(intercom ?? new NoopChatWidget());
    bindTo(bind, TOKENS.LateStart).toConstantValue({
      afterFirstPaint: sentry ? [() => sentry.start()] : [],
      atIdle: [() => amplitude.start(), ...(intercom ? [() => intercom.start()] : [])],
    });
    bindTo(bind, TOKENS.RandomSource).toConstantValue(random);
    bindTo(bind, TOKENS.SignInStateStore).toConstantValue(new LocalStorageSignInStateStore(storages.local));
    bindTo(bind, TOKENS.Logger).toConstantValue(logger);
    if (config.hostedSignOut && typeof window !== 'undefined') {
      const hosted = { ...config.hostedSignOut, clientId: config.cognito.clientId };
      bindTo(bind, TOKENS.HostedSignOut).toConstantValue(
        new RedirectHostedSignOut(hosted, { location: window.location, history: window.history, storage: storages.session }),
      );
    }
    // The identity client's code is fetched only with an identity pool, and then on first use.
    if (config.identityPool) {
      const { id, endpoint, guestAccess } = config.identityPool;
      bindTo(bind, TOKENS.IdentityCredentials).toConstantValue(
        makeIdentityCredentials({
          pool: new AwsIdentityPool({ identityPoolId: id, endpoint }),
          clock,
          userPoolId: config.cognito.userPoolId,
          allowGuest: guestAccess,
          store: new StoredCredentialsCache(storages.session),
        }),
      );
    }
  });
