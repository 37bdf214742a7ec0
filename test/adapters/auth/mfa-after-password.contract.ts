// MFA after a password, driven through the real sign-in use-cases: the pool's MFA setting and the person's
// methods lead to the authenticator code, an e-mailed or texted code, a choice of method, or setting up an
// authenticator app or e-mailed codes, also after a forced new password; a remembered device skips the second
// step. Runs against the Cognito library on local-backend only: no screen signs in with a password.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { totpCodeAt } from '../../../local-backend/cognito/totp';
import type { SignInInput } from '../../../src/domain/auth/sign-in/auth-flow';
import { type AuthSubject, signInUseCases, subjectPerCase } from './auth-gateway.contract';

export type MfaAfterPasswordOptions = { readonly mfaConfiguration?: 'OPTIONAL' | 'ON'; readonly deviceTracking?: 'always' };

export type MfaAfterPasswordSubject = AuthSubject & {
  /** The newest code texted to `phone` (the outbox stands in for text messages). */
  latestText(phone: string): Promise<string>;
  /** A user as an administrator makes one (AdminCreateUser's temporary password: FORCE_CHANGE_PASSWORD). */
  seedUser(request: { readonly email: string; readonly status: 'FORCE_CHANGE_PASSWORD'; readonly password: string }): Promise<void>;
  /** A temporary password for an existing person, who stays who they are with their MFA (AdminSetUserPassword, not permanent). */
  setTemporaryPassword(email: string, password: string): Promise<void>;
};

const PASSWORD = 'Correct-Horse-Battery-1';
const EMAIL = 'ada@example.com';
const PHONE = '+15555550100';
const codeMismatch = E.left({ kind: 'ConfirmationFailed', problem: 'CodeMismatch' });
const done = E.right({ signedIn: true, nextStep: { step: 'DONE' } });
const setupChoice = E.right({ signedIn: false, nextStep: { step: 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION', allowedMfaTypes: ['TOTP', 'EMAIL'] } });
const emailCode = E.right({
  signedIn: false,
  nextStep: { step: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE', codeDeliveryDetails: { destination: 'a***@e***', deliveryMedium: 'EMAIL' } },
});

export function describeMfaAfterPasswordContract(name: string, makeSubject: (options: MfaAfterPasswordOptions) => Promise<MfaAfterPasswordSubject>) {
  describe(`${name} asks for MFA after a password`, () => {
    const subject = subjectPerCase(makeSubject, {});
    const flows = (subj: MfaAfterPasswordSubject) => {
      const useCases = signInUseCases(subj);
      return {
        ...useCases,
        signIn: (input: Partial<SignInInput> = {}) => useCases.signIn({ username: EMAIL, password: PASSWORD, authFlowType: 'USER_SRP_AUTH', ...input }),
      };
    };

    /** Signed up with a password and signed in with it alone (no method is on yet). */
    const signedUpAndIn = async (subj: MfaAfterPasswordSubject, attributes: Readonly<Record<string, string>> = {}) => {
      expect(E.isRight(await subj.gateway.signUp({ username: EMAIL, password: PASSWORD, attributes: { email: EMAIL, ...attributes } }))).toBe(true);
      expect(await flows(subj).signIn()).toEqual(done);
    };

    const turnOnAuthenticator = async (subj: MfaAfterPasswordSubject, preferred = true): Promise<string> => {
      const associated = await subj.gateway.associateUserSoftwareToken();
      const secret = E.isRight(associated) ? associated.right.secretCode : '';
      expect(await subj.gateway.verifyUserSoftwareToken(totpCodeAt(secret, subj.clock.now()))).toEqual(E.right(undefined));
      expect(await subj.gateway.setMfaPreference({ totp: { enabled: true, preferred } })).toEqual(E.right(undefined));
      return secret;
    };

    it('asks the authenticator code after the right password: a wrong code is refused, the right one signs in', async () => {
      const subj = await subject();
      await signedUpAndIn(subj);
      const secret = await turnOnAuthenticator(subj);
      const { signIn, confirm, signOut } = flows(subj);
      await signOut();

      expect(await signIn()).toEqual(E.right({ signedIn: false, nextStep: { step: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' } }));
      expect(await confirm(totpCodeAt(secret, subj.clock.now() + 10 * 60_000))).toEqual(codeMismatch);
      await signIn();
      expect(await confirm(totpCodeAt(secret, subj.clock.now()))).toEqual(done);
      expect(O.isSome(await subj.gateway.storedSession())).toBe(true);
    });

    it('e-mails a code after the right password when e-mail codes are on: a wrong code is refused, the right one signs in', async () => {
      const subj = await subject();
      await signedUpAndIn(subj);
      expect(await subj.gateway.setMfaPreference({ email: { enabled: true, preferred: true } })).toEqual(E.right(undefined));
      const { signIn, confirm, signOut } = flows(subj);
      await signOut();

      expect(await signIn()).toEqual(
        E.right({
          signedIn: false,
          nextStep: { step: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE', codeDeliveryDetails: { destination: 'a***@e***', deliveryMedium: 'EMAIL' } },
        }),
      );
      const code = await subj.latestCode(EMAIL);
      expect(await confirm(code === '000000' ? '000001' : '000000')).toEqual(codeMismatch);
      await signIn();
      expect(await confirm(await subj.latestCode(EMAIL))).toEqual(done);
    });

    it('answers each challenge session once, and not after it expired', async () => {
      const subj = await subject();
      await signedUpAndIn(subj);
      const secret = await turnOnAuthenticator(subj);
      await flows(subj).signOut();
      const started = await subj.gateway.initiateAuth({ authFlowType: 'USER_SRP_AUTH', username: EMAIL, password: PASSWORD });
      const session = E.isRight(started) && started.right.type === 'challenge' ? started.right.session : '';
      const answer = { username: EMAIL, challengeName: 'SOFTWARE_TOKEN_MFA', session, answer: totpCodeAt(secret, subj.clock.now()) };

      expect(await subj.gateway.respondToChallenge(answer)).toEqual(E.right(expect.objectContaining({ type: 'tokens' })));
      expect(await subj.gateway.respondToChallenge(answer)).toEqual(E.left({ kind: 'NotAuthorized', message: 'Invalid session for the user.' }));
      const again = await subj.gateway.initiateAuth({ authFlowType: 'USER_SRP_AUTH', username: EMAIL, password: PASSWORD });
      subj.clock.advance(181_000);
      const late = E.isRight(again) && again.right.type === 'challenge' ? again.right.session : '';
      expect(await subj.gateway.respondToChallenge({ ...answer, session: late, answer: totpCodeAt(secret, subj.clock.now()) })).toEqual(
        E.left({ kind: 'NotAuthorized', message: 'Invalid session for the user, session is expired.' }),
      );
    });

    it('texts a code to the phone number when SMS codes are on: a wrong code is refused, the right one signs in', async () => {
      const subj = await subject();
      await signedUpAndIn(subj, { phone_number: PHONE });
      expect(await subj.gateway.setMfaPreference({ sms: { enabled: true, preferred: true } })).toEqual(E.right(undefined));
      const { signIn, confirm, signOut } = flows(subj);
      await signOut();

      expect(await signIn()).toEqual(
        E.right({
          signedIn: false,
          nextStep: { step: 'CONFIRM_SIGN_IN_WITH_SMS_CODE', codeDeliveryDetails: { destination: '+*******0100', deliveryMedium: 'SMS' } },
        }),
      );
      expect(await confirm('999999')).toEqual(codeMismatch);
      await signIn();
      expect(await confirm(await subj.latestText(PHONE))).toEqual(done);
    });

    it('lets the person choose between methods when none is preferred; a method not offered is refused, the chosen one asked', async () => {
      const subj = await subject();
      await signedUpAndIn(subj);
      const secret = await turnOnAuthenticator(subj, false);
      expect(await subj.gateway.setMfaPreference({ email: { enabled: true, preferred: false } })).toEqual(E.right(undefined));
      const { signIn, confirm, signOut } = flows(subj);
      await signOut();

      expect(await signIn()).toEqual(
        E.right({ signedIn: false, nextStep: { step: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION', allowedMfaTypes: ['TOTP', 'EMAIL'] } }),
      );
      expect(await confirm('SMS')).toEqual(E.left(expect.objectContaining({ kind: 'Service', code: 'InvalidParameterException' })));
      await signIn();
      expect(await confirm('EMAIL')).toEqual(E.right({ signedIn: false, nextStep: expect.objectContaining({ step: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE' }) }));
      expect(await confirm(await subj.latestCode(EMAIL))).toEqual(done);

      await signOut();
      await signIn();
      expect(await confirm('TOTP')).toEqual(E.right({ signedIn: false, nextStep: { step: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' } }));
      expect(await confirm(totpCodeAt(secret, subj.clock.now()))).toEqual(done);
    });

    it("offers a person without a method an authenticator app or e-mailed codes to set up when the pool requires MFA; the app's wrong code is refused", async () => {
      const subj = await subject({ mfaConfiguration: 'ON' });
      expect(E.isRight(await subj.gateway.signUp({ username: EMAIL, password: PASSWORD, attributes: { email: EMAIL } }))).toBe(true);
      const { signIn, confirm } = flows(subj);

      expect(await signIn()).toEqual(setupChoice);
      const setup = await confirm('TOTP');
      const secret =
        E.isRight(setup) && setup.right.nextStep.step === 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP' ? setup.right.nextStep.totpSetupDetails.sharedSecret : '';
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
      expect(await confirm(totpCodeAt(secret, subj.clock.now() + 10 * 60_000))).toEqual(codeMismatch);

      await signIn();
      const again = await confirm('TOTP');
      const next =
        E.isRight(again) && again.right.nextStep.step === 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP' ? again.right.nextStep.totpSetupDetails.sharedSecret : '';
      expect(await confirm(totpCodeAt(next, subj.clock.now()))).toEqual(done);
      await flows(subj).signOut();
      expect(await signIn()).toEqual(E.right({ signedIn: false, nextStep: { step: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' } }));
    });

    it('asks a person who sets the new password an administrator required to set up an authenticator app when the pool requires MFA', async () => {
      const subj = await subject({ mfaConfiguration: 'ON' });
      await subj.seedUser({ email: EMAIL, status: 'FORCE_CHANGE_PASSWORD', password: 'Temporary-Pass-1' });
      const { signIn, confirm, signOut } = flows(subj);

      expect(await signIn({ password: 'Temporary-Pass-1' })).toEqual(
        E.right({ signedIn: false, nextStep: { step: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED', missingAttributes: [] } }),
      );
      expect(await confirm(PASSWORD)).toEqual(setupChoice);
      const setup = await confirm('TOTP');
      const secret =
        E.isRight(setup) && setup.right.nextStep.step === 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP' ? setup.right.nextStep.totpSetupDetails.sharedSecret : '';
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
      expect(O.isSome(await subj.gateway.storedSession())).toBe(false);
      expect(await confirm(totpCodeAt(secret, subj.clock.now()))).toEqual(done);

      await signOut();
      expect(await signIn()).toEqual(E.right({ signedIn: false, nextStep: { step: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' } }));
      expect(await confirm(totpCodeAt(secret, subj.clock.now()))).toEqual(done);
    });

    it('sets up e-mail codes during sign-in when the pool requires MFA: a wrong code is refused, the right one signs in and turns them on', async () => {
      const subj = await subject({ mfaConfiguration: 'ON' });
      expect(E.isRight(await subj.gateway.signUp({ username: EMAIL, password: PASSWORD, attributes: { email: EMAIL } }))).toBe(true);
      const { signIn, confirm, signOut } = flows(subj);

      expect(await signIn()).toEqual(setupChoice);
      expect(await confirm('EMAIL')).toEqual(E.right({ signedIn: false, nextStep: { step: 'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP' } }));
      expect(await confirm(EMAIL)).toEqual(emailCode);
      const code = await subj.latestCode(EMAIL);
      expect(code).toMatch(/^[0-9]{6}$/);
      expect(await confirm(code === '000000' ? '000001' : '000000')).toEqual(codeMismatch);
      expect(O.isSome(await subj.gateway.storedSession())).toBe(false);

      expect(await signIn()).toEqual(setupChoice);
      await confirm('EMAIL');
      expect(await confirm(EMAIL)).toEqual(emailCode);
      expect(await confirm(await subj.latestCode(EMAIL))).toEqual(done);
      expect(await subj.gateway.getMfaSettings()).toEqual(E.right({ enabled: ['EMAIL'], preferred: 'EMAIL' }));

      await signOut();
      expect(await signIn()).toEqual(emailCode);
      expect(await confirm(await subj.latestCode(EMAIL))).toEqual(done);
    });

    it("refuses to set up e-mail codes at an address that is not the person's, and sends it nothing", async () => {
      const subj = await subject({ mfaConfiguration: 'ON' });
      expect(E.isRight(await subj.gateway.signUp({ username: EMAIL, password: PASSWORD, attributes: { email: EMAIL } }))).toBe(true);
      const { signIn, confirm } = flows(subj);

      expect(await signIn()).toEqual(setupChoice);
      await confirm('EMAIL');
      expect(await confirm('eve@example.com')).toEqual(E.left(expect.objectContaining({ kind: 'Service', code: 'InvalidParameterException' })));
      expect(await subj.latestCode('eve@example.com')).toBe('');
      expect(O.isSome(await subj.gateway.storedSession())).toBe(false);
    });

    it('asks a person with a method on for its code after the new password an administrator required', async () => {
      const subj = await subject();
      await signedUpAndIn(subj);
      expect(await subj.gateway.setMfaPreference({ email: { enabled: true, preferred: true } })).toEqual(E.right(undefined));
      const { signIn, confirm, signOut } = flows(subj);
      await signOut();
      await subj.setTemporaryPassword(EMAIL, 'Temporary-Pass-2');

      expect(await signIn({ password: 'Temporary-Pass-2' })).toEqual(
        E.right({ signedIn: false, nextStep: { step: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED', missingAttributes: [] } }),
      );
      expect(await confirm('Another-Horse-Battery-2')).toEqual(
        E.right({
          signedIn: false,
          nextStep: { step: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE', codeDeliveryDetails: { destination: 'a***@e***', deliveryMedium: 'EMAIL' } },
        }),
      );
      expect(O.isSome(await subj.gateway.storedSession())).toBe(false);
      expect(await confirm(await subj.latestCode(EMAIL))).toEqual(done);
    });

    it('skips the authenticator code on a remembered device; a browser without one is asked, and remembered after', async () => {
      const subj = await subject({ deviceTracking: 'always' });
      await signedUpAndIn(subj);
      const secret = await turnOnAuthenticator(subj);
      const { signIn, confirm, signOut } = flows(subj);
      await signOut();

      expect(await signIn()).toEqual(done);
      await signOut();
      await subj.gateway.clearStoredDevice();
      expect(await signIn()).toEqual(E.right({ signedIn: false, nextStep: { step: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' } }));
      expect(await confirm(totpCodeAt(secret, subj.clock.now()))).toEqual(done);
      await signOut();

      expect(await signIn()).toEqual(done);
      // Four SRP sign-ins, three with a device proof: seconds of big-number work each beside a busy CPU.
    }, 45_000);

    it.each(['PASSWORD', 'PASSWORD_SRP'] as const)('runs USER_AUTH with the %s first factor into the same second step', async (preferredChallenge) => {
      const subj = await subject();
      await signedUpAndIn(subj);
      expect(await subj.gateway.setMfaPreference({ email: { enabled: true, preferred: true } })).toEqual(E.right(undefined));
      const { signIn, confirm, signOut } = flows(subj);
      await signOut();

      expect(await signIn({ authFlowType: 'USER_AUTH', preferredChallenge, password: 'Wrong-Password-123' })).toEqual(
        E.left({ kind: 'NotAuthorized', message: 'Incorrect username or password.' }),
      );
      expect(await signIn({ authFlowType: 'USER_AUTH', preferredChallenge })).toEqual(
        E.right({ signedIn: false, nextStep: expect.objectContaining({ step: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE' }) }),
      );
      expect(await confirm(await subj.latestCode(EMAIL))).toEqual(done);
    });
  });
}
