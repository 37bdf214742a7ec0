export type PasskeyProblem =
  | 'NotSupported'
  | 'AlreadyExists'
  | 'InvalidRegistrationOptions'
  | 'InvalidAuthenticationOptions'
  | 'RelyingPartyMismatch'
  | 'RegistrationFailed'
  | 'RetrievalFailed'
  | 'Cancelled'
  | 'Aborted';

export type ValidationProblem =
  | 'EmptySignInUsername'
  | 'EmptySignInPassword'
  | 'CustomAuthSignInPassword'
  | 'EmptySignUpUsername'
  | 'EmptySignUpPassword'
  | 'EmptyChallengeResponse'
  | 'IncorrectMfaMethod'
  | 'InvalidMfaSetupAnswer';

type ConfirmationProblem = 'CodeMismatch' | 'ExpiredCode' | 'NotAuthorized';

export type AuthFailure =
  | { readonly kind: 'Validation'; readonly problem: ValidationProblem }
  | { readonly kind: 'AlreadySignedIn' }
  | { readonly kind: 'SignInStateMissing' }
  | { readonly kind: 'SignInExpired' }
  | { readonly kind: 'RateLimited' }
  | { readonly kind: 'InvalidTokens' }
  | { readonly kind: 'SessionNotPersisted' }
  | { readonly kind: 'ChallengeNotAddressed'; readonly challengeName: string }
  | { readonly kind: 'SequentialPasskeyChallenge' }
  | { readonly kind: 'OAuthSignOutFailed' }
  | { readonly kind: 'Passkey'; readonly problem: PasskeyProblem }
  | { readonly kind: 'UserNotFound' }
  | { readonly kind: 'UserNotConfirmed' }
  | { readonly kind: 'PasswordResetRequired' }
  | { readonly kind: 'NotAuthorized'; readonly message: string }
  | { readonly kind: 'ConfirmationFailed'; readonly problem: ConfirmationProblem }
  | { readonly kind: 'Internal' }
  | { readonly kind: 'InvocationFailed'; readonly message: string }
  | { readonly kind: 'MigrationFailed'; readonly message: string }
  | { readonly kind: 'DeviceNotFound' }
  | { readonly kind: 'Network' }
  | { readonly kind: 'Service'; readonly code: string; readonly message: string }
  | { readonly kind: 'Unexpected'; readonly cause: unknown };

/** The service names no wait after a rate limit, and its limits are per minute or longer. */
export const RATE_LIMIT_COOL_DOWN_SECONDS = 60;

export const validationFailure = (problem: ValidationProblem): AuthFailure => ({ kind: 'Validation', problem });
