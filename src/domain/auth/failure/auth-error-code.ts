import type { AuthFailure, PasskeyProblem } from './auth-failure';

/** Cognito words a migration trigger's refusal "UserMigration failed with error <lambda message>". */
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

export function authFailureFromErrorCode(code: string, message: string = ''): AuthFailure {
  if (Object.hasOwn(PASSKEY_CODES, code)) return { kind: 'Passkey', problem: PASSKEY_CODES[code] as PasskeyProblem };
  if (INVOCATION_CODES.includes(code)) return invocationFailure(code, message);
  switch (code) {
    case 'UserNotFoundException':
      return { kind: 'UserNotFound' };
    case 'UserNotConfirmedException':
      return { kind: 'UserNotConfirmed' };
    case 'PasswordResetRequiredException':
      return { kind: 'PasswordResetRequired' };
    case 'NotAuthorizedException':
      return { kind: 'NotAuthorized', message };
    case 'CodeMismatchException':
      return { kind: 'ConfirmationFailed', problem: 'CodeMismatch' };
    case 'ExpiredCodeException':
      return { kind: 'ConfirmationFailed', problem: 'ExpiredCode' };
    case 'InternalErrorException':
      return { kind: 'Internal' };
    case 'NetworkError':
      return { kind: 'Network' };
    case 'TooManyRequestsException':
    case 'LimitExceededException':
      return { kind: 'RateLimited' };
    case 'ResourceNotFoundException':
      // Cognito words it "Device does not exist."; other missing resources are ordinary service errors.
      return /device/i.test(message) ? { kind: 'DeviceNotFound' } : { kind: 'Service', code, message };
    default:
      return { kind: 'Service', code, message };
  }
}
