// How an auth operation can fail. Expected outcomes are values; bugs throw.

/** What can go wrong with a passkey. */
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

/** The input rules, checked before any call is made. */
export type ValidationProblem =
  | 'EmptySignInUsername'
  | 'EmptySignInPassword'
  | 'CustomAuthSignInPassword'
  | 'EmptySignUpUsername'
  | 'EmptySignUpPassword'
  | 'EmptyChallengeResponse'
  | 'IncorrectMfaMethod'
  | 'InvalidMfaSetupAnswer';

/** Why a sign-in confirmation was refused (a failed sign-in confirmation). */
type ConfirmationProblem = 'CodeMismatch' | 'ExpiredCode' | 'NotAuthorized';

export type AuthFailure =
  | { readonly kind: 'Validation'; readonly problem: ValidationProblem }
  | { readonly kind: 'AlreadySignedIn' }
  /** Confirming with no live sign-in state: none saved, cleared after a failure, or older than 180 s. */
  | { readonly kind: 'SignInStateMissing' }
  | { readonly kind: 'InvalidTokens' }
  /** Tokens were issued but no session could be read back right after. */
  | { readonly kind: 'SessionNotPersisted' }
  | { readonly kind: 'ChallengeNotAddressed'; readonly challengeName: string }
  /** The service answered a passkey challenge with another passkey challenge. */
  | { readonly kind: 'SequentialPasskeyChallenge' }
  | { readonly kind: 'OAuthSignOutFailed' }
  | { readonly kind: 'Passkey'; readonly problem: PasskeyProblem }
  | { readonly kind: 'UserNotFound' }
  | { readonly kind: 'UserNotConfirmed' }
  | { readonly kind: 'PasswordResetRequired' }
  /** NotAuthorizedException outside a confirmation; the message is for logs only. */
  | { readonly kind: 'NotAuthorized'; readonly message: string }
  | { readonly kind: 'ConfirmationFailed'; readonly problem: ConfirmationProblem }
  | { readonly kind: 'Internal' }
  /** A user-pool trigger failed (UserLambdaValidationException and friends); the message is for logs only. */
  | { readonly kind: 'InvocationFailed'; readonly message: string }
  /** The user-migration trigger refused the user; its message is shown as is. */
  | { readonly kind: 'MigrationFailed'; readonly message: string }
  /** The remembered device no longer exists on the server. */
  | { readonly kind: 'DeviceNotFound' }
  | { readonly kind: 'Network' }
  /** Any other service error, by its Cognito error name; the message is for logs only. */
  | { readonly kind: 'Service'; readonly code: string; readonly message: string }
  /** Any other sign-in error: reported, shown with the generic copy. */
  | { readonly kind: 'Unexpected'; readonly cause: unknown };

export const validationFailure = (problem: ValidationProblem): AuthFailure => ({ kind: 'Validation', problem });
