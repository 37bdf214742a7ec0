// Password sign-in, driven through the real sign-in use-cases: the next steps a password flow can lead to.
// Runs against the Cognito library on local-backend only: the offline pool runs no password flow but the
// auto sign-in's SRP after a sign-up.
import * as E from 'fp-ts/Either';
import type { AuthFlowType } from '../../../src/domain/auth/sign-in/auth-flow';
import { type AuthSubject, signInUseCases, subjectPerCase } from './auth-gateway.contract';

type SeededStatus = 'CONFIRMED' | 'UNCONFIRMED' | 'FORCE_CHANGE_PASSWORD' | 'RESET_REQUIRED';

export type PasswordSubject = AuthSubject & {
  /** A user as an administrator or an import leaves one (temporary password, reset required, not confirmed). */
  seedUser(request: { readonly email: string; readonly status: SeededStatus; readonly password?: string }): Promise<void>;
};

export type PasswordSubjectOptions = { readonly allowUserPasswordAuth: boolean };

const PASSWORD = 'Correct-Horse-Battery-1';
const incorrect = { kind: 'NotAuthorized', message: 'Incorrect username or password.' };

export function describePasswordFlowsContract(name: string, makeSubject: (options: PasswordSubjectOptions) => Promise<PasswordSubject>) {
  describe(`${name} runs the password flows`, () => {
    const subject = subjectPerCase(makeSubject, { allowUserPasswordAuth: false });
    const signUp = (subj: PasswordSubject, email = 'ada@example.com') => subj.gateway.signUp({ username: email, password: PASSWORD, attributes: { email } });
    const signIn = (subj: PasswordSubject, authFlowType: AuthFlowType, password = PASSWORD, username = 'ada@example.com') =>
      signInUseCases(subj).signIn({ username, password, authFlowType });

    it('USER_SRP_AUTH: the right password signs in, a wrong one is "Incorrect username or password."', async () => {
      const subj = await subject();
      await signUp(subj);

      expect(await signIn(subj, 'USER_SRP_AUTH', 'Wrong-Password-123')).toEqual(E.left(incorrect));
      expect(await signIn(subj, 'USER_SRP_AUTH', PASSWORD, ' Ada@Example.com ')).toEqual(E.right({ signedIn: true, nextStep: { step: 'DONE' } }));
      const stored = await subj.gateway.storedSession();
      expect(stored).toEqual(expect.objectContaining({ _tag: 'Some', value: expect.objectContaining({ email: 'ada@example.com' }) }));
    });

    it('USER_PASSWORD_AUTH is refused as the service refuses it unless the app client allows it', async () => {
      const refused = await subject();
      await signUp(refused);
      expect(await signIn(refused, 'USER_PASSWORD_AUTH')).toEqual(
        E.left({ kind: 'Service', code: 'InvalidParameterException', message: 'USER_PASSWORD_AUTH flow not enabled for this client' }),
      );
      await refused.close?.();

      const allowed = await subject({ allowUserPasswordAuth: true });
      await signUp(allowed);
      expect(await signIn(allowed, 'USER_PASSWORD_AUTH', 'Wrong-Password-123')).toEqual(E.left(incorrect));
      expect(await signIn(allowed, 'USER_PASSWORD_AUTH')).toEqual(E.right({ signedIn: true, nextStep: { step: 'DONE' } }));
    });

    it('CUSTOM_WITH_SRP: the password, then the mailed code; a wrong password mails nothing', async () => {
      const subj = await subject();
      await signUp(subj);

      expect(await signIn(subj, 'CUSTOM_WITH_SRP', 'Wrong-Password-123')).toEqual(E.left(incorrect));
      expect(await subj.latestCode('ada@example.com')).toBe('');
      const started = await signIn(subj, 'CUSTOM_WITH_SRP');
      expect(started).toEqual(E.right({ signedIn: false, nextStep: expect.objectContaining({ step: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE' }) }));
      const done = await signInUseCases(subj).confirm(await subj.latestCode('ada@example.com'));
      expect(done).toEqual(E.right({ signedIn: true, nextStep: { step: 'DONE' } }));
    });

    it('a user with a temporary password is asked for a new one, and signs in with it afterwards', async () => {
      const subj = await subject();
      await subj.seedUser({ email: 'grace@example.com', status: 'FORCE_CHANGE_PASSWORD', password: 'Temporary-Pass-1' });

      const started = await signIn(subj, 'USER_SRP_AUTH', 'Temporary-Pass-1', 'grace@example.com');
      expect(started).toEqual(E.right({ signedIn: false, nextStep: { step: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED', missingAttributes: [] } }));
      expect(await signInUseCases(subj).confirm('short')).toEqual(E.left(expect.objectContaining({ code: 'InvalidPasswordException' })));
      expect(await signInUseCases(subj).confirm('Brand-New-Pass-2')).toEqual(E.right({ signedIn: true, nextStep: { step: 'DONE' } }));

      await subj.gateway.clearSession();
      expect(await signIn(subj, 'USER_SRP_AUTH', 'Temporary-Pass-1', 'grace@example.com')).toEqual(E.left(incorrect));
      expect(await signIn(subj, 'USER_SRP_AUTH', 'Brand-New-Pass-2', 'grace@example.com')).toEqual(E.right({ signedIn: true, nextStep: { step: 'DONE' } }));
    });

    it('a user whose password was reset is mailed the code that resets it; an unconfirmed user goes to confirm sign-up, only with the right password', async () => {
      const subj = await subject();
      await subj.seedUser({ email: 'reset@example.com', status: 'RESET_REQUIRED' });
      await subj.seedUser({ email: 'new@example.com', status: 'UNCONFIRMED', password: PASSWORD });

      expect(await signIn(subj, 'USER_SRP_AUTH', PASSWORD, 'reset@example.com')).toEqual(
        E.right({
          signedIn: false,
          nextStep: {
            step: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE',
            codeDeliveryDetails: { destination: 'r***@e***', deliveryMedium: 'EMAIL', attributeName: 'email' },
          },
        }),
      );
      expect(await signIn(subj, 'USER_SRP_AUTH', PASSWORD, 'new@example.com')).toEqual(E.right({ signedIn: false, nextStep: { step: 'CONFIRM_SIGN_UP' } }));
      expect(await signIn(subj, 'USER_SRP_AUTH', 'Wrong-Password-123', 'new@example.com')).toEqual(E.left(incorrect));
    });
  });
}
