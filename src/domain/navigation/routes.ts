export const ROUTES = {
  landing: '/',
  signIn: '/sign-in',
  signUp: '/sign-up',
  verifyCode: '/verify-code',
  signing: '/signing',
  subscriptionOptions: '/subscription-options',
  dashboard: '/dashboard',
  chatbot: '/chatbot',
  security: '/security',
} as const;

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

export const GUEST_ONLY_ROUTES: readonly RoutePath[] = [ROUTES.signIn, ROUTES.signUp, ROUTES.verifyCode];

export const AUTH_ONLY_ROUTES: readonly RoutePath[] = [ROUTES.signing, ROUTES.subscriptionOptions, ROUTES.dashboard, ROUTES.chatbot, ROUTES.security];

/** Dev-only routes of the original app: they always redirect to the landing page. */
export const DEV_ONLY_ROUTES = ['/protect-requests', '/design-system', '/demo-query'] as const;

export const DEFAULT_SIGNED_IN_ROUTE: RoutePath = ROUTES.dashboard;

const withQuery = (route: RoutePath, params: Readonly<Record<string, string | undefined>>): string => {
  const query = Object.entries(params)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  return `${route}?${query}`;
};

export const PATHS = {
  signInWithNext: (next: string) => withQuery(ROUTES.signIn, { next }),
  verifyCode: (from: RoutePath, next?: string) => withQuery(ROUTES.verifyCode, { from, next }),
  signing: (docusealSlug: string) => withQuery(ROUTES.signing, { docusealSlug }),
  chatbot: (breachName: string, source: string) => withQuery(ROUTES.chatbot, { breach_name: breachName, source }),
  dashboardAfterSigning: () => withQuery(ROUTES.dashboard, { signed: 'true' }),
  dashboardWithQuery: (query: string) => (query === '' ? ROUTES.dashboard : `${ROUTES.dashboard}?${query}`),
} as const;
