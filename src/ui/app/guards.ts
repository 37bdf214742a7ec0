// Middleware runs parent-first, before any loader: a protected loader never runs for a signed-out visitor (ADR 004).
import * as O from 'fp-ts/Option';
import { redirect, type MiddlewareFunction } from 'react-router-dom';
import type { AppServices } from '../app-services';
import { DEFAULT_SIGNED_IN_ROUTE, PATHS } from '../../domain/navigation/routes';

type SessionQuery = Pick<AppServices, 'getCurrentSession'>;

export const requireSignedIn =
  (services: SessionQuery): MiddlewareFunction =>
  async ({ request }) => {
    if (O.isSome(await services.getCurrentSession())) return;
    const url = new URL(request.url);
    throw redirect(PATHS.signInWithNext(`${url.pathname}${url.search}`));
  };

export const requireSignedOut =
  (services: SessionQuery): MiddlewareFunction =>
  async () => {
    if (O.isSome(await services.getCurrentSession())) throw redirect(DEFAULT_SIGNED_IN_ROUTE);
  };

export type SignedInData = {
  readonly signedIn: boolean;
  /** For the integrations' identities: by id; the e-mail only for the support chat's own check. */
  readonly user: { readonly userId: string; readonly userAlias: string; readonly email: string } | null;
};

export const signedInLoader = (services: SessionQuery) => async (): Promise<SignedInData> => {
  const session = await services.getCurrentSession();
  if (O.isNone(session)) return { signedIn: false, user: null };
  const { userId, userAlias, email } = session.value;
  return { signedIn: true, user: { userId, userAlias, email } };
};
