import * as E from 'fp-ts/Either';
import type { AuthFailure } from '../../domain/auth/failure/auth-failure';
import type { HostedSignOut } from '../ports/hosted-sign-out.port';
import type { Logger } from '../ports/logger.port';
import type { SignInGateway } from '../ports/sign-in-gateway.port';
import type { SignInStateStore } from '../ports/sign-in-state-store.port';

export type SignOut = () => Promise<E.Either<AuthFailure, void>>;

export type SignOutDeps = {
  readonly auth: Pick<SignInGateway, 'revokeRefreshToken' | 'clearSession'>;
  readonly signInState: SignInStateStore;
  readonly logger: Logger;
  readonly identity?: { clear(): void };
  /** The hosted sign-in pages, when configured: their session is ended last, after everything local. */
  readonly hostedSignOut?: Pick<HostedSignOut, 'start'>;
};

/** The session here ends before the service is asked anything, so a page left mid-sign-out leaves nobody signed in. */
export function makeSignOut(deps: SignOutDeps): SignOut {
  return async () => {
    const revoking = deps.auth.revokeRefreshToken();
    await deps.auth.clearSession();
    deps.identity?.clear();
    await deps.signInState.clear();
    const revoked = await revoking;
    if (E.isLeft(revoked)) deps.logger.warn('Refresh token not revoked; signing out locally.', revoked.left.kind);
    if (!deps.hostedSignOut) return E.right(undefined);
    return E.mapLeft((): AuthFailure => ({ kind: 'OAuthSignOutFailed' }))(await deps.hostedSignOut.start());
  };
}
