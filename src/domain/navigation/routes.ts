// The app's routes: the single source for the router, the redirect validator and deep-link rebuilding.

export const ROUTES = {
  landing: '/',
  signIn: '/sign-in',
  signUp: '/sign-up',
  verifyCode: '/verify-code',
  signing: '/signing',
  subscriptionOptions: '/subscription-options',
  dashboard: '/dashboard',
  chatbot: '/chatbot',
} as const;

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

/** Dev-only routes of the original app: they always redirect to the landing page. */
export const DEV_ONLY_ROUTES = ['/protect-requests', '/design-system', '/demo-query'] as const;

/** Where a signed-in user goes when no valid `next` was given. */
export const DEFAULT_SIGNED_IN_ROUTE: RoutePath = ROUTES.dashboard;
