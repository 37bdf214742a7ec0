// Everything error reports, breadcrumbs and analytics carry passes through these rules: personal data never leaves in diagnostics.
export const REDACTED = '[redacted]';

const PERSONAL_KEYS =
  /^(e-?mail(_?address(es)?)?|email_?addresses|username|user_?alias|(first|last|full|given|family|middle|display|user)_?name|address(_?line\d?)?|street|city|state_?or_?province|zip(_?code)?|postal_?code|birth_?date|date_?of_?birth|dob|phone(_?number)?|code|otp|verification_?code|answer)$/i;
const SECRET_PARTS = /token|password|secret|session_?id|cookie|authorization|api[-_]?key|user_?hash/i;

export const isPersonalKey = (key: string): boolean => PERSONAL_KEYS.test(key) || SECRET_PARTS.test(key);

/** Applied in order: tokens before codes, so a token's digits are not half-redacted. */
const TEXT_RULES: readonly (readonly [RegExp, string])[] = [
  // A query string or fragment with a key=value pair: the whole of it goes.
  [/([^\s"'<>?#]*)[?#][^\s"'<>]*=[^\s"'<>]*/g, '$1'],
  [/[^\s@<>"'(),;:[\]]+@[^\s@<>"'(),;:[\]]+\.[^\s@<>"'(),;:[\]]+/g, '[email]'],
  [/eyJ[\w-]*\.[\w-]*(\.[\w-]*)*/g, '[token]'],
  // Long opaque secrets: ids such as UUIDs and trace ids are shorter than 40.
  [/[A-Za-z0-9_-]{40,}/g, '[token]'],
  [/(?<![\w.:-])\d{6}(?![\w:-]|\.\w)/g, '[code]'],
];

export function scrubText(text: string): string {
  return TEXT_RULES.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

export const MAX_SCRUB_DEPTH = 8;

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

export const scrubRecord = (record: Readonly<Record<string, unknown>>): Record<string, unknown> => scrubValue(record) as Record<string, unknown>;

export function withoutQuery(url: string): string {
  const at = url.search(/[?#]/);
  return at === -1 ? url : url.slice(0, at);
}
