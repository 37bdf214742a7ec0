import { corruptJson } from '../../../src/stand-ins/faults/body-faults';

describe('corruptJson (a value inside an answer, broken as a whole body would be)', () => {
  const options = { challenge: 'abc', user: { id: 'u1', name: 'sub-1' }, pubKeyCredParams: [{ type: 'public-key', alg: -7 }] };

  it('keeps a value where the break stays JSON, with its types changed', () => {
    expect(corruptJson(options, 'wrong-types')).toEqual({ challenge: 42, user: { id: 42, name: 42 }, pubKeyCredParams: { items: [{ type: 42, alg: '-7' }] } });
  });

  it.each([['malformed-json'], ['html']] as const)('gives the broken text where the break (%s) is no longer JSON', (fault) => {
    const broken = corruptJson(options, fault);
    expect(typeof broken).toBe('string');
    expect(() => JSON.parse(broken as string)).toThrow();
  });
});
