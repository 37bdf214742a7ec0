import type { Either } from 'fp-ts/Either';
import type { Option } from 'fp-ts/Option';
import type { SignInRequest } from '../../domain/auth/sign-in/auth-flow';
import type { AuthFailure } from '../../domain/auth/failure/auth-failure';
import type { AuthOutcome } from '../../domain/auth/sign-in/auth-outcome';
import type { AuthSession } from '../../domain/auth/session/auth-session';

export type ChallengeAnswer = { readonly username: string; readonly challengeName: string; readonly session: string; readonly answer: string };

export type PasskeyChallenge = {
  readonly username: string;
  readonly session: string;
  readonly parameters: Readonly<Record<string, string>>;
  /** Stops the browser's request: the answer is then Passkey Aborted. */
  readonly signal?: AbortSignal;
};

type Result<A> = Promise<Either<AuthFailure, A>>;

/** Never rejects: every problem is a Left. Gives the service's raw answer, no sign-in rules; tokens are stored before an answer with them resolves. */
export interface SignInGateway {
  /** InitiateAuth with the remembered device key. A flow it cannot run is Left Service InvalidParameterException. */
  initiateAuth(request: SignInRequest): Result<AuthOutcome>;

  /**
   * A wrong custom-challenge code is another challenge, the attempt after the last NotAuthorized. SELECT_CHALLENGE answered PASSWORD or
   * PASSWORD_SRP is that challenge in the same session, answered with the password. MFA_SETUP answered with an address sets up e-mailed codes.
   */
  respondToChallenge(answer: ChallengeAnswer): Result<AuthOutcome>;

  answerPasskeyChallenge(challenge: PasskeyChallenge): Result<AuthOutcome>;

  /** Sign-in's MFA_SETUP: the authenticator secret and the session for the next answer. */
  associateSoftwareToken(request: { readonly session: string }): Result<{ readonly secretCode: string; readonly session: string }>;

  /** Sign-in's MFA_SETUP: checks the app's code with the setup session, then answers MFA_SETUP. */
  verifySoftwareToken(request: { readonly username: string; readonly session: string; readonly code: string }): Result<AuthOutcome>;

  /** The stored session, expired or not, without calling the service; none when no tokens are stored. */
  storedSession(): Promise<Option<AuthSession>>;

  /** Refreshes with the stored refresh token (and device key) and stores the new tokens; clears nothing on failure. */
  refreshSession(): Result<AuthSession>;

  /** Revokes the refresh token stored when called, so the session may be cleared before this settles. Right when there was none. */
  revokeRefreshToken(): Result<void>;

  clearSession(): Promise<void>;

  /** Deletes the remembered device's stored keys (sign-out keeps them). */
  clearStoredDevice(): Promise<void>;
}
