// Personal data never leaves in diagnostics (README "Personal data", issues 7 and 8): what error
// reports, breadcrumbs and analytics carry is passed through these rules first. Free text loses
// e-mail addresses, one-time codes, tokens and query strings; structured data also loses every value
// under a personal or secret key (names, addresses, birth dates, codes, tokens), whatever it holds.

export const REDACTED = '[redacted]';

/** Keys whose values are personal (spec §3 profile and sign-up fields) or secret, whatever they hold. */
const PERSONAL_KEYS =
  /^(e-?mail(_?address(es)?)?|email_?addresses|username|user_?alias|(first|last|full|given|family|middle|display|user)_?name|address(_?line\d?)?|street|city|state_?or_?province|zip(_?code)?|postal_?code|birth_?date|date_?of_?birth|dob|phone(_?number)?|code|otp|verification_?code|answer)$/i;
/** Any key containing these is a credential (id_token, refreshToken, client_secret, Authorization, …). */
const SECRET_PARTS = /token|password|secret|session_?id|cookie|authorization|api[-_]?key|user_?hash/i;

/** True when a value under this key must never be sent (it is replaced by REDACTED). */
export const isPersonalKey = (key: string): boolean => PERSONAL_KEYS.test(key) || SECRET_PARTS.test(key);

/** The free-text rules, applied in order: tokens before codes, so a token's digits are not half-redacted. */
const TEXT_RULES: readonly (readonly [RegExp, string])[] = [
  // A query string or fragment with a key=value pair after a URL or path: the whole of it goes.
  [/([^\s"'<>?#]*)[?#][^\s"'<>]*=[^\s"'<>]*/g, '$1'],
  // E-mail addresses.
  [/[^\s@<>"'(),;:[\]]+@[^\s@<>"'(),;:[\]]+\.[^\s@<>"'(),;:[\]]+/g, '[email]'],
  // JWTs (Cognito id, access and refresh tokens all start with the base64 of '{"').
  [/eyJ[\w-]*\.[\w-]*(\.[\w-]*)*/g, '[token]'],
  // Long opaque secrets: 40 or more URL-safe characters in a row (ids such as UUIDs and trace ids are shorter).
  [/[A-Za-z0-9_-]{40,}/g, '[token]'],
  // One-time codes (spec §9: six digits) standing on their own.
  [/(?<![\w.:-])\d{6}(?![\w:-]|\.\w)/g, '[code]'],
];

/** Free text with e-mail addresses, codes, tokens and query strings taken out. */
export function scrubText(text: string): string {
  return TEXT_RULES.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

/** How deep scrubValue walks before it gives up on a value (cycles and huge payloads end here). */
export const MAX_SCRUB_DEPTH = 8;

/**
 * A copy of any JSON-like value fit to send: strings through scrubText, values under personal or
 * secret keys replaced by REDACTED, prototype keys dropped, anything deeper than MAX_SCRUB_DEPTH or
 * not plain data replaced by REDACTED.
 */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value === 'number' || typeof value === 'boolean' || value === undefined) return value;
  if (depth >= MAX_SCRUB_DEPTH || typeof value !== 'object') return REDACTED;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    out[key] = isPersonalKey(key) ? REDACTED : scrubValue(item, depth + 1);
  }
  return out;
}

/** scrubValue for a record, keeping the record type for callers that hand it on. */
export const scrubRecord = (record: Readonly<Record<string, unknown>>): Record<string, unknown> =>
  scrubValue(record) as Record<string, unknown>;

/** A URL or in-app path without its query string and fragment (analytics page locations, report URLs). */
export function withoutQuery(url: string): string {
  const at = url.search(/[?#]/);
  return at === -1 ? url : url.slice(0, at);
}
