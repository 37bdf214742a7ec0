import type { AnalyticsEvent } from '../../domain/analytics-event';

/** Should never throw or reject; FanOutAnalytics isolates those that do. */
export interface AnalyticsSink {
  /** The product's own user id, never an e-mail; null on sign-out. */
  identify(userId: string | null): void | Promise<void>;
  track(event: AnalyticsEvent): void | Promise<void>;
}
