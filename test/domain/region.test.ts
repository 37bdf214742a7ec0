import fc from 'fast-check';
import { DEFAULT_REGION, normalizeRegion, regionName } from '../../src/domain/region';
import { regionChoices, regionFor } from '../../src/domain/region-lookup';

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

describe('regionFor', () => {
  it.each<[string | undefined, readonly string[], string]>([
    ['Europe/London', ['en-US', 'en'], 'GB'],
    ['Asia/Kolkata', ['en-US'], 'IN'],
    ['Asia/Calcutta', [], 'IN'],
    ['America/Argentina/Buenos_Aires', ['es'], 'AR'],
    ['America/New_York', ['fr-FR'], 'US'],
    ['UTC', ['en-GB'], 'GB'],
    ['Etc/UTC', ['de-at', 'en'], 'AT'],
    [undefined, ['en', 'fr-CA'], 'CA'],
    ['UTC', ['zh-Hant-TW'], 'TW'],
    ['UTC', ['es-419', 'en'], 'US'],
    ['UTC', ['en-XA'], 'US'],
    ['UTC', ['not a language'], 'US'],
    ['Mars/Olympus_Mons', [], 'US'],
    ['', [], 'US'],
  ])('%j with %j → %s', (timeZone, languages, region) => {
    expect(regionFor(timeZone, languages)).toBe(region);
  });

  it('knows the country of every time zone this runtime knows: the languages do not change it', () => {
    const byLanguage = (zone: string) => regionFor(zone, ['de-AT']) !== regionFor(zone, ['fr-FR']);
    expect(Intl.supportedValuesOf('timeZone').filter(byLanguage)).toEqual([]);
  });

  it('always answers a known country, whatever the browser says', () => {
    const known = new Set([...regionChoices().map(({ code }) => code), DEFAULT_REGION]);
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), fc.array(fc.string({ maxLength: 12 })), (zone, languages) => {
        expect(known.has(regionFor(zone, languages))).toBe(true);
      }),
    );
  });
});

describe('regionName', () => {
  it.each([
    ['GB', 'United Kingdom'],
    ['US', 'United States'],
    ['DE', 'Germany'],
    ['XK', 'Kosovo'],
    ['QQ', 'QQ'],
    ['1', '1'],
  ])('%s is %j', (code, name) => {
    expect(regionName(code)).toBe(name);
  });

  it('names every country a time zone is in, and offers them by name', () => {
    const choices = regionChoices();
    expect(choices.length).toBeGreaterThan(240);
    expect(choices.filter(({ code, name }) => name === code)).toEqual([]);
    expect(choices.map(({ name }) => name)).toEqual(choices.map(({ name }) => name).sort((a, b) => a.localeCompare(b)));
  });
});
