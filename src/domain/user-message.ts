// Raw service messages never reach the screen, except the user-migration trigger's.
import { absurd } from 'fp-ts/function';
import type { AuthFailure, PasskeyProblem, ValidationProblem } from './auth/failure/auth-failure';
import type { HttpFailure } from './http-failure';
import { i18n } from './i18n';

export type UserFacingFailure = AuthFailure | HttpFailure;

/** Catalogue ids (the English sentence): a screen shows `i18n._(ID)`, in the page's language. */
export const GENERIC_MESSAGE = /*i18n*/ 'Something went wrong. Please try again later.';
// The customer's copy, word for word (its spelling too).
export const WRONG_CODE_MESSAGE = /*i18n*/ 'Failed to sign in. Please confirm your verification code and try again.';
const RATE_LIMITED_MESSAGE = /*i18n*/ 'Too many tries for now. Please wait a minute, then try again.';
export const LINK_EXPIRED_MESSAGE = /*i18n*/ 'The link you used has expired, we have sent you a new one. Please check your email for the new link to login.';

const PASSKEY_MESSAGES: Readonly<Record<PasskeyProblem, string>> = {
  NotSupported: /*i18n*/ 'Passkeys are not supported on this device or browser.',
  AlreadyExists: /*i18n*/ 'A passkey for this account already exists on this device.',
  InvalidRegistrationOptions: /*i18n*/ 'The passkey could not be created because the registration options were invalid.',
  InvalidAuthenticationOptions: /*i18n*/ 'The passkey could not be used because the sign-in options were invalid.',
  RelyingPartyMismatch: /*i18n*/ 'This passkey belongs to a different website and cannot be used here.',
  RegistrationFailed: /*i18n*/ 'The passkey could not be created. Please try again.',
  RetrievalFailed: /*i18n*/ 'The passkey could not be read. Please try again.',
  Cancelled: /*i18n*/ 'The passkey request was cancelled.',
  Aborted: /*i18n*/ 'The passkey request was interrupted. Please try again.',
};

const VALIDATION_MESSAGES: Readonly<Record<ValidationProblem, string>> = {
  EmptySignInUsername: /*i18n*/ 'Please enter your e-mail address.',
  EmptySignUpUsername: /*i18n*/ 'Please enter your e-mail address.',
  EmptySignInPassword: /*i18n*/ 'Please enter your password.',
  EmptySignUpPassword: /*i18n*/ 'Please enter your password.',
  CustomAuthSignInPassword: /*i18n*/ 'A password cannot be used with this sign-in method.',
  EmptyChallengeResponse: /*i18n*/ 'Please enter your verification code.',
  IncorrectMfaMethod: /*i18n*/ 'Please choose an authenticator app, a text message or e-mail as your verification method.',
  InvalidMfaSetupAnswer: /*i18n*/ 'Please choose e-mail or an authenticator app, or enter a verification code or an e-mail address.',
};

/** A key the type checker should have refused is a bug, as `absurd` treats it. */
function messageIn<K extends string>(table: Readonly<Record<K, string>>, key: K): string {
  if (!Object.hasOwn(table, key)) throw new Error(`No message for ${String(key)}`);
  return i18n._(table[key]);
}

type MessageOnlyKind = Exclude<UserFacingFailure['kind'], 'Validation' | 'Passkey' | 'MigrationFailed' | 'Http'>;

const SESSION_EXPIRED_MESSAGE = /*i18n*/ 'Your sign-in session has expired. Please request a new code and try again.';

const MESSAGES: Readonly<Record<MessageOnlyKind, string>> = {
  AlreadySignedIn: /*i18n*/ 'There is already a signed in user.',
  SignInStateMissing: SESSION_EXPIRED_MESSAGE,
  SignInExpired: SESSION_EXPIRED_MESSAGE,
  RateLimited: RATE_LIMITED_MESSAGE,
  InvalidTokens: /*i18n*/ 'Invalid tokens',
  SessionNotPersisted: /*i18n*/ 'Unable to get user session following successful sign-in.',
  ChallengeNotAddressed: /*i18n*/ 'An error occurred during the sign-in process: the challenge was not addressed.',
  SequentialPasskeyChallenge: /*i18n*/ 'Signing in with a passkey could not be completed. Please try another way to sign in.',
  OAuthSignOutFailed: /*i18n*/ 'An error occurred when attempting to log out from OAuth provider.',
  UserNotFound: /*i18n*/ 'Invalid username.',
  ConfirmationFailed: WRONG_CODE_MESSAGE,
  Internal: LINK_EXPIRED_MESSAGE,
  NoToken: /*i18n*/ 'No token',
  Timeout: /*i18n*/ 'Request timed out',
  UserNotConfirmed: GENERIC_MESSAGE,
  PasswordResetRequired: GENERIC_MESSAGE,
  NotAuthorized: GENERIC_MESSAGE,
  InvocationFailed: GENERIC_MESSAGE,
  DeviceNotFound: GENERIC_MESSAGE,
  Network: GENERIC_MESSAGE,
  Decode: GENERIC_MESSAGE,
  Service: GENERIC_MESSAGE,
  Unexpected: GENERIC_MESSAGE,
};

export function toUserMessage(failure: UserFacingFailure): string {
  switch (failure.kind) {
    case 'Validation':
      return messageIn(VALIDATION_MESSAGES, failure.problem);
    case 'Passkey':
      return messageIn(PASSKEY_MESSAGES, failure.problem);
    case 'MigrationFailed':
      return failure.message.trim() === '' ? i18n._(GENERIC_MESSAGE) : failure.message;
    case 'Http':
      return i18n._('Request failed with status code {status}', { status: failure.status });
    default:
      return messageIn(MESSAGES, failure.kind);
  }
}

export const UNREACHABLE_MESSAGE = /*i18n*/ 'We could not reach Protect. Check your connection and try again.';
export const SESSION_ENDED_MESSAGE = /*i18n*/ 'Your session has ended. Please sign in again.';
export const OUR_SIDE_MESSAGE = /*i18n*/ 'Something went wrong on our side. Please try again.';

/** toUserMessage keeps the HTTP client's wording; a screen shows this, never a status code. */
export function toPlainMessage(failure: HttpFailure): string {
  switch (failure.kind) {
    case 'Timeout':
    case 'Network':
      return i18n._(UNREACHABLE_MESSAGE);
    case 'NoToken':
      return i18n._(SESSION_ENDED_MESSAGE);
    case 'Http':
      return i18n._(failure.status === 401 ? SESSION_ENDED_MESSAGE : OUR_SIDE_MESSAGE);
    case 'Decode':
      return i18n._(OUR_SIDE_MESSAGE);
    default:
      return absurd(failure);
  }
}
