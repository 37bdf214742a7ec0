import * as O from 'fp-ts/Option';
import type { AuthFlowType } from './auth-flow';

export const SIGN_IN_STATE_TTL_MS = 180_000;

export type SignInDetails = { readonly loginId: string; readonly authFlowType: AuthFlowType };

export type SignInState = {
  readonly username: string;
  readonly challengeName: string;
  readonly session: string;
  readonly signInDetails: SignInDetails;
  /** Epoch ms the challenge arrived; the service's own session also lives 3 minutes from then. */
  readonly savedAt: number;
};

export const isSignInStateExpired = (state: SignInState, now: number): boolean => now - state.savedAt >= SIGN_IN_STATE_TTL_MS;

export const liveSignInState = (saved: O.Option<SignInState>, now: number): O.Option<SignInState> =>
  O.filter((state: SignInState) => !isSignInStateExpired(state, now))(saved);
