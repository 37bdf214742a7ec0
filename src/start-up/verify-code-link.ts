// Spec §2 `/verify-code` token handling, at the edge: before the router or any third-party SDK starts,
// `token`, `username` and `authCodeUserAlias` leave the address bar and history. What they carried
// moves into the history entry's state, where only this page reads it.
import * as O from 'fp-ts/Option';
import { decodeVerifyCodeToken } from '../domain/auth/sign-in/verify-code';
import { PATHS, ROUTES } from '../domain/navigation/routes';

export type VerifyCodePrefill = { readonly username: string; readonly code: string; readonly userAlias: string };

const SENSITIVE_PARAMS = ['token', 'username', 'authCodeUserAlias'] as const;

/** What a link carried, kept in the history entry's state instead of the URL. */
export type LinkState = { readonly prefill: VerifyCodePrefill } | { readonly emailVerify: { readonly address: string; readonly code: string } };

/**
 * The clean path and what the link carried, or null when the URL holds nothing to scrub. Two links
 * carry codes: the sign-in link to /verify-code and the added-address link to /dashboard (spec §2).
 */
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

/** The clean path and what the link carried, or null when the URL holds nothing to scrub. */
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
