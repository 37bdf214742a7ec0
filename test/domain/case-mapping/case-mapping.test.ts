import fc from 'fast-check';
import { camelizeKeys, snakeToCamel } from '../../../src/domain/case-mapping/case-mapping';

describe('snakeToCamel', () => {
  it.each([
    ['first_name', 'firstName'],
    ['address_2', 'address2'],
    ['data_broker__id', 'dataBrokerId'],
    ['already', 'already'],
    ['alreadyCamel', 'alreadyCamel'],
    ['_private', '_private'],
    ['trailing_', 'trailing_'],
    ['', ''],
  ])('%j → %j', (snake, camel) => {
    expect(snakeToCamel(snake)).toBe(camel);
  });
});

describe('camelizeKeys', () => {
  it('maps keys deeply, through arrays, leaving values alone', () => {
    const date = new Date(0);
    expect(camelizeKeys({ user_profile: { first_name: 'Ada', email_addresses: [{ is_primary: true }] }, when: date, n: null })).toEqual({
      userProfile: { firstName: 'Ada', emailAddresses: [{ isPrimary: true }] },
      when: date,
      n: null,
    });
  });

  it('drops keys that could reach a prototype', () => {
    const payload = JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"x": 1}}, "prototype": 1, "safe_key": {"__proto__": {"p": 1}}}');

    const result = camelizeKeys(payload) as Record<string, unknown>;

    expect(result).toEqual({ safeKey: {} });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
  });

  it('passes class instances through untouched', () => {
    class Money {
      constructor(readonly amount_cents: number) {}
    }
    const money = new Money(5);
    expect(camelizeKeys({ price: money })).toEqual({ price: money });
  });

  it('is the identity on camel-case data, keeps array lengths, never yields a forbidden key', () => {
    const forbidden = new Set(['__proto__', 'constructor', 'prototype']);
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const once = camelizeKeys(value);
        expect(camelizeKeys(once)).toEqual(once);
        if (Array.isArray(value)) expect((once as unknown[]).length).toBe(value.length);
        const walk = (v: unknown): void => {
          if (Array.isArray(v)) v.forEach(walk);
          else if (v && typeof v === 'object') for (const [k, inner] of Object.entries(v)) {
            expect(forbidden.has(k)).toBe(false);
            walk(inner);
          }
        };
        walk(once);
      }),
      { numRuns: 2_000 },
    );
  });
});
