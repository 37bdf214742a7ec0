import fc from 'fast-check';
import { DEFAULT_REGION, normalizeRegion, regionFromLocale } from '../../src/domain/region';

describe('normalizeRegion', () => {
  it('defaults to US', () => {
    expect(DEFAULT_REGION).toBe('US');
  });

  it.each<[string | null | undefined, string]>([
    ['us', 'US'],
    [' gb ', 'GB'],
    ['De', 'DE'],
    ['', 'US'],
    ['   ', 'US'],
    [null, 'US'],
    [undefined, 'US'],
    ['USA', 'US'],
    ['u', 'US'],
    ['1a', 'US'],
    ['é', 'US'],
  ])('reads %j as %j', (raw, region) => {
    expect(normalizeRegion(raw)).toBe(region);
  });

  it('always yields two upper-case letters and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 5 }), (raw) => {
        const region = normalizeRegion(raw);
        expect(region).toMatch(/^[A-Z]{2}$/);
        expect(normalizeRegion(region)).toBe(region);
      }),
    );
  });
});

describe('regionFromLocale', () => {
  it.each([
    ['en-GB', 'GB'],
    ['de_at', 'AT'],
    ['fil-PH', 'PH'],
    ['en', 'US'],
    ['', 'US'],
    [undefined, 'US'],
  ])('%j → %s', (locale, region) => {
    expect(regionFromLocale(locale)).toBe(region);
  });
});
