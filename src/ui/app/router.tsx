import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import { AUTH_ONLY_ROUTES, DEV_ONLY_ROUTES, GUEST_ONLY_ROUTES, ROUTES, type RoutePath } from '../../domain/navigation/routes';
import type { AppServices } from '../app-services';
import { LandingView } from '../screens/landing/landing.view';
import { requireSignedIn, requireSignedOut, signedInLoader } from './guards';
import { NotFoundView } from './not-found.view';
import { PendingView } from './pending.view';
import { screenRoute, type EntryState } from './preload';
import { RootLayout } from './root-layout.view';
import { followRefusedSessions } from './refused-session';
import { RouteErrorView } from './route-error.view';

const NothingView = () => null;

/** `entryState` gives the state of the entry being loaded (none: read the query only). */
export function createAppRoutes(services: AppServices, entryState: EntryState = () => null): RouteObject[] {
  const signedIn = signedInLoader(services);
  const screen = (path: RoutePath): RouteObject => ({ path, ...screenRoute(path, services, entryState) });
  return [
    {
      id: 'root',
      path: '/',
      loader: signedIn,
      // The header and footer follow the session, which any navigation may have changed.
      shouldRevalidate: () => true,
      Component: RootLayout,
      ErrorBoundary: RouteErrorView,
      HydrateFallback: PendingView,
      children: [
        { index: true, loader: signedIn, Component: LandingView },
        { id: 'guest-only', middleware: [requireSignedOut(services)], children: GUEST_ONLY_ROUTES.map(screen) },
        { id: 'auth-only', middleware: [requireSignedIn(services, entryState)], children: AUTH_ONLY_ROUTES.map(screen) },
        ...DEV_ONLY_ROUTES.map((path): RouteObject => ({ path, loader: () => redirect(ROUTES.landing), Component: NothingView })),
        { path: '*', Component: NotFoundView },
      ],
    },
  ];
}

type StatefulRouter = { readonly state: { readonly location: { readonly state: unknown }; readonly navigation: { readonly location?: { readonly state: unknown } } } };

/**
 * The state of the entry a router is loading: the navigation's target while one runs (loaders run
 * before the entry is pushed), else the current entry (first load, revalidation).
 */
export const entryStateOf = (router: StatefulRouter): unknown => (router.state.navigation.location ?? router.state.location).state;

export function createAppRouter(services: AppServices) {
  const made: { router?: StatefulRouter } = {};
  // Before the router exists (its first loads), the entry is the document's own (react-router keeps its state under `usr`).
  const documentEntryState = () => (window.history.state as { usr?: unknown } | null)?.usr ?? null;
  const router = createBrowserRouter(createAppRoutes(services, () => (made.router ? entryStateOf(made.router) : documentEntryState())));
  made.router = router;
  followRefusedSessions(router, services);
  return router;
}
