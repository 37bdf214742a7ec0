export interface UniformIntSource {
  randomInt(maxExclusive: number): number;
}
