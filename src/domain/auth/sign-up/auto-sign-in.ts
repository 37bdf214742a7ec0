// Auto sign-in after sign-up (spec §3 "Auto sign-in state", §4, §9: reset after 180 s). Time is passed in.
import * as O from 'fp-ts/Option';

export const AUTO_SIGN_IN_TIMEOUT_MS = 180_000;

export type AutoSignInState =
  | { readonly active: false }
  | {
      readonly active: true;
      readonly username: string;
      /** The sign-in session handed over by the sign-up confirmation; none while waiting for it. */
      readonly session: O.Option<string>;
      readonly startedAt: number;
    };

export const INACTIVE_AUTO_SIGN_IN: AutoSignInState = { active: false };

/** Starts waiting for the confirmation of `username`'s sign-up. */
export const startAutoSignIn = (username: string, now: number): AutoSignInState => ({ active: true, username, session: O.none, startedAt: now });

/** Resets a wait older than 180 s. */
export const expireAutoSignIn = (state: AutoSignInState, now: number): AutoSignInState =>
  state.active && now - state.startedAt >= AUTO_SIGN_IN_TIMEOUT_MS ? INACTIVE_AUTO_SIGN_IN : state;

/** The confirmation event: only the awaited user's confirmation, within 180 s, makes auto sign-in ready. */
export function confirmAutoSignIn(state: AutoSignInState, event: { username: string; session: string }, now: number): AutoSignInState {
  const current = expireAutoSignIn(state, now);
  if (!current.active || current.username !== event.username) return current;
  return { ...current, session: O.some(event.session) };
}

/** What auto sign-in may sign in with now: the username and session, once confirmed and not timed out. */
export function readyAutoSignIn(state: AutoSignInState, now: number): O.Option<{ username: string; session: string }> {
  const current = expireAutoSignIn(state, now);
  return current.active ? O.map((session: string) => ({ username: current.username, session }))(current.session) : O.none;
}
