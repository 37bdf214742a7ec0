import * as O from 'fp-ts/Option';
import { normalizeUsername } from '../sign-in/username';

/** Auto sign-in waits this long for the confirmation, then is reset: the person signs in as usual. */
export const AUTO_SIGN_IN_TTL_MS = 180_000;

/** A sign-up waiting for its confirmation (a code typed here, or a link opened in another tab). */
export type AutoSignIn = { readonly username: string; readonly startedAt: number };

export const isAutoSignInExpired = (pending: AutoSignIn, now: number): boolean => now - pending.startedAt >= AUTO_SIGN_IN_TTL_MS;

/** What a confirmation of `confirmed` means here: sign the waiting person in, nothing (none waits, or another address), or reset. */
export function autoSignInAfterConfirmation(pending: O.Option<AutoSignIn>, confirmed: string, now: number): 'sign-in' | 'none' | 'expired' {
  if (O.isNone(pending) || normalizeUsername(pending.value.username) !== normalizeUsername(confirmed)) return 'none';
  return isAutoSignInExpired(pending.value, now) ? 'expired' : 'sign-in';
}
