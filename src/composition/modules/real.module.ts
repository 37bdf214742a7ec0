// Local mode is this module pointed at local-backend.
import { ContainerModule } from 'inversify';
import { browserPasskeys } from '../../adapters/auth/passkey-browser';
import { LazyCognitoAuthGateway } from '../../adapters/auth/lazy-cognito-auth-gateway';
import { ConsoleErrorReporter } from '../../adapters/error-reporter/console-error-reporter';
import { SentryErrorReporter } from '../../adapters/error-reporter/sentry-error-reporter';
import { AmplitudeAnalyticsSink } from '../../adapters/analytics/amplitude-analytics-sink';
import { lazyDeepLinkSource } from '../../adapters/lazy-deep-link-source';
import { NoopChatWidget } from '../../adapters/chat-widget/noop-chat-widget';
import { IntercomChatWidget } from '../../adapters/chat-widget/intercom-chat-widget';
import { AxiosHooksApi } from '../../adapters/hooks-api/axios-hooks-api';
import { lazySigning } from '../../adapters/signing/lazy-signing';
import { AxiosProtectionApi } from '../../adapters/protection-api/axios-protection-api';
import { sessionBearer } from '../session-bearer';
import type { RealConfig } from '../env';
import { TOKENS, bindTo } from '../tokens';
import { type BrowserStorages, sharedBindings } from './both-modes';
import { earlyAnswersOf } from '../../adapters/http/early-answers';
import { warmHttpClient } from '../../adapters/http/json-http-client';
import { AwsIdentityPool } from '../../adapters/identity/aws-identity-pool';
import { RedirectHostedSignOut } from '../../adapters/hosted-sign-out/redirect-hosted-sign-out';

export const realModule = (config: RealConfig, storages: BrowserStorages) =>
  new ContainerModule(({ bind }) => {
    const { random, bindUserPool, bindChatChannel, bindIdentityCredentials } = sharedBindings(bind, config, storages);
    const sentry = config.sentry ? new SentryErrorReporter({ ...config.sentry, logLevel: config.logLevel }) : null;
    const errorReporter = sentry ?? new ConsoleErrorReporter();
    bindTo(bind, TOKENS.ErrorReporter).toConstantValue(errorReporter);
    const amplitude = new AmplitudeAnalyticsSink({ apiKey: config.analytics.amplitudeKey, proxyUrl: config.analytics.proxyUrl });
    bindTo(bind, TOKENS.AnalyticsSink).toConstantValue(amplitude);
    const reportError = (error: unknown, context: string) => errorReporter.report(error, context);
    const branch = () => import(/* webpackChunkName: "branch-link" */ '../../adapters/branch-deep-link-source');
    bindTo(bind, TOKENS.DeepLinkSource).toConstantValue(
      lazyDeepLinkSource(() => branch().then(({ BranchDeepLinkSource }) => new BranchDeepLinkSource(config.branchKey, reportError)), reportError),
    );
    // Tokens in localStorage, keyed by the user's id rather than the e-mail (ADR 008).
    // Passkeys only where the browser has WebAuthn; the ceremony itself loads when first used.
    const bearer = sessionBearer(bindUserPool(new LazyCognitoAuthGateway(config.cognito, storages.local, browserPasskeys(window))));
    const decodingWorker = () =>
      import(/* webpackChunkName: "breach-status-worker" */ '../../adapters/protection-api/breach-status-worker').then(({ createBreachStatusWorker }) =>
        createBreachStatusWorker(),
      );
    bindTo(bind, TOKENS.ProtectionApi).toConstantValue(
      new AxiosProtectionApi({
        protectionApi: config.protectionApi,
        verificationUrl: config.verificationUrl,
        verificationKey: config.verificationKey,
        bearer,
        decodingWorker,
        early: earlyAnswersOf(window),
      }),
    );
    bindTo(bind, TOKENS.HooksApi).toConstantValue(new AxiosHooksApi({ hooksApi: config.hooksApi, bearer }));
    // In the signing screen's chunk: the form's code comes with the one screen that shows it.
    const signing = () => import(/* webpackChunkName: "signing" */ '../../adapters/signing/docuseal-signing');
    bindTo(bind, TOKENS.Signing).toConstantValue(lazySigning(() => signing().then(({ DocusealSigning }) => new DocusealSigning(config.docusealHost))));
    bindChatChannel(errorReporter, async (report) => {
      const [{ FrameChatChannel }, { webSocketTransport }] = await Promise.all([
        import(/* webpackChunkName: "chat-channel" */ '../../adapters/chat/frame-chat-channel'),
        import(/* webpackChunkName: "chat-channel" */ '../../adapters/chat/websocket-transport'),
      ]);
      return new FrameChatChannel({
        transport: webSocketTransport(withApiKey(config.chatbotSocketUrl, config.chatbotSocketKey), (url) => new WebSocket(url)),
        bearer,
        newId: () => random.uuid(),
        report,
        random: () => random.randomInt(1_000_000) / 1_000_000,
      });
    });
    const intercom = config.intercom ? new IntercomChatWidget(config.intercom) : null;
    bindTo(bind, TOKENS.ChatWidget).toConstantValue(intercom ?? new NoopChatWidget());
    bindTo(bind, TOKENS.LateStart).toConstantValue({
      afterData: [warmHttpClient, ...(sentry ? [() => sentry.start()] : [])],
      atIdle: [() => amplitude.start(), ...(intercom ? [() => intercom.start()] : [])],
    });
    if (config.hostedSignOut) {
      const hosted = { ...config.hostedSignOut, clientId: config.cognito.clientId };
      bindTo(bind, TOKENS.HostedSignOut).toConstantValue(
        new RedirectHostedSignOut(hosted, { location: window.location, history: window.history, storage: storages.session }),
      );
    }
    if (config.identityPool) {
      const { id, endpoint, guestAccess } = config.identityPool;
      bindIdentityCredentials({ pool: new AwsIdentityPool({ identityPoolId: id, endpoint }), userPoolId: config.cognito.userPoolId, allowGuest: guestAccess });
    }
  });

/** The app's key in the socket's query: it names the app, never the person (whose token goes in each frame). */
function withApiKey(socketUrl: string, key: string): string {
  const url = new URL(socketUrl);
  url.searchParams.set('api_key', key);
  return url.toString();
}
