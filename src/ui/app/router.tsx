import { useLayoutEffect, useRef } from 'react';
import { createBrowserRouter, redirect, RouterProvider, type RouteObject } from 'react-router-dom';
import { AUTH_ONLY_ROUTES, DEV_ONLY_ROUTES, GUEST_ONLY_ROUTES, ROUTES, type RoutePath } from '../../domain/navigation/routes';
import type { AppServices } from '../app-services';
import { followRefusedSessions, requireSignedIn, requireSignedOut, signedInLoader } from './guards';
import { PendingView } from './pending.view';
import { screenRoute } from './preload';
import type { EntryState } from './screen-module';
import { RootLayout } from './root-layout.view';
import { NotFoundView, RouteErrorView } from './error-pages.view';

type DevOnlyRoute = (typeof DEV_ONLY_ROUTES)[number];

export type LoadDevTools = () => Promise<{ readonly devToolRoute: (path: DevOnlyRoute, services: AppServices) => Pick<RouteObject, 'loader' | 'Component'> }>;

/** A build constant: a production bundle has no developer tools' chunk (webpack.config.ts refuses one) and redirects their routes. */
const developmentDevTools: LoadDevTools | null = __DEV_ROUTES__ ? () => import(/* webpackChunkName: "dev-tools" */ '../dev-tools/dev-tools') : null;

function devOnlyRoute(path: DevOnlyRoute, services: AppServices, devTools: LoadDevTools | null): RouteObject {
  if (devTools === null) return { path, loader: () => redirect(ROUTES.landing), Component: () => null };
  return { path, lazy: async () => (await devTools()).devToolRoute(path, services) };
}

export function createAppRoutes(
  services: AppServices,
  entryState: EntryState = () => null,
  devTools: LoadDevTools | null = developmentDevTools,
): RouteObject[] {
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
        { index: true, ...screenRoute(ROUTES.landing, services, entryState) },
        { id: 'guest-only', middleware: [requireSignedOut(services)], children: GUEST_ONLY_ROUTES.map(screen) },
        { id: 'auth-only', middleware: [requireSignedIn(services, entryState)], children: AUTH_ONLY_ROUTES.map(screen) },
        ...DEV_ONLY_ROUTES.map((path) => devOnlyRoute(path, services, devTools)),
        { path: '*', Component: NotFoundView },
      ],
    },
  ];
}

type StatefulRouter = {
  readonly state: { readonly location: { readonly state: unknown }; readonly navigation: { readonly location?: { readonly state: unknown } } };
};

/** The state of the entry a router is loading: the navigation's target while one runs (loaders run before it is pushed), else the current entry. */
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

/** The provider reads the router's state at its first render and follows it from its commit (after its layout effect): a change between is read again. */
export function AppRouter({ router }: { readonly router: Parameters<typeof RouterProvider>[0]['router'] }) {
  const rendered = useRef(router.state);
  useLayoutEffect(() => {
    if (router.state !== rendered.current) void router.revalidate();
  }, [router]);
  return <RouterProvider router={router} />;
}
