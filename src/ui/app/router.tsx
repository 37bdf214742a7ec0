// The route tree of spec §2 (guides/architecture.md §10): root layout; the landing page; guest-only
// and auth-only branches guarded by middleware; dev-only redirects; the 404 page.
import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import type { AppServices } from '../../composition/app-services';
import { DEV_ONLY_ROUTES, ROUTES } from '../../domain/navigation/routes';
import { LandingView } from '../screens/landing/landing.view';
import { requireSignedIn, requireSignedOut, signedInLoader } from './guards';
import { NotFoundView } from './not-found.view';
import { PendingView } from './pending.view';
import { lazyScreen } from './preload';
import { RootLayout } from './root-layout.view';
import { RouteErrorView } from './route-error.view';

/** Rendered only for the instant before a redirect lands. */
const NothingView = () => null;

const screen = (path: (typeof ROUTES)[keyof typeof ROUTES]): RouteObject => ({ path, lazy: lazyScreen(path) });

export function createAppRoutes(services: AppServices): RouteObject[] {
  const signedIn = signedInLoader(services);
  return [
    {
      id: 'root',
      path: '/',
      loader: signedIn,
      // The footer's Earn link follows the session, which any navigation may have changed.
      shouldRevalidate: () => true,
      Component: RootLayout,
      ErrorBoundary: RouteErrorView,
      HydrateFallback: PendingView,
      children: [
        { index: true, loader: signedIn, Component: LandingView },
        {
          id: 'guest-only',
          middleware: [requireSignedOut(services)],
          children: [screen(ROUTES.signIn), screen(ROUTES.signUp), screen(ROUTES.verifyCode)],
        },
        {
          id: 'auth-only',
          middleware: [requireSignedIn(services)],
          children: [screen(ROUTES.signing), screen(ROUTES.subscriptionOptions), screen(ROUTES.dashboard), screen(ROUTES.chatbot)],
        },
        // The original app's dev-only routes: always away to the landing page (spec §2, §6).
        ...DEV_ONLY_ROUTES.map((path): RouteObject => ({ path, loader: () => redirect(ROUTES.landing), Component: NothingView })),
        { path: '*', Component: NotFoundView },
      ],
    },
  ];
}

export const createAppRouter = (services: AppServices) => createBrowserRouter(createAppRoutes(services));
