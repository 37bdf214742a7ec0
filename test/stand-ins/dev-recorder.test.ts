import { RecordingAnalyticsSink } from '../../src/adapters/analytics/recording-analytics-sink';
import { OfflineChatWidget } from '../../src/adapters/chat-widget/offline-chat-widget';
import { RecordingErrorReporter } from '../../src/adapters/error-reporter/recording-error-reporter';
import { DevRecorder } from '../../src/stand-ins/dev-recorder';

describe('the offline developer panel feed', () => {
  it('keeps the newest 100 summaries, newest first, and tells listeners until they stop listening', () => {
    const recorder = new DevRecorder();
    const heard: number[] = [];
    const stop = recorder.subscribe((records) => heard.push(records.length));

    for (let i = 1; i <= 105; i += 1) recorder.record('analytics', `event ${i}`);
    stop();
    recorder.record('error', 'after');

    expect(recorder.list()).toHaveLength(100);
    expect(recorder.list()[0]).toMatchObject({ kind: 'error', summary: 'after' });
    expect(recorder.list()[1]).toMatchObject({ summary: 'event 105' });
    expect(heard).toHaveLength(105);
  });

  it('records what each offline integration would send, without personal data', async () => {
    const recorder = new DevRecorder();
    const widget = new OfflineChatWidget(recorder);
    const reporter = new RecordingErrorReporter(recorder);
    const sink = new RecordingAnalyticsSink(recorder);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    await widget.boot({ userId: 'u-1', userHash: 'h', email: 'ada@example.com' });
    await widget.boot({ userId: 'u-2', userHash: 'h' });
    await widget.track({ type: 'modal', name: 'remove email' });
    await widget.shutdown();
    reporter.setUser('u-1');
    reporter.report(new TypeError('ada@example.com broke it'), 'dashboard load');
    reporter.report('a string', undefined);
    reporter.setUser(null);
    sink.identify(null);
    sink.track({ type: 'page', name: 'login' });

    const summaries = recorder
      .list()
      .map((r) => `${r.kind}: ${r.summary}`)
      .reverse();
    expect(summaries).toEqual([
      'support chat: boot u-1 with a user hash, with the e-mail',
      'support chat: boot u-2 with a user hash, no e-mail',
      'support chat: track “modal: remove email”',
      'support chat: shut down and forget the user',
      'error: reports belong to u-1',
      'error: dashboard load: TypeError',
      'error: unexpected error: string',
      'error: reports belong to nobody',
      'analytics: reset the user',
      'analytics: track “page view: login”',
    ]);
    expect(summaries.join(' ')).not.toContain('ada@example.com');
    error.mockRestore();
  });
});
