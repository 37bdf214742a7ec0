import type * as E from 'fp-ts/Either';
import type { AuthFailure } from '../../domain/auth/failure/auth-failure';
import type { AuthSession } from '../../domain/auth/session/auth-session';
import type { SignInGateway } from '../ports/sign-in-gateway.port';
import { retryOnceOnMissingDevice } from './device-retry';

export type RefreshSession = () => Promise<E.Either<AuthFailure, AuthSession>>;

/** A fresh session now, expired or not, so what the service changed (the sign-in e-mail) shows; a failure keeps the stored tokens. */
export const makeRefreshSession =
  ({ auth }: { readonly auth: Pick<SignInGateway, 'refreshSession' | 'clearStoredDevice'> }): RefreshSession =>
  () =>
    retryOnceOnMissingDevice(auth, () => auth.refreshSession());
