// A link's code and token, and the breach or signing document a link names, leave the address bar
// before the first paint, by the inline script every page starts with (linkScrubScript, built from the
// table below); it keeps the query it removed in the history entry's state. Before the router or any
// vendor SDK starts, this turns that query into the screen's state (a prefill, or the carried values
// the route's loader reads), where only this page reads it.
import * as O from 'fp-ts/Option';
import { decodeVerifyCodeToken } from '../wire/verify-code-token';
import { CARRIED_PARAMS, PATHS, ROUTES, routeTarget, type CarriedState } from '../domain/navigation/routes';

export type VerifyCodePrefill = { readonly username: string; readonly code: string; readonly userAlias: string };

const SENSITIVE_PARAMS = ['token', 'username', 'authCodeUserAlias'] as const;

/** Per path, the parameters that leave the address bar before anything is painted. */
const LINK_SECRET_PARAMS: Readonly<Record<string, readonly string[]>> = {
  [ROUTES.verifyCode]: SENSITIVE_PARAMS,
  [ROUTES.dashboard]: ['token'],
  [ROUTES.confirmSignUp]: ['token'],
  [ROUTES.confirmSignUpLink]: ['token'],
  ...CARRIED_PARAMS,
};

/** Where the inline script keeps the query it took off the address bar. */
export const LINK_SEARCH_STATE_KEY = 'protectLinkSearch';

/**
 * The first script of every page, inline in the head (its hash is in the CSP): it runs before anything
 * is painted and before any other script, and only removes; decoding stays in the bundle.
 */
export const linkScrubScript = (): string =>
  `(function(){try{var l=location,n=${JSON.stringify(LINK_SECRET_PARAMS)}[l.pathname];if(!n)return;` +
  `var s=new URLSearchParams(l.search),f=n.filter(function(k){return s.has(k)});if(!f.length)return;` +
  `f.forEach(function(k){s.delete(k)});var q=s.toString(),st={};st[${JSON.stringify(LINK_SEARCH_STATE_KEY)}]=l.search;` +
  `history.replaceState(st,"",l.pathname+(q?"?"+q:""))}catch(e){}})()`;

/** The query the inline script took off, if it did. */
function searchKeptInState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const kept = (state as Record<string, unknown>)[LINK_SEARCH_STATE_KEY];
  return typeof kept === 'string' ? kept : null;
}

export type LinkState = { readonly prefill: VerifyCodePrefill } | { readonly emailVerify: { readonly address: string; readonly code: string } } | CarriedState;

export function scrubLinkUrl(pathname: string, search: string): { cleanPath: string; state: LinkState } | null {
  if (pathname === ROUTES.dashboard) return scrubDashboardUrl(search);
  if (pathname === ROUTES.confirmSignUp || pathname === ROUTES.confirmSignUpLink) return scrubConfirmSignUpUrl(pathname, search);
  if (pathname in CARRIED_PARAMS) {
    const target = routeTarget(`${pathname}${search}`);
    return target.state && { cleanPath: target.path, state: target.state };
  }
  const scrubbed = scrubVerifyCodeUrl(pathname, search);
  return scrubbed && { cleanPath: scrubbed.cleanPath, state: { prefill: scrubbed.prefill } };
}

/** A sign-up confirmation mail's link: its address and code become the screen's prefill (empty when the token is broken). */
function scrubConfirmSignUpUrl(pathname: string, search: string): { cleanPath: string; state: LinkState } | null {
  const params = new URLSearchParams(search);
  if (!params.has('token')) return null;
  const decoded = decodeVerifyCodeToken(params.get('token') ?? '');
  params.delete('token');
  const query = params.toString();
  const prefill = O.isSome(decoded) ? decoded.value : { username: '', code: '', userAlias: '' };
  return { cleanPath: query === '' ? pathname : `${pathname}?${query}`, state: { prefill } };
}

function scrubDashboardUrl(search: string): { cleanPath: string; state: LinkState } | null {
  const params = new URLSearchParams(search);
  if (!params.has('token')) return null;
  const decoded = decodeVerifyCodeToken(params.get('token') ?? '');
  params.delete('token');
  const query = params.toString();
  const cleanPath = PATHS.dashboardWithQuery(query);
  const emailVerify = O.isSome(decoded) ? { address: decoded.value.username, code: decoded.value.code } : { address: '', code: '' };
  return { cleanPath, state: { emailVerify } };
}

export function scrubVerifyCodeUrl(pathname: string, search: string): { cleanPath: string; prefill: VerifyCodePrefill } | null {
  if (pathname !== ROUTES.verifyCode) return null;
  const params = new URLSearchParams(search);
  if (!SENSITIVE_PARAMS.some((name) => params.has(name))) return null;
  const decoded = decodeVerifyCodeToken(params.get('token') ?? '');
  const prefill = O.isSome(decoded) ? decoded.value : { username: params.get('username') ?? '', code: '', userAlias: params.get('authCodeUserAlias') ?? '' };
  for (const name of SENSITIVE_PARAMS) params.delete(name);
  const query = params.toString();
  return { cleanPath: query === '' ? pathname : `${pathname}?${query}`, prefill };
}

type BrowserLocation = {
  readonly location: Pick<Location, 'pathname' | 'search'>;
  readonly history: Pick<globalThis.History, 'replaceState'> & { readonly state?: unknown };
};

/** Rewrites the current entry in place (react-router reads `usr` as the location state). */
export function scrubVerifyCodeLink(win: BrowserLocation = window): void {
  const scrubbed = scrubLinkUrl(win.location.pathname, searchKeptInState(win.history.state) ?? win.location.search);
  if (!scrubbed) return;
  win.history.replaceState({ usr: scrubbed.state, key: 'default', idx: 0 }, '', scrubbed.cleanPath);
}
