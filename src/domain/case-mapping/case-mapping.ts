// Response keys arrive in snake_case and the app reads camelCase (spec §7 "case-mapping helper");
// request bodies go the other way. Deep, through arrays; keys that could reach an object's prototype
// are dropped, never written.
//
// Results are ordinary `{}` objects, not Object.create(null): io-ts codecs, JSON, spreading and
// equality checks all expect Object.prototype, and the dropped keys plus defineProperty already make
// prototype pollution impossible, which is the only thing a null prototype would buy.

const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** 'first_name' → 'firstName', 'address_2' → 'address2'; leading/trailing underscores are kept. */
export function snakeToCamel(key: string): string {
  // The pattern matches every string; each group is at least ''.
  const [, lead, core, trail] = /^(_*)(.*?)(_*)$/.exec(key) as unknown as [string, string, string, string];
  return lead + core.replace(/_+([a-z0-9])/gi, (_, c: string) => c.toUpperCase()) + trail;
}

/**
 * 'firstName' → 'first_name', 'address2' → 'address_2'. Every capital starts a word ('userID' →
 * 'user_i_d'), so snakeToCamel undoes it exactly; leading/trailing underscores are kept.
 */
export function camelToSnake(key: string): string {
  return key
    .replace(/(?<=[A-Za-z0-9])(?=[A-Z])/g, '_')
    .replace(/(?<=[A-Za-z])(?=[0-9])/g, '_')
    .toLowerCase();
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

/**
 * A copy with every plain-object key camel-cased. Results are ordinary objects built with
 * defineProperty, so no key can invoke a setter; non-plain values (dates, class instances) pass as is.
 */
export const camelizeKeys = (value: unknown): unknown => mapKeys(value, snakeToCamel);

/** The request-body direction: every plain-object key snake-cased, with the same safety rules. */
export const snakifyKeys = (value: unknown): unknown => mapKeys(value, camelToSnake);

function mapKeys(value: unknown, rename: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => mapKeys(item, rename));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    const renamed = rename(key);
    if (FORBIDDEN_KEYS.has(key) || FORBIDDEN_KEYS.has(renamed)) continue;
    Object.defineProperty(out, renamed, { value: mapKeys(inner, rename), enumerable: true, writable: true, configurable: true });
  }
  return out;
}
