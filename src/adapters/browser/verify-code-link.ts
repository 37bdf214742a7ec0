// Spec §2 `/verify-code` token handling, at the edge: before the router or any third-party SDK starts,
// `token`, `username` and `authCodeUserAlias` leave the address bar and history. What they carried
// moves into the history entry's state, where only this page reads it.
import * as O from 'fp-ts/Option';
import { decodeVerifyCodeToken } from '../../domain/auth/verify-code';
import { ROUTES } from '../../domain/navigation/routes';

export type VerifyCodePrefill = { readonly username: string; readonly code: string; readonly userAlias: string };

const SENSITIVE_PARAMS = ['token', 'username', 'authCodeUserAlias'] as const;

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
  const scrubbed = scrubVerifyCodeUrl(win.location.pathname, win.location.search);
  if (!scrubbed) return;
  win.history.replaceState({ usr: { prefill: scrubbed.prefill }, key: 'default', idx: 0 }, '', scrubbed.cleanPath);
}
