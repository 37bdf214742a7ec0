import type { AuthFailure, PasskeyProblem } from './auth-failure';

const MIGRATION_PREFIX = /^UserMigration failed with error\s*/i;

const PASSKEY_CODES: Readonly<Record<string, PasskeyProblem>> = {
  PasskeyNotSupported: 'NotSupported',
  WebAuthnNotSupportedException: 'NotSupported',
  WebAuthnNotEnabledException: 'NotSupported',
  PasskeyAlreadyExists: 'AlreadyExists',
  InvalidPasskeyRegistrationOptions: 'InvalidRegistrationOptions',
  InvalidPasskeyAuthenticationOptions: 'InvalidAuthenticationOptions',
  RelyingPartyMismatch: 'RelyingPartyMismatch',
  WebAuthnRelyingPartyMismatchException: 'RelyingPartyMismatch',
  WebAuthnOriginNotAllowedException: 'RelyingPartyMismatch',
  PasskeyRegistrationFailed: 'RegistrationFailed',
  PasskeyRetrievalFailed: 'RetrievalFailed',
  PasskeyRegistrationCanceled: 'Cancelled',
  PasskeyAuthenticationCanceled: 'Cancelled',
  PasskeyOperationAborted: 'Aborted',
};

const INVOCATION_CODES: readonly string[] = ['UserLambdaValidationException', 'UnexpectedLambdaException', 'InvalidLambdaResponseException'];

function invocationFailure(code: string, message: string): AuthFailure {
  if (code === 'UserLambdaValidationException' && MIGRATION_PREFIX.test(message)) {
    return { kind: 'MigrationFailed', message: message.replace(MIGRATION_PREFIX, '') };
  }
  return { kind: 'InvocationFailed', message };
}

/** Codes whose failure carries nothing of the message. */
const PLAIN_CODES: Readonly<Record<string, AuthFailure>> = {
  UserNotFoundException: { kind: 'UserNotFound' },
  UserNotConfirmedException: { kind: 'UserNotConfirmed' },
  PasswordResetRequiredException: { kind: 'PasswordResetRequired' },
  CodeMismatchException: { kind: 'ConfirmationFailed', problem: 'CodeMismatch' },
  ExpiredCodeException: { kind: 'ConfirmationFailed', problem: 'ExpiredCode' },
  InternalErrorException: { kind: 'Internal' },
  NetworkError: { kind: 'Network' },
  TooManyRequestsException: { kind: 'RateLimited' },
  LimitExceededException: { kind: 'RateLimited' },
};

export function authFailureFromErrorCode(code: string, message: string = ''): AuthFailure {
  if (Object.hasOwn(PASSKEY_CODES, code)) return { kind: 'Passkey', problem: PASSKEY_CODES[code] as PasskeyProblem };
  if (INVOCATION_CODES.includes(code)) return invocationFailure(code, message);
  if (Object.hasOwn(PLAIN_CODES, code)) return PLAIN_CODES[code] as AuthFailure;
  if (code === 'NotAuthorizedException') return { kind: 'NotAuthorized', message };
  // Cognito words a missing device "Device does not exist."; other missing resources are ordinary service errors.
  if (code === 'ResourceNotFoundException' && /device/i.test(message)) return { kind: 'DeviceNotFound' };
  return { kind: 'Service', code, message };
}
