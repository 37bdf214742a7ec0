import { ContainerModule } from 'inversify';
import { InMemoryAuthGateway } from '../../adapters/auth/in-memory-auth-gateway';
import { browserPasskeys } from '../../adapters/auth/passkey-browser';
import { RecordingErrorReporter } from '../../adapters/error-reporter/recording-error-reporter';
import { DevRecorder } from '../../stand-ins/dev-recorder';
import { OfflineChatWidget } from '../../adapters/chat-widget/offline-chat-widget';
import { RecordingAnalyticsSink } from '../../adapters/analytics/recording-analytics-sink';
import { createStorageFaultSwitch } from '../../stand-ins/faults/storage-fault-switch';
import { OfflineOutbox } from '../../stand-ins/outbox/offline-outbox';
import { InMemoryProtectionApi } from '../../adapters/protection-api/in-memory-protection-api';
import { InMemoryHooksApi } from '../../adapters/hooks-api/in-memory-hooks-api';
import { lazySigning } from '../../adapters/signing/lazy-signing';
import { isCaptured } from '../../domain/log-level';
import type { OfflineConfig } from '../env';
import { TOKENS, bindTo } from '../tokens';
import { InMemoryIdentityPool } from '../../adapters/identity/in-memory-identity-pool';
import { OfflineHostedSignOut } from '../../adapters/hosted-sign-out/offline-hosted-sign-out';
import { recordingIdentityPool } from '../../adapters/identity/recording-identity-pool';
import { userPoolProviderName } from '../../domain/auth/session/identity-credentials';
import { LocalIdentityPool } from '../../stand-ins/user-pool/identity-pool';
import { sessionQuery } from '../resolve-services';
import { type BrowserStorages, sharedBindings } from './both-modes';

const OFFLINE_USER_POOL_ID = 'us-east-1_Offline';

const appOrigin = () => (typeof window === 'undefined' ? 'http://127.0.0.1:3000' : window.location.origin);

export const offlineModule = (config: OfflineConfig, storages: BrowserStorages) =>
  new ContainerModule(({ bind }) => {
    const { clock, random, bindUserPool, bindChatChannel, bindIdentityCredentials } = sharedBindings(bind, config, storages);
    const faults = createStorageFaultSwitch(storages.local);
    // The console repeats each e-mail only at INFO or lower; the console itself is never silenced.
    const outbox = new OfflineOutbox(storages.local, isCaptured(config.logLevel, 'info') ? undefined : () => undefined);
    bindTo(bind, TOKENS.OfflineOutbox).toConstantValue(outbox);
    // Passkeys only where the browser has WebAuthn; the ceremony and the pool's checks load when first used.
    const browser = typeof window === 'undefined' ? undefined : browserPasskeys(window);
    const auth = new InMemoryAuthGateway({
      storage: storages.local,
      settings: storages.local,
      clock,
      random,
      faults,
      outbox,
      appOrigin: appOrigin(),
      browser,
      deviceName: typeof navigator === 'undefined' ? '' : navigator.userAgent,
    });
    const getValidSession = bindUserPool(auth);
    // The stand-in servers know the caller by the valid session, as the real ones do by its token.
    const sessions = { currentSession: sessionQuery(getValidSession) };
    const recorder = new DevRecorder();
    bindTo(bind, TOKENS.DevRecorder).toConstantValue(recorder);
    const errorReporter = new RecordingErrorReporter(recorder);
    bindTo(bind, TOKENS.ErrorReporter).toConstantValue(errorReporter);
    bindTo(bind, TOKENS.AnalyticsSink).toConstantValue(new RecordingAnalyticsSink(recorder));
    // A new primary address moves the offline pool's sign-in address, as the hosted service moves the real pool's.
    const protectionApi = new InMemoryProtectionApi({
      storage: storages.local,
      sessions,
      faults,
      clock,
      random,
      outbox,
      appOrigin: appOrigin(),
      moveSignInAddress: (userId, address) => auth.store.moveSignInAddress(userId, address),
    });
    bindTo(bind, TOKENS.ProtectionApi).toConstantValue(protectionApi);
    // In the signing screen's chunk: the form's code comes with the one screen that shows it.
    const signing = () => import(/* webpackChunkName: "signing" */ '../../adapters/signing/offline-signing');
    bindTo(bind, TOKENS.Signing).toConstantValue(
      lazySigning(() => signing().then(({ OfflineSigning }) => new OfflineSigning({ markSigned: () => protectionApi.markContractSigned() }))),
    );
    bindTo(bind, TOKENS.HooksApi).toConstantValue(new InMemoryHooksApi({ sessions, faults }));
    bindChatChannel(errorReporter, (report) =>
      import(/* webpackChunkName: "chat-channel" */ '../../adapters/chat/in-memory-chat-channel').then(({ createInMemoryChatChannel }) =>
        createInMemoryChatChannel({ sessions, faults, storage: storages.local, random, report }),
      ),
    );
    bindTo(bind, TOKENS.ChatWidget).toConstantValue(new OfflineChatWidget(recorder));
    bindTo(bind, TOKENS.HostedSignOut).toConstantValue(new OfflineHostedSignOut(faults));
    const identityPoolId = config.identityPool?.id ?? '';
    const guestAccess = config.identityPool?.guestAccess ?? false;
    const identityPool = new LocalIdentityPool({
      identityPoolId,
      providerName: userPoolProviderName(OFFLINE_USER_POOL_ID),
      allowUnauthenticated: guestAccess,
      checkIdToken: (jwt, now) => auth.store.checkIdToken(jwt, now),
      random: { uuid: () => random.uuid(), secret: () => `${random.uuid()}${random.uuid()}`.replace(/-/g, '') },
    });
    bindIdentityCredentials({
      pool: recordingIdentityPool(new InMemoryIdentityPool({ pool: identityPool, identityPoolId, clock, faults }), (summary) =>
        recorder.record('identity', summary),
      ),
      userPoolId: OFFLINE_USER_POOL_ID,
      allowGuest: guestAccess,
    });
  });
