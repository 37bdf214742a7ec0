// Response keys arrive in snake_case and the app reads camelCase (spec §7 "case-mapping helper").
// Deep, through arrays; keys that could reach an object's prototype are dropped, never written.

const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** 'first_name' → 'firstName', 'address_2' → 'address2'; leading/trailing underscores are kept. */
export function snakeToCamel(key: string): string {
  // The pattern matches every string; each group is at least ''.
  const [, lead, core, trail] = /^(_*)(.*?)(_*)$/.exec(key) as unknown as [string, string, string, string];
  return lead + core.replace(/_+([a-z0-9])/gi, (_, c: string) => c.toUpperCase()) + trail;
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
export function camelizeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelizeKeys);
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    const camel = snakeToCamel(key);
    if (FORBIDDEN_KEYS.has(key) || FORBIDDEN_KEYS.has(camel)) continue;
    Object.defineProperty(out, camel, { value: camelizeKeys(inner), enumerable: true, writable: true, configurable: true });
  }
  return out;
}
