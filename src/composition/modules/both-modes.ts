// The wiring both modes share: the browser's clock, randomness, console and stores, and the user pool's session.
import type { Bind } from 'inversify';
import { ConsoleLogger } from '../../adapters/browser/console-logger';
import { CryptoRandomSource } from '../../adapters/browser/crypto-random-source';
import { LocalStorageBreachProgress } from '../../adapters/browser/local-storage-breach-progress';
import { LocalStorageDestinationStore } from '../../adapters/browser/local-storage-destination-store';
import { LocalStorageSignInStateStore } from '../../adapters/browser/local-storage-sign-in-state-store';
import { SystemClock } from '../../adapters/browser/system-clock';
import { ChatProblem, lazyChatChannel } from '../../adapters/chat/lazy-chat-channel';
import { StoredCredentialsCache } from '../../adapters/identity/stored-credentials-cache';
import { makeGetValidSession } from '../../application/auth/get-valid-session';
import { type IdentityCredentialsDeps, makeIdentityCredentials } from '../../application/auth/identity-credentials';
import type { ChatChannel } from '../../application/ports/chat-channel.port';
import type { ErrorReporter } from '../../application/ports/error-reporter.port';
import type { AppConfig } from '../env';
import { TOKENS, type UserPool, bindTo } from '../tokens';

export type BrowserStorages = { readonly local: Storage; readonly session: Storage };

export function sharedBindings(bind: Bind, config: AppConfig, storages: BrowserStorages) {
  const clock = new SystemClock();
  const random = new CryptoRandomSource();
  const logger = new ConsoleLogger();
  bindTo(bind, TOKENS.Config).toConstantValue(config);
  bindTo(bind, TOKENS.Clock).toConstantValue(clock);
  bindTo(bind, TOKENS.RandomSource).toConstantValue(random);
  bindTo(bind, TOKENS.Logger).toConstantValue(logger);
  bindTo(bind, TOKENS.SignInStateStore).toConstantValue(new LocalStorageSignInStateStore(storages.local));
  bindTo(bind, TOKENS.DestinationStore).toConstantValue(new LocalStorageDestinationStore(storages.local));
  bindTo(bind, TOKENS.BreachProgressDevice).toConstantValue(new LocalStorageBreachProgress(storages.local));
  const bindUserPool = (pool: UserPool) => {
    bindTo(bind, TOKENS.UserPool).toConstantValue(pool);
    const getValidSession = makeGetValidSession({ auth: pool, clock, logger });
    bindTo(bind, TOKENS.GetValidSession).toConstantValue(getValidSession);
    return getValidSession;
  };
  const bindChatChannel = (errorReporter: ErrorReporter, load: (report: (problem: string) => void) => Promise<ChatChannel>) => {
    const report = (problem: string) => errorReporter.report(new ChatProblem(problem), 'chat channel');
    bindTo(bind, TOKENS.ChatChannel).toConstantValue(lazyChatChannel(() => load(report), report));
  };
  const bindIdentityCredentials = (deps: Omit<IdentityCredentialsDeps, 'clock' | 'store'>) =>
    bindTo(bind, TOKENS.IdentityCredentials).toConstantValue(makeIdentityCredentials({ ...deps, clock, store: new StoredCredentialsCache(storages.session) }));
  return { clock, random, bindUserPool, bindChatChannel, bindIdentityCredentials };
}
