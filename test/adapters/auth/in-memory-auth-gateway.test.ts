import * as O from 'fp-ts/Option';
import { makeGetValidSession } from '../../../src/application/auth/get-valid-session';
import type { AuthSession } from '../../../src/domain/auth/session/auth-session';
import { RecordingLogger } from '../../support/fakes/auth-recording-logger';
import * as E from 'fp-ts/Either';
import { InMemoryAuthGateway } from '../../../src/adapters/auth/in-memory-auth-gateway';
import { LocalStorageSignInStateStore } from '../../../src/adapters/browser/local-storage-sign-in-state-store';
import { FAULTS_STORAGE_KEY, createStorageFaultSwitch } from '../../../src/stand-ins/faults/storage-fault-switch';
import { OfflineOutbox } from '../../../src/stand-ins/outbox/offline-outbox';
import { decodeVerifyCodeToken } from '../../../src/wire/verify-code-token';
import { FakeClock } from '../../support/fakes/fake-clock';
import { FakeRandomSource } from '../../support/fakes/fake-random-source';
import { MemoryStorage } from '../../support/memory-storage';
import { SoftwarePasskey, softwareBrowser } from '../../support/software-passkey';
import { describeAuthGatewayContract } from './auth-gateway.contract';
import { describeDevicesContract } from './devices.contract';
import { describeFirstFactorContract } from './first-factor.contract';
import { OFFLINE_DEVICE_TRACKING_KEY } from '../../../src/stand-ins/user-pool/devices';
import { describeMfaContract } from './mfa.contract';
import { describeSignUpConfirmationContract } from './sign-up.contract';

const build = (options: Partial<ConstructorParameters<typeof InMemoryAuthGateway>[0]> = {}) => {
  const session = new MemoryStorage();
  const local = new MemoryStorage();
  const clock = new FakeClock(Date.UTC(2026, 10, 22, 12));
  const lines: string[] = [];
  const outbox = new OfflineOutbox(session, (line) => lines.push(line));
  const gateway = new InMemoryAuthGateway({
    storage: session,
    clock,
    random: new FakeRandomSource(42),
    faults: createStorageFaultSwitch(local, async () => undefined),
    outbox,
    appOrigin: 'http://127.0.0.1:3000',
    settings: local,
    ...options,
  });
  return { session, local, clock, outbox, gateway, lines, signInState: new LocalStorageSignInStateStore(session) };
};

/** The offline pool's own records, which are the service's, not the session's. */
const POOL_KEYS = ['protect.offline.pool', 'protect.offline.outbox'];

const offlineSubject = async () => {
  const { gateway, clock, outbox, session, signInState } = build();
  return {
    gateway,
    clock,
    signInState,
    latestCode: async (address: string) => outbox.list().find((m) => m.to === address.toLowerCase())?.code ?? '',
    requirePasswordReset: async (address: string) =>
      gateway.store.update((pool) => {
        const user = pool.users[address];
        return user ? { ...pool, users: { ...pool.users, [address]: { ...user, resetRequired: true } } } : pool;
      }),
    storedKeys: () => session.keys().filter((key) => !POOL_KEYS.includes(key)),
    storedItems: () =>
      new Map(
        session
          .keys()
          .filter((key) => !POOL_KEYS.includes(key))
          .map((key) => [key, session.getItem(key) ?? '']),
      ),
    putItems: (items: ReadonlyMap<string, string>) => items.forEach((value, key) => session.setItem(key, value)),
  };
};

describeAuthGatewayContract('the offline user pool', offlineSubject);
describeMfaContract('the offline user pool', offlineSubject);

describeDevicesContract('the offline user pool', async () => {
  const b = build({ deviceName: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0' });
  b.local.setItem(OFFLINE_DEVICE_TRACKING_KEY, 'always');
  return {
    gateway: b.gateway,
    clock: b.clock,
    signInState: b.signInState,
    latestCode: async (address: string) => b.outbox.list().find((m) => m.to === address.toLowerCase())?.code ?? '',
    storedKeys: () => b.session.keys(),
    storedDeviceKey: () => {
      const raw = b.session.getItem('protect.offline.device');
      return raw === null ? null : (JSON.parse(raw) as { key: string }).key;
    },
    // As an administrator would: the pool's record of the person's devices goes.
    forgetDevicesOnService: async () => {
      const pool = JSON.parse(b.session.getItem('protect.offline.pool') ?? '{}') as Record<string, unknown>;
      b.session.setItem('protect.offline.pool', JSON.stringify({ ...pool, devices: {} }));
    },
  };
});

describeSignUpConfirmationContract('the offline user pool', offlineSubject);

// A browser with a software authenticator, on the origin the pool's passkeys are for.
// The offline pool allows passkeys only as USER_AUTH's first factor, whatever the options ask.
describeFirstFactorContract('the offline user pool', async () => {
  const origin = 'http://localhost:3000';
  const { gateway, clock, outbox, session, signInState } = build({ appOrigin: origin, browser: softwareBrowser(new SoftwarePasskey(), origin) });
  return {
    gateway,
    clock,
    signInState,
    latestCode: async (address: string) => outbox.list().find((m) => m.to === address.toLowerCase())?.code ?? '',
    storedKeys: () => session.keys(),
  };
});

describe('the offline user pool, beyond the contract', () => {
  const signUpAndStart = async (b: ReturnType<typeof build>) => {
    await b.gateway.signUp({
      username: 'ada@example.com',
      password: 'x'.repeat(30),
      attributes: { email: 'ada@example.com', 'custom:region': 'US', 'custom:user_alias': '3f1c2a4e-9b7d-4c1e-8a2f-6d5e4c3b2a10' },
    });
    return b.gateway.initiateAuth({ authFlowType: 'CUSTOM_WITHOUT_SRP', username: 'ada@example.com' });
  };

  const signedIn = async (b: ReturnType<typeof build>) => {
    const started = await signUpAndStart(b);
    const session = E.isRight(started) && started.right.type === 'challenge' ? started.right.session : '';
    const done = await b.gateway.respondToChallenge({
      username: 'ada@example.com',
      challengeName: 'CUSTOM_CHALLENGE',
      session,
      answer: b.outbox.list()[0]?.code ?? '',
    });
    return E.isRight(done) && done.right.type === 'tokens' ? done.right.session : undefined;
  };

  it('e-mails a 6-digit code with a magic link that carries it, and logs the same line', async () => {
    const b = build();
    await signUpAndStart(b);

    const [message] = b.outbox.list();
    expect(message?.code).toMatch(/^[0-9]{6}$/);
    const token = new URL(message?.magicLink ?? '').searchParams.get('token') ?? '';
    expect(decodeVerifyCodeToken(token)).toEqual({
      _tag: 'Some',
      value: { username: 'ada@example.com', code: message?.code, userAlias: '3f1c2a4e-9b7d-4c1e-8a2f-6d5e4c3b2a10' },
    });
    expect(b.lines).toEqual([`[offline inbox] Your Protect sign-in code for ada@example.com: ${message?.code}`]);
  });

  it('keeps users and pending codes for the tab: a new gateway on the same storage continues', async () => {
    const b = build();
    const started = await signUpAndStart(b);
    const again = new InMemoryAuthGateway({
      storage: b.session,
      clock: b.clock,
      random: new FakeRandomSource(1),
      faults: createStorageFaultSwitch(b.local),
      outbox: b.outbox,
      appOrigin: 'http://127.0.0.1:3000',
    });
    const session = E.isRight(started) && started.right.type === 'challenge' ? started.right.session : '';

    const answered = await again.respondToChallenge({
      username: 'ada@example.com',
      challengeName: 'CUSTOM_CHALLENGE',
      session,
      answer: b.outbox.list()[0]?.code ?? '',
    });

    expect(E.isRight(answered) && answered.right.type).toBe('tokens');
  });

  it.each([
    [{ signIn: { error: 'InternalErrorException' } }, { kind: 'Internal' }],
    [{ signIn: { error: 'UserLambdaValidationException' } }, { kind: 'InvocationFailed', message: 'Offline fault on signIn' }],
    [{ signIn: { network: true } }, { kind: 'Network' }],
    [{ signIn: { status: 503 } }, { kind: 'Internal' }],
    [{ signIn: { status: 400 } }, { kind: 'Service', code: 'InvalidParameterException', message: 'Offline fault on signIn' }],
  ])('forces %j as %j', async (faults, failure) => {
    const b = build();
    b.local.setItem(FAULTS_STORAGE_KEY, JSON.stringify(faults));

    await expect(signUpAndStart(b)).resolves.toEqual(E.left(failure));
  });

  it.each(['signUp', 'confirmSignIn', 'refresh', 'signOut'])('honours a fault on %s', async (operation) => {
    const b = build();
    b.local.setItem(FAULTS_STORAGE_KEY, JSON.stringify({ [operation]: { error: 'InternalErrorException' } }));
    const calls: Record<string, () => Promise<E.Either<unknown, unknown>>> = {
      signUp: () => b.gateway.signUp({ username: 'a@example.com', password: 'p', attributes: {} }),
      confirmSignIn: () => b.gateway.respondToChallenge({ username: 'a@example.com', challengeName: 'CUSTOM_CHALLENGE', session: 's', answer: '1' }),
      refresh: () => b.gateway.refreshSession(),
      signOut: () => b.gateway.revokeRefreshToken(),
    };

    await expect(calls[operation]!()).resolves.toEqual(E.left({ kind: 'Internal' }));
  });

  it('runs USER_SRP_AUTH for the auto sign-in after a sign-up, and no other password flow', async () => {
    const b = build();
    const password = 'Correct-Horse-Battery-1';
    await b.gateway.signUp({ username: 'ada@example.com', password, attributes: { email: 'ada@example.com' } });

    await expect(b.gateway.initiateAuth({ authFlowType: 'USER_SRP_AUTH', username: 'ada@example.com', password: 'Wrong-Password-1' })).resolves.toEqual(
      E.left({ kind: 'NotAuthorized', message: 'Incorrect username or password.' }),
    );
    expect(await b.gateway.initiateAuth({ authFlowType: 'USER_SRP_AUTH', username: ' Ada@Example.com ', password })).toEqual(
      E.right({ type: 'tokens', session: expect.objectContaining({ email: 'ada@example.com' }) }),
    );
    for (const authFlowType of ['USER_PASSWORD_AUTH', 'CUSTOM_WITH_SRP', 'USER_AUTH'] as const) {
      expect(await b.gateway.initiateAuth({ authFlowType, username: 'ada@example.com', password })).toEqual(
        E.left(expect.objectContaining({ code: 'InvalidParameterException' })),
      );
    }
  });

  it('opens no MFA_SETUP session and answers no challenge it did not ask', async () => {
    const { gateway } = build();
    const invalid = E.left({ kind: 'NotAuthorized', message: 'Invalid session for the user.' });

    expect(await gateway.associateSoftwareToken({ session: 's' })).toEqual(invalid);
    expect(await gateway.verifySoftwareToken({ username: 'a@example.com', session: 's', code: '123456' })).toEqual(invalid);
    expect(await gateway.respondToChallenge({ username: 'a@example.com', challengeName: 'NEW_PASSWORD_REQUIRED', session: 's', answer: 'x' })).toEqual(invalid);
    await expect(gateway.clearStoredDevice()).resolves.toBeUndefined();
  });

  it('offers the authenticator app only: e-mailed and texted codes cannot be turned on', async () => {
    const b = build();
    await signedIn(b);

    for (const preference of [{ email: { enabled: true, preferred: true } }, { sms: { enabled: true, preferred: false } }]) {
      expect(await b.gateway.setMfaPreference(preference)).toEqual(E.left(expect.objectContaining({ code: 'InvalidParameterException' })));
    }
    expect(await b.gateway.getMfaSettings()).toEqual(E.right({ enabled: [] }));
  });

  it('refuses an empty password and an answer for another user', async () => {
    const b = build();

    expect(E.isLeft(await b.gateway.signUp({ username: 'a@example.com', password: '', attributes: {} }))).toBe(true);
    const started = await signUpAndStart(b);
    const session = E.isRight(started) && started.right.type === 'challenge' ? started.right.session : '';
    await expect(b.gateway.respondToChallenge({ username: 'eve@example.com', challengeName: 'CUSTOM_CHALLENGE', session, answer: '000000' })).resolves.toEqual(
      E.left({ kind: 'NotAuthorized', message: 'Invalid session for the user.' }),
    );
  });

  it('gives the valid-session use-case a refreshed session once the stored one has expired', async () => {
    const b = build();
    const started = await signUpAndStart(b);
    const session = E.isRight(started) && started.right.type === 'challenge' ? started.right.session : '';
    await b.gateway.respondToChallenge({ username: 'ada@example.com', challengeName: 'CUSTOM_CHALLENGE', session, answer: b.outbox.list()[0]?.code ?? '' });

    b.clock.advance(3_700_000);
    const current = E.getOrElse((): O.Option<AuthSession> => O.none)(
      await makeGetValidSession({ auth: b.gateway, clock: b.clock, logger: new RecordingLogger() })(),
    );

    expect(current._tag === 'Some' && current.value.expiresAt).toBe(b.clock.now() + 3_600_000);
  });

  describe('moveSignInAddress: a new primary address becomes the sign-in address, as the hosted service moves the real pool’s', () => {
    it('moves sign-in: the old address is unknown, a refresh names the new one, and the new one signs in', async () => {
      const b = build();
      const ada = await signedIn(b);

      expect(b.gateway.store.moveSignInAddress(ada?.userId ?? '', ' Ada.New@Example.com ')).toBe('moved');

      const refreshed = await b.gateway.refreshSession();
      expect(refreshed).toEqual(E.right(expect.objectContaining({ userId: ada?.userId, email: 'ada.new@example.com', username: 'ada.new@example.com' })));
      await expect(b.gateway.initiateAuth({ authFlowType: 'CUSTOM_WITHOUT_SRP', username: 'ada@example.com' })).resolves.toEqual(
        E.left({ kind: 'UserNotFound' }),
      );
      const again = await b.gateway.initiateAuth({ authFlowType: 'CUSTOM_WITHOUT_SRP', username: 'ada.new@example.com' });
      expect(E.isRight(again) && again.right.type).toBe('challenge');
    });

    it('refuses an address another account signs in with; its own address again is no change', async () => {
      const b = build();
      const ada = await signedIn(b);
      await b.gateway.signUp({ username: 'bob@example.com', password: 'x'.repeat(30), attributes: { email: 'bob@example.com' } });

      expect(b.gateway.store.moveSignInAddress(ada?.userId ?? '', 'BOB@example.com')).toBe('taken');
      expect(b.gateway.store.moveSignInAddress(ada?.userId ?? '', 'ada@example.com')).toBe('moved');

      const refreshed = await b.gateway.refreshSession();
      expect(E.isRight(refreshed) && refreshed.right.email).toBe('ada@example.com');
    });

    it('ends a sign-in whose address moved while its code was on the way', async () => {
      const b = build();
      const ada = await signedIn(b);
      const started = await b.gateway.initiateAuth({ authFlowType: 'CUSTOM_WITHOUT_SRP', username: 'ada@example.com' });
      const session = E.isRight(started) && started.right.type === 'challenge' ? started.right.session : '';
      b.gateway.store.moveSignInAddress(ada?.userId ?? '', 'ada.new@example.com');

      await expect(
        b.gateway.respondToChallenge({ username: 'ada@example.com', challengeName: 'CUSTOM_CHALLENGE', session, answer: b.outbox.list()[0]?.code ?? '' }),
      ).resolves.toEqual(E.left({ kind: 'NotAuthorized', message: 'Invalid session for the user.' }));
    });

    it('has nothing to move for a user it does not know (a session made outside it)', () => {
      expect(build().gateway.store.moveSignInAddress('someone-else', 'x@example.com')).toBe('moved');
    });
  });
});
