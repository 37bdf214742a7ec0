import * as E from 'fp-ts/Either';
import { lazyPart } from '../../../src/adapters/auth/lazy-part';

describe('lazyPart (auth code loaded with its first use)', () => {
  it('loads once, however often it is used', async () => {
    let loads = 0;
    const withPart = lazyPart(async () => ({ n: ++loads }));

    const first = await withPart(async (part) => E.right(part.n));
    const second = await withPart((part) => E.right(part.n));

    expect([first, second, loads]).toEqual([E.right(1), E.right(1), 1]);
  });

  it('says a part that could not load is a network failure, and asks for it again on the next use', async () => {
    let loads = 0;
    const withPart = lazyPart(async () => {
      loads += 1;
      if (loads === 1) throw new Error('ChunkLoadError');
      return 'part';
    });

    const failed = await withPart(async (part) => E.right(part));
    const again = await withPart(async (part) => E.right(part));

    expect(failed).toEqual(E.left({ kind: 'Network' }));
    expect(again).toEqual(E.right('part'));
    expect(loads).toBe(2);
  });
});
