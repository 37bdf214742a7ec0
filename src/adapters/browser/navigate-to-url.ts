// The one vetted place that sends the browser to a computed URL (lint forbids `location.href = x`,
// `location.assign/replace(x)` and `window.open(x)` everywhere else).

type BrowserWindow = Pick<Window, 'open'> & { readonly location: Pick<Location, 'origin' | 'assign'> };

export type NavigateOptions = {
  /** Origins (scheme + host + port) we may leave for, e.g. the configured billing pages. */
  readonly allowedOrigins: readonly string[];
  /** Open in a new tab without giving it a handle on this one. */
  readonly newTab?: boolean;
};

/**
 * Resolves `target` against the current origin and accepts it only if it stays on our origin or
 * goes to an allowed https origin. Returns the URL it navigated to, or null when it refused.
 */
export function navigateToUrl(target: string, options: NavigateOptions, win: BrowserWindow = window): string | null {
  const url = vetUrl(target, win.location.origin, options.allowedOrigins);
  if (url === null) return null;
  if (options.newTab) win.open(url, '_blank', 'noopener,noreferrer');
  else win.location.assign(url);
  return url;
}

/** The absolute URL for `target` when it is safe to navigate to, else null. */
export function vetUrl(target: string, currentOrigin: string, allowedOrigins: readonly string[]): string | null {
  // Control characters are stripped by URL parsers in ways that change meaning ("java\tscript:").
  // eslint-disable-next-line no-control-regex
  if (target.length === 0 || target.length > 2048 || /[\u0000-\u001f\u007f\\]/.test(target)) return null;
  let url: URL;
  try {
    url = new URL(target, currentOrigin);
  } catch {
    return null;
  }
  if (url.origin === currentOrigin && (url.protocol === 'https:' || url.protocol === 'http:')) return url.href;
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return null;
  return allowedOrigins.includes(url.origin) ? url.href : null;
}
