// The randomness the domain needs, as a structural type (the RandomSource port satisfies it).

export interface UniformIntSource {
  /** A uniformly distributed integer in [0, maxExclusive). */
  randomInt(maxExclusive: number): number;
}
