// The chat cache key for one breach: source, '::', breach name.
import * as O from 'fp-ts/Option';

export const DEFAULT_BREACH_SOURCE = 'hibp';
export const BREACH_KEY_SEPARATOR = '::';

export type BreachRef = { readonly source: string; readonly breachName: string };

/** `${source ?? 'hibp'}::${breachName}`; an empty source counts as missing. Total: validate with toBreachRef. */
export const buildBreachKey = ({ source, breachName }: { readonly source?: string | null; readonly breachName: string }): string =>
  `${source || DEFAULT_BREACH_SOURCE}${BREACH_KEY_SEPARATOR}${breachName}`;

/** HIBP names are letters, digits, '.', '_' and '-' (e.g. 'Mac-Torrents', 'Verifications.io'); never ':'. */
const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
const SOURCE = /^[a-z][a-z0-9-]{0,19}$/;

/** A breach reference from untrusted input (URL search params); none when either part is malformed. */
export function toBreachRef(source: string | null | undefined, breachName: string | null | undefined): O.Option<BreachRef> {
  const s = source || DEFAULT_BREACH_SOURCE;
  return breachName && NAME.test(breachName) && SOURCE.test(s) ? O.some({ source: s, breachName }) : O.none;
}

/** The inverse of buildBreachKey for keys built from valid references; none for anything else. */
export function parseBreachKey(key: string): O.Option<BreachRef> {
  const at = key.indexOf(BREACH_KEY_SEPARATOR);
  return at < 1 ? O.none : toBreachRef(key.slice(0, at), key.slice(at + BREACH_KEY_SEPARATOR.length));
}
