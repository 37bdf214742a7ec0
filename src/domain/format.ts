// One formatter: `toLocaleString` makes one per call, which costs about as much as rendering a breach.
const IN_DIGITS = new Intl.NumberFormat('en-US');

export const count = (n: number): string => IN_DIGITS.format(n);

/** 'a, b and c' */
export function listInWords(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.slice(-1).join('')}`;
}

// Dates are read in UTC, so that no machine's time zone or locale changes the day shown.
export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

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
  return at === null ? '' : `${at.getUTCDate()} ${MONTH_NAMES[at.getUTCMonth()]} ${at.getUTCFullYear()}`;
}

/** The same day as `fullDate`, as YYYY-MM-DD; '' for a date that cannot be read. */
export function isoDay(iso: string): string {
  const at = calendarDay(iso);
  return at === null ? '' : at.toISOString().slice(0, 10);
}

export const DAY_MS = 86_400_000;

/** The day `days` whole days after the instant `at` (epoch ms), in words. */
export const dayAfter = (at: number, days: number): string => fullDate(new Date(at + days * DAY_MS).toISOString());
