import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { AuthFailure } from '../../domain/auth/failure/auth-failure';
import type { AuthSession } from '../../domain/auth/session/auth-session';
import { clearsTokensAfterRefreshFailure, isSessionExpired } from '../../domain/auth/session/session-expiry';
import type { SignInGateway } from '../ports/sign-in-gateway.port';
import type { Clock } from '../ports/clock.port';
import type { Logger } from '../ports/logger.port';
import { singleFlight } from './single-flight';

/** Right(none) when nobody is signed in (or a refresh failure signed them out); Left only for a network error. */
export type GetValidSession = () => Promise<E.Either<AuthFailure, O.Option<AuthSession>>>;

/** `renew`: a refresh now, expired or not (a service refused the token); both share one refresh in flight. */
export type SessionKeeper = GetValidSession & { readonly renew: GetValidSession };

export type RefreshSession = () => Promise<E.Either<AuthFailure, AuthSession>>;

export async function retryOnceOnMissingDevice<A>(
  auth: Pick<SignInGateway, 'clearStoredDevice'>,
  call: () => Promise<E.Either<AuthFailure, A>>,
): Promise<E.Either<AuthFailure, A>> {
  const first = await call();
  if (E.isRight(first) || first.left.kind !== 'DeviceNotFound') return first;
  await auth.clearStoredDevice();
  return call();
}

/** A fresh session now, expired or not, so what the service changed (the sign-in e-mail) shows; a failure keeps the stored tokens. */
export const makeRefreshSession =
  ({ auth }: { readonly auth: Pick<SignInGateway, 'refreshSession' | 'clearStoredDevice'> }): RefreshSession =>
  () =>
    retryOnceOnMissingDevice(auth, () => auth.refreshSession());

export function makeGetValidSession(deps: { readonly auth: SignInGateway; readonly clock: Clock; readonly logger: Logger }): SessionKeeper {
  const refreshNow = makeRefreshSession(deps);
  const refresh = singleFlight(async (): Promise<E.Either<AuthFailure, O.Option<AuthSession>>> => {
    const refreshed = await refreshNow();
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
