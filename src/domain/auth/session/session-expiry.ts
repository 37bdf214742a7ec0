import type { AuthFailure } from '../failure/auth-failure';
import type { AuthSession } from './auth-session';

export const isSessionExpired = (session: AuthSession, now: number): boolean => now >= session.expiresAt;

/** Without an answer, or throttled, the tokens may still be good later. */
export const clearsTokensAfterRefreshFailure = (failure: AuthFailure): boolean => failure.kind !== 'Network' && failure.kind !== 'RateLimited';
