import fc from 'fast-check';
import { fixedAtOf, isFixed, NO_PROGRESS, withFixed } from '../../../src/domain/breach/breach-progress';

const NOW = '2026-11-26T10:00:00.000Z';
const LATER = '2026-11-27T10:00:00.000Z';

describe('breach progress', () => {
  it('marks a breach fixed with the date, keeps the first date when marked again, and undoes', () => {
    const once = withFixed(NO_PROGRESS, 'hibp::Adobe', true, NOW);
    expect(once).toEqual({ fixed: [{ breachKey: 'hibp::Adobe', fixedAt: NOW }] });
    expect(withFixed(once, 'hibp::Adobe', true, LATER)).toBe(once);
    expect(fixedAtOf(once)('hibp::Adobe')).toBe(NOW);
    expect(fixedAtOf(once)('hibp::Other')).toBeNull();
    expect(withFixed(once, 'hibp::Adobe', false, LATER)).toEqual(NO_PROGRESS);
    expect(withFixed(NO_PROGRESS, 'hibp::Adobe', false, LATER)).toBe(NO_PROGRESS);
  });

  it('gives the first date listed for a key, as a lookup by key would', () => {
    const twice = {
      fixed: [
        { breachKey: 'hibp::Adobe', fixedAt: NOW },
        { breachKey: 'hibp::Adobe', fixedAt: LATER },
      ],
    };
    expect(fixedAtOf(twice)('hibp::Adobe')).toBe(NOW);
  });

  it('after any sequence of changes, a key is fixed exactly when its last change fixed it, and is listed once', () => {
    const change = fc.record({ key: fc.constantFrom('hibp::A', 'hibp::B', 'hibp::C'), fixed: fc.boolean() });
    fc.assert(
      fc.property(fc.array(change, { maxLength: 20 }), (changes) => {
        const progress = changes.reduce((p, c) => withFixed(p, c.key, c.fixed, NOW), NO_PROGRESS);
        for (const key of ['hibp::A', 'hibp::B', 'hibp::C']) {
          const last = [...changes].reverse().find((c) => c.key === key);
          expect(isFixed(progress, key)).toBe(last?.fixed ?? false);
          expect(progress.fixed.filter((f) => f.breachKey === key).length).toBeLessThanOrEqual(1);
        }
      }),
    );
  });
});
