import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import { AUTH_ONLY_ROUTES, DEV_ONLY_ROUTES, GUEST_ONLY_ROUTES, ROUTES, type RoutePath } from '../../domain/navigation/routes';
import type { AppServices } from '../app-services';
import { LandingView } from '../screens/landing/landing.view';
import { requireSignedIn, requireSignedOut, signedInLoader } from './guards';
import { NotFoundView } from './not-found.view';
import { PendingView } from './pending.view';
import { screenRoute } from './preload';
import { RootLayout } from './root-layout.view';
import { followRefusedSessions } from './refused-session';
import { RouteErrorView } from './route-error.view';

const NothingView = () => null;

export function createAppRoutes(services: AppServices): RouteObject[] {
  const signedIn = signedInLoader(services);
  const screen = (path: RoutePath): RouteObject => ({ path, ...screenRoute(path, services) });
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
        { id: 'auth-only', middleware: [requireSignedIn(services)], children: AUTH_ONLY_ROUTES.map(screen) },
        ...DEV_ONLY_ROUTES.map((path): RouteObject => ({ path, loader: () => redirect(ROUTES.landing), Component: NothingView })),
        { path: '*', Component: NotFoundView },
      ],
    },
  ];
}

export function createAppRouter(services: AppServices) {
  const router = createBrowserRouter(createAppRoutes(services));
  followRefusedSessions(router, services);
  return router;
}
