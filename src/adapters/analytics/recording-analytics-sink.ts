import type { AnalyticsSink } from '../../application/ports/analytics-sink.port';
import { analyticsEventName, type AnalyticsEvent } from '../../domain/analytics-event';
import type { DevRecorder } from '../../stand-ins/dev-recorder';

export type RecordedAnalytics = { readonly kind: 'identify'; readonly userId: string | null } | { readonly kind: 'track'; readonly event: AnalyticsEvent };

export class RecordingAnalyticsSink implements AnalyticsSink {
  private readonly entries: RecordedAnalytics[] = [];

  constructor(private readonly recorder?: DevRecorder) {}

  identify(userId: string | null): void {
    this.entries.push({ kind: 'identify', userId });
    this.recorder?.record('analytics', userId === null ? 'reset the user' : `identify ${userId}`);
  }

  track(event: AnalyticsEvent): void {
    this.entries.push({ kind: 'track', event });
    this.recorder?.record('analytics', `track “${analyticsEventName(event)}”`);
  }

  recorded(): readonly RecordedAnalytics[] {
    return [...this.entries];
  }
}
