import fc from 'fast-check';
import { smallNumbersFirst } from '../../src/start-up/small-numbers';

/** The real NumberFormat, counting how many it makes. */
function counted() {
  const made = { count: 0 };
  const Counting = new Proxy(Intl.NumberFormat, {
    construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
      made.count += 1;
      return new target(...args);
    },
  });
  return { made, NumberFormat: smallNumbersFirst(Counting) };
}

const OURS = ['en', 'en-US', 'en-GB', 'de', 'de-DE', 'de-CH', ['de'], ['en-US', 'de']];

describe('numbers written before ICU has started', () => {
  it('writes a whole number under 1,000 in our languages exactly as Intl does, without making a formatter', () => {
    const { made, NumberFormat } = counted();
    fc.assert(
      fc.property(fc.constantFrom(...OURS), fc.integer({ min: -999, max: 999 }), (locales, n) => {
        expect(new NumberFormat(locales).format(n)).toBe(new Intl.NumberFormat(locales).format(n));
      }),
    );
    expect(made.count).toBe(0);
  });

  it.each([
    ['a number from 1,000 on', 'de', undefined, 1000],
    ['a negative one from -1,000 down', 'en', undefined, -1000],
    ['a fraction', 'en', undefined, 2.5],
    ['minus zero', 'en', undefined, -0],
    ['a bigint', 'en', undefined, 5n],
    ['options', 'en', { style: 'percent' } as const, 5],
    ['another language', 'ar-EG', undefined, 5],
    ['a numbering system asked for', 'en-u-nu-arab', undefined, 5],
    ['no language given', undefined, undefined, 5],
  ])('leaves %s to Intl, made on first use', (_case, locales, options, value) => {
    const { made, NumberFormat } = counted();
    const format = new NumberFormat(locales, options);
    expect(made.count).toBe(0);
    expect(format.format(value)).toBe(new Intl.NumberFormat(locales, options).format(value));
    expect(made.count).toBe(1);
  });

  it('answers the rest of a NumberFormat through the real one, and calling it without new works as Intl does', () => {
    const { NumberFormat } = counted();
    const format = NumberFormat('de');
    expect(format.formatToParts(1234)).toEqual(new Intl.NumberFormat('de').formatToParts(1234));
    expect(format.resolvedOptions().locale).toBe('de');
    expect(format).toBeInstanceOf(Intl.NumberFormat);
    expect(NumberFormat.supportedLocalesOf(['de', 'xx'])).toEqual(['de']);
    const { format: detached } = new NumberFormat('en');
    expect(detached(12)).toBe('12');
  });
});
