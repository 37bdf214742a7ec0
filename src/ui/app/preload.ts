import * as O from 'fp-ts/Option';
import { createElement } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { buildBreachKey, toBreachRef } from '../../domain/breach/breach-key';
import { ROUTES, routeParams, type RoutePath } from '../../domain/navigation/routes';
import { loadOnce, type LoadOnce } from '../../application/load-once';
import type { AppServices } from '../app-services';
import type { EntryState, ScreenModule } from './screen-module';
import { withWords } from '../i18n';

/** One explicit map, so each screen is its own chunk, fetched at most once. */
const loaders: Record<RoutePath, () => Promise<ScreenModule>> = {
  [ROUTES.landing]: () => withWords(import(/* webpackChunkName: "landing" */ '../screens/landing/landing.screen')),
  [ROUTES.signIn]: () => withWords(import(/* webpackChunkName: "sign-in" */ '../screens/sign-in/sign-in.screen')),
  [ROUTES.signUp]: () => withWords(import(/* webpackChunkName: "sign-in" */ '../screens/sign-in/sign-in.screen')),
  [ROUTES.verifyCode]: () => withWords(import(/* webpackChunkName: "verify-code" */ '../screens/verify-code/verify-code.screen')),
  [ROUTES.confirmSignUp]: () => withWords(import(/* webpackChunkName: "confirm-sign-up" */ '../screens/confirm-sign-up/confirm-sign-up.screen')),
  [ROUTES.confirmSignUpLink]: () => withWords(import(/* webpackChunkName: "confirm-sign-up" */ '../screens/confirm-sign-up/confirm-sign-up.screen')),
  [ROUTES.dashboard]: () => import(/* webpackChunkName: "dashboard" */ '../screens/dashboard/dashboard.screen'),
  [ROUTES.chatbot]: () => withWords(import(/* webpackChunkName: "chatbot" */ '../screens/chatbot/chatbot.screen')),
  [ROUTES.signing]: () => withWords(import(/* webpackChunkName: "signing" */ '../screens/signing/signing.screen')),
  [ROUTES.security]: () => withWords(import(/* webpackChunkName: "security" */ '../screens/security/security.screen')),
  [ROUTES.subscriptionOptions]: () =>
    withWords(import(/* webpackChunkName: "subscription-options" */ '../screens/subscription-options/subscription-options.screen')),
};

const ignore = () => undefined;

const signInParts = (services: AppServices) => services.onDemand.auth();
const parts: Partial<Record<RoutePath, (services: AppServices) => Promise<void>>> = {
  [ROUTES.signIn]: signInParts,
  [ROUTES.signUp]: signInParts,
  [ROUTES.verifyCode]: signInParts,
  [ROUTES.confirmSignUp]: signInParts,
  [ROUTES.confirmSignUpLink]: signInParts,
  [ROUTES.security]: signInParts,
  [ROUTES.chatbot]: (services) => services.onDemand.chat(),
};

const warmers: Partial<Record<RoutePath, (services: AppServices, search: URLSearchParams) => void>> = {
  [ROUTES.dashboard]: (services) => services.dashboard.data.warm(),
  [ROUTES.chatbot]: (services, search) => {
    const ref = toBreachRef(search.get('source'), search.get('breach_name')?.trim());
    if (O.isSome(ref)) void services.onDemand.chat().then(() => services.chat.conversations.open(buildBreachKey(ref.value)), ignore);
  },
};

const screens = new Map<RoutePath, LoadOnce<ScreenModule>>();

const routeOf = (path: string) => path.split(/[?#]/)[0] as RoutePath;

function loadScreen(route: RoutePath): Promise<ScreenModule> | undefined {
  const load: (() => Promise<ScreenModule>) | undefined = loaders[route as keyof typeof loaders];
  if (!load) return undefined;
  const screen = screens.get(route) ?? loadOnce(load);
  screens.set(route, screen);
  return screen.load();
}

/** A failed load is left to the visit that follows, which tries again. Only a signed-in person's intent starts the route's reads. */
export function preload(path: string, services: AppServices, signedIn: boolean, state: unknown = null): void {
  const route = routeOf(path);
  void loadScreen(route)?.catch(ignore);
  void parts[route]?.(services).catch(ignore);
  if (signedIn) warmers[route]?.(services, routeParams(path.split('?')[1]?.split('#')[0] ?? '', state));
}

/** A screen's code is loaded by its loader until it has loaded once: the router's `lazy` keeps a failed load for good, and a retry must work. */
export function screenRoute(route: RoutePath, services: AppServices, entryState: EntryState): Pick<RouteObject, 'loader' | 'Component' | 'shouldRevalidate'> {
  let screenLoader: LoaderFunction | undefined;
  return {
    loader: async (args) => {
      const [module] = await Promise.all([loadScreen(route), parts[route]?.(services)]);
      if (!module) throw new Error(`No screen is registered for ${route}.`);
      screenLoader ??= module.makeLoader?.(services, entryState);
      return screenLoader ? screenLoader(args) : null;
    },
    Component: () => {
      const module = screens.get(route)?.current();
      return module ? createElement(module.Component) : null;
    },
    shouldRevalidate: (args) => screens.get(route)?.current()?.shouldRevalidate?.(args) ?? args.defaultShouldRevalidate,
  };
}
