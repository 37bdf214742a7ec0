import type { AnalyticsEvent } from '../domain/analytics-event';
import type { AnalyticsSink } from './ports/analytics-sink.port';
import type { ErrorReporter } from './ports/error-reporter.port';

export type Analytics = { identify(userId: string | null): Promise<void>; track(event: AnalyticsEvent): Promise<void> };

/** Every event to every sink; one sink's failure (throw or rejection) is reported and isolated, so these never throw or reject. */
export function makeFanOutAnalytics(sinks: readonly AnalyticsSink[], reporter: ErrorReporter): Analytics {
  const toAll = async (label: string, send: (sink: AnalyticsSink) => void | Promise<void>) => {
    await Promise.all(
      sinks.map(async (sink, index) => {
        try {
          await send(sink);
        } catch (error) {
          reporter.report(error, `analytics sink ${index} failed to ${label}`);
        }
      }),
    );
  };
  return { identify: (userId) => toAll('identify', (sink) => sink.identify(userId)), track: (event) => toAll('track', (sink) => sink.track(event)) };
}
