import type { AnalyticsSink } from '../../application/ports/analytics-sink.port';
import { analyticsEventName, type AnalyticsEvent } from '../../domain/analytics-event';
import type { DevRecorder } from '../../stand-ins/dev-recorder';

export class RecordingAnalyticsSink implements AnalyticsSink {
  constructor(private readonly recorder: DevRecorder) {}

  identify(userId: string | null): void {
    this.recorder.record('analytics', userId === null ? 'reset the user' : `identify ${userId}`);
  }

  track(event: AnalyticsEvent): void {
    this.recorder.record('analytics', `track “${analyticsEventName(event)}”`);
  }
}
