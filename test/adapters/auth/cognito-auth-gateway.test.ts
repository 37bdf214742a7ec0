// The real, unmodified amazon-cognito-identity-js through CognitoAuthGateway: the auth contract against the
// local Cognito peer on 127.0.0.1, then the library quirks the adapter absorbs, against a scripted stub.
import { makeGetValidSession } from '../../../src/application/auth/get-valid-session';
import type { AuthSession } from '../../../src/domain/auth/session/auth-session';
import { RecordingLogger } from '../../support/fakes/auth-recording-logger';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { type LocalBackend, startLocalBackend } from '../../../local-backend';
import { CognitoAuthGateway } from '../../../src/adapters/auth/cognito-auth-gateway';
import { LIBRARY_KEY_PREFIX } from '../../../src/adapters/auth/cognito-token-store';
import { LazyCognitoAuthGateway } from '../../../src/adapters/auth/lazy-cognito-auth-gateway';
import { LocalStorageSignInStateStore } from '../../../src/adapters/browser/local-storage-sign-in-state-store';
import { FakeClock } from '../../support/fakes/fake-clock';
import { MemoryStorage } from '../../support/memory-storage';
import { SoftwarePasskey, softwareBrowser } from '../../support/software-passkey';
import { describeAuthGatewayContract } from './auth-gateway.contract';
import { describeDevicesContract } from './devices.contract';
import { describeFirstFactorContract, describePasswordFirstFactorContract, type FirstFactorOptions } from './first-factor.contract';
import { describeMfaContract } from './mfa.contract';
import { describeMfaAfterPasswordContract } from './mfa-after-password.contract';
import { describePasswordFlowsContract } from './password-flows.contract';
import { describeSignUpConfirmationContract } from './sign-up.contract';

/** The library retries a failed refresh or revoke for ~6.5 s. */
const LIBRARY_RETRY_TIMEOUT_MS = 20_000;

type Peer = { backend: LocalBackend; clock: FakeClock; local: MemoryStorage; gateway: LazyCognitoAuthGateway };

const startPeer = async (
  options: { readonly allowUserPasswordAuth?: boolean; readonly deviceTracking?: 'always'; readonly mfaConfiguration?: 'OPTIONAL' | 'ON' } = {},
): Promise<Peer> => {
  // The library checks token expiry on the real clock, so the peer's clock starts at real time.
  const clock = new FakeClock(Date.now());
  const backend = await startLocalBackend({ port: 0, clock: () => clock.now(), log: () => undefined, ...options });
  const local = new MemoryStorage();
  // The gateway the app holds: the library and the full gateway load with its first call to the pool.
  const gateway = new LazyCognitoAuthGateway({ userPoolId: backend.userPoolId, clientId: backend.clientId, endpoint: backend.cognitoEndpoint }, local);
  return { backend, clock, local, gateway };
};

/** What every contract gets of a peer: the gateway, its clock and stores, the outbox, and a way to stop. */
const subjectOf = (peer: Peer) => {
  const { backend, clock, local, gateway } = peer;
  const session = new MemoryStorage();
  return {
    backend,
    local,
    gateway,
    clock,
    signInState: new LocalStorageSignInStateStore(session),
    latestCode: async (address: string) => backend.outbox.latest(address)?.code ?? '',
    requirePasswordReset: async (address: string) => {
      const user = backend.pool.users.find(address);
      if (user) backend.pool.users.save({ ...user, status: 'RESET_REQUIRED' });
    },
    storedKeys: () => [...local.keys(), ...session.keys()],
    storedItems: () => new Map(local.keys().map((key) => [key, local.getItem(key) ?? ''])),
    putItems: (items: ReadonlyMap<string, string>) => items.forEach((value, key) => local.setItem(key, value)),
    close: () => backend.close(),
  };
};

const peerSubject = async () => subjectOf(await startPeer());

describeAuthGatewayContract('the Cognito library against the local peer', peerSubject, { failureTimeoutMs: LIBRARY_RETRY_TIMEOUT_MS });
describeMfaContract('the Cognito library against the local peer', peerSubject);

describePasswordFlowsContract('the Cognito library against the local peer', async (options) => {
  const subject = subjectOf(await startPeer(options));
  const { backend } = subject;
  return {
    ...subject,
    // Through the dev route, as a journey seeds such a user.
    seedUser: async (request) => {
      const response = await fetch(`${backend.url}/cognito-admin/users`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(request),
      });
      if (response.status !== 201) throw new Error(`seeding failed: ${response.status} ${await response.text()}`);
    },
  };
});
describeSignUpConfirmationContract('the Cognito library against the local peer', peerSubject);

describeDevicesContract('the Cognito library against the local peer', async () => {
  const subject = subjectOf(await startPeer({ deviceTracking: 'always' }));
  const { backend, local } = subject;
  return {
    ...subject,
    storedDeviceKey: () => {
      const key = local.keys().find((name) => name.endsWith('.deviceKey'));
      return key === undefined ? null : local.getItem(key);
    },
    // Through the dev route, as a journey forgets them.
    forgetDevicesOnService: async (email) => {
      const response = await fetch(`${backend.url}/cognito-admin/forget-devices`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      if (response.status !== 200) throw new Error(`forgetting failed: ${response.status} ${await response.text()}`);
    },
  };
});

describeMfaAfterPasswordContract('the Cognito library against the local peer', async (options) => {
  const subject = subjectOf(await startPeer(options));
  const { backend } = subject;
  return {
    ...subject,
    latestText: async (phone: string) => backend.outbox.latest(phone)?.code ?? '',
    // Through the dev route, as a journey seeds such a user.
    seedUser: async (request) => {
      const response = await fetch(`${backend.url}/cognito-admin/users`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(request),
      });
      if (response.status !== 201) throw new Error(`seeding failed: ${response.status} ${await response.text()}`);
    },
    setTemporaryPassword: async (email, password) => {
      const response = await fetch(`${backend.url}/cognito-admin/temporary-password`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      if (response.status !== 200) throw new Error(`setting a temporary password failed: ${response.status} ${await response.text()}`);
    },
  };
});

// A browser with a software authenticator, on the origin the peer's passkeys are for.
const passkeyPeerSubject = async (options: FirstFactorOptions) => {
  const origin = 'http://localhost:3000';
  const clock = new FakeClock(Date.now());
  const backend = await startLocalBackend({ port: 0, clock: () => clock.now(), log: () => undefined, appOrigin: origin, ...options });
  const local = new MemoryStorage();
  const gateway = new LazyCognitoAuthGateway(
    { userPoolId: backend.userPoolId, clientId: backend.clientId, endpoint: backend.cognitoEndpoint },
    local,
    softwareBrowser(new SoftwarePasskey(), origin),
  );
  return subjectOf({ backend, clock, local, gateway });
};
describeFirstFactorContract('the Cognito library against the local peer', passkeyPeerSubject);
describePasswordFirstFactorContract('the Cognito library against the local peer', passkeyPeerSubject);

describe('CognitoAuthGateway against the local peer, beyond the contract', () => {
  let peer: Peer;
  beforeEach(async () => {
    peer = await startPeer();
  });
  afterEach(async () => {
    await peer.backend.close();
  });

  const signIn = async (typed = 'ada@example.com') => {
    await peer.gateway.signUp({
      username: typed,
      password: 'Aa1!'.repeat(8),
      attributes: {
        email: 'ada@example.com',
        'custom:region': 'US',
        'custom:user_alias': '3f1c2a4e-9b7d-4c1e-8a2f-6d5e4c3b2a10',
        'custom:referrer_user_alias': '',
      },
    });
    const started = await peer.gateway.initiateAuth({ authFlowType: 'CUSTOM_WITHOUT_SRP', username: typed });
    const session = E.isRight(started) && started.right.type === 'challenge' ? started.right.session : '';
    return peer.gateway.respondToChallenge({
      username: typed,
      challengeName: 'CUSTOM_CHALLENGE',
      session,
      answer: peer.backend.outbox.latest('ada@example.com')?.code ?? '',
    });
  };

  it('normalises the typed e-mail before it becomes the username', async () => {
    const answered = await signIn('  Ada@Example.COM ');

    expect(answered).toEqual(E.right(expect.objectContaining({ type: 'tokens' })));
    expect(peer.backend.outbox.latest('ada@example.com')?.to).toBe('ada@example.com');
  });

  it('stores the tokens under the user id: no key and no plain value names the e-mail', async () => {
    const answered = await signIn();
    const userId = E.isRight(answered) && answered.right.type === 'tokens' ? answered.right.session.userId : 'none';

    const keys = peer.local.keys();
    expect(keys).toEqual(
      expect.arrayContaining([
        `${LIBRARY_KEY_PREFIX}${peer.backend.clientId}.LastAuthUser`,
        `${LIBRARY_KEY_PREFIX}${peer.backend.clientId}.${userId}.idToken`,
        `${LIBRARY_KEY_PREFIX}${peer.backend.clientId}.${userId}.refreshToken`,
      ]),
    );
    // The random parts (client id, user id) are taken out first: a UUID can spell "ada" by chance.
    const named = keys.map((key) => key.replace(`${LIBRARY_KEY_PREFIX}${peer.backend.clientId}.`, '').replace(userId, '<user id>'));
    expect(named.filter((key) => /ada|example|@/i.test(key))).toEqual([]);
    expect(peer.local.getItem(`${LIBRARY_KEY_PREFIX}${peer.backend.clientId}.LastAuthUser`)).toBe(userId);
  });

  it('gives the valid-session use-case a refreshed session once the stored one has expired', async () => {
    const answered = await signIn();
    const before = E.isRight(answered) && answered.right.type === 'tokens' ? answered.right.session : undefined;
    const userId = before?.userId ?? 'none';
    const anHourLater = { now: () => Date.now() + 3_700_000 };
    const getValidSession = makeGetValidSession({ auth: peer.gateway, clock: anHourLater, logger: new RecordingLogger() });

    const current = E.getOrElse((): O.Option<AuthSession> => O.none)(await getValidSession());

    expect(current).toEqual(O.some(expect.objectContaining({ userId })));
    expect(O.isSome(current) && current.value.accessToken).not.toBe(before?.accessToken);
  });

  it('maps a forced service error by its Cognito name', async () => {
    peer.backend.faults.set({ signIn: { error: 'InternalErrorException', times: 1 } });
    await peer.gateway.signUp({ username: 'ada@example.com', password: 'Aa1!'.repeat(8), attributes: { email: 'ada@example.com' } });

    await expect(peer.gateway.initiateAuth({ authFlowType: 'CUSTOM_WITHOUT_SRP', username: 'ada@example.com' })).resolves.toEqual(E.left({ kind: 'Internal' }));
  });

  it('forgets only the device data', async () => {
    await signIn();
    const prefix = `${LIBRARY_KEY_PREFIX}${peer.backend.clientId}.someone`;
    for (const name of ['deviceKey', 'deviceGroupKey', 'randomPasswordKey']) peer.local.setItem(`${prefix}.${name}`, 'x');
    const before = peer.local.keys().length;

    await peer.gateway.clearStoredDevice();

    expect(peer.local.keys().filter((key) => /device|randomPassword/i.test(key))).toEqual([]);
    expect(peer.local.keys()).toHaveLength(before - 3);
    expect(O.isSome(await peer.gateway.storedSession())).toBe(true);
  });

  it('wipes any library key, also one another app client or an older version left', async () => {
    peer.local.setItem('CognitoIdentityServiceProvider.oldclient.ada@example.com.idToken', 'x');
    peer.local.setItem('unrelated', 'kept');

    await peer.gateway.clearSession();

    expect(peer.local.keys()).toEqual(['unrelated']);
  });
});

/** A scripted user-pool endpoint: each X-Amz-Target answers with a status and a body. */
type Script = Record<string, { status: number; body: unknown }>;

describe('CognitoAuthGateway, library quirks against a scripted endpoint', () => {
  let server: http.Server;
  let script: Script;
  const requests: { target: string; body: Record<string, unknown> }[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      req.on('end', () => {
        const target = String(req.headers['x-amz-target'] ?? '').replace('AWSCognitoIdentityProviderService.', '');
        requests.push({ target, body: JSON.parse(text || '{}') as Record<string, unknown> });
        const answer = script[target] ?? { status: 400, body: { __type: 'InvalidParameterException', message: 'unscripted' } };
        res.writeHead(answer.status, { 'Content-Type': 'application/x-amz-json-1.1' });
        res.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => {
    requests.length = 0;
    script = {};
  });

  const gateway = (storage = new MemoryStorage()) =>
    new CognitoAuthGateway(
      { userPoolId: 'us-east-1_Stub1', clientId: 'stubclient', endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` },
      storage,
    );
  const start = (g: CognitoAuthGateway) => g.initiateAuth({ authFlowType: 'CUSTOM_WITHOUT_SRP', username: ' Ada@Example.com' });

  it('sends CUSTOM_AUTH with the normalised e-mail and hands back the challenge session and parameters', async () => {
    script = {
      InitiateAuth: {
        status: 200,
        body: { ChallengeName: 'CUSTOM_CHALLENGE', Session: 'sess-1', ChallengeParameters: { email: 'a***@example.com', attempt: 1 } },
      },
    };

    const started = await start(gateway());

    expect(started).toEqual(
      E.right({ type: 'challenge', challengeName: 'CUSTOM_CHALLENGE', session: 'sess-1', parameters: { email: 'a***@example.com', attempt: '1' } }),
    );
    expect(requests[0]).toEqual({
      target: 'InitiateAuth',
      body: expect.objectContaining({ AuthFlow: 'CUSTOM_AUTH', ClientId: 'stubclient', AuthParameters: { USERNAME: 'ada@example.com' } }),
    });
  });

  it.each([
    ['the custom flow', { authFlowType: 'CUSTOM_WITHOUT_SRP' as const, username: 'ada@example.com' }],
    ['the password flow', { authFlowType: 'USER_PASSWORD_AUTH' as const, username: 'ada@example.com', password: 'Pw-123456789' }],
  ])("sends the sign-in's client metadata for the pool's triggers (%s)", async (_name, request) => {
    script = { InitiateAuth: { status: 200, body: { ChallengeName: 'CUSTOM_CHALLENGE', Session: 'sess-1', ChallengeParameters: {} } } };

    await gateway().initiateAuth({ ...request, clientMetadata: { source: 'web' } });

    expect(requests[0]?.body).toEqual(expect.objectContaining({ ClientMetadata: { source: 'web' } }));
  });

  it('answers with the stored challenge session and the normalised e-mail', async () => {
    script = { RespondToAuthChallenge: { status: 200, body: { ChallengeName: 'CUSTOM_CHALLENGE', Session: 'sess-2', ChallengeParameters: {} } } };

    const answered = await gateway().respondToChallenge({
      username: 'ADA@example.com ',
      challengeName: 'CUSTOM_CHALLENGE',
      session: 'sess-1',
      answer: '123456',
    });

    expect(answered).toEqual(E.right(expect.objectContaining({ type: 'challenge', session: 'sess-2' })));
    expect(requests[0]?.body).toEqual(
      expect.objectContaining({ ChallengeName: 'CUSTOM_CHALLENGE', Session: 'sess-1', ChallengeResponses: { USERNAME: 'ada@example.com', ANSWER: '123456' } }),
    );
  });

  it("answers MFA_SETUP with an address as USERNAME and EMAIL through the library's client, and hands back the EMAIL_OTP that follows", async () => {
    const emailOtp = {
      ChallengeName: 'EMAIL_OTP',
      Session: 'sess-otp',
      ChallengeParameters: { CODE_DELIVERY_DELIVERY_MEDIUM: 'EMAIL', CODE_DELIVERY_DESTINATION: 'a***@e***' },
    };
    script = { RespondToAuthChallenge: { status: 200, body: emailOtp } };

    const answered = await gateway().respondToChallenge({
      username: 'ADA@example.com ',
      challengeName: 'MFA_SETUP',
      session: 'sess-setup',
      answer: ' ada@example.com ',
    });

    expect(answered).toEqual(E.right({ type: 'challenge', challengeName: 'EMAIL_OTP', session: 'sess-otp', parameters: emailOtp.ChallengeParameters }));
    expect(requests[0]?.body).toEqual({
      ChallengeName: 'MFA_SETUP',
      ClientId: 'stubclient',
      Session: 'sess-setup',
      ChallengeResponses: { USERNAME: 'ada@example.com', EMAIL: 'ada@example.com' },
    });
  });

  it.each([
    ['a malformed body', { ChallengeName: 5 }],
    ['neither tokens nor a challenge', {}],
  ])('refuses an MFA_SETUP answer with %s as unforeseen', async (_name, body) => {
    script = { RespondToAuthChallenge: { status: 200, body } };

    const answered = await gateway().respondToChallenge({
      username: 'ada@example.com',
      challengeName: 'MFA_SETUP',
      session: 'sess-setup',
      answer: 'ada@example.com',
    });

    expect(answered).toEqual(E.left({ kind: 'Unexpected', cause: expect.any(String) }));
  });

  it('treats an unexpected challenge (the library calls onSuccess with an empty session) as no session, storing nothing', async () => {
    script = { InitiateAuth: { status: 200, body: { ChallengeName: 'SMS_MFA', Session: 's', ChallengeParameters: {} } } };
    const storage = new MemoryStorage();

    await expect(start(gateway(storage))).resolves.toEqual(E.left({ kind: 'SessionNotPersisted' }));
    expect(storage.keys()).toEqual([]);
  });

  it.each([
    ['a Cognito error', { status: 400, body: { __type: 'com.amazonaws#UserNotFoundException', message: 'User does not exist.' } }, { kind: 'UserNotFound' }],
    ['a trigger failure', { status: 400, body: { __type: 'UserLambdaValidationException', message: 'boom' } }, { kind: 'InvocationFailed', message: 'boom' }],
    ['an error body without __type', { status: 400, body: { message: 'no type' } }, { kind: 'Unexpected', cause: expect.any(TypeError) }],
  ])('maps %s', async (_name, answer, failure) => {
    script = { InitiateAuth: answer };

    await expect(start(gateway())).resolves.toEqual(E.left(failure));
  });

  it('maps an unreachable endpoint to a network failure', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const offline = new CognitoAuthGateway(
      { userPoolId: 'us-east-1_Stub1', clientId: 'stubclient', endpoint: `http://127.0.0.1:${port}/` },
      new MemoryStorage(),
    );

    await expect(offline.initiateAuth({ authFlowType: 'CUSTOM_WITHOUT_SRP', username: 'ada@example.com' })).resolves.toEqual(E.left({ kind: 'Network' }));
  });

  it('signs up with the normalised e-mail, the password and every attribute', async () => {
    script = {
      SignUp: {
        status: 200,
        body: { UserConfirmed: false, UserSub: 'sub-1', CodeDeliveryDetails: { Destination: 'a***', DeliveryMedium: 'EMAIL', AttributeName: 'email' } },
      },
    };

    const outcome = await gateway().signUp({ username: ' Ada@Example.com', password: 'pw', attributes: { email: 'ada@example.com', 'custom:region': 'GB' } });

    expect(outcome).toEqual(
      E.right({ userConfirmed: false, userId: 'sub-1', codeDeliveryDetails: O.some({ destination: 'a***', deliveryMedium: 'EMAIL', attributeName: 'email' }) }),
    );
    expect(requests[0]?.body).toEqual(
      expect.objectContaining({
        Username: 'ada@example.com',
        Password: 'pw',
        UserAttributes: [
          { Name: 'email', Value: 'ada@example.com' },
          { Name: 'custom:region', Value: 'GB' },
        ],
      }),
    );
  });

  it('associates a software token with the challenge session, through the library', async () => {
    script = { AssociateSoftwareToken: { status: 200, body: { SecretCode: 'SECRET', Session: 'sess-2' } } };

    await expect(gateway().associateSoftwareToken({ session: 'sess-1' })).resolves.toEqual(E.right({ secretCode: 'SECRET', session: 'sess-2' }));
    expect(requests[0]).toEqual({ target: 'AssociateSoftwareToken', body: { Session: 'sess-1' } });
  });

  it('maps a refused software-token association', async () => {
    script = { AssociateSoftwareToken: { status: 400, body: { __type: 'NotAuthorizedException', message: 'Invalid session' } } };

    await expect(gateway().associateSoftwareToken({ session: 'sess-1' })).resolves.toEqual(E.left({ kind: 'NotAuthorized', message: 'Invalid session' }));
  });

  it('answers no challenge it does not know', async () => {
    await expect(gateway().respondToChallenge({ username: 'a@example.com', challengeName: 'SMS_OTP', session: 's', answer: '1' })).resolves.toEqual(
      E.left({ kind: 'Service', code: 'InvalidParameterException', message: expect.stringContaining('SMS_OTP') }),
    );
    expect(requests).toEqual([]);
  });
});
