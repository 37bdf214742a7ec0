// The chat cache key for one breach (spec §2 `/chatbot` loader): source, '::', breach name.

export const DEFAULT_BREACH_SOURCE = 'hibp';

export type BreachRef = { readonly source: string; readonly breachName: string };

/** `${source ?? 'hibp'}::${breachName}`; an empty source counts as missing. */
export const buildBreachKey = ({ source, breachName }: { source?: string | null; breachName: string }): string =>
  `${source || DEFAULT_BREACH_SOURCE}::${breachName}`;

/** HIBP names are letters, digits, '.', '_' and '-' (e.g. 'Mac-Torrents', 'Verifications.io'). */
const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
const SOURCE = /^[a-z][a-z0-9-]{0,19}$/;

/** A breach reference from untrusted input (URL search params); null when either part is malformed. */
export function toBreachRef(source: string | null | undefined, breachName: string | null | undefined): BreachRef | null {
  const s = source || DEFAULT_BREACH_SOURCE;
  if (!breachName || !NAME.test(breachName) || !SOURCE.test(s)) return null;
  return { source: s, breachName };
}

/** The inverse of buildBreachKey, for keys built from valid references. */
export function parseBreachKey(key: string): BreachRef | null {
  const at = key.indexOf('::');
  if (at < 1) return null;
  return toBreachRef(key.slice(0, at), key.slice(at + 2));
}
