import { aBreach as aBreachFrom } from '../../support/builders';
import { UNKNOWN_BREACH_STATUS, compareNames, isRealExposure, nameKey, visibleBreaches, type Breach } from '../../../src/domain/breach/breach';

const aBreach = (overrides: Partial<Breach> = {}): Breach => aBreachFrom({ dataClasses: ['Email addresses', 'Passwords'], ...overrides });

describe('breach status', () => {
  it('is null, not empty, when unknown', () => {
    expect(UNKNOWN_BREACH_STATUS).toEqual({ dataBreaches: null });
  });
});

describe('visibleBreaches', () => {
  it('sorts newest first, by name within a day', () => {
    const result = visibleBreaches([
      aBreach({ name: 'Old', breachDate: '2012-01-01' }),
      aBreach({ name: 'New', breachDate: '2024-01-16' }),
      aBreach({ name: 'Same-b', breachDate: '2018-05-01' }),
      aBreach({ name: 'Same-a', breachDate: '2018-05-01' }),
    ]);

    expect(result.breaches.map((b) => b.name)).toEqual(['New', 'Same-a', 'Same-b', 'Old']);
    expect(result.hiddenCount).toBe(0);
  });

  it.each<[string, Partial<Breach>]>([
    ['retired', { isRetired: true }],
    ['spam list', { isSpamList: true }],
    ['fabricated', { isFabricated: true }],
  ])('hides a %s breach and counts it', (_label, flags) => {
    const result = visibleBreaches([aBreach({ name: 'Real' }), aBreach({ name: 'Hidden', ...flags })]);

    expect(result.breaches.map((b) => b.name)).toEqual(['Real']);
    expect(result.hiddenCount).toBe(1);
  });

  it('shows exactly the real exposures', () => {
    const breaches = [
      aBreach({ name: 'Real' }),
      aBreach({ name: 'Retired', isRetired: true }),
      aBreach({ name: 'Spam', isSpamList: true }),
      aBreach({ name: 'Made up', isFabricated: true }),
    ];

    expect(breaches.filter(isRealExposure)).toEqual(visibleBreaches(breaches).breaches);
  });

  it('keeps sensitive and unverified breaches: they can still be real exposures', () => {
    expect(visibleBreaches([aBreach({ isSensitive: true, isVerified: false })]).breaches).toHaveLength(1);
  });

  it('does not reorder its input', () => {
    const input = [aBreach({ name: 'A', breachDate: '2010-01-01' }), aBreach({ name: 'B', breachDate: '2020-01-01' })];

    visibleBreaches(input);

    expect(input.map((b) => b.name)).toEqual(['A', 'B']);
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
