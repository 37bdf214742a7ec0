// One contract for every user-pool adapter (the offline pool; the Cognito library against local-backend),
// driven through the real use-cases so the suite checks what the screens rely on.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { AuthGateway } from '../../support/fakes/auth-fake-gateway';
import type { SignInStateStore } from '../../../src/application/ports/sign-in-state-store.port';
import { makeConfirmSignIn, makeSignIn } from '../../../src/application/auth/sign-in';
import { makeAccountSecurity } from '../../../src/application/auth/account-security';
import { makeGetValidSession, makeRefreshSession } from '../../../src/application/auth/get-valid-session';
import { makeSignOut } from '../../../src/application/auth/sign-out';
import { signUpWith } from '../../support/auth-builders';
import { type FakeClock } from '../../support/fakes/fake-clock';
import { FakeRandomSource } from '../../support/fakes/fake-random-source';

export type AuthSubject = {
  readonly gateway: AuthGateway;
  readonly signInState: SignInStateStore;
  /** The time the service sees (the offline pool's clock, the local peer's `now`). */
  readonly clock: FakeClock;
  /** The newest code e-mailed to `address`. */
  latestCode(address: string): Promise<string>;
  /** Storage keys that could hold session data, i.e. everything but the offline pool's own records. */
  storedKeys(): string[];
  /** Requires `address`'s password to be reset, as an administrator's reset does. */
  requirePasswordReset?(address: string): Promise<void>;
  /** Stops whatever the subject started (a local server). */
  close?(): Promise<void>;
};

/** The auth contract's own subject: it can also put a copy of the stored session back, as another tab or a restored backup would. */
export type SessionSubject = AuthSubject & {
  /** The items behind storedKeys, as they are now. */
  storedItems(): ReadonlyMap<string, string>;
  /** Writes those items back. */
  putItems(items: ReadonlyMap<string, string>): void;
};

export type ContractOptions = {
  /** For cases where the service refuses a refresh: the real library retries a failed refresh for ~6 s. */
  readonly failureTimeoutMs?: number;
};

const silentLogger = { log: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };

/** A subject made by each case with its options, and closed after it. */
export function subjectPerCase<Options, Subject extends AuthSubject>(make: (options: Options) => Promise<Subject>, defaults: Options) {
  let made: Subject | undefined;
  afterEach(async () => {
    await made?.close?.();
    made = undefined;
  });
  return async (options: Options = defaults): Promise<Subject> => (made = await make(options));
}

/** The sign-in use-cases over a subject's gateway, as the screens hold them. */
export function signInUseCases(subj: AuthSubject) {
  const deps = { auth: subj.gateway, signInState: subj.signInState, clock: subj.clock, random: new FakeRandomSource(7) };
  const getValidSession = makeGetValidSession({ auth: subj.gateway, clock: subj.clock, logger: silentLogger });
  return {
    signIn: makeSignIn({ ...deps, getValidSession }),
    confirm: (challengeResponse: string) => makeConfirmSignIn(deps)({ challengeResponse }),
    signOut: makeSignOut({ auth: subj.gateway, signInState: subj.signInState, logger: silentLogger }),
  };
}

export function describeAuthGatewayContract(name: string, makeSubject: () => Promise<SessionSubject>, options: ContractOptions = {}) {
  describe(`${name} honours the AuthGateway contract`, () => {
    let s: SessionSubject;
    const flows = () => {
      const deps = { auth: s.gateway, signInState: s.signInState, clock: s.clock, random: new FakeRandomSource(7) };
      return {
        signUp: signUpWith(s.gateway, new FakeRandomSource(7)),
        signIn: makeSignIn({ ...deps, getValidSession: makeGetValidSession({ auth: s.gateway, clock: s.clock, logger: silentLogger }) }),
        confirm: makeConfirmSignIn(deps),
        signOut: makeSignOut({ auth: s.gateway, signInState: s.signInState, logger: silentLogger }),
      };
    };
    const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    beforeEach(async () => {
      s = await makeSubject();
    });

    afterEach(async () => {
      await s.close?.();
    });

    /** Signs up and starts a sign-in straight on the gateway; the pending challenge. */
    const startSignIn = async (email = 'ada@example.com') => {
      await flows().signUp({ email });
      const started = await s.gateway.initiateAuth({ authFlowType: 'CUSTOM_WITHOUT_SRP', username: email });
      if (E.isLeft(started) || started.right.type !== 'challenge') throw new Error(`expected a challenge, got ${JSON.stringify(started)}`);
      return started.right;
    };
    const answer = (session: string, code: string, username = 'ada@example.com') =>
      s.gateway.respondToChallenge({ username, challengeName: 'CUSTOM_CHALLENGE', session, answer: code });
    const signedIn = async () => {
      const challenge = await startSignIn();
      const answered = await answer(challenge.session, await s.latestCode('ada@example.com'));
      if (E.isLeft(answered) || answered.right.type !== 'tokens') throw new Error(`expected tokens, got ${JSON.stringify(answered)}`);
      return answered.right.session;
    };

    it('signs up a new address, and refuses it a second time', async () => {
      const { signUp } = flows();

      const first = await signUp({ email: ' Ada@Example.com ', region: 'gb' });
      const second = await signUp({ email: 'ada@example.com' });

      expect(E.isRight(first)).toBe(true);
      expect(second).toEqual(E.left({ kind: 'Service', code: 'UsernameExistsException', message: expect.any(String) }));
    });

    it('says an unknown user is unknown', async () => {
      await expect(flows().signIn({ username: 'nobody@example.com' })).resolves.toEqual(E.left({ kind: 'UserNotFound' }));
    });

    it('signs in with the e-mailed code', async () => {
      const { signUp, signIn, confirm } = flows();
      await signUp({ email: 'ada@example.com', region: 'gb' });

      const started = await signIn({ username: 'ADA@example.com' });
      const confirmed = await confirm({ challengeResponse: await s.latestCode('ada@example.com') });

      expect(started).toEqual(
        E.right(expect.objectContaining({ signedIn: false, nextStep: expect.objectContaining({ step: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE' }) })),
      );
      expect(confirmed).toEqual(E.right(expect.objectContaining({ signedIn: true })));
      const session = await s.gateway.storedSession();
      expect(session).toEqual(O.some(expect.objectContaining({ email: 'ada@example.com', region: 'GB' })));
    });

    it('asks again after a wrong code, and refuses after the third', async () => {
      const { signUp, signIn, confirm } = flows();
      await signUp({ email: 'ada@example.com' });
      await signIn({ username: 'ada@example.com' });
      const wrong = wrongCode(await s.latestCode('ada@example.com'));

      const first = await confirm({ challengeResponse: wrong });
      const second = await confirm({ challengeResponse: wrong });
      const third = await confirm({ challengeResponse: wrong });

      expect(first).toEqual(E.right(expect.objectContaining({ signedIn: false })));
      expect(second).toEqual(E.right(expect.objectContaining({ signedIn: false })));
      expect(third).toEqual(E.left({ kind: 'ConfirmationFailed', problem: 'NotAuthorized' }));
      expect(O.isNone(await s.gateway.storedSession())).toBe(true);
    });

    it('still accepts the right code after a wrong one', async () => {
      const { signUp, signIn, confirm } = flows();
      await signUp({ email: 'ada@example.com' });
      await signIn({ username: 'ada@example.com' });
      const code = await s.latestCode('ada@example.com');

      await confirm({ challengeResponse: wrongCode(code) });

      await expect(confirm({ challengeResponse: code })).resolves.toEqual(E.right(expect.objectContaining({ signedIn: true })));
    });

    it('refuses a code once the sign-in state has expired (180 s)', async () => {
      const { signUp, signIn, confirm } = flows();
      await signUp({ email: 'ada@example.com' });
      await signIn({ username: 'ada@example.com' });
      const code = await s.latestCode('ada@example.com');

      s.clock.advance(181_000);

      await expect(confirm({ challengeResponse: code })).resolves.toEqual(E.left({ kind: 'SignInExpired' }));
    });

    it('stores a new region for the signed-in person, which the session carries from then on', async () => {
      await signedIn();
      const getValidSession = makeGetValidSession({ auth: s.gateway, clock: s.clock, logger: silentLogger });
      const { region } = makeAccountSecurity({ auth: s.gateway, getValidSession, refreshSession: makeRefreshSession({ auth: s.gateway }) });

      await expect(region.change('ie')).resolves.toEqual(E.right('IE'));
      expect(await s.gateway.storedSession()).toEqual(O.some(expect.objectContaining({ region: 'IE' })));
      expect(await s.gateway.refreshSession()).toEqual(E.right(expect.objectContaining({ region: 'IE' })));
    });

    it('refreshes a session, and cannot after sign-out revoked it; nothing is left in storage', async () => {
      const { signUp, signIn, confirm, signOut } = flows();
      await signUp({ email: 'ada@example.com' });
      await signIn({ username: 'ada@example.com' });
      await confirm({ challengeResponse: await s.latestCode('ada@example.com') });

      expect(E.isRight(await s.gateway.refreshSession())).toBe(true);
      expect(s.storedKeys()).not.toEqual([]);
      await expect(signOut()).resolves.toEqual(E.right(undefined));

      expect(E.isLeft(await s.gateway.refreshSession())).toBe(true);
      expect(O.isNone(await s.gateway.storedSession())).toBe(true);
      expect(s.storedKeys().filter((key) => /session|Cognito|signInState|idToken|accessToken|refreshToken/i.test(key))).toEqual([]);
    });

    it('answers a wrong code with another custom challenge in a new session, and the third with NotAuthorized', async () => {
      const challenge = await startSignIn();
      const wrong = wrongCode(await s.latestCode('ada@example.com'));

      const first = await answer(challenge.session, wrong);
      const firstSession = E.isRight(first) && first.right.type === 'challenge' ? first.right.session : '';
      const second = await answer(firstSession, wrong);
      const secondSession = E.isRight(second) && second.right.type === 'challenge' ? second.right.session : '';
      const third = await answer(secondSession, wrong);

      expect(first).toEqual(E.right(expect.objectContaining({ type: 'challenge', challengeName: 'CUSTOM_CHALLENGE' })));
      expect(firstSession).not.toBe(challenge.session);
      expect(second).toEqual(E.right(expect.objectContaining({ type: 'challenge', challengeName: 'CUSTOM_CHALLENGE' })));
      expect(third).toEqual(E.left({ kind: 'NotAuthorized', message: 'Incorrect username or password.' }));
    });

    it("refuses an answer once the service's 180 s sign-in session has passed", async () => {
      const challenge = await startSignIn();
      const code = await s.latestCode('ada@example.com');

      s.clock.advance(181_000);

      await expect(answer(challenge.session, code)).resolves.toEqual(
        E.left({ kind: 'NotAuthorized', message: 'Invalid session for the user, session is expired.' }),
      );
    });

    it('refuses an answer for a session it never issued', async () => {
      await startSignIn();

      await expect(answer('not-a-session', '123456')).resolves.toEqual(E.left({ kind: 'NotAuthorized', message: expect.any(String) }));
    });

    it('issues tokens for the right code: the session names the signed-up user and is stored before the answer resolves', async () => {
      const signedUp = await flows().signUp({ email: 'ada@example.com', region: 'gb' });
      const started = await s.gateway.initiateAuth({ authFlowType: 'CUSTOM_WITHOUT_SRP', username: 'ada@example.com' });
      const session = E.isRight(started) && started.right.type === 'challenge' ? started.right.session : '';

      const answered = await answer(session, await s.latestCode('ada@example.com'));

      const userId = E.isRight(signedUp) ? signedUp.right.userId : 'none';
      expect(answered).toEqual(
        E.right({
          type: 'tokens',
          session: expect.objectContaining({ userId, email: 'ada@example.com', region: 'GB', userAlias: expect.stringMatching(/^[0-9a-f-]{36}$/) }),
        }),
      );
      const issued = E.isRight(answered) && answered.right.type === 'tokens' ? answered.right.session : undefined;
      expect(issued?.expiresAt).toBeGreaterThan(s.clock.now() + 3_000_000);
      await expect(s.gateway.storedSession()).resolves.toEqual(O.some(issued));
      await expect(s.gateway.storedSession()).resolves.toEqual(O.some(issued));
    });

    it('refreshes into new tokens and stores them, as often as asked', async () => {
      const before = await signedIn();

      const first = await s.gateway.refreshSession();
      const second = await s.gateway.refreshSession();

      expect(E.isRight(first) && first.right.accessToken).not.toBe(before.accessToken);
      expect(E.isRight(second) && second.right.userId).toBe(before.userId);
      await expect(s.gateway.storedSession()).resolves.toEqual(O.some(E.isRight(second) ? second.right : undefined));
    });

    it(
      'cannot refresh with a revoked refresh token',
      async () => {
        await signedIn();

        await expect(s.gateway.revokeRefreshToken()).resolves.toEqual(E.right(undefined));

        expect(await s.gateway.refreshSession()).toEqual(E.left({ kind: 'NotAuthorized', message: expect.any(String) }));
      },
      options.failureTimeoutMs,
    );

    it(
      'revokes the session stored when it was asked, even when the session is cleared before the service answers',
      async () => {
        await signedIn();
        const copy = s.storedItems();

        const revoking = s.gateway.revokeRefreshToken();
        await s.gateway.clearSession();
        await expect(revoking).resolves.toEqual(E.right(undefined));
        expect(s.storedKeys()).toEqual([]);

        s.putItems(copy);
        expect(await s.gateway.refreshSession()).toEqual(E.left({ kind: 'NotAuthorized', message: expect.any(String) }));
      },
      options.failureTimeoutMs,
    );

    it('clears every stored key of the session, and then has neither a stored nor a current session', async () => {
      await signedIn();
      expect(s.storedKeys()).not.toEqual([]);

      await s.gateway.clearSession();

      expect(s.storedKeys()).toEqual([]);
      await expect(s.gateway.storedSession()).resolves.toEqual(O.none);
      await expect(s.gateway.storedSession()).resolves.toEqual(O.none);
    });

    it('has nothing to revoke, refresh or read when nobody signed in', async () => {
      await expect(s.gateway.revokeRefreshToken()).resolves.toEqual(E.right(undefined));
      expect(E.isLeft(await s.gateway.refreshSession())).toBe(true);
      await expect(s.gateway.storedSession()).resolves.toEqual(O.none);
      await expect(s.gateway.storedSession()).resolves.toEqual(O.none);
    });

    it('offers no passkey without WebAuthn in the browser', async () => {
      expect(s.gateway.passkeysAvailable).toBe(false);
      await expect(s.gateway.answerPasskeyChallenge({ username: 'ada@example.com', session: 's', parameters: {} })).resolves.toEqual(
        E.left({ kind: 'Passkey', problem: 'NotSupported' }),
      );
      await expect(s.gateway.registerPasskey()).resolves.toEqual(E.left({ kind: 'Passkey', problem: 'NotSupported' }));
    });
  });
}
