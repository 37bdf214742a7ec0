import { safeLink } from '../navigation/safe-link';
import { describeSubscription, isSubscriptionActive, type SubscriptionStatus } from './subscription-status';

export type SubscriptionLinks = { readonly manage: string; readonly buyMonthly: string; readonly buyAnnual: string; readonly serviceHosts: readonly string[] };

/** An unchecked plan is never called lapsed. The service's own link is used only when it is https on one of its hosts. */
export type SubscriptionActions =
  | { readonly kind: 'manage'; readonly manage: string }
  | { readonly kind: 'choose'; readonly buyMonthly: string; readonly buyAnnual: string; readonly manage: string }
  | { readonly kind: 'unchecked'; readonly manage: string };

export function subscriptionActions(subscription: SubscriptionStatus, links: SubscriptionLinks): SubscriptionActions {
  if (describeSubscription(subscription) === null) return { kind: 'unchecked', manage: links.manage };
  const manage = safeLink(subscription.link, { hosts: links.serviceHosts, subdomains: false }) ?? links.manage;
  if (isSubscriptionActive(subscription)) return { kind: 'manage', manage };
  return { kind: 'choose', buyMonthly: links.buyMonthly, buyAnnual: links.buyAnnual, manage };
}
