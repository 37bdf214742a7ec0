// A link's code, token, breach or signing document leave the address bar before the first paint (the inline script keeps
// the query in the entry's state); before the router starts, the bundle turns that query into the screen's state.
import * as O from 'fp-ts/Option';
import { decodeVerifyCodeToken } from '../wire/verify-code-token';
import { CARRIED_PARAMS, ROUTES, routeTarget, type CarriedState } from '../domain/navigation/routes';

type VerifyCodePrefill = { readonly username: string; readonly code: string; readonly userAlias: string };

/** Per path, the parameters that leave the address bar before anything is painted. */
const LINK_SECRET_PARAMS: Readonly<Record<string, readonly string[]>> = {
  [ROUTES.verifyCode]: ['token', 'username', 'authCodeUserAlias'],
  [ROUTES.dashboard]: ['token'],
  [ROUTES.confirmSignUp]: ['token'],
  [ROUTES.confirmSignUpLink]: ['token'],
  ...CARRIED_PARAMS,
};

export const LINK_SEARCH_STATE_KEY = 'protectLinkSearch';

/** The first script of every page, inline in the head (its hash is in the CSP): it only removes; decoding stays in the bundle. */
export const linkScrubScript = (): string =>
  `(function(){try{var l=location,n=${JSON.stringify(LINK_SECRET_PARAMS)}[l.pathname];if(!n)return;` +
  `var s=new URLSearchParams(l.search),f=n.filter(function(k){return s.has(k)});if(!f.length)return;` +
  `f.forEach(function(k){s.delete(k)});var q=s.toString(),st={};st[${JSON.stringify(LINK_SEARCH_STATE_KEY)}]=l.search;` +
  `history.replaceState(st,"",l.pathname+(q?"?"+q:""))}catch(e){}})()`;

function searchKeptInState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const kept = (state as Record<string, unknown>)[LINK_SEARCH_STATE_KEY];
  return typeof kept === 'string' ? kept : null;
}

type LinkState = { readonly prefill: VerifyCodePrefill } | { readonly emailVerify: { readonly address: string; readonly code: string } } | CarriedState;

/** The address without the link's secrets, which become a code screen's prefill (empty for a broken token) or the dashboard's verify step. */
export function scrubLinkUrl(pathname: string, search: string): { cleanPath: string; state: LinkState } | null {
  if (pathname in CARRIED_PARAMS) {
    const target = routeTarget(`${pathname}${search}`);
    return target.state && { cleanPath: target.path, state: target.state };
  }
  const secret = LINK_SECRET_PARAMS[pathname] ?? [];
  const params = new URLSearchParams(search);
  if (!secret.some((name) => params.has(name))) return null;
  const named = pathname === ROUTES.verifyCode ? { username: params.get('username') ?? '', userAlias: params.get('authCodeUserAlias') ?? '' } : null;
  const prefill = O.getOrElse(() => ({ username: named?.username ?? '', code: '', userAlias: named?.userAlias ?? '' }))(
    decodeVerifyCodeToken(params.get('token') ?? ''),
  );
  for (const name of secret) params.delete(name);
  const query = params.toString();
  const cleanPath = query === '' ? pathname : `${pathname}?${query}`;
  if (pathname === ROUTES.dashboard) return { cleanPath, state: { emailVerify: { address: prefill.username, code: prefill.code } } };
  return { cleanPath, state: { prefill } };
}

type BrowserLocation = {
  readonly location: Pick<Location, 'pathname' | 'search'>;
  readonly history: Pick<globalThis.History, 'replaceState'> & { readonly state?: unknown };
};

/** react-router reads `usr` as the location state. */
export function scrubVerifyCodeLink(win: BrowserLocation = window): void {
  const scrubbed = scrubLinkUrl(win.location.pathname, searchKeptInState(win.history.state) ?? win.location.search);
  if (!scrubbed) return;
  win.history.replaceState({ usr: scrubbed.state, key: 'default', idx: 0 }, '', scrubbed.cleanPath);
}
