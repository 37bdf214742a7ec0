import type { UniformIntSource } from '../../domain/auth/sign-up/uniform-int-source';

/** Randomness for the app's logic (a CSPRNG in the browser; seeded in tests). */
export interface RandomSource extends UniformIntSource {
  /**
   * A uniformly distributed integer in [0, maxExclusive), unbiased (rejection sampling, never a bare modulo).
   * Throws a RangeError unless maxExclusive is an integer in [1, 2^32].
   */
  randomInt(maxExclusive: number): number;
  /** A random (version 4) uuid, lower-case 8-4-4-4-12 hex. Never throws. */
  uuid(): string;
}
