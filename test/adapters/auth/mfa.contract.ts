// The MFA part of the AuthGateway contract (offline pool and the Cognito library against local-backend):
// a signed-in person turns an authenticator app on and off; sign-in then asks its code after the e-mailed one.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { totpCodeAt } from '../../../local-backend/cognito/totp';
import { makeConfirmSignIn, makeSignIn } from '../../../src/application/auth/sign-in';
import { makeGetValidSession } from '../../../src/application/auth/get-valid-session';
import { makeSignOut } from '../../../src/application/auth/sign-out';
import { signUpWith } from '../../support/auth-builders';
import { FakeRandomSource } from '../../support/fakes/fake-random-source';
import type { AuthSubject } from './auth-gateway.contract';

const silentLogger = { log: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
const EMAIL = 'ada@example.com';

export function describeMfaContract(name: string, makeSubject: () => Promise<AuthSubject>) {
  describe(`${name} honours the MFA part of the AuthGateway contract`, () => {
    let s: AuthSubject;
    const flows = () => {
      const deps = { auth: s.gateway, signInState: s.signInState, clock: s.clock, random: new FakeRandomSource(7) };
      return {
        signUp: signUpWith(s.gateway, new FakeRandomSource(7)),
        signIn: makeSignIn({ ...deps, getValidSession: makeGetValidSession({ auth: s.gateway, clock: s.clock, logger: silentLogger }) }),
        confirm: makeConfirmSignIn(deps),
        signOut: makeSignOut({ auth: s.gateway, signInState: s.signInState, logger: silentLogger }),
      };
    };
    const stepOf = (result: E.Either<unknown, { readonly nextStep: { readonly step: string } }>) =>
      E.isRight(result) ? result.right.nextStep.step : result.left;

    beforeEach(async () => {
      s = await makeSubject();
    });

    afterEach(async () => {
      await s.close?.();
    });

    const signedUpAndIn = async () => {
      const { signUp, signIn, confirm } = flows();
      await signUp({ email: EMAIL });
      await signIn({ username: EMAIL });
      const confirmed = await confirm({ challengeResponse: await s.latestCode(EMAIL) });
      if (E.isLeft(confirmed) || !confirmed.right.signedIn) throw new Error(`expected to be signed in, got ${JSON.stringify(confirmed)}`);
    };

    /** Associates, verifies and turns on an app; its secret. */
    const turnOnAuthenticator = async (): Promise<string> => {
      const associated = await s.gateway.associateUserSoftwareToken();
      if (E.isLeft(associated)) throw new Error(`expected a secret, got ${JSON.stringify(associated.left)}`);
      const secret = associated.right.secretCode;
      expect(await s.gateway.verifyUserSoftwareToken(totpCodeAt(secret, s.clock.now()))).toEqual(E.right(undefined));
      expect(await s.gateway.setMfaPreference({ totp: { enabled: true, preferred: true } })).toEqual(E.right(undefined));
      return secret;
    };

    it('gives a signed-in person a base32 secret, refuses a wrong code from the app and turns the app on after a right one', async () => {
      await signedUpAndIn();

      const associated = await s.gateway.associateUserSoftwareToken();
      const secret = E.isRight(associated) ? associated.right.secretCode : '';
      const wrong = await s.gateway.verifyUserSoftwareToken(totpCodeAt(secret, s.clock.now() + 10 * 60_000));
      const right = await s.gateway.verifyUserSoftwareToken(totpCodeAt(secret, s.clock.now()));
      const turnedOn = await s.gateway.setMfaPreference({ totp: { enabled: true, preferred: true } });

      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
      expect(wrong).toEqual(E.left({ kind: 'ConfirmationFailed', problem: 'CodeMismatch' }));
      expect(right).toEqual(E.right(undefined));
      expect(turnedOn).toEqual(E.right(undefined));
      expect(await s.gateway.getMfaSettings()).toEqual(E.right({ enabled: ['TOTP'], preferred: 'TOTP' }));
    });

    it('has no MFA for a new person, and will not turn an app on before a code from it was checked', async () => {
      await signedUpAndIn();

      expect(await s.gateway.getMfaSettings()).toEqual(E.right({ enabled: [] }));
      expect(E.isLeft(await s.gateway.setMfaPreference({ totp: { enabled: true, preferred: true } }))).toBe(true);
    });

    it('asks for the app code after the e-mailed code: a wrong one asks again, the right one signs in', async () => {
      await signedUpAndIn();
      const secret = await turnOnAuthenticator();
      const { signIn, confirm, signOut } = flows();
      await signOut();

      const started = await signIn({ username: EMAIL });
      const afterEmail = await confirm({ challengeResponse: await s.latestCode(EMAIL) });
      const wrong = await confirm({ challengeResponse: totpCodeAt(secret, s.clock.now() + 10 * 60_000) });
      const right = await confirm({ challengeResponse: totpCodeAt(secret, s.clock.now()) });

      expect(stepOf(started)).toBe('CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE');
      expect(stepOf(afterEmail)).toBe('CONFIRM_SIGN_IN_WITH_TOTP_CODE');
      expect(stepOf(wrong)).toBe('CONFIRM_SIGN_IN_WITH_TOTP_CODE');
      expect(right).toEqual(E.right({ signedIn: true, nextStep: { step: 'DONE' } }));
      expect(O.isSome(await s.gateway.storedSession())).toBe(true);
    });

    it('signs in with the e-mailed code alone once the app is turned off', async () => {
      await signedUpAndIn();
      await turnOnAuthenticator();
      const { signIn, confirm, signOut } = flows();

      expect(await s.gateway.setMfaPreference({ totp: { enabled: false, preferred: false } })).toEqual(E.right(undefined));
      expect(await s.gateway.getMfaSettings()).toEqual(E.right({ enabled: [] }));
      await signOut();
      await signIn({ username: EMAIL });

      expect(await confirm({ challengeResponse: await s.latestCode(EMAIL) })).toEqual(E.right({ signedIn: true, nextStep: { step: 'DONE' } }));
    });

    it('refuses the signed-in operations to someone signed out', async () => {
      expect(E.isLeft(await s.gateway.associateUserSoftwareToken())).toBe(true);
      expect(E.isLeft(await s.gateway.getMfaSettings())).toBe(true);
    });
  });
}
