import { ROUTES } from './navigation/routes';
import { isPersonalKey } from './scrub';

export type DeepLinkData = Readonly<Record<string, string | number | boolean | null>>;

export type DeepLinkEventPayload = {
  readonly branchEvent: DeepLinkData;
  readonly branchLinkQueryParams: string;
  readonly linkAddedQueryParams: Readonly<Record<string, string>>;
  readonly finalDeepLink: string;
};

export type DeepLinkResult = { readonly route: string; readonly payload: DeepLinkEventPayload };

const IN_APP_ROUTES: ReadonlySet<string> = new Set(Object.values(ROUTES));

const REDIRECT_NAMES = /^(next|from|redirect|redirect_?uri|return_?to|authcodeuseralias)$/i;

export const isSensitiveParam = (name: string): boolean => REDIRECT_NAMES.test(name) || isPersonalKey(name) || /session/i.test(name);

const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** Anyone can make a link, so it may add only campaign tags to a route: nothing that changes what a screen does. */
export const LINK_PARAMS: readonly string[] = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'utm_id'];

const isCopyable = (name: string): boolean => LINK_PARAMS.includes(name);

function splitQuery(path: string): [string, string] {
  const at = path.indexOf('?');
  return at === -1 ? [path, ''] : [path.slice(0, at), path.slice(at + 1)];
}

function inAppPath(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const path = raw.startsWith('/') ? raw : `/${raw}`;
  const [pathname, query] = splitQuery(path);
  return IN_APP_ROUTES.has(pathname) && !/[\\#]/.test(path) ? (query === '' ? pathname : `${pathname}?${query}`) : null;
}

function scrubPath(value: string): string {
  const at = value.indexOf('?');
  if (at === -1) return value;
  const params = new URLSearchParams(value.slice(at + 1));
  for (const name of [...params.keys()]) if (isSensitiveParam(name)) params.delete(name);
  const query = params.toString();
  return query === '' ? value.slice(0, at) : `${value.slice(0, at)}?${query}`;
}

function scrub(data: DeepLinkData): DeepLinkData {
  const out: Record<string, string | number | boolean | null> = {};
  for (const [name, value] of Object.entries(data)) {
    if (PROTOTYPE_KEYS.has(name)) continue;
    out[name] = isSensitiveParam(name) ? '[redacted]' : typeof value === 'string' ? scrubPath(value) : value;
  }
  return out;
}

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
  return { route, payload: { branchEvent: scrub(data), branchLinkQueryParams: used, linkAddedQueryParams: added, finalDeepLink: route } };
}

/** The link service appends its match id to tracked links; only those load its SDK. */
export const carriesLinkData = (search: string): boolean => /[?&](_branch_match_id|_branch_referrer)=/.test(search);
