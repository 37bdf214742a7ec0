import fc from 'fast-check';
import type { AuthFailure } from '../../src/domain/auth/failure/auth-failure';
import type { HttpFailure } from '../../src/domain/http-failure';
import {
  WRONG_CODE_MESSAGE,
  GENERIC_MESSAGE,
  LINK_EXPIRED_MESSAGE,
  OUR_SIDE_MESSAGE,
  SESSION_ENDED_MESSAGE,
  UNREACHABLE_MESSAGE,
  type UserFacingFailure,
  toPlainMessage,
  toUserMessage,
} from '../../src/domain/user-message';

const SECRET = 'raw service text that must not reach the screen';

describe('toUserMessage', () => {
  it.each<[string, UserFacingFailure, string]>([
    ['already signed in', { kind: 'AlreadySignedIn' }, 'There is already a signed in user.'],
    ['invalid tokens', { kind: 'InvalidTokens' }, 'Invalid tokens'],
    ['session not persisted', { kind: 'SessionNotPersisted' }, 'Unable to get user session following successful sign-in.'],
    ['OAuth logout failure', { kind: 'OAuthSignOutFailed' }, 'An error occurred when attempting to log out from OAuth provider.'],
    ['user not found', { kind: 'UserNotFound' }, 'Invalid username.'],
    ['a code mismatch', { kind: 'ConfirmationFailed', problem: 'CodeMismatch' }, 'Failed to sign in. Please confirm your verification code and try again.'],
    ['an expired code', { kind: 'ConfirmationFailed', problem: 'ExpiredCode' }, WRONG_CODE_MESSAGE],
    ['NotAuthorized on confirm', { kind: 'ConfirmationFailed', problem: 'NotAuthorized' }, WRONG_CODE_MESSAGE],
    [
      'an internal error',
      { kind: 'Internal' },
      'The link you used has expired, we have sent you a new one. Please check your email for the new link to login.',
    ],
    ['an invocation failure', { kind: 'InvocationFailed', message: SECRET }, 'Something went wrong. Please try again later.'],
    ['a migration failure', { kind: 'MigrationFailed', message: 'Your account is locked, call support.' }, 'Your account is locked, call support.'],
    ['a migration failure without a message', { kind: 'MigrationFailed', message: ' ' }, GENERIC_MESSAGE],
    ['sign-in state missing', { kind: 'SignInStateMissing' }, 'Your sign-in session has expired. Please request a new code and try again.'],
    ['sign-in expired', { kind: 'SignInExpired' }, 'Your sign-in session has expired. Please request a new code and try again.'],
    ['a rate limit', { kind: 'RateLimited' }, 'Too many tries for now. Please wait a minute, then try again.'],
    [
      'an unaddressed challenge',
      { kind: 'ChallengeNotAddressed', challengeName: 'SECRET_NAME' },
      'An error occurred during the sign-in process: the challenge was not addressed.',
    ],
    ['two passkey challenges', { kind: 'SequentialPasskeyChallenge' }, 'Signing in with a passkey could not be completed. Please try another way to sign in.'],
    ['NoToken', { kind: 'NoToken' }, 'No token'],
    ['an HTTP status', { kind: 'Http', status: 503 }, 'Request failed with status code 503'],
    ['a time-out', { kind: 'Timeout' }, 'Request timed out'],
    ['a network error', { kind: 'Network' }, GENERIC_MESSAGE],
    ['a decode failure', { kind: 'Decode', details: [SECRET] }, GENERIC_MESSAGE],
    ['NotAuthorized outside a confirmation', { kind: 'NotAuthorized', message: SECRET }, GENERIC_MESSAGE],
    ['an unconfirmed user', { kind: 'UserNotConfirmed' }, GENERIC_MESSAGE],
    ['a required password reset', { kind: 'PasswordResetRequired' }, GENERIC_MESSAGE],
    ['a missing device', { kind: 'DeviceNotFound' }, GENERIC_MESSAGE],
    ['another service error', { kind: 'Service', code: 'LimitExceededException', message: SECRET }, GENERIC_MESSAGE],
    ['an unexpected error', { kind: 'Unexpected', cause: new Error(SECRET) }, GENERIC_MESSAGE],
  ])('shows the fixed copy for %s', (_, failure, message) => {
    expect(toUserMessage(failure)).toBe(message);
  });

  it.each<[AuthFailure['kind'] | HttpFailure['kind'], UserFacingFailure]>([
    ['InvocationFailed', { kind: 'InvocationFailed', message: SECRET }],
    ['NotAuthorized', { kind: 'NotAuthorized', message: SECRET }],
    ['Service', { kind: 'Service', code: 'X', message: SECRET }],
    ['Decode', { kind: 'Decode', details: [SECRET] }],
    ['Unexpected', { kind: 'Unexpected', cause: SECRET }],
  ])('never shows the raw text of %s', (_, failure) => {
    expect(toUserMessage(failure)).not.toContain(SECRET);
  });

  it("spells e-mail one way in every message of its own (the customer's copy keeps theirs)", () => {
    const problems = [
      'EmptySignInUsername',
      'EmptySignUpUsername',
      'EmptySignInPassword',
      'EmptySignUpPassword',
      'CustomAuthSignInPassword',
      'EmptyChallengeResponse',
      'IncorrectMfaMethod',
      'InvalidMfaSetupAnswer',
    ] as const;
    const messages = [...problems.map((problem) => toUserMessage({ kind: 'Validation', problem })), WRONG_CODE_MESSAGE];
    for (const message of messages) expect(message).not.toMatch(/(?<!-)\bemail\b|EMAIL/i);
  });

  it("keeps the customer's copy word for word, its spelling too", () => {
    expect(GENERIC_MESSAGE).toBe('Something went wrong. Please try again later.');
    expect(LINK_EXPIRED_MESSAGE).toBe('The link you used has expired, we have sent you a new one. Please check your email for the new link to login.');
    expect(WRONG_CODE_MESSAGE).toBe('Failed to sign in. Please confirm your verification code and try again.');
  });

  it.each([
    ['NotSupported', 'Passkeys are not supported on this device or browser.'],
    ['AlreadyExists', 'A passkey for this account already exists on this device.'],
    ['InvalidRegistrationOptions', 'The passkey could not be created because the registration options were invalid.'],
    ['InvalidAuthenticationOptions', 'The passkey could not be used because the sign-in options were invalid.'],
    ['RelyingPartyMismatch', 'This passkey belongs to a different website and cannot be used here.'],
    ['RegistrationFailed', 'The passkey could not be created. Please try again.'],
    ['RetrievalFailed', 'The passkey could not be read. Please try again.'],
    ['Cancelled', 'The passkey request was cancelled.'],
    ['Aborted', 'The passkey request was interrupted. Please try again.'],
  ] as const)('explains the passkey problem %s', (problem, message) => {
    expect(toUserMessage({ kind: 'Passkey', problem })).toBe(message);
  });

  it.each([
    ['EmptySignInUsername', 'Please enter your e-mail address.'],
    ['EmptySignUpUsername', 'Please enter your e-mail address.'],
    ['EmptySignInPassword', 'Please enter your password.'],
    ['EmptySignUpPassword', 'Please enter your password.'],
    ['CustomAuthSignInPassword', 'A password cannot be used with this sign-in method.'],
    ['EmptyChallengeResponse', 'Please enter your verification code.'],
    ['IncorrectMfaMethod', 'Please choose an authenticator app, a text message or e-mail as your verification method.'],
    ['InvalidMfaSetupAnswer', 'Please choose e-mail or an authenticator app, or enter a verification code or an e-mail address.'],
  ] as const)('explains the validation problem %s', (problem, message) => {
    expect(toUserMessage({ kind: 'Validation', problem })).toBe(message);
  });

  it.each([
    ['failure kind', { kind: 'Bogus' }],
    ['passkey problem', { kind: 'Passkey', problem: 'Bogus' }],
    ['validation problem', { kind: 'Validation', problem: 'Bogus' }],
  ])('throws on an unknown %s: a bug the type checker should have caught', (_, failure) => {
    expect(() => toUserMessage(failure as unknown as UserFacingFailure)).toThrow();
  });
});

describe('toPlainMessage', () => {
  it.each<[HttpFailure, string]>([
    [{ kind: 'Timeout' }, UNREACHABLE_MESSAGE],
    [{ kind: 'Network' }, UNREACHABLE_MESSAGE],
    [{ kind: 'NoToken' }, SESSION_ENDED_MESSAGE],
    [{ kind: 'Http', status: 401 }, SESSION_ENDED_MESSAGE],
    [{ kind: 'Http', status: 500 }, OUR_SIDE_MESSAGE],
    [{ kind: 'Decode', details: [SECRET] }, OUR_SIDE_MESSAGE],
  ])("says what %j means without the wire's words", (failure, message) => {
    expect(toPlainMessage(failure)).toBe(message);
  });

  it('throws on an unknown failure kind: a bug the type checker should have caught', () => {
    expect(() => toPlainMessage({ kind: 'Bogus' } as unknown as HttpFailure)).toThrow();
  });

  it("never shows a status code or a decoder's details", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: 100, max: 599 }).map((status): HttpFailure => ({ kind: 'Http', status })),
          fc.array(fc.string({ minLength: 1 })).map((details): HttpFailure => ({ kind: 'Decode', details })),
        ),
        (failure) => {
          const message = toPlainMessage(failure);
          expect([UNREACHABLE_MESSAGE, SESSION_ENDED_MESSAGE, OUR_SIDE_MESSAGE]).toContain(message);
          expect(message).not.toMatch(/\d|status|request failed/i);
        },
      ),
    );
  });
});
