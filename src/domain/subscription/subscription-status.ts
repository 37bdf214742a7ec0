// Subscription status (spec §3) and its failure fallback (spec §8).

export type SubscriptionStatus = {
  /** The billing provider's status, e.g. 'ACTIVE', 'TRIALING', 'CANCELED'; 'UNKNOWN' when it could not be read. */
  readonly status: string;
  /** Whole days left in the paid period as a number, or 'Unknown' when it could not be read. */
  readonly daysRemaining: number | 'Unknown';
  /** Where the user manages the subscription; empty when unknown. */
  readonly link: string;
};

/** Spec §8: what a failed subscription-status call shows. */
export const UNKNOWN_SUBSCRIPTION: SubscriptionStatus = { status: 'UNKNOWN', daysRemaining: 'Unknown', link: '' };

const ACTIVE_STATUSES: ReadonlySet<string> = new Set(['ACTIVE', 'TRIALING', 'PAST_DUE']);

/** Whether the user has a subscription in force (the dashboard offers to subscribe otherwise). */
export const isSubscriptionActive = (subscription: SubscriptionStatus): boolean => ACTIVE_STATUSES.has(subscription.status.toUpperCase());
