import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import { BREACH_KEY_SEPARATOR, DEFAULT_BREACH_SOURCE, buildBreachKey, parseBreachKey, toBreachRef } from '../../../src/domain/breach/breach-key';

describe('breach key', () => {
  it('defaults the source to hibp', () => {
    expect(DEFAULT_BREACH_SOURCE).toBe('hibp');
  });

  it("separates source and name with '::'", () => {
    expect(BREACH_KEY_SEPARATOR).toBe('::');
  });

  it.each([
    [{ source: 'hibp', breachName: 'Adobe' }, 'hibp::Adobe'],
    [{ breachName: 'Adobe' }, 'hibp::Adobe'],
    [{ source: '', breachName: 'Adobe' }, 'hibp::Adobe'],
    [{ source: null, breachName: 'Mac-Torrents' }, 'hibp::Mac-Torrents'],
    [{ source: 'other', breachName: 'X' }, 'other::X'],
  ])('builds %j as %s', (input, key) => {
    expect(buildBreachKey(input)).toBe(key);
  });

  it.each([
    ['hibp', 'Adobe', O.some({ source: 'hibp', breachName: 'Adobe' })],
    [undefined, 'Verifications.io', O.some({ source: 'hibp', breachName: 'Verifications.io' })],
    [null, 'Mac-Torrents', O.some({ source: 'hibp', breachName: 'Mac-Torrents' })],
    ['', 'Adobe', O.some({ source: 'hibp', breachName: 'Adobe' })],
    ['hibp', '', O.none],
    ['hibp', undefined, O.none],
    ['hibp', '<script>alert(1)</script>', O.none],
    ['hibp', '-Adobe', O.none],
    ['hibp', 'Adobe::x', O.none],
    ['HIBP', 'Adobe', O.none],
    ['hi:bp', 'Adobe', O.none],
    ['hibp', 'a'.repeat(101), O.none],
    ['hibp', '000webhost', O.some({ source: 'hibp', breachName: '000webhost' })],
    ['hibp', 'has space', O.none],
    ['hibp', '.hidden', O.none],
  ])('reads source %j and name %j as %j', (source, name, ref) => {
    expect(toBreachRef(source, name)).toEqual(ref);
  });

  it.each(['', 'Adobe', 'hibp:Adobe', 'hibp::', '::Adobe', 'hibp::Adobe::x', 'hibp:::Adobe'])('refuses the malformed key %j', (key) => {
    expect(parseBreachKey(key)).toEqual(O.none);
  });

  it('round-trips every valid reference', () => {
    const name = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._-]{0,30}$/);
    const source = fc.stringMatching(/^[a-z][a-z0-9-]{0,10}$/);
    fc.assert(
      fc.property(source, name, (s, n) => {
        expect(parseBreachKey(buildBreachKey({ source: s, breachName: n }))).toEqual(O.some({ source: s, breachName: n }));
      }),
      { numRuns: 2_000 },
    );
  });

  it('never accepts a key whose name part is empty or carries the separator', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (key) => {
        const ref = parseBreachKey(key);
        if (O.isSome(ref)) {
          expect(ref.value.breachName).not.toBe('');
          expect(ref.value.breachName).not.toContain(':');
          expect(buildBreachKey(ref.value)).toBe(key);
        }
      }),
      { numRuns: 2_000 },
    );
  });
});
