import type * as E from 'fp-ts/Either';
import type { AuthFailure } from '../../domain/auth/failure/auth-failure';
import type { AuthSession } from '../../domain/auth/session/auth-session';
import type { AuthGateway } from '../ports/auth-gateway.port';
import { retryOnceOnMissingDevice } from './device-retry';

/** A fresh session now, expired or not, so what the service changed about the user (the sign-in e-mail) shows in it. Never rejects. */
export type RefreshSession = () => Promise<E.Either<AuthFailure, AuthSession>>;

/** Stores the new tokens; a failure keeps the stored ones (the next read of the session decides what it means). */
export const makeRefreshSession =
  ({ auth }: { readonly auth: Pick<AuthGateway, 'refreshSession' | 'clearStoredDevice'> }): RefreshSession =>
  () =>
    retryOnceOnMissingDevice(auth, () => auth.refreshSession());
