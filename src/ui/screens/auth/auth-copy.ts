// Messages the auth screens show. Failures go through the one §8 message table; these cover the
// cases the table leaves to the screen.
import * as E from 'fp-ts/Either';
import type { AuthFailure } from '../../../domain/auth/auth-failure';
import { toUserMessage } from '../../../domain/errors/user-message';

export const EMAIL_REQUIRED = 'Enter your e-mail address.';
export const EMAIL_INVALID = 'Enter an e-mail address like name@example.com.';
export const ACCOUNT_EXISTS = 'An account with this e-mail address already exists. Sign in instead.';
export const NO_ACCOUNT = 'We could not find an account for this e-mail address. Check it, or sign up.';
export const AUTH_UNAVAILABLE = 'Signing in is not available in this build yet.';

/** Trimmed, lower-cased e-mail, or the message to show. A light check: the pool has the final word. */
export function checkEmail(raw: string): E.Either<string, string> {
  const email = raw.trim().toLowerCase();
  if (email === '') return E.left(EMAIL_REQUIRED);
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? E.right(email) : E.left(EMAIL_INVALID);
}

export function authMessage(failure: AuthFailure): string {
  if (failure.kind === 'Service' && failure.code === 'UsernameExistsException') return ACCOUNT_EXISTS;
  if (failure.kind === 'UserNotFound') return NO_ACCOUNT;
  return toUserMessage(failure);
}
