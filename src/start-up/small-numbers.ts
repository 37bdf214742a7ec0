// The page's first number formatter costs about 25 ms of ICU start-up (100 ms on a slow phone), and the dashboard's
// first plural paid it during its first paint. In the languages the app ships, a whole number under 1,000 is written
// as its digits, so this NumberFormat writes those itself and makes the real one only for anything else.

/** English and German with no numbering system asked for: Latin digits, no grouping under 1,000. */
const DIGITS_AS_WRITTEN = /^(en|de)(-(?!u-)[a-z0-9]+)*$/i;

type Locales = string | readonly string[] | undefined;

const firstOf = (locales: Locales): string => (typeof locales === 'string' ? locales : (locales?.[0] ?? ''));

/** `Real`, except that a whole number under 1,000 in our languages, with no options, is written without it. */
export function smallNumbersFirst(Real: typeof Intl.NumberFormat): typeof Intl.NumberFormat {
  const make = (locales: Locales, options: Intl.NumberFormatOptions | undefined): Intl.NumberFormat => {
    let real: Intl.NumberFormat | undefined;
    const made = () => (real ??= new Real(locales as string | string[] | undefined, options));
    const plain = options === undefined && DIGITS_AS_WRITTEN.test(firstOf(locales));
    const own = {
      format: (value: number | bigint) =>
        plain && typeof value === 'number' && Number.isInteger(value) && Math.abs(value) < 1000 && !Object.is(value, -0) ? String(value) : made().format(value),
      formatToParts: (value: number | bigint) => made().formatToParts(value),
      formatRange: (start: number | bigint, end: number | bigint) => made().formatRange(start, end),
      formatRangeToParts: (start: number | bigint, end: number | bigint) => made().formatRangeToParts(start, end),
      resolvedOptions: () => made().resolvedOptions(),
    };
    // Own properties over the prototype's (whose `format` is a getter that needs a real formatter): `instanceof` still holds.
    return Object.create(Real.prototype, Object.fromEntries(Object.entries(own).map(([name, value]) => [name, { value }]))) as Intl.NumberFormat;
  };
  return new Proxy(Real, {
    construct: (_target, [locales, options]: [Locales?, Intl.NumberFormatOptions?]) => make(locales, options),
    apply: (_target, _this, [locales, options]: [Locales?, Intl.NumberFormatOptions?]) => make(locales, options),
  });
}

export const installSmallNumbersFirst = (): void => {
  Intl.NumberFormat = smallNumbersFirst(Intl.NumberFormat);
};
