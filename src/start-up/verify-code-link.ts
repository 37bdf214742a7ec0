// Before the router or any vendor SDK starts, a link's code and token leave the address bar and history
// for the history entry's state, where only this page reads them.
import * as O from 'fp-ts/Option';
import { decodeVerifyCodeToken } from '../domain/auth/sign-in/verify-code';
import { PATHS, ROUTES } from '../domain/navigation/routes';

export type VerifyCodePrefill = { readonly username: string; readonly code: string; readonly userAlias: string };

const SENSITIVE_PARAMS = ['token', 'username', 'authCodeUserAlias'] as const;

export type LinkState = { readonly prefill: VerifyCodePrefill } | { readonly emailVerify: { readonly address: string; readonly code: string } };

export function scrubLinkUrl(pathname: string, search: string): { cleanPath: string; state: LinkState } | null {
  if (pathname === ROUTES.dashboard) return scrubDashboardUrl(search);
  const scrubbed = scrubVerifyCodeUrl(pathname, search);
  return scrubbed && { cleanPath: scrubbed.cleanPath, state: { prefill: scrubbed.prefill } };
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
  const prefill = O.isSome(decoded)
    ? decoded.value
    : { username: params.get('username') ?? '', code: '', userAlias: params.get('authCodeUserAlias') ?? '' };
  for (const name of SENSITIVE_PARAMS) params.delete(name);
  const query = params.toString();
  return { cleanPath: query === '' ? pathname : `${pathname}?${query}`, prefill };
}

type BrowserLocation = { readonly location: Pick<Location, 'pathname' | 'search'>; readonly history: Pick<globalThis.History, 'replaceState'> };

/** Rewrites the current entry in place (react-router reads `usr` as the location state). */
export function scrubVerifyCodeLink(win: BrowserLocation = window): void {
  const scrubbed = scrubLinkUrl(win.location.pathname, win.location.search);
  if (!scrubbed) return;
  win.history.replaceState({ usr: scrubbed.state, key: 'default', idx: 0 }, '', scrubbed.cleanPath);
}
