// Reading a request body: `null` counts as absent (the library sends nulls, e.g. ValidationData), strings are
// capped, and a malformed field is the service's InvalidParameterException.
import { invalid } from './errors';

export type JsonObject = Readonly<Record<string, unknown>>;
export type Strings = Readonly<Record<string, string>>;

const MAX_STRING = 8192;
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export const isRecord = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

export const field = (obj: JsonObject, key: string): unknown => (Object.prototype.hasOwnProperty.call(obj, key) && obj[key] !== null ? obj[key] : undefined);

export function optionalString(obj: JsonObject, key: string): string | undefined {
  const value = field(obj, key);
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.length > MAX_STRING) throw invalid(`Invalid value for parameter ${key}`);
  return value;
}

export function requiredString(obj: JsonObject, key: string): string {
  const value = optionalString(obj, key);
  if (value === undefined || value === '') throw invalid(`Missing required parameter ${key}`);
  return value;
}

export function stringMap(obj: JsonObject, key: string): Strings {
  const value = field(obj, key);
  if (value === undefined) return {};
  if (!isRecord(value)) throw invalid(`Invalid value for parameter ${key}`);
  const result: Record<string, string> = {};
  for (const [name, entry] of Object.entries(value)) {
    if (UNSAFE_KEYS.has(name) || entry === null) continue;
    if (typeof entry !== 'string' || entry.length > MAX_STRING) throw invalid(`Invalid value for ${key}.${name}`);
    result[name] = entry;
  }
  return result;
}

export function nameValueList(obj: JsonObject, key: string): Strings {
  const value = field(obj, key);
  if (value === undefined) return {};
  if (!Array.isArray(value)) throw invalid(`Invalid value for parameter ${key}`);
  const result: Record<string, string> = {};
  for (const item of value as unknown[]) {
    if (!isRecord(item)) throw invalid(`Invalid value for parameter ${key}`);
    const name = requiredString(item, 'Name');
    if (!UNSAFE_KEYS.has(name)) result[name] = optionalString(item, 'Value') ?? '';
  }
  return result;
}
