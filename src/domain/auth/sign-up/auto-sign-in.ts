import * as O from 'fp-ts/Option';
import { normalizeUsername } from '../sign-in/username';

export const AUTO_SIGN_IN_TTL_MS = 180_000;

export type AutoSignIn = { readonly username: string; readonly startedAt: number };

export const isAutoSignInExpired = (pending: AutoSignIn, now: number): boolean => now - pending.startedAt >= AUTO_SIGN_IN_TTL_MS;

export function autoSignInAfterConfirmation(pending: O.Option<AutoSignIn>, confirmed: string, now: number): 'sign-in' | 'none' | 'expired' {
  if (O.isNone(pending) || normalizeUsername(pending.value.username) !== normalizeUsername(confirmed)) return 'none';
  return isAutoSignInExpired(pending.value, now) ? 'expired' : 'sign-in';
}
