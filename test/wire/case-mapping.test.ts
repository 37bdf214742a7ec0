import fc from 'fast-check';
import { camelToSnake, camelizeKeys, snakeToCamel, snakifyKeys } from '../../src/wire/case-mapping';

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
    const payload = JSON.parse(
      '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"x": 1}}, "prototype": 1, "safe_key": {"__proto__": {"p": 1}}}',
    );

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
          else if (v && typeof v === 'object')
            for (const [k, inner] of Object.entries(v)) {
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

describe('camelToSnake', () => {
  it.each([
    ['firstName', 'first_name'],
    ['address2', 'address_2'],
    ['isWeb', 'is_web'],
    ['userID', 'user_i_d'],
    ['base64Url', 'base_64_url'],
    ['already_snake', 'already_snake'],
    ['_private', '_private'],
    ['trailing_', 'trailing_'],
    ['', ''],
  ])('%j → %j', (camel, snake) => {
    expect(camelToSnake(camel)).toBe(snake);
  });

  it('is undone by snakeToCamel for camel-case names', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z][a-z0-9]{0,6}([A-Z][a-z0-9]{0,6}){0,3}$/), (camel) => {
        expect(snakeToCamel(camelToSnake(camel))).toBe(camel);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('snakifyKeys', () => {
  it('writes the profile body with the stored names', () => {
    expect(snakifyKeys({ firstName: 'Ada', address2: 'Flat 1', nested: [{ birthDate: '1815-12-10' }] })).toEqual({
      first_name: 'Ada',
      address_2: 'Flat 1',
      nested: [{ birth_date: '1815-12-10' }],
    });
  });

  it('drops keys that would become a prototype key', () => {
    const result = snakifyKeys({ Constructor: 1, prototype: 2, ok: 3 }) as Record<string, unknown>;

    expect(result).toEqual({ ok: 3 });
    expect(Object.prototype.hasOwnProperty.call(result, 'constructor')).toBe(false);
  });
});

describe('key mapping keeps every leaf', () => {
  const leaves = (v: unknown): unknown[] =>
    Array.isArray(v) ? v.flatMap(leaves) : v !== null && typeof v === 'object' ? Object.values(v).flatMap(leaves) : [v];
  const keyArb = fc.stringMatching(/^[a-z]{1,5}(_[a-z0-9]{1,4}){0,2}$/);
  const tree = fc.letrec((tie) => ({
    node: fc.oneof(
      { depthSize: 'small' },
      fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null)),
      fc.array(tie('node'), { maxLength: 4 }),
      fc.dictionary(keyArb, tie('node'), { maxKeys: 4 }),
    ),
  })).node;

  it('maps distinct snake keys without losing values or array lengths, and leaves camel input as it is', () => {
    fc.assert(
      fc.property(tree, (value) => {
        const camel = camelizeKeys(value);
        expect(leaves(camel).length).toBeLessThanOrEqual(leaves(value).length);
        expect(camelizeKeys(camel)).toEqual(camel);
        expect(JSON.stringify(camel)).not.toMatch(/"(__proto__|constructor|prototype)":/);
        if (Array.isArray(value)) expect((camel as unknown[]).length).toBe(value.length);
      }),
      { numRuns: 1_000 },
    );
  });

  it('keeps every leaf when no two keys of an object collapse to the same name', () => {
    const snakeTree = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null)),
        fc.array(tie('node'), { maxLength: 4 }),
        fc.uniqueArray(fc.tuple(keyArb, tie('node')), { maxLength: 4, selector: ([k]) => snakeToCamel(k) }).map((entries) => Object.fromEntries(entries)),
      ),
    })).node;
    fc.assert(
      fc.property(snakeTree, (value) => {
        expect(leaves(camelizeKeys(value))).toEqual(leaves(value));
        expect(camelizeKeys(snakifyKeys(camelizeKeys(value)))).toEqual(camelizeKeys(value));
      }),
      { numRuns: 1_000 },
    );
  });
});
