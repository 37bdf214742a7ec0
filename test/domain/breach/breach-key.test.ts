import fc from 'fast-check';
import { DEFAULT_BREACH_SOURCE, buildBreachKey, parseBreachKey, toBreachRef } from '../../../src/domain/breach/breach-key';

describe('breach key (spec §2 /chatbot)', () => {
  it('defaults the source to hibp (spec §9)', () => {
    expect(DEFAULT_BREACH_SOURCE).toBe('hibp');
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
    ['hibp', 'Adobe', { source: 'hibp', breachName: 'Adobe' }],
    [undefined, 'Verifications.io', { source: 'hibp', breachName: 'Verifications.io' }],
    [null, 'Mac-Torrents', { source: 'hibp', breachName: 'Mac-Torrents' }],
    ['hibp', '', null],
    ['hibp', undefined, null],
    ['hibp', '<script>alert(1)</script>', null],
    ['hibp', '-Adobe', null],
    ['HIBP', 'Adobe', null],
    ['hibp', 'a'.repeat(101), null],
  ])('reads source %j and name %j as %j', (source, name, ref) => {
    expect(toBreachRef(source, name)).toEqual(ref);
  });

  it.each(['Adobe', 'hibp:Adobe', 'hibp::', '::Adobe'])('refuses the malformed key %j', (key) => {
    expect(parseBreachKey(key)).toBeNull();
  });

  it('round-trips every valid reference', () => {
    const name = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._-]{0,30}$/);
    const source = fc.stringMatching(/^[a-z][a-z0-9-]{0,10}$/);
    fc.assert(
      fc.property(source, name, (s, n) => {
        expect(parseBreachKey(buildBreachKey({ source: s, breachName: n }))).toEqual({ source: s, breachName: n });
      }),
      { numRuns: 2_000 },
    );
  });
});
