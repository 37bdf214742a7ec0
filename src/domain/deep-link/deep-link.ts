// Deep links (spec §2, §3): rebuild an in-app route from tracked-link data, keeping only safe extras.
import { ROUTES } from '../navigation/routes';
import { isPersonalKey } from '../privacy/scrub';

/** Link data as the link-attribution service parses it (values already decoded at the edge). */
export type DeepLinkData = Readonly<Record<string, string | number | boolean | null>>;

/** Spec §3 "Deep-link analytics event payload", with values scrubbed of anything sensitive. */
export type DeepLinkEventPayload = {
  readonly branchEvent: DeepLinkData;
  readonly branchLinkQueryParams: string;
  readonly linkAddedQueryParams: Readonly<Record<string, string>>;
  readonly finalDeepLink: string;
};

export type DeepLinkResult = { readonly route: string; readonly payload: DeepLinkEventPayload };

const IN_APP_ROUTES: ReadonlySet<string> = new Set(Object.values(ROUTES));

/** Our own redirects (a link may never choose where a sign-in goes) and the sign-in link's alias. */
const REDIRECT_NAMES = /^(next|from|redirect|redirect_?uri|return_?to|authcodeuseralias)$/i;

/** Parameters a link may never set or show: redirects, and anything personal or secret (domain/privacy). */
export const isSensitiveParam = (name: string): boolean => REDIRECT_NAMES.test(name) || isPersonalKey(name) || /session/i.test(name);

/** Spec §2: parameters whose name starts with ~, + or $ belong to the link service and are left out. */
export const isLinkServiceParam = (name: string): boolean => /^[~+$]/.test(name);

/** Names that would touch an object's prototype when used as a key; never copied nor echoed. */
const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

const isCopyable = (name: string): boolean => name !== '' && !isLinkServiceParam(name) && !isSensitiveParam(name) && !PROTOTYPE_KEYS.has(name);

/** Splits 'path?query' at the first '?'. */
function splitQuery(path: string): [string, string] {
  const at = path.indexOf('?');
  return at === -1 ? [path, ''] : [path.slice(0, at), path.slice(at + 1)];
}

/** Only our own routes, as a plain path (no scheme, host, `//`, backslash, or dot segments). */
function inAppPath(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const path = raw.startsWith('/') ? raw : `/${raw}`;
  const [pathname, query] = splitQuery(path);
  return IN_APP_ROUTES.has(pathname) && !/[\\#]/.test(path) ? (query === '' ? pathname : `${pathname}?${query}`) : null;
}

/** A path value with its sensitive query parameters taken out. */
function scrubPath(value: string): string {
  const at = value.indexOf('?');
  if (at === -1) return value;
  const params = new URLSearchParams(value.slice(at + 1));
  for (const name of [...params.keys()]) if (isSensitiveParam(name)) params.delete(name);
  const query = params.toString();
  return query === '' ? value.slice(0, at) : `${value.slice(0, at)}?${query}`;
}

/** What analytics may see of the link data: sensitive names redacted, sensitive query values removed. */
function scrub(data: DeepLinkData): DeepLinkData {
  const out: Record<string, string | number | boolean | null> = {};
  for (const [name, value] of Object.entries(data)) {
    if (PROTOTYPE_KEYS.has(name)) continue;
    out[name] = isSensitiveParam(name) ? '[redacted]' : typeof value === 'string' ? scrubPath(value) : value;
  }
  return out;
}

/**
 * The route to replace the current history entry with, or null when the data is not a clicked link
 * or points outside the app. The desktop path wins over the generic one (spec §2).
 */
export function buildDeepLinkRoute(data: DeepLinkData): DeepLinkResult | null {
  if (data['+clicked_branch_link'] !== true) return null;
  const base = inAppPath(data['$desktop_deeplink_path']) ?? inAppPath(data['$deeplink_path']);
  if (base === null) return null;
  const [pathname, baseQuery] = splitQuery(base);
  const params = new URLSearchParams(baseQuery);
  for (const name of [...params.keys()]) if (!isCopyable(name)) params.delete(name);
  const used = params.toString() === '' ? pathname : `${pathname}?${params.toString()}`;
  const added: Record<string, string> = {};
  for (const [name, value] of Object.entries(data)) {
    if (!isCopyable(name) || value === null) continue;
    added[name] = String(value);
    params.set(name, String(value));
  }
  const query = params.toString();
  const route = query === '' ? pathname : `${pathname}?${query}`;
  return {
    route,
    payload: { branchEvent: scrub(data), branchLinkQueryParams: used, linkAddedQueryParams: added, finalDeepLink: route },
  };
}

/** True when the page was opened from a tracked link (the link service appends its match id): only then is its SDK loaded. */
export const carriesLinkData = (search: string): boolean => /[?&](_branch_match_id|_branch_referrer)=/.test(search);
