let LOCALE = 'en-US';
const made = new Map<symbol, unknown>();

export function writeIn(locale: string): void {
  LOCALE = locale;
  made.clear();
}

/** Each formatter made once per locale, on first use: making one costs about as much as rendering a breach. */
const once = <T>(make: () => T): (() => T) => {
  const key = Symbol();
  return () => (made.get(key) as T | undefined) ?? (made.set(key, make()).get(key) as T);
};
const NUMBER = once(() => new Intl.NumberFormat(LOCALE));
const LIST = once(() => new Intl.ListFormat(LOCALE, { type: 'conjunction' }));
// Days and months are read in UTC, so that no machine's time zone changes the day shown.
const DAY = once(() => new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: 'UTC' }));
const MONTH = once(() => new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' }));
const LOCAL_DAY = once(() => new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long' }));
const MOMENT = once(() => new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeStyle: 'short' }));
const TIME = once(() => new Intl.DateTimeFormat(LOCALE, { timeStyle: 'short' }));
const COLLATOR = once(() => new Intl.Collator(LOCALE));
const REGION = once(() => new Intl.DisplayNames(LOCALE, { type: 'region', fallback: 'none' }));

export const count = (n: number): string => NUMBER().format(n);

export const listInWords = (items: readonly string[]): string => LIST().format(items);

export const moment = (at: Date | number): string => MOMENT().format(at);

export const localDay = (at: Date | number): string => LOCAL_DAY().format(at);

export const timeOfDay = (at: Date | number): string => TIME().format(at);

/** A country's name from its code; undefined when none is known. Throws on a code that is not one, as Intl.DisplayNames does. */
export const countryName = (code: string): string | undefined => REGION().of(code);

export const compareText = (a: string, b: string): number => COLLATOR().compare(a, b);

/** An order that needs no collation data (loading it costs more than the dashboard's first paint). */
export const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export const money = (amount: number, currency: string): string => new Intl.NumberFormat(LOCALE, { style: 'currency', currency }).format(amount);

const DATE_PART = /^(\d{4})-(\d{2})-(\d{2})(?=$|T)/;
const WITH_OFFSET = /T.*(?:Z|[+-]\d{2}:?\d{2})$/i;

function calendarDay(iso: string): Date | null {
  const match = DATE_PART.exec(iso);
  if (match === null) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = new Date(0);
  // setUTCFullYear, unlike Date.UTC, keeps years below 100; both roll 30 February over to March: such a date is not one.
  at.setUTCFullYear(year, month - 1, day);
  if (at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) return null;
  if (!WITH_OFFSET.test(iso)) return at;
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

export function fullDate(iso: string): string {
  const at = calendarDay(iso);
  return at === null ? '' : DAY().format(at);
}

/** '2019-05-24': 'May 2019'; a year alone, its January; a month that is not one, the year alone. */
export function monthYear(isoDate: string): string {
  const [year, month = '1'] = isoDate.split('-') as [string, string?];
  const m = Number(month);
  const known = Number.isInteger(m) && m >= 1 && m <= 12;
  const at = new Date(0);
  at.setUTCFullYear(Number(year), known ? m - 1 : 0, 1);
  return Number.isNaN(at.getTime()) ? '' : known ? MONTH().format(at) : String(at.getUTCFullYear());
}

/** The same day as `fullDate`, as YYYY-MM-DD; '' for a date that cannot be read. */
export function isoDay(iso: string): string {
  const at = calendarDay(iso);
  return at === null ? '' : at.toISOString().slice(0, 10);
}

export const DAY_MS = 86_400_000;

/** The day `days` whole days after the instant `at` (epoch ms), in words. */
export const dayAfter = (at: number, days: number): string => fullDate(new Date(at + days * DAY_MS).toISOString());
