// `startLocalBackend` serves the hosted services' protocols on loopback: Cognito, the Protection, verification and Hooks APIs, the dev outbox and the fault switch.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { LocalCognitoPool } from './cognito/pool';
import type { PoolConfig } from './cognito/settings';
import type { TokenVerification } from './cognito/tokens';
import { COGNITO_PATH, cognitoRoutes } from './cognito/routes';
import { poolAdminRoutes } from './cognito/admin-routes';
import { generateSigningKey, signingKeyFromPem, signingKeyToPem } from './cognito/jwt';
import { devRoutes } from './dev-routes';
import { FaultSwitch } from '../src/stand-ins/faults/fault-switch';
import { type Route, createHttpShell } from './http/server';
import { hostGuard, isLoopbackBind } from './http/cors';
import { Outbox } from './outbox';
import { HOOKS_PATH, PROTECTION_PATH, VERIFICATION_PATH, protectionRoutes } from './protection/routes';
import { randomBytes, randomUUID } from 'node:crypto';
import { memoryChatHistoryStore } from '../src/stand-ins/chat/chat-responder';
import { groundedReplies } from '../src/stand-ins/chat/grounded-replies';
import { attachChatSocket, CHAT_PATH, chatFaultOf } from './chat/socket';
import { loadDataFile, saveDataFile } from './persistence';
import { ANALYTICS_PATH, CaptureLog, captureRoutes, SENTRY_PATH } from './capture/routes';
import { LocalIdentityPool } from '../src/stand-ins/user-pool/identity-pool';
import { IDENTITY_PATH, identityRoutes } from './identity/routes';
import { hostedUiRoutes } from './hosted-ui/routes';
import { userPoolProviderName } from '../src/domain/auth/session/identity-credentials';

export const DEFAULT_USER_POOL_ID = 'us-east-1_LocalPool1';
export const DEFAULT_CLIENT_ID = 'localclient';
export const DEFAULT_IDENTITY_POOL_ID = 'us-east-1:00000000-0000-4000-8000-000000000001';
export const DEFAULT_APP_ORIGIN = 'http://127.0.0.1:3000';
export const DEFAULT_PROTECTION_API_KEY = 'local-protection-key';
export const DEFAULT_HOOKS_API_KEY = 'local-hooks-key';
export const DEFAULT_CHATBOT_SOCKET_KEY = 'local-chat-key';
export const DEFAULT_VERIFICATION_API_KEY = 'local-verification-key';
const DEFAULT_HOOKS_SECRET = 'local-hooks-secret';

export type LocalBackendOptions = Omit<PoolConfig, 'webAuthnRelyingParty'> & {
  readonly port?: number;
  readonly host?: string;
  readonly userPoolId?: string;
  readonly clientId?: string;
  readonly identityPoolId?: string;
  readonly allowGuestIdentities?: boolean;
  readonly appOrigin?: string;
  /** The app client's allowed sign-out origins for the hosted `/logout` (default: appOrigin's alone). */
  readonly signOutOrigins?: readonly string[];
  /** JSON file for users, token families and the signing key; absent keeps everything in memory. */
  readonly dataFile?: string;
  /** Ignored when the data file already holds a key. */
  readonly signingKeyPem?: string;
  readonly clock?: () => number;
  /** Required to listen on a non-loopback interface (the dev routes are unauthenticated); even then only IP hosts are answered. */
  readonly exposeToNetwork?: boolean;
  readonly allowAnyOrigin?: boolean;
  readonly protectionApiKey?: string;
  readonly hooksApiKey?: string;
  readonly chatbotSocketKey?: string;
  readonly verificationApiKey?: string;
  readonly hooksSecret?: string;
  readonly chatPartDelayMs?: number;
  readonly extraRoutes?: readonly Route[];
  readonly log?: (line: string) => void;
};

export type LocalBackend = {
  readonly url: string;
  readonly port: number;
  readonly chatSocketUrl: string;
  readonly protectionApiUrl: string;
  readonly verificationUrl: string;
  readonly hooksApiUrl: string;
  readonly cognitoEndpoint: string;
  readonly identityEndpoint: string;
  readonly identityPoolId: string;
  readonly issuer: string;
  readonly jwksUri: string;
  readonly userPoolId: string;
  readonly clientId: string;
  readonly pool: LocalCognitoPool;
  readonly outbox: Outbox;
  readonly faults: FaultSwitch;
  readonly captures: CaptureLog;
  readonly sentryDsn: string;
  readonly analyticsProxyUrl: string;
  readonly verifyAccessOrIdToken: (jwt: string) => TokenVerification;
  readonly close: () => Promise<void>;
};

export async function startLocalBackend(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  const host = options.host ?? '127.0.0.1';
  const clock = options.clock ?? Date.now;
  const log = options.log ?? ((line: string) => console.log(line));
  const userPoolId = options.userPoolId ?? DEFAULT_USER_POOL_ID;
  const clientId = options.clientId ?? DEFAULT_CLIENT_ID;
  const stored = options.dataFile === undefined ? undefined : loadDataFile(options.dataFile);
  const signingKeyPem = stored?.signingKeyPem ?? options.signingKeyPem;
  const signingKey = signingKeyPem === undefined ? generateSigningKey() : signingKeyFromPem(signingKeyPem);
  const appOrigin = options.appOrigin ?? DEFAULT_APP_ORIGIN;
  const outbox = new Outbox({ appOrigin, log });
  const faults = new FaultSwitch();
  const captures = new CaptureLog();

  const exposeToNetwork = options.exposeToNetwork ?? false;
  if (!exposeToNetwork && !isLoopbackBind(host)) {
    throw new Error(
      `host ${host} is not a loopback address; the dev routes (codes in the outbox) would be open to that network. Pass exposeToNetwork (LOCAL_BACKEND_EXPOSE=1) to mean it.`,
    );
  }
  const hostAllowed = hostGuard(exposeToNetwork);

  let routes: readonly Route[] = [];
  const server = createHttpShell({ routes: () => routes, allowAnyOrigin: options.allowAnyOrigin ?? false, hostAllowed, log });
  server.listen(options.port ?? 0, host);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const publicHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  const url = `http://${publicHost}:${port}`;
  const issuer = `${url}${COGNITO_PATH}/${userPoolId}`;
  const dataFile = options.dataFile;
  const signingKeyPemToSave = signingKeyToPem(signingKey);

  const pool = new LocalCognitoPool({
    ...options,
    userPoolId,
    clientId,
    issuer,
    signingKey,
    faults,
    sendCode: (mail, now) => outbox.sendCode(mail, now),
    sendConfirmation: (mail, now) => outbox.sendSignUpConfirmation(mail, now),
    webAuthnRelyingParty: { id: new URL(appOrigin).hostname, name: 'Protect', origin: new URL(appOrigin).origin },
    initialState: stored,
    onStateChange: dataFile === undefined ? undefined : (state) => saveDataFile(dataFile, signingKeyPemToSave, state),
    onInternalError: (error) => log(`[local-backend] internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`),
  });
  if (dataFile !== undefined && stored === undefined) saveDataFile(dataFile, signingKeyPemToSave, pool.state());

  const chatbotSocketKey = options.chatbotSocketKey ?? DEFAULT_CHATBOT_SOCKET_KEY;
  const closeChat = attachChatSocket(
    server,
    {
      verify: async (authorization) => {
        const jwt = /^Bearer (\S+)$/.exec(authorization)?.[1];
        const verified = jwt === undefined ? undefined : pool.tokens.verify(jwt, clock());
        return verified?.ok ? { userId: verified.token.sub } : null;
      },
      store: memoryChatHistoryStore(),
      ...groundedReplies,
      takeFault: async (userId) => chatFaultOf(faults.take(['chat'], pool.users.get(userId)?.attributes.email)),
      newId: randomUUID,
      partDelayMs: options.chatPartDelayMs ?? 40,
    },
    hostAllowed,
    chatbotSocketKey,
    log,
  );
  const cognitoEndpoint = `${url}${COGNITO_PATH}/`;
  const identityPoolId = options.identityPoolId ?? DEFAULT_IDENTITY_POOL_ID;
  const identityPool = new LocalIdentityPool({
    identityPoolId,
    providerName: userPoolProviderName(userPoolId),
    allowUnauthenticated: options.allowGuestIdentities ?? false,
    random: { uuid: randomUUID, secret: () => randomBytes(40).toString('base64') },
    checkIdToken: (jwt, now) => {
      const verified = pool.tokens.verify(jwt, now);
      if (!verified.ok) return { ok: false, reason: verified.reason };
      if (verified.token.tokenUse !== 'id') return { ok: false, reason: 'not-id-token' };
      return { ok: true, sub: verified.token.sub, email: verified.token.email };
    },
  });
  const jwksUri = `${issuer}/.well-known/jwks.json`;
  routes = [
    ...cognitoRoutes(pool, clock),
    ...poolAdminRoutes(pool, clock),
    ...identityRoutes(identityPool, faults, clock),
    ...hostedUiRoutes({ clientId, signOutOrigins: (options.signOutOrigins ?? [appOrigin]).map((origin) => new URL(origin).origin), faults }),
    ...devRoutes({ outbox, faults, health: () => ({ userPoolId, clientId, cognitoEndpoint, issuer, jwksUri }) }),
    ...protectionRoutes({
      protectionApiKey: options.protectionApiKey ?? DEFAULT_PROTECTION_API_KEY,
      hooksApiKey: options.hooksApiKey ?? DEFAULT_HOOKS_API_KEY,
      verificationApiKey: options.verificationApiKey ?? DEFAULT_VERIFICATION_API_KEY,
      hooksSecret: options.hooksSecret ?? DEFAULT_HOOKS_SECRET,
      verify: (jwt) => pool.tokens.verify(jwt, clock()),
      moveSignInAddress: (userId, address) => pool.users.changeEmail(userId, address),
      faults,
      outbox,
      clock,
      appOrigin,
    }),
    ...captureRoutes(captures, clock),
    ...(options.extraRoutes ?? []),
  ];

  return {
    url,
    port,
    chatSocketUrl: `${url.replace(/^http/, 'ws')}${CHAT_PATH}?api_key=${encodeURIComponent(chatbotSocketKey)}`,
    protectionApiUrl: `${url}${PROTECTION_PATH}/`,
    verificationUrl: `${url}${VERIFICATION_PATH}/`,
    hooksApiUrl: `${url}${HOOKS_PATH}/`,
    cognitoEndpoint,
    identityEndpoint: `${url}${IDENTITY_PATH}/`,
    identityPoolId,
    issuer,
    jwksUri,
    userPoolId,
    clientId,
    pool,
    outbox,
    faults,
    captures,
    sentryDsn: `http://local@${publicHost}:${port}${SENTRY_PATH}/1`,
    analyticsProxyUrl: `${url}${ANALYTICS_PATH}`,
    verifyAccessOrIdToken: (jwt) => pool.tokens.verify(jwt, clock()),
    close: () =>
      new Promise<void>((resolve, reject) => {
        closeChat();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
