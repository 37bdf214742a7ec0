// The demo query's data: made-up values read through the dashboard's query (its cache and order).
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { makeDashboardData, type DashboardData } from '../../application/load-dashboard';
import { NO_PROGRESS } from '../../domain/breach/breach-progress';
import { EMPTY_PROFILE } from '../../domain/profile/user-profile';

/** The simulated delays: a fast answer, a slow one, and one slow enough for the pending page's message. */
export const DELAYS = [
  { ms: 100, label: '100 ms' },
  { ms: 2_000, label: '2 s' },
  { ms: 10_000, label: '10 s' },
] as const;

/** The pending page's long-wait message comes after 15 s in the app; here after 5 s, so the 10 s delay shows it. */
export const DEMO_HINT_AFTER_MS = 5_000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The dashboard's query (the same reads, cache and order) over made-up data: the first read (the
 * profile, which every other read waits for, as on the dashboard) takes the chosen delay.
 */
export function demoData(delayMs: number): DashboardData {
  return makeDashboardData(
    {
      profile: async () => {
        await wait(delayMs);
        return E.right({ ...EMPTY_PROFILE, firstName: 'Demo', lastName: 'Person', city: 'Springfield' });
      },
      subscription: async () => ({ status: 'ACTIVE', daysRemaining: 30, link: '' }),
      contract: async () => E.right(O.none),
      emails: async () => E.right([{ address: 'demo@example.com', isPrimary: true, isVerified: true }]),
      removals: async () => E.right({ total: 3, removed: 1, byState: { FOUND: 1, REQUESTED: 1, IN_PROGRESS: 0, REMOVED: 1 }, brokers: [] }),
      breaches: async () => ({ dataBreaches: [] }),
      progress: async () => E.right({ progress: NO_PROGRESS, keptOn: 'device' }),
    },
    { now: () => Date.now() },
  );
}

type Demo = { readonly name: string; readonly subscription: string; readonly addresses: number; readonly removals: string; readonly breaches: number };

export type DemoState =
  | { readonly state: 'idle' }
  | { readonly state: 'loading'; readonly label: string }
  | { readonly state: 'ready'; readonly label: string; readonly demo: Demo }
  | { readonly state: 'failed'; readonly label: string };

/** The demo's values, or null when a read failed. */
export async function loadDemo(data: DashboardData): Promise<Demo | null> {
  const reads = data.read();
  const [profile, subscription, emails, removals, breaches] = await Promise.all([
    reads.profile,
    reads.subscription,
    reads.emails,
    reads.removals,
    reads.breaches,
  ]);
  if (E.isLeft(profile) || E.isLeft(emails) || E.isLeft(removals)) return null;
  return {
    name: `${profile.right.firstName} ${profile.right.lastName}`,
    subscription: subscription.status === 'ACTIVE' ? `Active, ${String(subscription.daysRemaining)} days left` : 'Not active',
    addresses: emails.right.length,
    removals: `${String(removals.right.removed)} of ${String(removals.right.total)} removed`,
    breaches: breaches.dataBreaches?.length ?? 0,
  };
}
