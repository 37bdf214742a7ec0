// USER_AUTH's first-factor choice, driven through the real sign-in use-cases: SELECT_CHALLENGE offers what
// the person can use among the pool's allowed first factors, and each answer (the password, plain or over
// SRP, or the passkey) signs in or goes on as that first factor does. The passkey part runs against every
// user-pool adapter; the password part against the Cognito library on local-backend only, as no screen
// sends a password first factor.
import * as E from 'fp-ts/Either';
import { totpCodeAt } from '../../../local-backend/cognito/totp';
import { type AuthSubject, signInUseCases, subjectPerCase } from './auth-gateway.contract';

export type FirstFactorOptions = { readonly allowedFirstAuthFactors?: readonly ('PASSWORD' | 'WEB_AUTHN')[] };

/** The gateway's browser answers passkey requests with one software authenticator. */
export type FirstFactorSubject = AuthSubject;

const PASSWORD = 'Correct-Horse-Battery-1';
const EMAIL = 'ada@example.com';
const done = E.right({ signedIn: true, nextStep: { step: 'DONE' } });
const choice = (availableChallenges: readonly string[]) =>
  E.right({ signedIn: false, nextStep: { step: 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION', availableChallenges } });
const askedPassword = E.right({ signedIn: false, nextStep: { step: 'CONFIRM_SIGN_IN_WITH_PASSWORD' } });
const wrongPassword = E.left({ kind: 'ConfirmationFailed', problem: 'NotAuthorized' });
const notOffered = (factor: string) =>
  E.left({ kind: 'Service', code: 'InvalidParameterException', message: `Challenge ${factor} is not available for this user.` });

/** The subject, a way to make one, and what every case drives: the sign-in use-cases over its gateway. */
function useSubject(makeSubject: (options: FirstFactorOptions) => Promise<FirstFactorSubject>) {
  const subject = subjectPerCase(makeSubject, {});
  const flows = (subj: FirstFactorSubject) => {
    const { signIn, confirm } = signInUseCases(subj);
    return {
      choose: () => signIn({ username: EMAIL, authFlowType: 'USER_AUTH' }),
      confirm,
      withCode: async () => {
        await signIn({ username: EMAIL });
        return confirm(await subj.latestCode(EMAIL));
      },
    };
  };

  /** Signed up with a password; with `passkey`, signed in once with the e-mailed code to add one, then signed out. */
  const person = async (subj: FirstFactorSubject, passkey = false) => {
    expect(await subj.gateway.signUp({ username: EMAIL, password: PASSWORD, attributes: { email: EMAIL } })).toEqual(E.right(expect.anything()));
    if (!passkey) return;
    expect(await flows(subj).withCode()).toEqual(done);
    expect(await subj.gateway.registerPasskey()).toEqual(E.right(undefined));
    await subj.gateway.clearSession();
  };

  return { subject, flows, person };
}

export function describeFirstFactorContract(name: string, makeSubject: (options: FirstFactorOptions) => Promise<FirstFactorSubject>) {
  describe(`${name} offers a passkey as USER_AUTH's first factor`, () => {
    const { subject, flows, person } = useSubject(makeSubject);

    it('offers the passkey alone where the pool allows only passkeys as a first factor', async () => {
      const subj = await subject({ allowedFirstAuthFactors: ['WEB_AUTHN'] });
      await person(subj, true);

      expect(await flows(subj).choose()).toEqual(choice(['WEB_AUTHN']));
    });

    it('WEB_AUTHN: the passkey signs in', async () => {
      const subj = await subject();
      await person(subj, true);
      const { choose, confirm } = flows(subj);

      await choose();
      expect(await confirm('WEB_AUTHN')).toEqual(done);
    });
  });
}

/** The password first factors: the Cognito library against local-backend. */
export function describePasswordFirstFactorContract(name: string, makeSubject: (options: FirstFactorOptions) => Promise<FirstFactorSubject>) {
  describe(`${name} offers the password as USER_AUTH's first factor`, () => {
    const { subject, flows, person } = useSubject(makeSubject);

    it('offers the password, plain or over SRP, to a person with a password and no passkey', async () => {
      const subj = await subject();
      await person(subj);

      expect(await flows(subj).choose()).toEqual(choice(['PASSWORD', 'PASSWORD_SRP']));
    });

    it('offers the password and the passkey to a person with both', async () => {
      const subj = await subject();
      await person(subj, true);

      expect(await flows(subj).choose()).toEqual(choice(['PASSWORD', 'PASSWORD_SRP', 'WEB_AUTHN']));
    });

    it('refuses the password where the pool allows only passkeys as a first factor', async () => {
      const subj = await subject({ allowedFirstAuthFactors: ['WEB_AUTHN'] });
      await person(subj, true);
      const { choose, confirm } = flows(subj);

      await choose();
      expect(await confirm('PASSWORD')).toEqual(askedPassword);
      expect(await confirm(PASSWORD)).toEqual(notOffered('PASSWORD'));
    });

    it.each(['PASSWORD', 'PASSWORD_SRP'])('%s: the right password signs in, a wrong one does not', async (factor) => {
      const subj = await subject();
      await person(subj);
      const { choose, confirm } = flows(subj);

      await choose();
      expect(await confirm(factor)).toEqual(askedPassword);
      expect(await confirm('Wrong-Password-123')).toEqual(wrongPassword);
      await choose();
      expect(await confirm(factor)).toEqual(askedPassword);
      expect(await confirm(PASSWORD)).toEqual(done);
      expect(await subj.gateway.storedSession()).toEqual(expect.objectContaining({ _tag: 'Some', value: expect.objectContaining({ email: EMAIL }) }));
    });

    it('a password first factor goes on to the authenticator app when it is on', async () => {
      const subj = await subject();
      await person(subj);
      const { choose, confirm, withCode } = flows(subj);
      expect(await withCode()).toEqual(done);
      const associated = await subj.gateway.associateUserSoftwareToken();
      const secret = E.isRight(associated) ? associated.right.secretCode : '';
      expect(await subj.gateway.verifyUserSoftwareToken(totpCodeAt(secret, subj.clock.now()))).toEqual(E.right(undefined));
      expect(await subj.gateway.setMfaPreference({ totp: { enabled: true, preferred: true } })).toEqual(E.right(undefined));
      await subj.gateway.clearSession();

      await choose();
      await confirm('PASSWORD_SRP');
      expect(await confirm(PASSWORD)).toEqual(E.right({ signedIn: false, nextStep: { step: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' } }));
      expect(await confirm(totpCodeAt(secret, subj.clock.now()))).toEqual(done);
    });

    it('refuses a first factor it did not offer', async () => {
      const subj = await subject();
      await person(subj);
      const { choose, confirm } = flows(subj);

      await choose();
      expect(await confirm('WEB_AUTHN')).toEqual(notOffered('WEB_AUTHN'));
    });

    it.each(['PASSWORD', 'PASSWORD_SRP'])('%s: a choice is answered once, and not after its session expired', async (factor) => {
      const subj = await subject();
      await person(subj);
      const session = async () => {
        const started = await subj.gateway.initiateAuth({ authFlowType: 'USER_AUTH', username: EMAIL });
        return E.isRight(started) && started.right.type === 'challenge' ? started.right.session : '';
      };
      const answer = (sessionId: string) => subj.gateway.respondToChallenge({ username: EMAIL, challengeName: factor, session: sessionId, answer: PASSWORD });
      const used = await session();
      const late = await session();

      expect(await answer(used)).toEqual(E.right(expect.objectContaining({ type: 'tokens' })));
      expect(await answer(used)).toEqual(E.left({ kind: 'NotAuthorized', message: 'Invalid session for the user.' }));
      subj.clock.advance(180_000);
      expect(await answer(late)).toEqual(E.left({ kind: 'NotAuthorized', message: 'Invalid session for the user, session is expired.' }));
    });
  });
}
