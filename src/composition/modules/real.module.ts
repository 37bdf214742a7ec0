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
import type { RealConfig } from '../env';
import { TOKENS, bindTo } from '../tokens';
import type { BrowserStorages } from './offline.module';

export const realModule = (config: RealConfig, storages: BrowserStorages) =>
  new ContainerModule(({ bind }) => {
    bindTo(bind, TOKENS.Config).toConstantValue(config);
    bindTo(bind, TOKENS.Clock).toConstantValue(new SystemClock());
    // localStorage, keyed by the user's sub rather than the e-mail: docs/decisions/008-token-storage.md.
    const auth = new CognitoAuthGateway(config.cognito, storages.local);
    bindTo(bind, TOKENS.SessionSource).toConstantValue(auth);
    bindTo(bind, TOKENS.AuthGateway).toConstantValue(auth);
    bindTo(bind, TOKENS.ChatWidget).toConstantValue(new NoopChatWidget());
    bindTo(bind, TOKENS.RandomSource).toConstantValue(new CryptoRandomSource());
    bindTo(bind, TOKENS.SignInStateStore).toConstantValue(new SessionStorageSignInStateStore(storages.session));
    bindTo(bind, TOKENS.Logger).toConstantValue(new ConsoleLogger());
    bindTo(bind, TOKENS.ErrorReporter).toConstantValue(new ConsoleErrorReporter());
  });
