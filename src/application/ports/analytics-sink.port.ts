import type { AnalyticsEvent } from '../../domain/analytics/analytics-event';

/** A destination for analytics (spec §1: the analytics service and the chat widget both receive every event). */
export interface AnalyticsSink {
  /** The product's own user id (never an e-mail), or null on sign-out. May throw or reject: the fan-out isolates it. */
  identify(userId: string | null): void | Promise<void>;
  /** One event of the catalogue. May throw or reject: the fan-out isolates it. */
  track(event: AnalyticsEvent): void | Promise<void>;
}
