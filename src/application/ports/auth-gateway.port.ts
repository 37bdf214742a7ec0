import type { Either } from 'fp-ts/Either';
import type { Option } from 'fp-ts/Option';
import type { SignInRequest } from '../../domain/auth/sign-in/auth-flow';
import type { AuthFailure } from '../../domain/auth/failure/auth-failure';
import type { AuthOutcome } from '../../domain/auth/sign-in/auth-outcome';
import type { AuthSession } from '../../domain/auth/session/auth-session';
import type { SignUpOutcome, SignUpRequest } from '../../domain/auth/sign-up/sign-up';

/** An answer to the pending challenge of a sign-in. */
export type ChallengeAnswer = {
  readonly username: string;
  /** The pending challenge, e.g. 'CUSTOM_CHALLENGE'; for 'MFA_SETUP' the answer is a TOTP code (verify) or an e-mail address. */
  readonly challengeName: string;
  /** The service's sign-in session from the last challenge. */
  readonly session: string;
  readonly answer: string;
};

/** A passkey challenge to run the WebAuthn ceremony for. */
type PasskeyChallenge = {
  readonly username: string;
  readonly session: string;
  /** The challenge parameters, holding the credential request options. */
  readonly parameters: Readonly<Record<string, string>>;
};

/**
 * The user-pool service (spec §4, §7). Implementations never reject: every service, network or library
 * problem comes back as a Left (map Cognito error names with `authFailureFromErrorCode`; anything
 * unforeseen as `{ kind: 'Unexpected', cause }`). Implementations apply no sign-in rules: they return the
 * service's raw answer and the domain decides what it means.
 */
export interface AuthGateway {
  /** The stored session as is, expired or not, without calling the service; none when no tokens are stored. Never rejects. */
  storedSession(): Promise<Option<AuthSession>>;

  /** SignUp with username, password and user attributes (spec §3, §7). Never rejects. */
  signUp(request: SignUpRequest): Promise<Either<AuthFailure, SignUpOutcome>>;

  /**
   * InitiateAuth for the request's flow (spec §4, §7), sending the remembered device key if any. Tokens in
   * the answer are stored before it resolves. A flow the implementation cannot run is
   * `Left({ kind: 'Service', code: 'InvalidParameterException', … })`. Never rejects.
   */
  initiateAuth(request: SignInRequest): Promise<Either<AuthFailure, AuthOutcome>>;

  /**
   * RespondToAuthChallenge with the answer (spec §7). A wrong custom-challenge code under the retry logic
   * is another `challenge`, not a failure; the attempt after the last is `NotAuthorized`. Tokens are stored
   * before it resolves. Never rejects.
   */
  respondToChallenge(answer: ChallengeAnswer): Promise<Either<AuthFailure, AuthOutcome>>;

  /** Runs the WebAuthn ceremony for a passkey challenge and sends the credential (spec §4). Never rejects. */
  answerPasskeyChallenge(challenge: PasskeyChallenge): Promise<Either<AuthFailure, AuthOutcome>>;

  /** AssociateSoftwareToken for a TOTP setup during sign-in (spec §7); the answer carries the next session. Never rejects. */
  associateSoftwareToken(request: { readonly session: string }): Promise<Either<AuthFailure, { readonly secretCode: string; readonly session: string }>>;

  /**
   * InitiateAuth with the stored refresh token (and device key) and stores the new tokens (spec §4).
   * Does not clear anything on failure: the caller decides. Never rejects.
   */
  refreshSession(): Promise<Either<AuthFailure, AuthSession>>;

  /** RevokeToken for the stored refresh token (spec §4 "Sign-out"). Right when there was none. Never rejects. */
  revokeRefreshToken(): Promise<Either<AuthFailure, void>>;

  /** Deletes the stored tokens and identity (credentials, identity id) locally. Never rejects. */
  clearSession(): Promise<void>;

  /** Whether a hosted OAuth provider is configured, so sign-out must also end its session (spec §4). */
  readonly hasOAuthProvider: boolean;

  /** Ends the hosted OAuth provider's session. Only called when `hasOAuthProvider`. Never rejects. */
  signOutOfOAuthProvider(): Promise<Either<AuthFailure, void>>;

  /** Deletes the stored device data (device key, device group key, random password) (spec §4 "Device"). Never rejects. */
  forgetDevice(): Promise<void>;
}
