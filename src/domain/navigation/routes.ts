export const ROUTES = {
  landing: '/',
  signIn: '/sign-in',
  signUp: '/sign-up',
  verifyCode: '/verify-code',
  confirmSignUp: '/confirm-sign-up',
  confirmSignUpLink: '/confirm-sign-up/link',
  signing: '/signing',
  subscriptionOptions: '/subscription-options',
  dashboard: '/dashboard',
  chatbot: '/chatbot',
  security: '/security',
} as const;

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

export const GUEST_ONLY_ROUTES: readonly RoutePath[] = [ROUTES.signIn, ROUTES.signUp, ROUTES.verifyCode, ROUTES.confirmSignUp, ROUTES.confirmSignUpLink];

export const AUTH_ONLY_ROUTES: readonly RoutePath[] = [ROUTES.signing, ROUTES.subscriptionOptions, ROUTES.dashboard, ROUTES.chatbot, ROUTES.security];

/** They always redirect to the landing page. */
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
  dashboardAfterSigning: () => withQuery(ROUTES.dashboard, { signed: 'true' }),
  dashboardWithQuery: (query: string) => (query === '' ? ROUTES.dashboard : `${ROUTES.dashboard}?${query}`),
} as const;

/** Every script on the page can read the address bar, so values naming a breach or a document travel in the history entry's state. */
export const CARRIED_PARAMS = { [ROUTES.chatbot]: ['breach_name', 'source'], [ROUTES.signing]: ['docusealSlug'] } as const satisfies Partial<
  Record<RoutePath, readonly string[]>
>;

const carriedParamsOf = (pathname: string): readonly string[] => (CARRIED_PARAMS as Partial<Record<string, readonly string[]>>)[pathname] ?? [];

export type CarriedState = { readonly carried: Readonly<Record<string, string>> };

export type RouteTarget = { readonly path: string; readonly state: CarriedState | null };

export function routeTarget(path: string): RouteTarget {
  const [beforeHash, hash] = path.split(/#(.*)/s) as [string, string?];
  const [pathname, search = ''] = beforeHash.split(/\?(.*)/s) as [string, string?];
  const names = carriedParamsOf(pathname);
  const params = new URLSearchParams(search);
  const carried: Record<string, string> = {};
  for (const name of names) {
    const value = params.get(name);
    if (value !== null) carried[name] = value;
    params.delete(name);
  }
  const query = params.toString();
  const clean = `${pathname}${query === '' ? '' : `?${query}`}${hash === undefined ? '' : `#${hash}`}`;
  return { path: clean, state: Object.keys(carried).length === 0 ? null : { carried } };
}

function carriedOf(state: unknown): Readonly<Record<string, string>> {
  if (typeof state !== 'object' || state === null) return {};
  const carried = (state as Record<string, unknown>).carried;
  if (typeof carried !== 'object' || carried === null) return {};
  return Object.fromEntries(Object.entries(carried).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** What the entry's state carries wins over the query. */
export function routeParams(search: string, state: unknown): URLSearchParams {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(carriedOf(state))) params.set(name, value);
  return params;
}

/** The whole destination, carried values included: never for the address bar. */
export function withCarried(pathname: string, params: URLSearchParams): string {
  const query = params.toString();
  return query === '' ? pathname : `${pathname}?${query}`;
}

export const TARGETS = {
  signing: (docusealSlug: string): RouteTarget => ({ path: ROUTES.signing, state: { carried: { docusealSlug } } }),
  chatbot: (breachName: string, source: string): RouteTarget => ({ path: ROUTES.chatbot, state: { carried: { breach_name: breachName, source } } }),
} as const;
