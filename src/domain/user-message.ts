// Raw service messages never reach the screen, except the user-migration trigger's.
import { absurd } from 'fp-ts/function';
import type { AuthFailure, PasskeyProblem, ValidationProblem } from './auth/failure/auth-failure';
import type { HttpFailure } from './http-failure';

export type UserFacingFailure = AuthFailure | HttpFailure;

export const GENERIC_MESSAGE = 'Something went wrong. Please try again later.';
/** The one wrong-code message: the sign-in code step and the add-address code step say the same. */
export const WRONG_CODE_MESSAGE = 'That code is not right. Check the e-mail we sent and try again, or send a new code.';
const RATE_LIMITED_MESSAGE = 'Too many tries for now. Please wait a minute, then try again.';
export const LINK_EXPIRED_MESSAGE = 'The link you used has expired, we have sent you a new one. Please check your e-mail for the new link to sign in.';

function passkeyMessage(problem: PasskeyProblem): string {
  switch (problem) {
    case 'NotSupported':
      return 'Passkeys are not supported on this device or browser.';
    case 'AlreadyExists':
      return 'A passkey for this account already exists on this device.';
    case 'InvalidRegistrationOptions':
      return 'The passkey could not be created because the registration options were invalid.';
    case 'InvalidAuthenticationOptions':
      return 'The passkey could not be used because the sign-in options were invalid.';
    case 'RelyingPartyMismatch':
      return 'This passkey belongs to a different website and cannot be used here.';
    case 'RegistrationFailed':
      return 'The passkey could not be created. Please try again.';
    case 'RetrievalFailed':
      return 'The passkey could not be read. Please try again.';
    case 'Cancelled':
      return 'The passkey request was cancelled.';
    case 'Aborted':
      return 'The passkey request was interrupted. Please try again.';
    default:
      return absurd(problem);
  }
}

function validationMessage(problem: ValidationProblem): string {
  switch (problem) {
    case 'EmptySignInUsername':
    case 'EmptySignUpUsername':
      return 'Please enter your e-mail address.';
    case 'EmptySignInPassword':
    case 'EmptySignUpPassword':
      return 'Please enter your password.';
    case 'CustomAuthSignInPassword':
      return 'A password cannot be used with this sign-in method.';
    case 'EmptyChallengeResponse':
      return 'Please enter your verification code.';
    case 'IncorrectMfaMethod':
      return 'Please choose an authenticator app, a text message or e-mail as your verification method.';
    case 'InvalidMfaSetupAnswer':
      return 'Please choose e-mail or an authenticator app, or enter a verification code or an e-mail address.';
    default:
      return absurd(problem);
  }
}

export function toUserMessage(failure: UserFacingFailure): string {
  switch (failure.kind) {
    case 'Validation':
      return validationMessage(failure.problem);
    case 'AlreadySignedIn':
      return 'There is already a signed in user.';
    case 'SignInStateMissing':
    case 'SignInExpired':
      return 'Your sign-in session has expired. Please request a new code and try again.';
    case 'RateLimited':
      return RATE_LIMITED_MESSAGE;
    case 'InvalidTokens':
      return 'Invalid tokens';
    case 'SessionNotPersisted':
      return 'Unable to get user session following successful sign-in.';
    case 'ChallengeNotAddressed':
      return 'An error occurred during the sign-in process: the challenge was not addressed.';
    case 'SequentialPasskeyChallenge':
      return 'Signing in with a passkey could not be completed. Please try another way to sign in.';
    case 'OAuthSignOutFailed':
      return 'An error occurred when attempting to log out from OAuth provider.';
    case 'Passkey':
      return passkeyMessage(failure.problem);
    case 'UserNotFound':
      return 'Invalid username.';
    case 'ConfirmationFailed':
      return WRONG_CODE_MESSAGE;
    case 'Internal':
      return LINK_EXPIRED_MESSAGE;
    case 'MigrationFailed':
      return failure.message.trim() === '' ? GENERIC_MESSAGE : failure.message;
    case 'NoToken':
      return 'No token';
    case 'Http':
      return `Request failed with status code ${failure.status}`;
    case 'Timeout':
      return 'Request timed out';
    case 'UserNotConfirmed':
    case 'PasswordResetRequired':
    case 'NotAuthorized':
    case 'InvocationFailed':
    case 'DeviceNotFound':
    case 'Network':
    case 'Decode':
    case 'Service':
    case 'Unexpected':
      return GENERIC_MESSAGE;
    default:
      return absurd(failure);
  }
}

export const UNREACHABLE_MESSAGE = 'We could not reach Protect. Check your connection and try again.';
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';
export const OUR_SIDE_MESSAGE = 'Something went wrong on our side. Please try again.';

/**
 * What a screen says when one of Protect's own calls fails. toUserMessage keeps the HTTP client's own
 * wording ("Request failed with status code …"); a person is never shown a status code.
 */
export function toPlainMessage(failure: HttpFailure): string {
  switch (failure.kind) {
    case 'Timeout':
    case 'Network':
      return UNREACHABLE_MESSAGE;
    case 'NoToken':
      return SESSION_ENDED_MESSAGE;
    case 'Http':
      return failure.status === 401 ? SESSION_ENDED_MESSAGE : OUR_SIDE_MESSAGE;
    case 'Decode':
      return OUR_SIDE_MESSAGE;
    default:
      return absurd(failure);
  }
}
