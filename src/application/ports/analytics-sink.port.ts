import type { AnalyticsEvent } from '../../domain/analytics/analytics-event';

/**
 * A destination for analytics (spec §1: the analytics service and the chat widget both receive every
 * event). Implementations should not throw or reject, but FanOutAnalytics isolates those that do.
 */
export interface AnalyticsSink {
  /** Sets the analytics user id from the product's own user id (spec §1), never an e-mail; null on sign-out. */
  identify(userId: string | null): void | Promise<void>;
  /** Sends one event of the catalogue (spec §2 page names and modal events, §3 deep-link payload). */
  track(event: AnalyticsEvent): void | Promise<void>;
}
