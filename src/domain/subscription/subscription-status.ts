import { dayAfter } from '../format';
import { i18n } from '../i18n';

export type SubscriptionStatus = { readonly status: string; readonly daysRemaining: number | 'Unknown'; readonly link: string };

export const UNKNOWN_SUBSCRIPTION: SubscriptionStatus = { status: 'UNKNOWN', daysRemaining: 'Unknown', link: '' };

const ACTIVE_STATUSES: ReadonlySet<string> = new Set(['ACTIVE', 'TRIALING', 'PAST_DUE']);

export const isSubscriptionActive = (subscription: SubscriptionStatus): boolean => ACTIVE_STATUSES.has(subscription.status.toUpperCase());

const STATUS_WORDS: Readonly<Record<string, string>> = {
  TRIALING: /*i18n*/ 'Free trial',
  ACTIVE: /*i18n*/ 'Active',
  PAST_DUE: /*i18n*/ 'Payment overdue',
  CANCELED: /*i18n*/ 'Cancelled',
  CANCELLED: /*i18n*/ 'Cancelled',
  UNPAID: /*i18n*/ 'Unpaid',
  INCOMPLETE: /*i18n*/ 'Payment not finished',
  INCOMPLETE_EXPIRED: /*i18n*/ 'Payment expired',
  PAUSED: /*i18n*/ 'Paused',
};

const sentenceCase = (value: string): string => {
  const words = value.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function describeSubscription(subscription: SubscriptionStatus): { readonly plan: string; readonly daysLeft: string | null } | null {
  const status = subscription.status.trim().toUpperCase();
  if (status === 'UNKNOWN' || status === '') return null;
  const days = subscription.daysRemaining;
  const daysLeft = typeof days === 'number' ? i18n._('{days, plural, one {# day left} other {# days left}}', { days }) : null;
  const known = STATUS_WORDS[status];
  return { plan: known === undefined ? sentenceCase(subscription.status) : i18n._(known), daysLeft };
}

/** When a trial ends, said before it does; null for anything but a trial of known length. */
export function trialEnds(subscription: SubscriptionStatus, now: Date): string | null {
  const days = subscription.daysRemaining;
  if (subscription.status.trim().toUpperCase() !== 'TRIALING' || typeof days !== 'number') return null;
  return i18n._('Your free trial ends on {date}. Cancel before then and you pay nothing.', { date: dayAfter(now.getTime(), days) });
}
