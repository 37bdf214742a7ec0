// The breaches the chatbot's stand-ins know: the curated Have I Been Pwned seed, looked up by name.
import type { Breach } from '../../domain/breach/breach';
import breachSeed from '../seed-data/hibp-breaches.seed.json';

const BY_NAME: ReadonlyMap<string, Breach> = new Map(breachSeed.map((b) => [b.name.toLowerCase(), { ...b, source: 'hibp' }]));

/** The seed record whose `name` is `name` (trimmed, any case), if there is one. */
export function findBreach(name: string): Breach | undefined {
  return BY_NAME.get(name.trim().toLowerCase());
}
