import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import { annualSaving, describePlanPrices, formatPrice, offerLine, parseAmount, type PlanPrices } from '../../../src/domain/subscription/plan-prices';

const usd = (monthly: number, annual: number): PlanPrices => ({ monthly, annual, currency: 'USD' });

/** Whole minor units as the decimal text a configuration key holds: 999 → "9.99". */
const asText = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

describe('plan prices', () => {
  it.each<[string, O.Option<number>]>([
    ['9.99', O.some(999)],
    ['99.99', O.some(9999)],
    ['10', O.some(1000)],
    ['9.9', O.some(990)],
    ['0.5', O.some(50)],
    [' 9.99 ', O.some(999)],
    ['0', O.none],
    ['0.00', O.none],
    ['', O.none],
    ['9.999', O.none],
    ['-9.99', O.none],
    ['9,99', O.none],
    ['$9.99', O.none],
    ['1e3', O.none],
    ['12345678', O.none],
  ])('reads %j as %j minor units', (text, minor) => {
    expect(parseAmount(text)).toEqual(minor);
  });

  it('reads back every amount it could be given, exactly', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 9_999_999 }), (minor) => expect(parseAmount(asText(minor))).toEqual(O.some(minor))));
  });

  it.each([
    [999, 'USD', '$9.99'],
    [9999, 'USD', '$99.99'],
    [123456, 'USD', '$1,234.56'],
    [1000, 'USD', '$10.00'],
    [899, 'EUR', '€8.99'],
    [799, 'GBP', '£7.99'],
  ])('formats %j %s as %s', (minor, currency, text) => {
    expect(formatPrice(minor, currency)).toBe(text);
  });

  it.each<[string, PlanPrices, ReturnType<typeof annualSaving>]>([
    ['nearly two months, so not called months free', usd(999, 9999), { amount: 1989, monthsFree: null }],
    ['exactly two months free', usd(1000, 10000), { amount: 2000, monthsFree: 2 }],
    ['one month free', usd(1000, 11000), { amount: 1000, monthsFree: 1 }],
    ['a saving that is not whole months', usd(1000, 10500), { amount: 1500, monthsFree: null }],
    ['a saving under a month', usd(1000, 11900), { amount: 100, monthsFree: null }],
    ['no saving: annual costs what twelve months cost', usd(1000, 12000), null],
    ['no saving: annual costs more', usd(1000, 13000), null],
  ])('%s', (_case, prices, saving) => {
    expect(annualSaving(prices)).toEqual(saving);
  });

  it('never claims a saving the prices do not give, nor free months that are not there', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 2_000_000 }), (monthly, annual) => {
        const saving = annualSaving(usd(monthly, annual));
        if (saving === null) {
          expect(annual).toBeGreaterThanOrEqual(12 * monthly);
          return;
        }
        expect(saving.amount).toBe(12 * monthly - annual);
        expect(saving.amount).toBeGreaterThan(0);
        if (saving.monthsFree !== null) {
          expect(saving.monthsFree).toBeGreaterThanOrEqual(1);
          expect(saving.monthsFree).toBeLessThanOrEqual(11);
          expect(saving.amount).toBe(saving.monthsFree * monthly);
        }
      }),
    );
  });

  it.each<[string, PlanPrices, ReturnType<typeof describePlanPrices>]>([
    [
      'nearly two months free, said as the sum',
      usd(999, 9999),
      {
        monthly: { price: '$9.99 a month', detail: 'Billed every month.' },
        annual: { price: '$99.99 a year', detail: 'Billed once a year. $19.89 less than 12 monthly payments.' },
      },
    ],
    [
      'one month free',
      usd(1000, 11000),
      {
        monthly: { price: '$10.00 a month', detail: 'Billed every month.' },
        annual: { price: '$110.00 a year', detail: 'Billed once a year. One month free: $10.00 less than 12 monthly payments.' },
      },
    ],
    [
      'a saving of part of a month',
      usd(1000, 10500),
      {
        monthly: { price: '$10.00 a month', detail: 'Billed every month.' },
        annual: { price: '$105.00 a year', detail: 'Billed once a year. $15.00 less than 12 monthly payments.' },
      },
    ],
    [
      'no saving',
      usd(1000, 12000),
      { monthly: { price: '$10.00 a month', detail: 'Billed every month.' }, annual: { price: '$120.00 a year', detail: 'Billed once a year.' } },
    ],
  ])('describes %s', (_case, prices, words) => {
    expect(describePlanPrices(prices)).toEqual(words);
  });

  it('names the number of free months in words, from one to eleven', () => {
    const words = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((months) => describePlanPrices(usd(1000, (12 - months) * 1000)).annual.detail.split(':')[0]);
    expect(words).toEqual([
      'Billed once a year. One month free',
      'Billed once a year. Two months free',
      'Billed once a year. Three months free',
      'Billed once a year. Four months free',
      'Billed once a year. Five months free',
      'Billed once a year. Six months free',
      'Billed once a year. Seven months free',
      'Billed once a year. Eight months free',
      'Billed once a year. Nine months free',
      'Billed once a year. Ten months free',
      'Billed once a year. Eleven months free',
    ]);
  });

  it.each<[PlanPrices | undefined, number | null, string | null]>([
    [usd(999, 9999), 14, 'Free for 14 days, then $9.99 a month or $99.99 a year. Cancel at any time.'],
    [usd(999, 9999), null, '$9.99 a month or $99.99 a year. Cancel at any time.'],
    [undefined, 1, 'Free for 1 day. Cancel at any time.'],
    [undefined, null, null],
  ])('offers %j with a trial of %s days as %j', (prices, trialDays, line) => {
    expect(offerLine(prices, trialDays)).toBe(line);
  });
});
