export interface UniformIntSource {
  /** A uniformly distributed integer in [0, maxExclusive). */
  randomInt(maxExclusive: number): number;
}
