// The sign-in state kept between sign-in and its confirmation (spec §3, §9: 180 seconds).
import * as O from 'fp-ts/Option';
import type { AuthFlowType } from './auth-flow';

export const SIGN_IN_STATE_TTL_MS = 180_000;

export type SignInDetails = { readonly loginId: string; readonly authFlowType: AuthFlowType };

export type SignInState = {
  readonly username: string;
  readonly challengeName: string;
  /** The service's opaque sign-in session for the next answer. */
  readonly session: string;
  readonly signInDetails: SignInDetails;
  /** Epoch ms when this challenge was received; the service's session also lives 3 minutes from then. */
  readonly savedAt: number;
};

export const isSignInStateExpired = (state: SignInState, now: number): boolean => now - state.savedAt >= SIGN_IN_STATE_TTL_MS;

/** The state, if any is saved and it has not expired (spec §8 "sign-in state missing" otherwise). */
export const liveSignInState = (saved: O.Option<SignInState>, now: number): O.Option<SignInState> =>
  O.filter((state: SignInState) => !isSignInStateExpired(state, now))(saved);
