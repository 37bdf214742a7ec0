// The stand-in's evidence for one broker: which of the person's details matched, and the steps so far with their dates.
import type { UserProfile } from '../../domain/profile/user-profile';
import { DAY_MS } from '../../domain/format';
import type { BrokerRemoval, MatchedDetail, RemovalStep } from '../../domain/removal/removal';
const WEEK_MS = 7 * DAY_MS;

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
