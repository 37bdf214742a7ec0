import type { RandomSource } from '../../../src/application/ports/random-source.port';

const TWO_POW_32 = 2 ** 32;

/**
 * A seeded, deterministic RandomSource: a Weyl sequence through a 32-bit avalanche mix, reduced to a range
 * by rejection sampling, so randomInt is exactly uniform over [0, n) whenever the 32-bit words are.
 */
export class FakeRandomSource implements RandomSource {
  private state: number;
  /** Every randomInt bound asked for, in order. */
  readonly requestedBounds: number[] = [];

  constructor(seed: number) {
    this.state = seed | 0;
  }

  private nextUint32(): number {
    this.state = (this.state + 0x9e3779b9) | 0;
    let z = this.state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  }

  randomInt(maxExclusive: number): number {
    if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > TWO_POW_32) {
      throw new RangeError(`randomInt bound must be an integer in [1, 2^32], got ${maxExclusive}`);
    }
    this.requestedBounds.push(maxExclusive);
    const limit = TWO_POW_32 - (TWO_POW_32 % maxExclusive);
    for (;;) {
      const word = this.nextUint32();
      if (word < limit) return word % maxExclusive;
    }
  }

  uuid(): string {
    const hex = Array.from({ length: 32 }, () => this.randomInt(16).toString(16));
    hex[12] = '4';
    hex[16] = (8 + this.randomInt(4)).toString(16);
    const s = hex.join('');
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  }
}

/** A source that replays fixed values (for hand-built cases); throws when it runs out. */
export class ScriptedRandomSource implements RandomSource {
  private intIndex = 0;
  private uuidIndex = 0;

  constructor(
    private readonly ints: readonly number[],
    private readonly uuids: readonly string[] = [],
  ) {}

  randomInt(): number {
    const value = this.ints[this.intIndex];
    if (value === undefined) throw new Error('ScriptedRandomSource ran out of integers');
    this.intIndex += 1;
    return value;
  }

  uuid(): string {
    const value = this.uuids[this.uuidIndex];
    if (value === undefined) throw new Error('ScriptedRandomSource ran out of uuids');
    this.uuidIndex += 1;
    return value;
  }
}
