import fc from 'fast-check';
import { count } from '../../../src/domain/numbers/count';

describe('count', () => {
  it('groups thousands with commas', () => {
    expect([0, 1, 999, 1_000, 100_000, 152_445_165].map(count)).toEqual(['0', '1', '999', '1,000', '100,000', '152,445,165']);
  });

  it('says what toLocaleString in US English says, for any whole number', () => {
    fc.assert(fc.property(fc.integer(), (n) => expect(count(n)).toBe(n.toLocaleString('en-US'))));
  });
});
