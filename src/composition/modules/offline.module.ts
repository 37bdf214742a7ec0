import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { ContainerModule } from 'inversify';
import { InMemoryAuthGateway } from '../../adapters/auth/in-memory-auth-gateway';
import { browserPasskeys } from '../../adapters/auth/passkey-browser';
import { SystemClock } from '../../adapters/browser/system-clock';
import { RecordingErrorReporter } from '../../adapters/error-reporter/recording-error-reporter';
import { DevRecorder } from '../../stand-ins/dev-recorder';
import { OfflineChatWidget } from '../../adapters/chat-widget/offline-chat-widget';
import { RecordingAnalyticsSink } from '../../adapters/analytics/recording-analytics-sink';
import { ConsoleLogger } from '../../adapters/browser/console-logger';
import { CryptoRandomSource } from '../../adapters/browser/crypto-random-source';
import { LocalStorageSignInStateStore } from '../../adapters/browser/local-storage-sign-in-state-store';
import { createStorageFaultSwitch } from '../../stand-ins/faults/storage-fault-switch';
import { OfflineOutbox } from '../../stand-ins/outbox/offline-outbox';
import { InMemoryProtectionApi } from '../../adapters/protection-api/in-memory-protection-api';
import { InMemoryHooksApi } from '../../adapters/hooks-api/in-memory-hooks-api';
import { OfflineSigning } from '../../adapters/signing/offline-signing';
import { ChatProblem, lazyChatChannel } from '../../adapters/chat/lazy-chat-channel';
import { makeGetValidSession } from '../../application/auth/get-valid-session';
import type { AuthSession } from '../../domain/auth/session/auth-session';
import { isCaptured } from '../../domain/log-level';
import type { OfflineConfig } from '../env';
import { TOKENS, bindProtectionApi, bindTo } from '../tokens';
import { LocalStorageBreachProgress } from '../../adapters/browser/local-storage-breach-progress';
import { LocalStorageDestinationStore } from '../../adapters/browser/local-storage-destination-store';
import { InMemoryIdentityPool } from '../../adapters/identity/in-memory-identity-pool';
import { OfflineHostedSignOut } from '../../adapters/hosted-sign-out/offline-hosted-sign-out';
import { recordingIdentityPool } from '../../adapters/identity/recording-identity-pool';
import { StoredCredentialsCache } from '../../adapters/identity/stored-credentials-cache';
import { makeIdentityCredentials } from '../../application/auth/identity-credentials';
import { userPoolProviderName } from '../../domain/auth/session/identity-credentials';
import { LocalIdentityPool } from '../../stand-ins/user-pool/identity-pool';

/** The offline user pool's name as an identity-pool login provider. */
const OFFLINE_USER_POOL_ID = 'us-east-1_Offline';

export type BrowserStorages = { readonly local: Storage; readonly session: Storage };

const appOrigin = () => (typeof window === 'undefined' ? 'http://127.0.0.1:3000' : window.location.origin);

export const offlineModule = (config: OfflineConfig, storages: BrowserStorages) =>
  new ContainerModule(({ bind }) => {
    const clock = new SystemClock();
    const faults = createStorageFaultSwitch(storages.local);
    bindTo(bind, TOKENS.Config).toConstantValue(config);
    bindTo(bind, TOKENS.Clock).toConstantValue(clock);
    bindTo(bind, TOKENS.DestinationStore).toConstantValue(new LocalStorageDestinationStore(storages.local));
    bindTo(bind, TOKENS.BreachProgressDevice).toConstantValue(new LocalStorageBreachProgress(storages.local));
    // The console repeats each e-mail only at INFO or lower; the console itself is never silenced.
    const outbox = new OfflineOutbox(storages.session, isCaptured(config.logLevel, 'info') ? undefined : () => undefined);
    const random = new CryptoRandomSource();
    // Passkeys only where the browser has WebAuthn; the ceremony and the pool's checks load when first used.
    const browser = typeof window === 'undefined' ? undefined : browserPasskeys(window);
    const auth = new InMemoryAuthGateway({
      storage: storages.session,
      settings: storages.local,
      clock,
      random,
      faults,
      outbox,
      appOrigin: appOrigin(),
      browser,
      deviceName: typeof navigator === 'undefined' ? '' : navigator.userAgent,
    });
    bindTo(bind, TOKENS.SignUpGateway).toConstantValue(auth);
    bindTo(bind, TOKENS.SignInGateway).toConstantValue(auth);
    bindTo(bind, TOKENS.AccountSecurityGateway).toConstantValue(auth);
    const logger = new ConsoleLogger();
    const getValidSession = makeGetValidSession({ auth, clock, logger });
    bindTo(bind, TOKENS.GetValidSession).toConstantValue(getValidSession);
    // The stand-in servers know the caller by the valid session, as the real ones do by its token.
    const sessions = { currentSession: async () => E.getOrElse((): O.Option<AuthSession> => O.none)(await getValidSession()) };
    bindTo(bind, TOKENS.OfflineOutbox).toConstantValue(outbox);
    bindTo(bind, TOKENS.RandomSource).toConstantValue(random);
    bindTo(bind, TOKENS.SignInStateStore).toConstantValue(new LocalStorageSignInStateStore(storages.local));
    bindTo(bind, TOKENS.Logger).toConstantValue(logger);
    const recorder = new DevRecorder();
    bindTo(bind, TOKENS.DevRecorder).toConstantValue(recorder);
    const errorReporter = new RecordingErrorReporter(recorder);
    bindTo(bind, TOKENS.ErrorReporter).toConstantValue(errorReporter);
    bindTo(bind, TOKENS.AnalyticsSink).toConstantValue(new RecordingAnalyticsSink(recorder));
    // A new primary address moves the offline pool's sign-in address, as the hosted service moves the real pool's.
    const protectionApi = new InMemoryProtectionApi({
      storage: storages.session,
      sessions,
      faults,
      clock,
      random,
      outbox,
      appOrigin: appOrigin(),
      moveSignInAddress: (userId, address) => auth.pool.moveSignInAddress(userId, address),
    });
    bindProtectionApi(bind, protectionApi);
    bindTo(bind, TOKENS.Signing).toConstantValue(new OfflineSigning({ markSigned: () => protectionApi.markContractSigned() }));
    bindTo(bind, TOKENS.HooksApi).toConstantValue(new InMemoryHooksApi({ sessions, faults }));
    const reportChat = (problem: string) => errorReporter.report(new ChatProblem(problem), 'chat channel');
    bindTo(bind, TOKENS.ChatChannel).toConstantValue(
      lazyChatChannel(
        () =>
          import(/* webpackChunkName: "chat-channel" */ '../../adapters/chat/in-memory-chat-channel').then(({ createInMemoryChatChannel }) =>
            createInMemoryChatChannel({ sessions, faults, storage: storages.session, random, report: reportChat }),
          ),
        reportChat,
      ),
    );
    bindTo(bind, TOKENS.ChatWidget).toConstantValue(new OfflineChatWidget(recorder));
    bindTo(bind, TOKENS.HostedSignOut).toConstantValue(new OfflineHostedSignOut(faults));
    const identityPoolId = config.identityPool?.id ?? '';
    const identityPool = new LocalIdentityPool({
      identityPoolId,
      providerName: userPoolProviderName(OFFLINE_USER_POOL_ID),
      allowUnauthenticated: config.identityPool?.guestAccess ?? false,
      checkIdToken: (jwt, now) => auth.pool.store.checkIdToken(jwt, now),
      random: { uuid: () => random.uuid(), secret: () => `${random.uuid()}${random.uuid()}`.replace(/-/g, '') },
    });
    bindTo(bind, TOKENS.IdentityCredentials).toConstantValue(
      makeIdentityCredentials({
        pool: recordingIdentityPool(new InMemoryIdentityPool({ pool: identityPool, identityPoolId, clock, faults }), (summary) =>
          recorder.record('identity', summary),
        ),
        clock,
        userPoolId: OFFLINE_USER_POOL_ID,
        allowGuest: config.identityPool?.guestAccess ?? false,
        store: new StoredCredentialsCache(storages.session),
      }),
    );
  });
