export type SubscriptionStatus = {
  readonly status: string;
  readonly daysRemaining: number | 'Unknown';
  readonly link: string;
};

export const UNKNOWN_SUBSCRIPTION: SubscriptionStatus = { status: 'UNKNOWN', daysRemaining: 'Unknown', link: '' };

const ACTIVE_STATUSES: ReadonlySet<string> = new Set(['ACTIVE', 'TRIALING', 'PAST_DUE']);

export const isSubscriptionActive = (subscription: SubscriptionStatus): boolean => ACTIVE_STATUSES.has(subscription.status.toUpperCase());
