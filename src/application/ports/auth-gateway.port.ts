import type { Either } from 'fp-ts/Either';
import type { Option } from 'fp-ts/Option';
import type { SignInRequest } from '../../domain/auth/sign-in/auth-flow';
import type { AuthFailure } from '../../domain/auth/failure/auth-failure';
import type { AuthOutcome } from '../../domain/auth/sign-in/auth-outcome';
import type { AuthSession } from '../../domain/auth/session/auth-session';
import type { ConfirmSignUpRequest, SignUpOutcome, SignUpRequest } from '../../domain/auth/sign-up/sign-up';
import type { MfaPreference, MfaSettings } from '../../domain/auth/sign-in/mfa';
import type { CodeDeliveryDetails } from '../../domain/auth/sign-in/sign-in-step';
import type { RememberedDevice } from '../../domain/auth/session/remembered-device';

export type ChallengeAnswer = {
  readonly username: string;
  readonly challengeName: string;
  readonly session: string;
  readonly answer: string;
  /** With NEW_PASSWORD_REQUIRED (the answer is the new password): values for the required attributes the user lacks. */
  readonly userAttributes?: Readonly<Record<string, string>>;
};

export type PasskeyChallenge = {
  readonly username: string;
  readonly session: string;
  readonly parameters: Readonly<Record<string, string>>;
  /** Stops the browser's request: the answer is then Passkey Aborted. */
  readonly signal?: AbortSignal;
};

/** A passkey of the signed-in person; `createdAt` in ms. */
export type PasskeySummary = { readonly id: string; readonly createdAt: number };

/** Every problem is a Left (authFailureFromErrorCode, else Unexpected). Applies no sign-in rules: it gives the service's raw answer. */
export interface AuthGateway {
  /** The stored session, expired or not, without calling the service; none when no tokens are stored. Never rejects. */
  storedSession(): Promise<Option<AuthSession>>;

  /** SignUp with username, password and user attributes. Never rejects. */
  signUp(request: SignUpRequest): Promise<Either<AuthFailure, SignUpOutcome>>;

  /** ConfirmSignUp: the code e-mailed to a new, unconfirmed user (also what a confirmation link carries). Never rejects. */
  confirmSignUp(request: ConfirmSignUpRequest): Promise<Either<AuthFailure, void>>;

  /** ResendConfirmationCode: a new code replaces the last one. Never rejects. */
  resendSignUpCode(request: { readonly username: string }): Promise<Either<AuthFailure, CodeDeliveryDetails>>;

  /** InitiateAuth with the remembered device key; tokens are stored before it resolves. A flow it cannot run is Left Service InvalidParameterException. Never rejects. */
  initiateAuth(request: SignInRequest): Promise<Either<AuthFailure, AuthOutcome>>;

  /**
   * A wrong custom-challenge code is another challenge and the attempt after the last is NotAuthorized; NEW_PASSWORD_REQUIRED takes the
   * new password as the answer, and a password the policy refuses leaves the session usable. SELECT_CHALLENGE answered PASSWORD or PASSWORD_SRP
   * is that challenge, in the same session, at once; its answer is the password. MFA_SETUP takes the person's own address (e-mailed codes
   * set up: EMAIL_OTP follows; another address is Left InvalidParameterException). Tokens are stored before it resolves. Never rejects.
   */
  respondToChallenge(answer: ChallengeAnswer): Promise<Either<AuthFailure, AuthOutcome>>;

  /** Runs the WebAuthn ceremony for a passkey challenge and sends the credential. Never rejects. */
  answerPasskeyChallenge(challenge: PasskeyChallenge): Promise<Either<AuthFailure, AuthOutcome>>;

  /** This browser can make and use passkeys (WebAuthn); without it no passkey is offered. */
  readonly passkeysAvailable: boolean;

  /** Adds a passkey for the signed-in person: the service's options, the browser's ceremony, the service's check. Never rejects. */
  registerPasskey(): Promise<Either<AuthFailure, void>>;

  /** The signed-in person's passkeys. Never rejects. */
  listPasskeys(): Promise<Either<AuthFailure, readonly PasskeySummary[]>>;

  /** Deletes one of the signed-in person's passkeys. Never rejects. */
  deletePasskey(id: string): Promise<Either<AuthFailure, void>>;

  /** The TOTP shared secret and the session for the next answer. Never rejects. */
  associateSoftwareToken(request: { readonly session: string }): Promise<Either<AuthFailure, { readonly secretCode: string; readonly session: string }>>;

  /** Sign-in's MFA_SETUP: checks the app's code with the setup session, then answers MFA_SETUP; tokens are stored before it resolves. Never rejects. */
  verifySoftwareToken(request: { readonly username: string; readonly session: string; readonly code: string }): Promise<Either<AuthFailure, AuthOutcome>>;

  /** For the signed-in person (the stored access token): a new authenticator secret, not yet in use. Never rejects. */
  associateUserSoftwareToken(): Promise<Either<AuthFailure, { readonly secretCode: string }>>;

  /** For the signed-in person: checks a code from the app against the new secret; a wrong one is ConfirmationFailed CodeMismatch. Never rejects. */
  verifyUserSoftwareToken(code: string): Promise<Either<AuthFailure, void>>;

  /** SetUserMFAPreference for the signed-in person. Never rejects. */
  setMfaPreference(preference: MfaPreference): Promise<Either<AuthFailure, void>>;

  /** The signed-in person's MFA, fresh from the service (GetUser). Never rejects. */
  getMfaSettings(): Promise<Either<AuthFailure, MfaSettings>>;

  /** Refreshes with the stored refresh token (and device key) and stores the new tokens; clears nothing on failure. Never rejects. */
  refreshSession(): Promise<Either<AuthFailure, AuthSession>>;

  /** Revokes the refresh token stored when called, so the session may be cleared before this settles. Right when there was none. Never rejects. */
  revokeRefreshToken(): Promise<Either<AuthFailure, void>>;

  /** Deletes the stored tokens and identity locally; the remembered device's data stays. Never rejects. */
  clearSession(): Promise<void>;

  /** A hosted OAuth provider is configured, so sign-out must also end its session. */
  readonly hasOAuthProvider: boolean;

  /** Ends the hosted OAuth provider's session; only called when `hasOAuthProvider`. Never rejects. */
  signOutOfOAuthProvider(): Promise<Either<AuthFailure, void>>;

  /** Deletes the stored device key, device group key and random password (sign-out keeps them). Never rejects. */
  clearStoredDevice(): Promise<void>;

  /** The signed-in person's remembered devices on the service (ListDevices), last used first. Never rejects. */
  listDevices(): Promise<Either<AuthFailure, readonly RememberedDevice[]>>;

  /** ForgetDevice for the signed-in person; forgetting this browser's device also clears its stored device data. Never rejects. */
  forgetDevice(deviceKey: string): Promise<Either<AuthFailure, void>>;
}
