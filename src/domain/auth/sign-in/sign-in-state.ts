import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { AuthFailure } from '../failure/auth-failure';
import type { AuthFlowType } from './auth-flow';

export const SIGN_IN_STATE_TTL_MS = 180_000;

export type SignInDetails = { readonly loginId: string; readonly authFlowType: AuthFlowType };

export type SignInState = {
  readonly username: string;
  readonly challengeName: string;
  readonly session: string;
  readonly signInDetails: SignInDetails;
  readonly savedAt: number;
};

export const isSignInStateExpired = (state: SignInState, now: number): boolean => now - state.savedAt >= SIGN_IN_STATE_TTL_MS;

export function signInStateAt(saved: O.Option<SignInState>, now: number): E.Either<AuthFailure, SignInState> {
  if (O.isNone(saved)) return E.left({ kind: 'SignInStateMissing' });
  return isSignInStateExpired(saved.value, now) ? E.left({ kind: 'SignInExpired' }) : E.right(saved.value);
}

/** Failures that leave the service's session usable, so an answer can be sent again. */
export const keepsSignInState = (failure: AuthFailure): boolean =>
  failure.kind === 'Network' || failure.kind === 'RateLimited' || (failure.kind === 'Service' && failure.code === 'InvalidPasswordException');
