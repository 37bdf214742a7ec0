import fc from 'fast-check';
import { compareText, count, fullDate, isoDay, listInWords, localDay, moment, monthYear, timeOfDay, writeIn } from '../../src/domain/format';

describe('count', () => {
  it('groups thousands with commas', () => {
    expect([0, 1, 999, 1_000, 100_000, 152_445_165].map(count)).toEqual(['0', '1', '999', '1,000', '100,000', '152,445,165']);
  });

  it('says what toLocaleString in US English says, for any whole number', () => {
    fc.assert(fc.property(fc.integer(), (n) => expect(count(n)).toBe(n.toLocaleString('en-US'))));
  });
});

describe('fullDate', () => {
  it.each([
    ['2026-11-24', 'November 24, 2026'],
    ['2026-01-01', 'January 1, 2026'],
    ['2024-02-29', 'February 29, 2024'],
    ['0050-03-01', 'March 1, 50'],
    ['2026-11-24T10:15:00.000Z', 'November 24, 2026'],
    ['2026-11-24T23:59:59Z', 'November 24, 2026'],
    // An offset is honoured: the day is the UTC one, whatever the machine's zone.
    ['2026-11-24T23:30:00-05:00', 'November 25, 2026'],
    ['2026-11-24T01:00:00+02:00', 'November 23, 2026'],
    ['2026-11-24T01:00:00+0200', 'November 23, 2026'],
    // No offset: the calendar date as written, never the machine's local reading of it.
    ['2026-11-24T23:30:00', 'November 24, 2026'],
    ['2026-12-31T23:59:59.999', 'December 31, 2026'],
  ])('%s reads as %s', (iso, text) => {
    expect(fullDate(iso)).toBe(text);
  });

  it.each(['', '2026', '2026-11', '24/11/2026', '2026-13-01', '2026-00-10', '2026-02-30', '2026-11-00', '2026-11-24Tnonsense+01:00', 'x2026-11-24'])(
    'reads %j as no date (empty), not a wrong one',
    (iso) => {
      expect(fullDate(iso)).toBe('');
    },
  );

  const instant = fc.date({ min: new Date(Date.UTC(1000, 0, 1)), max: new Date(Date.UTC(9999, 11, 31)), noInvalidDate: true });

  it('reads any instant as its UTC day, month name and year', () => {
    fc.assert(
      fc.property(instant, (at) => {
        const [month, day, year] = fullDate(at.toISOString()).split(/,? /);
        expect([month, Number(day), Number(year)]).toEqual([monthYear(at.toISOString()).split(' ')[0], at.getUTCDate(), at.getUTCFullYear()]);
      }),
    );
  });

  it('gives the same day for the date alone as for any time on it in UTC', () => {
    fc.assert(
      fc.property(instant, (at) => {
        expect(fullDate(at.toISOString().slice(0, 10))).toBe(fullDate(at.toISOString()));
      }),
    );
  });
});

describe('isoDay', () => {
  it.each([
    ['2026-11-24', '2026-11-24'],
    ['0050-03-01', '0050-03-01'],
    ['2026-11-24T23:30:00-05:00', '2026-11-25'],
    ['2026-12-31T23:59:59.999', '2026-12-31'],
    ['2026-02-30', ''],
    ['soon', ''],
  ])('%s is the day %j, the one fullDate names', (iso, day) => {
    expect(isoDay(iso)).toBe(day);
  });
});

describe('one way of writing, US English', () => {
  it.each([
    ['2019-05-24', 'May 2019'],
    ['2013-10-04', 'October 2013'],
    ['2020', 'January 2020'],
    ['2020-13-01', '2020'],
    ['2020-00-01', '2020'],
    ['nonsense', ''],
  ])('the month of %s reads as %j', (iso, text) => {
    expect(monthYear(iso)).toBe(text);
  });

  it.each([
    [[], ''],
    [['passwords'], 'passwords'],
    [['passwords', 'names'], 'passwords and names'],
    [['passwords', 'names', 'e-mail addresses'], 'passwords, names, and e-mail addresses'],
  ])('lists %j as %j', (items, text) => {
    expect(listInWords(items)).toBe(text);
  });

  it('writes a moment in the person’s time zone as its day and its time of day, whatever the machine’s language', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(Date.UTC(2000, 0, 1)), max: new Date(Date.UTC(2100, 0, 1)), noInvalidDate: true }), (at) => {
        expect(moment(at)).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s[AP]M$/);
        expect(moment(at)).toBe(`${localDay(at)} at ${timeOfDay(at)}`);
      }),
    );
  });
});

describe('writeIn', () => {
  afterEach(() => writeIn('en-US'));

  it('orders words as the language does', () => {
    writeIn('de-DE');
    expect(['Zypern', 'Österreich', 'Oman'].sort(compareText)).toEqual(['Oman', 'Österreich', 'Zypern']);
    writeIn('sv-SE');
    expect(['Zypern', 'Österreich', 'Oman'].sort(compareText)).toEqual(['Oman', 'Zypern', 'Österreich']);
  });

  it('writes every date, number and list in the locale it is given, until told otherwise', () => {
    writeIn('de-DE');
    expect([fullDate('2026-11-24'), count(152_445_165), listInWords(['a', 'b', 'c']), monthYear('2026-03-01')]).toEqual([
      '24. November 2026',
      '152.445.165',
      'a, b und c',
      'März 2026',
    ]);
    writeIn('en-US');
    expect([fullDate('2026-11-24'), count(1_000), listInWords(['a', 'b', 'c'])]).toEqual(['November 24, 2026', '1,000', 'a, b, and c']);
  });
});
