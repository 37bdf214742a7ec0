// How an auth operation can fail (spec §4, §5, §8). Expected outcomes are values; bugs throw.

/** The passkey problems of spec §8. */
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

/** The input rules of spec §5, checked before any call is made. */
export type ValidationProblem =
  | 'EmptySignInUsername'
  | 'EmptySignInPassword'
  | 'CustomAuthSignInPassword'
  | 'EmptySignUpUsername'
  | 'EmptySignUpPassword'
  | 'EmptyChallengeResponse'
  | 'IncorrectMfaMethod'
  | 'InvalidMfaSetupAnswer';

/** Why a sign-in confirmation was refused (spec §8 "failed sign-in confirmation"). */
export type ConfirmationProblem = 'CodeMismatch' | 'ExpiredCode' | 'NotAuthorized';

export type AuthFailure =
  | { readonly kind: 'Validation'; readonly problem: ValidationProblem }
  | { readonly kind: 'AlreadySignedIn' }
  /** Confirming with no live sign-in state: none saved, cleared after a failure, or older than 180 s. */
  | { readonly kind: 'SignInStateMissing' }
  | { readonly kind: 'InvalidTokens' }
  /** Tokens were issued but no session could be read back right after (spec §8). */
  | { readonly kind: 'SessionNotPersisted' }
  | { readonly kind: 'ChallengeNotAddressed'; readonly challengeName: string }
  /** The service answered a passkey challenge with another passkey challenge (spec §4). */
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
  /** The user-migration trigger refused the user; its message is shown as is (spec §8). */
  | { readonly kind: 'MigrationFailed'; readonly message: string }
  /** The remembered device no longer exists on the server (spec §4 "Device"). */
  | { readonly kind: 'DeviceNotFound' }
  | { readonly kind: 'Network' }
  /** Any other service error, by its Cognito error name; the message is for logs only. */
  | { readonly kind: 'Service'; readonly code: string; readonly message: string }
  /** Spec §8 "other sign-in errors: rethrown": reported, shown with the generic copy. */
  | { readonly kind: 'Unexpected'; readonly cause: unknown };

export const validationFailure = (problem: ValidationProblem): AuthFailure => ({ kind: 'Validation', problem });
