import type { Either } from 'fp-ts/Either';
import type { Option } from 'fp-ts/Option';
import type { SignInRequest } from '../../domain/auth/sign-in/auth-flow';
import type { AuthFailure } from '../../domain/auth/failure/auth-failure';
import type { AuthOutcome } from '../../domain/auth/sign-in/auth-outcome';
import type { AuthSession } from '../../domain/auth/session/auth-session';
import type { CodeDeliveryDetails } from '../../domain/auth/sign-in/sign-in-step';

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
  /** A wrong custom-challenge code is another challenge, the attempt after the last NotAuthorized. */
  respondToChallenge(answer: ChallengeAnswer): Result<AuthOutcome>;
  answerPasskeyChallenge(challenge: PasskeyChallenge): Result<AuthOutcome>;

  /** Sign-in's MFA_SETUP: the app's secret, then its first code checked, which answers MFA_SETUP. */
  associateSoftwareToken(request: { readonly session: string }): Result<{ readonly secretCode: string; readonly session: string }>;
  verifySoftwareToken(request: { readonly username: string; readonly session: string; readonly code: string }): Result<AuthOutcome>;

  /** A password reset the pool requires: ForgotPassword mails a code, with which ConfirmForgotPassword sets `password`. */
  forgotPassword(request: { readonly username: string }): Result<CodeDeliveryDetails>;
  confirmForgotPassword(request: { readonly username: string; readonly code: string; readonly password: string }): Result<void>;

  /** The stored session, expired or not, without calling the service; none when no tokens are stored. */
  storedSession(): Promise<Option<AuthSession>>;
  /** Refreshes with the stored refresh token (and device key) and stores the new tokens; clears nothing on failure. */
  refreshSession(): Result<AuthSession>;
  /** Revokes the refresh token stored when called, so the session may be cleared before this settles. Right when there was none. */
  revokeRefreshToken(): Result<void>;
  clearSession(): Promise<void>;
  clearStoredDevice(): Promise<void>;
}
