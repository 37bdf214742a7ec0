import type { AnalyticsSink } from '../../application/ports/analytics-sink.port';
import type { AnalyticsEvent } from '../../domain/analytics/analytics-event';

export type RecordedAnalytics = { readonly kind: 'identify'; readonly userId: string | null } | { readonly kind: 'track'; readonly event: AnalyticsEvent };

/** Offline mode's analytics: keeps what would have been sent, for tests and the developer's eyes. */
export class RecordingAnalyticsSink implements AnalyticsSink {
  private readonly entries: RecordedAnalytics[] = [];

  identify(userId: string | null): void {
    this.entries.push({ kind: 'identify', userId });
  }

  track(event: AnalyticsEvent): void {
    this.entries.push({ kind: 'track', event });
  }

  recorded(): readonly RecordedAnalytics[] {
    return [...this.entries];
  }
}
