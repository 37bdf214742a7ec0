import { makeFanOutAnalytics } from '../../src/application/fan-out-analytics';
import type { AnalyticsSink } from '../../src/application/ports/analytics-sink.port';
import type { AnalyticsEvent } from '../../src/domain/analytics-event';

const recordingSink = () => {
  const calls: unknown[] = [];
  const sink: AnalyticsSink = { identify: (id) => void calls.push(['identify', id]), track: (e) => void calls.push(['track', e]) };
  return { calls, sink };
};
const recordingReporter = () => {
  const reports: [unknown, string | undefined][] = [];
  return { reports, reporter: { report: (e: unknown, c?: string) => void reports.push([e, c]), setUser: () => undefined } };
};
const event: AnalyticsEvent = { type: 'page', name: 'dashboard' };

describe('makeFanOutAnalytics', () => {
  it('sends every event and identity to every sink', async () => {
    const a = recordingSink();
    const b = recordingSink();
    const analytics = makeFanOutAnalytics([a.sink, b.sink], recordingReporter().reporter);

    await analytics.identify('u-1');
    await analytics.track(event);

    for (const { calls } of [a, b])
      expect(calls).toEqual([
        ['identify', 'u-1'],
        ['track', event],
      ]);
  });

  it('isolates a sink that throws or rejects, and reports it', async () => {
    const good = recordingSink();
    const throwing: AnalyticsSink = {
      identify: () => {
        throw new Error('blocked');
      },
      track: () => Promise.reject(new Error('offline')),
    };
    const { reports, reporter } = recordingReporter();
    const analytics = makeFanOutAnalytics([throwing, good.sink], reporter);

    await expect(analytics.identify(null)).resolves.toBeUndefined();
    await expect(analytics.track(event)).resolves.toBeUndefined();

    expect(good.calls).toEqual([
      ['identify', null],
      ['track', event],
    ]);
    expect(reports.map(([error, context]) => [(error as Error).message, context])).toEqual([
      ['blocked', 'analytics sink 0 failed to identify'],
      ['offline', 'analytics sink 0 failed to track'],
    ]);
  });
});
