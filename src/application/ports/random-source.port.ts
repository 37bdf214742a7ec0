import type { UniformIntSource } from '../../domain/auth/sign-up/uniform-int-source';

export interface RandomSource extends UniformIntSource {
  /** Unbiased (never a bare modulo); throws a RangeError unless maxExclusive is an integer in [1, 2^32]. */
  randomInt(maxExclusive: number): number;
  /** A version 4 uuid, lower-case 8-4-4-4-12 hex. Never throws. */
  uuid(): string;
}
