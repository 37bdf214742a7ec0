import type { AuthFailure } from '../failure/auth-failure';
import type { AuthSession } from './auth-session';

export const isSessionExpired = (session: AuthSession, now: number): boolean => now >= session.expiresAt;

/** A failed refresh signs the user out, unless there was no answer or the service throttled it: the tokens may still be good later. */
export const clearsTokensAfterRefreshFailure = (failure: AuthFailure): boolean => failure.kind !== 'Network' && failure.kind !== 'RateLimited';
