// Route code loaded on intent (pointer enter, focus, touch start) and by the router itself. One
// explicit map, so each screen is its own chunk and each chunk is fetched at most once.
import type { ComponentType } from 'react';
import { ROUTES, type RoutePath } from '../../domain/navigation/routes';

type ScreenModule = { readonly Component: ComponentType };

const loaders: Partial<Record<RoutePath, () => Promise<ScreenModule>>> = {
  [ROUTES.signIn]: () => import(/* webpackChunkName: "sign-in" */ '../screens/sign-in/sign-in.screen'),
  [ROUTES.signUp]: () => import(/* webpackChunkName: "sign-up" */ '../screens/sign-up/sign-up.screen'),
  [ROUTES.verifyCode]: () => import(/* webpackChunkName: "verify-code" */ '../screens/verify-code/verify-code.screen'),
  [ROUTES.dashboard]: () => import(/* webpackChunkName: "dashboard" */ '../screens/dashboard/dashboard.screen'),
  [ROUTES.chatbot]: () => import(/* webpackChunkName: "chatbot" */ '../screens/chatbot/chatbot.screen'),
  [ROUTES.signing]: () => import(/* webpackChunkName: "signing" */ '../screens/signing/signing.screen'),
  [ROUTES.subscriptionOptions]: () =>
    import(/* webpackChunkName: "subscription-options" */ '../screens/subscription-options/subscription-options.screen'),
};

const started = new Map<string, Promise<ScreenModule>>();

/** Starts loading the screen for `path` (a route path, optionally with a query); later calls share it. */
export function preload(path: string): Promise<ScreenModule> | undefined {
  const route = path.split(/[?#]/)[0] as RoutePath;
  const load = loaders[route];
  if (!load) return undefined;
  const existing = started.get(route);
  if (existing) return existing;
  const pending = load().catch((error: unknown) => {
    started.delete(route); // a failed chunk load may be retried by the next intent
    throw error;
  });
  started.set(route, pending);
  return pending;
}

/** The router's `lazy` for a screen route. */
export const lazyScreen = (route: RoutePath) => async () => {
  const module = await preload(route);
  if (!module) throw new Error(`No screen is registered for ${route}.`);
  return { Component: module.Component };
};
