import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import type { AuthFailure } from '../../domain/auth/failure/auth-failure';
import type { AuthGateway } from '../ports/auth-gateway.port';
import type { HostedSignOut } from '../ports/hosted-sign-out.port';
import type { Logger } from '../ports/logger.port';
import type { SignInStateStore } from '../ports/sign-in-state-store.port';

export type SignOut = () => Promise<E.Either<AuthFailure, void>>;

export type SignOutDeps = {
  readonly auth: AuthGateway;
  readonly signInState: SignInStateStore;
  readonly logger: Logger;
  /** The identity pool's credentials and identities, forgotten with the tokens. */
  readonly identity?: { clear(): void };
  /** The hosted sign-in pages, when configured: their session is ended last, after everything local. */
  readonly hostedSignOut?: Pick<HostedSignOut, 'start'>;
};

/**
 * The session here ends before the service is asked anything, so a page left mid-sign-out leaves nobody
 * signed in. A failed revoke is logged and does not keep the user signed in; only the OAuth logout can fail.
 */
export function makeSignOut(deps: SignOutDeps): SignOut {
  return async () => {
    const revoking = deps.auth.revokeRefreshToken();
    await deps.auth.clearSession();
    deps.identity?.clear();
    await deps.signInState.clear();
    const revoked = await revoking;
    if (E.isLeft(revoked)) deps.logger.warn('Refresh token not revoked; signing out locally.', revoked.left.kind);
    if (deps.hostedSignOut) return E.mapLeft((): AuthFailure => ({ kind: 'OAuthSignOutFailed' }))(await deps.hostedSignOut.start());
    if (!deps.auth.hasOAuthProvider) return E.right(undefined);
    return pipe(
      await deps.auth.signOutOfOAuthProvider(),
      E.mapLeft((): AuthFailure => ({ kind: 'OAuthSignOutFailed' })),
    );
  };
}
