import * as O from 'fp-ts/Option';

export const DEFAULT_BREACH_SOURCE = 'hibp';
export const BREACH_KEY_SEPARATOR = '::';

export type BreachRef = { readonly source: string; readonly breachName: string };

export const buildBreachKey = ({ source, breachName }: { readonly source?: string | null; readonly breachName: string }): string =>
  `${source || DEFAULT_BREACH_SOURCE}${BREACH_KEY_SEPARATOR}${breachName}`;

const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
const SOURCE = /^[a-z][a-z0-9-]{0,19}$/;

export function toBreachRef(source: string | null | undefined, breachName: string | null | undefined): O.Option<BreachRef> {
  const s = source || DEFAULT_BREACH_SOURCE;
  return breachName && NAME.test(breachName) && SOURCE.test(s) ? O.some({ source: s, breachName }) : O.none;
}

export function parseBreachKey(key: string): O.Option<BreachRef> {
  const at = key.indexOf(BREACH_KEY_SEPARATOR);
  return at < 1 ? O.none : toBreachRef(key.slice(0, at), key.slice(at + BREACH_KEY_SEPARATOR.length));
}
