import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { AuthFailure } from '../../domain/auth/failure/auth-failure';
import type { AuthSession } from '../../domain/auth/session/auth-session';
import { clearsTokensAfterRefreshFailure, isSessionExpired } from '../../domain/auth/session/session-expiry';
import type { AuthGateway } from '../ports/auth-gateway.port';
import type { Clock } from '../ports/clock.port';
import type { Logger } from '../ports/logger.port';
import { retryOnceOnMissingDevice } from './device-retry';
import { singleFlight } from './single-flight';

/** Right(none) when nobody is signed in (or a refresh failure signed them out); Left only for a network error. */
export type GetValidSession = () => Promise<E.Either<AuthFailure, O.Option<AuthSession>>>;

/**
 * The valid session, and `renew`: a refresh now, expiry or not (a service refused the token), with the
 * same outcomes. Both share one refresh in flight, so a burst of callers causes one refresh.
 */
export type SessionKeeper = GetValidSession & { readonly renew: GetValidSession };

export type GetValidSessionDeps = { readonly auth: AuthGateway; readonly clock: Clock; readonly logger: Logger };

/** One instance per app: concurrent callers share one in-flight refresh. */
export function makeGetValidSession(deps: GetValidSessionDeps): SessionKeeper {
  const refresh = singleFlight(async (): Promise<E.Either<AuthFailure, O.Option<AuthSession>>> => {
    const refreshed = await retryOnceOnMissingDevice(deps.auth, () => deps.auth.refreshSession());
    if (E.isRight(refreshed)) return E.right(O.some(refreshed.right));
    if (!clearsTokensAfterRefreshFailure(refreshed.left)) return E.left(refreshed.left);
    deps.logger.warn('Token refresh failed; signing out.', refreshed.left.kind);
    await deps.auth.clearSession();
    return E.right(O.none);
  });
  const getValidSession: GetValidSession = async () => {
    const stored = await deps.auth.storedSession();
    if (O.isNone(stored)) return E.right(O.none);
    return isSessionExpired(stored.value, deps.clock.now()) ? refresh() : E.right(stored);
  };
  return Object.assign(getValidSession, { renew: refresh });
}
