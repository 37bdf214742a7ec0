import type { RandomSource } from '../../application/ports/random-source.port';

type CryptoLike = Pick<Crypto, 'getRandomValues' | 'randomUUID'>;

const RANGE = 2 ** 32;

/** Draws past the largest multiple of n are rejected: no modulo bias. */
export class CryptoRandomSource implements RandomSource {
  private readonly buffer = new Uint32Array(1);

  constructor(private readonly crypto: CryptoLike = globalThis.crypto) {}

  randomInt(maxExclusive: number): number {
    if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > RANGE) {
      throw new RangeError(`randomInt needs an integer in [1, 2^32], got ${maxExclusive}`);
    }
    const limit = RANGE - (RANGE % maxExclusive);
    for (;;) {
      this.crypto.getRandomValues(this.buffer);
      const draw = this.buffer[0] as number;
      if (draw < limit) return draw % maxExclusive;
    }
  }

  uuid(): string {
    return this.crypto.randomUUID();
  }
}
