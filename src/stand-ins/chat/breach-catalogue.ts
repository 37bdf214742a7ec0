import type { Breach } from '../../domain/breach/breach';
import breachSeed from '../seed-data/hibp-breaches.seed.json';

const BY_NAME: ReadonlyMap<string, Breach> = new Map(breachSeed.map((b) => [b.name.toLowerCase(), { ...b, source: 'hibp', addresses: [] }]));

export function findBreach(name: string): Breach | undefined {
  return BY_NAME.get(name.trim().toLowerCase());
}
