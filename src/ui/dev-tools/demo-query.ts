import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { makeDashboardData, type DashboardData } from '../../application/load-dashboard';
import { NO_PROGRESS } from '../../domain/breach/breach-progress';
import { EMPTY_PROFILE } from '../../domain/profile/user-profile';

/** A fast answer, a slow one, and one slow enough for the pending page's long-wait message. */
export const DELAYS_MS = [100, 2_000, 10_000] as const;

export const delayLabel = (ms: number): string => (ms < 1000 ? `${ms} ms` : `${ms / 1000} s`);

/** The pending page's long-wait message comes after 15 s in the app; here after 5 s, so the 10 s delay shows it. */
export const DEMO_HINT_AFTER_MS = 5_000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The dashboard's query (its reads, cache and order) over made-up data; the profile, which the other reads wait for, takes `delayMs`. */
export function demoData(delayMs: number): DashboardData {
  return makeDashboardData({
    getUserProfile: async () => {
      await wait(delayMs);
      return E.right({ ...EMPTY_PROFILE, firstName: 'Demo', lastName: 'Person', city: 'Springfield' });
    },
    getSubscriptionStatus: async () => ({ status: 'ACTIVE', daysRemaining: 30, link: '' }),
    getRemovalContract: async () => E.right(O.none),
    getEmailAddresses: async () => E.right([{ address: 'demo@example.com', isPrimary: true, isVerified: true }]),
    getRemovalStats: async () => E.right({ total: 3, removed: 1, byState: { FOUND: 1, REQUESTED: 1, IN_PROGRESS: 0, REMOVED: 1 }, brokers: [] }),
    getBreachStatus: async () => ({ dataBreaches: [] }),
    readBreachProgress: async () => E.right({ progress: NO_PROGRESS, keptOn: 'device' }),
    clock: { now: () => Date.now() },
  });
}

export type Demo = { readonly name: string; readonly details: readonly string[] };

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
    details: [
      `Plan: ${subscription.status === 'ACTIVE' ? `Active, ${subscription.daysRemaining} days left` : 'Not active'}`,
      `Addresses: ${emails.right.length}`,
      `Removals: ${removals.right.removed} of ${removals.right.total} removed`,
      `Breaches found: ${breaches.dataBreaches?.length ?? 0}`,
    ],
  };
}
