import type { AnalyticsEvent } from '../../domain/analytics-event';

/** Should never throw or reject; FanOutAnalytics isolates those that do. */
export interface AnalyticsSink {
  /** Sets the analytics user id from the product's own user id, never an e-mail; null on sign-out. Should not reject. */
  identify(userId: string | null): void | Promise<void>;
  /** Sends one catalogue event. Should not reject. */
  track(event: AnalyticsEvent): void | Promise<void>;
}
