import { dayAfter } from '../format';

export type SubscriptionStatus = { readonly status: string; readonly daysRemaining: number | 'Unknown'; readonly link: string };

export const UNKNOWN_SUBSCRIPTION: SubscriptionStatus = { status: 'UNKNOWN', daysRemaining: 'Unknown', link: '' };

const ACTIVE_STATUSES: ReadonlySet<string> = new Set(['ACTIVE', 'TRIALING', 'PAST_DUE']);

export const isSubscriptionActive = (subscription: SubscriptionStatus): boolean => ACTIVE_STATUSES.has(subscription.status.toUpperCase());

/** An unknown status is shown in sentence case, never raw. */
const STATUS_WORDS: Readonly<Record<string, string>> = {
  TRIALING: 'Free trial',
  ACTIVE: 'Active',
  PAST_DUE: 'Payment overdue',
  CANCELED: 'Cancelled',
  CANCELLED: 'Cancelled',
  UNPAID: 'Unpaid',
  INCOMPLETE: 'Payment not finished',
  INCOMPLETE_EXPIRED: 'Payment expired',
  PAUSED: 'Paused',
};

const sentenceCase = (value: string): string => {
  const words = value.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function describeSubscription(subscription: SubscriptionStatus): { readonly plan: string; readonly daysLeft: string | null } | null {
  const status = subscription.status.trim().toUpperCase();
  if (status === 'UNKNOWN' || status === '') return null;
  const days = subscription.daysRemaining;
  const daysLeft = typeof days === 'number' ? (days === 1 ? '1 day left' : `${days} days left`) : null;
  return { plan: STATUS_WORDS[status] ?? sentenceCase(subscription.status), daysLeft };
}

/** When a trial ends, said before it does; null for anything but a trial of known length. */
export function trialEnds(subscription: SubscriptionStatus, now: Date): string | null {
  const days = subscription.daysRemaining;
  if (subscription.status.trim().toUpperCase() !== 'TRIALING' || typeof days !== 'number') return null;
  return `Your free trial ends on ${dayAfter(now.getTime(), days)}. Cancel before then and you pay nothing.`;
}
