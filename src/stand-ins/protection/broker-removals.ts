// The stand-in's brokers for one person: which, how far each removal has come as time passes, and the evidence for it.
import type { UserProfile } from '../../domain/profile/user-profile';
import { DAY_MS } from '../../domain/format';
import type { BrokerRemoval, MatchedDetail, RemovalRequestState, RemovalStep } from '../../domain/removal/removal';
import brokerSeed from '../seed-data/data-brokers.seed.json';
const WEEK_MS = 7 * DAY_MS;
const BROKERS_PER_USER = 12;
/** A broker takes 3 to 27 days after a request; a day to start working on it. */
const MIN_REMOVAL_DAYS = 3;
const REMOVAL_DAY_SPREAD = 25;
/** One broker of twelve asks the person to confirm by e-mail two days after the request, and takes a week longer. */
const ASKS_AFTER_DAYS = 2;
const ASKING_TAKES_DAYS = 7;

type Progress = Pick<BrokerRemoval, 'state'> & {
  readonly foundAt: number | null;
  readonly requested: number | null;
  readonly askedAt?: number | null;
  readonly removed: number | null;
};

/** Never more than the person gave: the e-mail always, the rest only when their profile holds it. */
function matchedDetails(profile: Partial<UserProfile>): MatchedDetail[] {
  const has = (...fields: (keyof UserProfile)[]) => fields.some((field) => (profile[field] ?? '').trim() !== '');
  return [
    ...(has('firstName', 'lastName') ? ['name' as const] : []),
    ...(has('address', 'city', 'zip') ? ['address' as const] : []),
    'email',
    ...(has('birthDate') ? ['age' as const] : []),
  ];
}

/** One more request each week the broker has not answered. */
export function brokerEvidence(
  profile: Partial<UserProfile>,
  { state, foundAt, requested, askedAt = null, removed }: Progress,
  now: number,
  expectedDays: number,
): Partial<BrokerRemoval> {
  const iso = (at: number) => new Date(at).toISOString();
  const working = requested === null || state === 'REQUESTED' ? null : Math.min(requested + DAY_MS, removed ?? now, now);
  const steps: RemovalStep[] = [
    ...(foundAt === null ? [] : [{ state: 'FOUND' as const, at: iso(foundAt) }]),
    ...(requested === null ? [] : [{ state: 'REQUESTED' as const, at: iso(requested) }]),
    ...(working === null ? [] : [{ state: 'IN_PROGRESS' as const, at: iso(working) }]),
    ...(askedAt === null || askedAt > now ? [] : [{ state: 'NEEDS_ACTION' as const, at: iso(askedAt) }]),
    ...(removed === null ? [] : [{ state: 'REMOVED' as const, at: iso(removed) }]),
  ];
  const attempts = requested === null ? 0 : 1 + Math.floor(Math.max(0, (removed ?? now) - requested) / WEEK_MS);
  return {
    matched: matchedDetails(profile),
    steps,
    attempts,
    lastAttemptAt: requested === null ? null : iso(requested + (attempts - 1) * WEEK_MS),
    expectedDays,
  };
}

const brokersOf = (region: string) => {
  const here = region.toLowerCase();
  const local = brokerSeed.filter((b) => b.relevantCountries.includes(here));
  return [...local, ...brokerSeed.filter((b) => b.relevantCountries.includes('all'))].slice(0, BROKERS_PER_USER);
};

function removalState(requested: number | null, tookDays: number, asks: boolean, now: number): RemovalRequestState {
  if (requested === null) return 'FOUND';
  const elapsed = now - requested;
  if (elapsed < DAY_MS) return 'REQUESTED';
  if (elapsed >= tookDays * DAY_MS) return 'REMOVED';
  return asks && elapsed >= ASKS_AFTER_DAYS * DAY_MS ? 'NEEDS_ACTION' : 'IN_PROGRESS';
}

const isoOrNull = (at: number | null): string | null => (at === null ? null : new Date(at).toISOString());

type Person = {
  /** A number from the person's id: who takes how long, and which broker asks them. */
  readonly seed: number;
  readonly region: string;
  readonly profile: Partial<UserProfile>;
  readonly foundAt: number | null;
  readonly requested: number | null;
};

/** Every removal is requested on signing; a broker works on it from the next day and removes the profile days later, as time passes. */
export function brokerRemovals({ seed, region, profile, foundAt, requested }: Person, now: number): BrokerRemoval[] {
  return brokersOf(region).map((broker, i): BrokerRemoval => {
    const asks = i === seed % BROKERS_PER_USER;
    const usualDays = MIN_REMOVAL_DAYS + (((seed >>> 3) + i * 5) % REMOVAL_DAY_SPREAD);
    const tookDays = usualDays + (asks ? ASKING_TAKES_DAYS : 0);
    const state = removalState(requested, tookDays, asks, now);
    const removed = state === 'REMOVED' && requested !== null ? requested + tookDays * DAY_MS : null;
    const askedAt = asks && requested !== null && state !== 'REQUESTED' ? requested + ASKS_AFTER_DAYS * DAY_MS : null;
    return {
      brokerId: broker.id,
      brokerName: broker.name,
      state,
      requestedAt: isoOrNull(requested),
      removedAt: isoOrNull(removed),
      ...(state === 'NEEDS_ACTION' && { action: 'CONFIRM_EMAIL' as const }),
      ...brokerEvidence(profile, { state, foundAt, requested, askedAt, removed }, now, usualDays + 2),
    };
  });
}
