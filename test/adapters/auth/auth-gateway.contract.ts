// One contract for every AuthGateway (offline pool now; the Cognito library against local-backend
// joins it), driven through the real use-cases so the suite checks what the screens will rely on.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { AuthGateway } from '../../../src/application/ports/auth-gateway.port';
import type { SignInStateStore } from '../../../src/application/ports/sign-in-state-store.port';
import { makeConfirmSignIn } from '../../../src/application/auth/confirm-sign-in';
import { makeSignIn } from '../../../src/application/auth/sign-in';
import { makeSignOut } from '../../../src/application/auth/sign-out';
import { makeSignUpPasswordless } from '../../../src/application/auth/sign-up-passwordless';
import { type FakeClock } from '../../support/fakes/fake-clock';
import { FakeRandomSource } from '../../support/fakes/fake-random-source';

export type AuthSubject = {
  readonly gateway: AuthGateway;
  readonly signInState: SignInStateStore;
  readonly clock: FakeClock;
  /** The newest code e-mailed to `address`. */
  latestCode(address: string): Promise<string>;
  /** Storage keys the gateway left behind. */
  storedKeys(): string[];
};

const silentLogger = { log: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };

export function describeAuthGatewayContract(name: string, makeSubject: () => Promise<AuthSubject>) {
  describe(`${name} honours the AuthGateway contract`, () => {
    let s: AuthSubject;
    const useCases = () => {
      const deps = { auth: s.gateway, signInState: s.signInState, clock: s.clock };
      return {
        signUp: makeSignUpPasswordless({ auth: s.gateway, random: new FakeRandomSource(7) }),
        signIn: makeSignIn(deps),
        confirm: makeConfirmSignIn(deps),
        signOut: makeSignOut({ auth: s.gateway, signInState: s.signInState, logger: silentLogger }),
      };
    };
    const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    beforeEach(async () => {
      s = await makeSubject();
    });

    it('signs up a new address, and refuses it a second time', async () => {
      const { signUp } = useCases();

      const first = await signUp({ email: ' Ada@Example.com ', region: 'gb' });
      const second = await signUp({ email: 'ada@example.com' });

      expect(E.isRight(first)).toBe(true);
      expect(second).toEqual(E.left({ kind: 'Service', code: 'UsernameExistsException', message: expect.any(String) }));
    });

    it('says an unknown user is unknown', async () => {
      await expect(useCases().signIn({ username: 'nobody@example.com' })).resolves.toEqual(E.left({ kind: 'UserNotFound' }));
    });

    it('signs in with the e-mailed code', async () => {
      const { signUp, signIn, confirm } = useCases();
      await signUp({ email: 'ada@example.com', region: 'gb' });

      const started = await signIn({ username: 'ADA@example.com' });
      const confirmed = await confirm({ challengeResponse: await s.latestCode('ada@example.com') });

      expect(started).toEqual(E.right(expect.objectContaining({ signedIn: false, nextStep: expect.objectContaining({ step: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE' }) })));
      expect(confirmed).toEqual(E.right(expect.objectContaining({ signedIn: true })));
      const session = await s.gateway.currentSession();
      expect(session).toEqual(O.some(expect.objectContaining({ email: 'ada@example.com', region: 'GB' })));
    });

    it('asks again after a wrong code, and refuses after the third', async () => {
      const { signUp, signIn, confirm } = useCases();
      await signUp({ email: 'ada@example.com' });
      await signIn({ username: 'ada@example.com' });
      const wrong = wrongCode(await s.latestCode('ada@example.com'));

      const first = await confirm({ challengeResponse: wrong });
      const second = await confirm({ challengeResponse: wrong });
      const third = await confirm({ challengeResponse: wrong });

      expect(first).toEqual(E.right(expect.objectContaining({ signedIn: false })));
      expect(second).toEqual(E.right(expect.objectContaining({ signedIn: false })));
      expect(third).toEqual(E.left({ kind: 'ConfirmationFailed', problem: 'NotAuthorized' }));
      expect(O.isNone(await s.gateway.currentSession())).toBe(true);
    });

    it('still accepts the right code after a wrong one', async () => {
      const { signUp, signIn, confirm } = useCases();
      await signUp({ email: 'ada@example.com' });
      await signIn({ username: 'ada@example.com' });
      const code = await s.latestCode('ada@example.com');

      await confirm({ challengeResponse: wrongCode(code) });

      await expect(confirm({ challengeResponse: code })).resolves.toEqual(E.right(expect.objectContaining({ signedIn: true })));
    });

    it('refuses a code once the sign-in state has expired (180 s)', async () => {
      const { signUp, signIn, confirm } = useCases();
      await signUp({ email: 'ada@example.com' });
      await signIn({ username: 'ada@example.com' });
      const code = await s.latestCode('ada@example.com');

      s.clock.advance(181_000);

      await expect(confirm({ challengeResponse: code })).resolves.toEqual(E.left({ kind: 'SignInStateMissing' }));
    });

    it('refreshes a session, and cannot after sign-out revoked it; nothing is left in storage', async () => {
      const { signUp, signIn, confirm, signOut } = useCases();
      await signUp({ email: 'ada@example.com' });
      await signIn({ username: 'ada@example.com' });
      await confirm({ challengeResponse: await s.latestCode('ada@example.com') });

      expect(E.isRight(await s.gateway.refreshSession())).toBe(true);
      await expect(signOut()).resolves.toEqual(E.right(undefined));

      expect(E.isLeft(await s.gateway.refreshSession())).toBe(true);
      expect(O.isNone(await s.gateway.currentSession())).toBe(true);
      expect(s.storedKeys().filter((key) => /session|Cognito|signInState|idToken|accessToken|refreshToken/i.test(key))).toEqual([]);
    });
  });
}
