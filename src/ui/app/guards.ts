import * as O from 'fp-ts/Option';
import { redirect, type createBrowserRouter, type MiddlewareFunction } from 'react-router-dom';
import type { AppServices } from '../app-services';
import { listeners } from '../../application/listeners';
import type { AuthSession } from '../../domain/auth/session/auth-session';
import { DEFAULT_SIGNED_IN_ROUTE, PATHS, ROUTES, routeParams, routeTarget, withCarried } from '../../domain/navigation/routes';

type SessionQuery = Pick<AppServices, 'readSession'>;

/** The session had expired and its refresh got no answer: the person is still signed in, the network is down. */
export class SessionUnreachable extends Error {
  override readonly name = 'SessionUnreachable';
  constructor() {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- for the error report, never shown
    super('The session could not be refreshed: no answer.');
  }
}

/** A refresh that got no answer is a route error (its page retries), never a sign-out. */
async function sessionOrThrow(services: SessionQuery): Promise<O.Option<AuthSession>> {
  const read = await services.readSession();
  if (read === 'unreachable') throw new SessionUnreachable();
  return read;
}

/** Middleware runs before any loader: a signed-out visitor goes to sign-in with the page in `next` (what it carries is held by the sign-in). */
export const requireSignedIn =
  (services: SessionQuery & Pick<AppServices, 'auth'>, entryState: () => unknown = () => null): MiddlewareFunction =>
  async ({ request }) => {
    if (O.isSome(await sessionOrThrow(services))) return;
    const url = new URL(request.url);
    const wanted = withCarried(url.pathname, routeParams(url.search, entryState()));
    services.auth.destination.hold(wanted);
    throw redirect(PATHS.signInWithNext(routeTarget(wanted).path));
  };

export const requireSignedOut =
  (services: SessionQuery): MiddlewareFunction =>
  async () => {
    if (O.isSome(await sessionOrThrow(services))) throw redirect(DEFAULT_SIGNED_IN_ROUTE);
  };

export type SignedInData = {
  readonly signedIn: boolean;
  /** For the integrations' identities; the e-mail only for the support chat's own check. Null, and unreachable, while the session cannot be checked. */
  readonly user: { readonly userId: string; readonly userAlias: string; readonly email: string } | null;
  readonly reachable: boolean;
};

export const signedInLoader = (services: SessionQuery) => async (): Promise<SignedInData> => {
  const session = await services.readSession();
  if (session === 'unreachable') return { signedIn: true, user: null, reachable: false };
  if (O.isNone(session)) return { signedIn: false, user: null, reachable: true };
  const { userId, userAlias, email } = session.value;
  return { signedIn: true, user: { userId, userAlias, email }, reachable: true };
};

type Router = Pick<ReturnType<typeof createBrowserRouter>, 'navigate' | 'revalidate' | 'subscribe' | 'state'>;

/** The entries (location keys) a session ended on: in memory only, so a reload never repeats the notice. */
const endedOn = new Set<string>();
const endedChanged = listeners<void>();

/** An external store: a notice marked after its page rendered still shows. */
export const sessionEnded = {
  on: (locationKey: string): boolean => endedOn.has(locationKey),
  subscribe: (listener: () => void): (() => void) => endedChanged.subscribe(listener),
};

/** From the router's start (a refusal can come before the first render): new tokens read the session again, an ended one leads to sign-in. */
export function followRefusedSessions(router: Router, { sessionEvents }: Pick<AppServices, 'sessionEvents'>): () => void {
  let ending = false;
  const stopWatching = router.subscribe((state) => {
    if (!ending || state.navigation.state !== 'idle' || state.location.pathname !== ROUTES.signIn) return;
    ending = false;
    endedOn.add(state.location.key);
    endedChanged.emit();
  });
  const stopFollowing = sessionEvents.subscribe((event) => {
    if (event.type === 'renewed') {
      void router.revalidate();
      return;
    }
    const { pathname, search } = router.state.location;
    // Back to where they were once signed in again; a sign-in page already there stays as it is.
    ending = true;
    void router.navigate(pathname === ROUTES.signIn ? `${pathname}${search}` : PATHS.signInWithNext(`${pathname}${search}`), { replace: true });
  });
  return () => {
    stopWatching();
    stopFollowing();
  };
}
