import { aBreach as aBreachFrom } from '../../support/builders';
import { UNKNOWN_BREACH_STATUS, compareNames, isRealExposure, nameKey, type Breach } from '../../../src/domain/breach/breach';

const aBreach = (overrides: Partial<Breach> = {}): Breach => aBreachFrom({ dataClasses: ['Email addresses', 'Passwords'], ...overrides });

describe('breach status', () => {
  it('is null, not empty, when unknown', () => {
    expect(UNKNOWN_BREACH_STATUS).toEqual({ dataBreaches: null });
  });
});

describe('isRealExposure', () => {
  it.each<[string, Partial<Breach>]>([
    ['retired', { isRetired: true }],
    ['spam list', { isSpamList: true }],
    ['fabricated', { isFabricated: true }],
  ])('is false for a %s breach', (_label, flags) => {
    expect(isRealExposure(aBreach(flags))).toBe(false);
  });

  it('is true for sensitive and unverified breaches: they can still be real exposures', () => {
    expect(isRealExposure(aBreach({ isSensitive: true, isVerified: false }))).toBe(true);
  });
});

describe('compareNames', () => {
  const named = (name: string) => ({ key: nameKey(name), name });

  it.each([
    ['Adobe', 'bitly', -1],
    ['bitly', 'Adobe', 1],
    ['Adobe', 'adobe', -1],
    ['adobe', 'Adobe', 1],
    ['Adobe', 'Adobe', 0],
  ] as const)('orders %s against %s case-insensitively first, then exactly (%i)', (a, b, order) => {
    expect(Math.sign(compareNames(named(a), named(b)))).toBe(order);
  });
});
