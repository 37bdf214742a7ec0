import { RATE_LIMIT_COOL_DOWN_SECONDS, type AuthFailure } from '../../../../src/domain/auth/failure/auth-failure';
import { authFailureFromErrorCode } from '../../../../src/domain/auth/failure/auth-error-code';

describe('authFailureFromErrorCode', () => {
  it.each<[string, string, AuthFailure]>([
    ['UserNotFoundException', 'User does not exist.', { kind: 'UserNotFound' }],
    ['UserNotConfirmedException', 'User is not confirmed.', { kind: 'UserNotConfirmed' }],
    ['PasswordResetRequiredException', 'Password reset required for the user', { kind: 'PasswordResetRequired' }],
    ['NotAuthorizedException', 'Incorrect username or password.', { kind: 'NotAuthorized', message: 'Incorrect username or password.' }],
    ['CodeMismatchException', 'Invalid code provided, please try again.', { kind: 'ConfirmationFailed', problem: 'CodeMismatch' }],
    ['ExpiredCodeException', 'Invalid code provided, please request a code again.', { kind: 'ConfirmationFailed', problem: 'ExpiredCode' }],
    ['InternalErrorException', 'Internal server error.', { kind: 'Internal' }],
    ['NetworkError', 'Network error', { kind: 'Network' }],
    [
      'UserLambdaValidationException',
      'PreSignUp failed with error Blocked domain.',
      { kind: 'InvocationFailed', message: 'PreSignUp failed with error Blocked domain.' },
    ],
    ['UnexpectedLambdaException', 'boom', { kind: 'InvocationFailed', message: 'boom' }],
    ['InvalidLambdaResponseException', 'bad response', { kind: 'InvocationFailed', message: 'bad response' }],
    [
      'UserLambdaValidationException',
      'UserMigration failed with error Your account is locked, call support.',
      { kind: 'MigrationFailed', message: 'Your account is locked, call support.' },
    ],
    ['ResourceNotFoundException', 'Device does not exist.', { kind: 'DeviceNotFound' }],
    [
      'ResourceNotFoundException',
      'User pool client does not exist.',
      { kind: 'Service', code: 'ResourceNotFoundException', message: 'User pool client does not exist.' },
    ],
    ['LimitExceededException', 'Attempt limit exceeded, please try after some time.', { kind: 'RateLimited' }],
    ['TooManyRequestsException', 'Too many requests', { kind: 'RateLimited' }],
    ['toString', '', { kind: 'Service', code: 'toString', message: '' }],
    ['PasskeyNotSupported', '', { kind: 'Passkey', problem: 'NotSupported' }],
    ['WebAuthnNotSupportedException', '', { kind: 'Passkey', problem: 'NotSupported' }],
    ['WebAuthnNotEnabledException', '', { kind: 'Passkey', problem: 'NotSupported' }],
    ['PasskeyAlreadyExists', '', { kind: 'Passkey', problem: 'AlreadyExists' }],
    ['InvalidPasskeyRegistrationOptions', '', { kind: 'Passkey', problem: 'InvalidRegistrationOptions' }],
    ['InvalidPasskeyAuthenticationOptions', '', { kind: 'Passkey', problem: 'InvalidAuthenticationOptions' }],
    ['RelyingPartyMismatch', '', { kind: 'Passkey', problem: 'RelyingPartyMismatch' }],
    ['WebAuthnRelyingPartyMismatchException', '', { kind: 'Passkey', problem: 'RelyingPartyMismatch' }],
    ['WebAuthnOriginNotAllowedException', '', { kind: 'Passkey', problem: 'RelyingPartyMismatch' }],
    ['PasskeyRegistrationFailed', '', { kind: 'Passkey', problem: 'RegistrationFailed' }],
    ['PasskeyRetrievalFailed', '', { kind: 'Passkey', problem: 'RetrievalFailed' }],
    ['PasskeyRegistrationCanceled', '', { kind: 'Passkey', problem: 'Cancelled' }],
    ['PasskeyAuthenticationCanceled', '', { kind: 'Passkey', problem: 'Cancelled' }],
    ['PasskeyOperationAborted', '', { kind: 'Passkey', problem: 'Aborted' }],
  ])('maps %s (%j)', (code, message, failure) => {
    expect(authFailureFromErrorCode(code, message)).toEqual(failure);
  });

  it('treats a missing message as empty', () => {
    expect(authFailureFromErrorCode('NotAuthorizedException')).toEqual({ kind: 'NotAuthorized', message: '' });
  });

  it('reads a forced fault by name, as the offline fault switch sends it', () => {
    expect(authFailureFromErrorCode('InternalErrorException')).toEqual({ kind: 'Internal' });
  });
});

describe('rate limits', () => {
  it('hold a retry for a minute: the service names no wait, and its limits are per minute or longer', () => {
    expect(RATE_LIMIT_COOL_DOWN_SECONDS).toBe(60);
  });
});
