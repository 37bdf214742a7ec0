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
  dashboardAfterSigning: () => withQuery(ROUTES.dashboard, { signed: 'true' }),
  dashboardWithQuery: (query: string) => (query === '' ? ROUTES.dashboard : `${ROUTES.dashboard}?${query}`),
} as const;

/**
 * Values that name a breach or a signing document. Every script on the page (vendors' too) can read the
 * address bar, so these travel in the history entry's state instead: it survives reload and back/forward,
 * and only our code reads it. A link that arrives with them in its query has them moved before any
 * vendor script runs.
 */
export const CARRIED_PARAMS = { [ROUTES.chatbot]: ['breach_name', 'source'], [ROUTES.signing]: ['docusealSlug'] } as const satisfies Partial<
  Record<RoutePath, readonly string[]>
>;

const carriedParamsOf = (pathname: string): readonly string[] => (CARRIED_PARAMS as Partial<Record<string, readonly string[]>>)[pathname] ?? [];

/** The history entry's state of a route with carried values (react-router's location state). */
export type CarriedState = { readonly carried: Readonly<Record<string, string>> };

/** Where the app goes: a path for the address bar, and the state that carries what it must not show. */
export type RouteTarget = { readonly path: string; readonly state: CarriedState | null };

/** `path` as the app opens it: the route's carried parameters leave its query for the entry's state. */
export function routeTarget(path: string): RouteTarget {
  // A split always gives at least the text before the separator.
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

/** The carried values in an entry's state, if it holds any (anything else reads as none). */
function carriedOf(state: unknown): Readonly<Record<string, string>> {
  if (typeof state !== 'object' || state === null) return {};
  const carried = (state as Record<string, unknown>).carried;
  if (typeof carried !== 'object' || carried === null) return {};
  return Object.fromEntries(Object.entries(carried).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** A route's parameters: its query, then what its entry's state carries (which wins). */
export function routeParams(search: string, state: unknown): URLSearchParams {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(carriedOf(state))) params.set(name, value);
  return params;
}

/** `pathname` with `params` as its query: the whole destination, carried values included (never for the address bar). */
export function withCarried(pathname: string, params: URLSearchParams): string {
  const query = params.toString();
  return query === '' ? pathname : `${pathname}?${query}`;
}

export const TARGETS = {
  signing: (docusealSlug: string): RouteTarget => ({ path: ROUTES.signing, state: { carried: { docusealSlug } } }),
  chatbot: (breachName: string, source: string): RouteTarget => ({ path: ROUTES.chatbot, state: { carried: { breach_name: breachName, source } } }),
} as const;
