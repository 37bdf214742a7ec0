// Real mode: the real adapters against the endpoints in the configuration (local mode is this module
// pointed at `local-backend/`).
import { ContainerModule } from 'inversify';
import { CognitoAuthGateway } from '../../adapters/auth/cognito-auth-gateway';
import { ConsoleLogger } from '../../adapters/browser/console-logger';
import { CryptoRandomSource } from '../../adapters/browser/crypto-random-source';
import { SessionStorageSignInStateStore } from '../../adapters/browser/session-storage-sign-in-state-store';
import { SystemClock } from '../../adapters/browser/system-clock';
import { ConsoleErrorReporter } from '../../adapters/error-reporter/console-error-reporter';
import { NoopChatWidget } from '../../adapters/chat-widget/noop-chat-widget';
import { IntercomChatWidget } from '../../adapters/chat-widget/intercom-chat-widget';
import { AxiosHooksApi } from '../../adapters/hooks-api/axios-hooks-api';
import { ChatProblem, FrameChatChannel } from '../../adapters/chat/frame-chat-channel';
import { DocusealSigning } from '../../adapters/signing/docuseal-signing';
import { webSocketTransport } from '../../adapters/chat/websocket-transport';
import { AxiosProtectionApi } from '../../adapters/protection-api/axios-protection-api';
import { makeGetValidSession } from '../../application/auth/get-valid-session';
import { sessionBearer } from '../session-bearer';
import type { RealConfig } from '../env';
import { TOKENS, bindTo } from '../tokens';
import { storagePendingDestination } from '../../adapters/browser/pending-destination';
import type { BrowserStorages } from './offline.module';

export const realModule = (config: RealConfig, storages: BrowserStorages) =>
  new ContainerModule(({ bind }) => {
    bindTo(bind, TOKENS.Config).toConstantValue(config);
    const clock = new SystemClock();
    const logger = new ConsoleLogger();
    const errorReporter = new ConsoleErrorReporter();
    bindTo(bind, TOKENS.ErrorReporter).toConstantValue(errorReporter);
    bindTo(bind, TOKENS.Clock).toConstantValue(clock);
    bindTo(bind, TOKENS.PendingDestination).toConstantValue(storagePendingDestination(storages.local, clock));
    // localStorage, keyed by the user's sub rather than the e-mail: docs/decisions/008-token-storage.md.
    const auth = new CognitoAuthGateway(config.cognito, storages.local);
    bindTo(bind, TOKENS.SessionSource).toConstantValue(auth);
    bindTo(bind, TOKENS.AuthGateway).toConstantValue(auth);
    const getValidSession = makeGetValidSession({ auth, clock, logger });
    bindTo(bind, TOKENS.GetValidSession).toConstantValue(getValidSession);
    const bearer = sessionBearer(getValidSession);
    bindTo(bind, TOKENS.ProtectionApi).toConstantValue(
      new AxiosProtectionApi({ protectionApi: config.protectionApi, verificationUrl: config.verificationUrl, bearer }),
    );
    bindTo(bind, TOKENS.HooksApi).toConstantValue(new AxiosHooksApi({ hooksApi: config.hooksApi, bearer }));
    bindTo(bind, TOKENS.Signing).toConstantValue(new DocusealSigning(config.docusealHost));
    const random = new CryptoRandomSource();
    bindTo(bind, TOKENS.ChatChannel).toConstantValue(
      new FrameChatChannel({
        transport: webSocketTransport(config.chatbotSocketUrl, (url) => new WebSocket(url)),
        bearer,
        newId: () => random.uuid(),
        report: (problem) => errorReporter.report(new ChatProblem(problem), 'chat channel'),
        random: () => random.randomInt(1_000_000) / 1_000_000,
      }),
    );
    // The support chat only with an app id (spec §1); its SDK loads on first use.
    bindTo(bind, TOKENS.ChatWidget).toConstantValue(config.intercom ? new IntercomChatWidget(config.intercom) : new NoopChatWidget());
    bindTo(bind, TOKENS.RandomSource).toConstantValue(random);
    bindTo(bind, TOKENS.SignInStateStore).toConstantValue(new SessionStorageSignInStateStore(storages.session));
    bindTo(bind, TOKENS.Logger).toConstantValue(logger);

  });
