// Confirming a sign-up, for every AuthGateway: the offline pool and the Cognito library against local-backend.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { AuthSubject } from './auth-gateway.contract';

const ADA = 'ada@example.com';
const ALIAS = '3f1c2a4e-9b7d-4c1e-8a2f-6d5e4c3b2a10';

export function describeSignUpConfirmationContract(name: string, makeSubject: () => Promise<AuthSubject>) {
  describe(`${name} confirms sign-ups as Cognito does`, () => {
    let s: AuthSubject;
    beforeEach(async () => {
      s = await makeSubject();
    });
    afterEach(async () => {
      await s.close?.();
    });

    const signUp = (confirmation?: 'code' | 'link', email = ADA) =>
      s.gateway.signUp({
        username: email,
        password: 'Aa1!'.repeat(8),
        attributes: { email, 'custom:region': 'US', 'custom:user_alias': ALIAS, 'custom:referrer_user_alias': '' },
        ...(confirmation === undefined ? {} : { confirmation }),
      });
    const confirm = (code: string, username = ADA) => s.gateway.confirmSignUp({ username, code });
    const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const signIn = () => s.gateway.initiateAuth({ authFlowType: 'CUSTOM_WITHOUT_SRP', username: ADA });

    it('confirms new users itself unless a confirmation is asked for', async () => {
      await expect(signUp()).resolves.toEqual(E.right(expect.objectContaining({ userConfirmed: true, codeDeliveryDetails: O.none })));
    });

    it('leaves the user unconfirmed, mails a code, refuses sign-in until the code comes back, then signs in', async () => {
      const signedUp = await signUp('code');

      expect(signedUp).toEqual(
        E.right(
          expect.objectContaining({
            userConfirmed: false,
            codeDeliveryDetails: O.some({ destination: 'a***@e***', deliveryMedium: 'EMAIL', attributeName: 'email' }),
          }),
        ),
      );
      await expect(signIn()).resolves.toEqual(E.left({ kind: 'UserNotConfirmed' }));
      const code = await s.latestCode(ADA);
      expect(code).toMatch(/^[0-9]{6}$/);

      await expect(confirm(code)).resolves.toEqual(E.right(undefined));
      await expect(signIn()).resolves.toEqual(E.right(expect.objectContaining({ type: 'challenge', challengeName: 'CUSTOM_CHALLENGE' })));
    });

    it('refuses the sign-in of a user whose password reset is required until a mailed code sets a new password', async () => {
      await signUp();
      await s.requirePasswordReset?.(ADA);
      await expect(signIn()).resolves.toEqual(E.left({ kind: 'PasswordResetRequired' }));

      await expect(s.gateway.forgotPassword({ username: ADA })).resolves.toEqual(
        E.right({ destination: 'a***@e***', deliveryMedium: 'EMAIL', attributeName: 'email' }),
      );
      const code = await s.latestCode(ADA);
      const reset = (answer: string) => s.gateway.confirmForgotPassword({ username: ADA, code: answer, password: 'Bb2@'.repeat(8) });
      await expect(reset(wrongCode(code))).resolves.toEqual(E.left({ kind: 'ConfirmationFailed', problem: 'CodeMismatch' }));
      await expect(reset(code)).resolves.toEqual(E.right(undefined));
      await expect(reset(code)).resolves.toEqual(E.left({ kind: 'ConfirmationFailed', problem: 'ExpiredCode' }));

      await expect(signIn()).resolves.toEqual(E.right(expect.objectContaining({ type: 'challenge', challengeName: 'CUSTOM_CHALLENGE' })));
      const withPassword = await s.gateway.initiateAuth({ authFlowType: 'USER_SRP_AUTH', username: ADA, password: 'Bb2@'.repeat(8) });
      expect(E.isRight(withPassword) && withPassword.right.type).toBe('tokens');
    });

    it('says a wrong code is wrong and still takes the right one', async () => {
      await signUp('code');
      const code = await s.latestCode(ADA);

      await expect(confirm(wrongCode(code))).resolves.toEqual(E.left({ kind: 'ConfirmationFailed', problem: 'CodeMismatch' }));
      await expect(confirm(code)).resolves.toEqual(E.right(undefined));
    });

    it('stops taking codes after five wrong ones (LimitExceeded) until a new code is sent', async () => {
      await signUp('code');
      const code = await s.latestCode(ADA);
      for (let i = 0; i < 5; i += 1) await confirm(wrongCode(code));

      await expect(confirm(code)).resolves.toEqual(E.left({ kind: 'RateLimited' }));
      await s.gateway.resendSignUpCode({ username: ADA });
      await expect(confirm(await s.latestCode(ADA))).resolves.toEqual(E.right(undefined));
    });

    it('resends a new code that replaces the old one (the old one is then wrong)', async () => {
      await signUp('code');
      const first = await s.latestCode(ADA);

      const resent = await s.gateway.resendSignUpCode({ username: ' Ada@Example.com ' });
      const second = await s.latestCode(ADA);

      expect(resent).toEqual(E.right({ destination: 'a***@e***', deliveryMedium: 'EMAIL', attributeName: 'email' }));
      // The fake codes may repeat; only a different code can show the old one is dead.
      if (second !== first) await expect(confirm(first)).resolves.toEqual(E.left({ kind: 'ConfirmationFailed', problem: 'CodeMismatch' }));
      await expect(confirm(second)).resolves.toEqual(E.right(undefined));
    });

    it('lets a code live 24 hours', async () => {
      await signUp('code');
      const code = await s.latestCode(ADA);

      s.clock.advance(24 * 3_600_000);

      await expect(confirm(code)).resolves.toEqual(E.left({ kind: 'ConfirmationFailed', problem: 'ExpiredCode' }));
    });

    it('sends at most five codes an hour', async () => {
      await signUp('code');
      for (let i = 0; i < 4; i += 1) expect(E.isRight(await s.gateway.resendSignUpCode({ username: ADA }))).toBe(true);

      await expect(s.gateway.resendSignUpCode({ username: ADA })).resolves.toEqual(E.left({ kind: 'RateLimited' }));
      s.clock.advance(3_600_000);
      expect(E.isRight(await s.gateway.resendSignUpCode({ username: ADA }))).toBe(true);
    });

    it('refuses to confirm or resend for a confirmed user, and names an unknown one', async () => {
      await signUp('code');
      await confirm(await s.latestCode(ADA));

      await expect(confirm('123456')).resolves.toEqual(E.left({ kind: 'NotAuthorized', message: 'User cannot be confirmed. Current status is CONFIRMED' }));
      await expect(s.gateway.resendSignUpCode({ username: ADA })).resolves.toEqual(
        E.left({ kind: 'Service', code: 'InvalidParameterException', message: 'User is already confirmed.' }),
      );
      await expect(confirm('123456', 'nobody@example.com')).resolves.toEqual(E.left({ kind: 'UserNotFound' }));
    });

    it('mails a link for link confirmation that carries the code', async () => {
      await signUp('link');
      const code = await s.latestCode(ADA);

      await expect(confirm(code)).resolves.toEqual(E.right(undefined));
    });
  });
}
