import { isoDate, trimProfile, validateProfile } from '../../../src/domain/profile/profile-validation';
import { EMPTY_PROFILE } from '../../../src/domain/profile/user-profile';

const TODAY = '2026-11-22';

describe('validateProfile', () => {
  it('accepts an empty profile: every field is optional', () => {
    expect(validateProfile(EMPTY_PROFILE, TODAY)).toEqual({});
  });

  it('accepts a complete, plausible profile', () => {
    expect(
      validateProfile(
        {
          firstName: 'Ada',
          lastName: 'Lovelace',
          birthDate: '1915-12-10',
          address: '12 St James Sq',
          address2: '',
          city: 'London',
          state: 'LND',
          zip: 'SW1Y 4JH',
        },
        TODAY,
      ),
    ).toEqual({});
  });

  it.each([
    ['10/12/1915', /YYYY-MM-DD/],
    ['1915-13-01', /does not exist/],
    ['1915-02-30', /does not exist/],
    ['2023-02-29', /does not exist/],
    ['1899-12-31', /between 1900 and today/],
    ['2026-11-23', /between 1900 and today/],
    ['1915-00-10', /does not exist/],
  ])('refuses the birth date %s', (birthDate, message) => {
    expect(validateProfile({ ...EMPTY_PROFILE, birthDate }, TODAY).birthDate).toMatch(message);
  });

  it.each(['2024-02-29', '2000-02-29', '2026-11-22'])('accepts the birth date %s', (birthDate) => {
    expect(validateProfile({ ...EMPTY_PROFILE, birthDate }, TODAY)).toEqual({});
  });

  it('refuses 1900-02-29, which never existed', () => {
    expect(validateProfile({ ...EMPTY_PROFILE, birthDate: '1900-02-29' }, TODAY).birthDate).toMatch(/does not exist/);
  });

  it.each(['SW1Y 4JH', '90210', '1010-AB'])('accepts the postal code %s', (zip) => {
    expect(validateProfile({ ...EMPTY_PROFILE, zip }, TODAY)).toEqual({});
  });

  it.each(['9', '<b>', 'ABCDEFGHIJK'])('refuses the postal code %j', (zip) => {
    expect(validateProfile({ ...EMPTY_PROFILE, zip }, TODAY).zip).toBeDefined();
  });

  it('limits lengths', () => {
    expect(validateProfile({ ...EMPTY_PROFILE, firstName: 'a'.repeat(101) }, TODAY)).toEqual({ firstName: 'Keep this under 100 characters.' });
    expect(validateProfile({ ...EMPTY_PROFILE, birthDate: '1915-12-10-extra' }, TODAY)).toEqual({ birthDate: 'Keep this under 10 characters.' });
  });

  it('trims every field for saving', () => {
    expect(trimProfile({ ...EMPTY_PROFILE, firstName: ' Ada ', zip: ' 90210 ' })).toEqual({ ...EMPTY_PROFILE, firstName: 'Ada', zip: '90210' });
  });
});

describe('isoDate', () => {
  it.each([
    [Date.UTC(2026, 10, 22, 0, 0, 0), '2026-11-22'],
    [Date.UTC(2026, 10, 22, 23, 59, 59), '2026-11-22'],
    [Date.UTC(2024, 1, 29, 12), '2024-02-29'],
  ])('reads %d as %s (UTC)', (nowMs, iso) => {
    expect(isoDate(nowMs)).toBe(iso);
  });
});
