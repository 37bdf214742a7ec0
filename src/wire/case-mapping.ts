// Plain `{}` results (codecs expect Object.prototype): dropping prototype keys and defineProperty rule out pollution.
const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export function snakeToCamel(key: string): string {
  const [, lead, core, trail] = /^(_*)(.*?)(_*)$/.exec(key) as unknown as [string, string, string, string];
  return lead + core.replace(/_+([a-z0-9])/gi, (_, c: string) => c.toUpperCase()) + trail;
}

/** Every capital starts a word ('userID' → 'user_i_d'), so snakeToCamel undoes it exactly. */
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

function memoized(rename: (key: string) => string): (key: string) => string {
  const renamed = new Map<string, string>();
  return (key) => {
    let name = renamed.get(key);
    if (name === undefined) {
      name = rename(key);
      renamed.set(key, name);
    }
    return name;
  };
}

export const camelizeKeys = (value: unknown): unknown => mapKeys(value, memoized(snakeToCamel));

export const snakifyKeys = (value: unknown): unknown => mapKeys(value, memoized(camelToSnake));

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
