/**
 * @jest-environment ./test/support/jsdom-environment.cjs
 */
// The real @amplitude/analytics-browser, started by our sink, posting batches to local-backend's
// stand-in for the analytics proxy.
import { createInstance } from '@amplitude/analytics-browser';
import { AmplitudeAnalyticsSink } from '../../../src/adapters/analytics/amplitude-analytics-sink';
import { amplitudeOptions, scrubAmplitudeEvent, type AmplitudeClient } from '../../../src/adapters/analytics/amplitude-setup';
import { makeFanOutAnalytics } from '../../../src/application/fan-out-analytics';
import type { AnalyticsSink } from '../../../src/application/ports/analytics-sink.port';
import { startCaptureServer, type Captured, type CaptureServer } from '../../support/capture-server';

type Batch = { api_key: string; events: { event_type: string; user_id?: string; event_properties?: Record<string, unknown> }[] };

const CANARY = { email: 'zebulon.canary@example.com', code: '654321', name: 'Zebulon Canary' };
const batchOf = (request: Captured) => JSON.parse(request.body) as Batch;
const eventsIn = (capture: CaptureServer) => capture.requests.flatMap((request) => batchOf(request).events);

let capture: CaptureServer;

beforeAll(async () => {
  capture = await startCaptureServer();
});
afterAll(() => capture.close());
afterEach(() => capture.clear());

const newSink = (load?: () => Promise<AmplitudeClient>) =>
  new AmplitudeAnalyticsSink(
    { apiKey: 'amp-key', proxyUrl: `${capture.origin}/analytics` },
    load ?? (async () => createInstance() as unknown as AmplitudeClient),
  );

describe('amplitudeOptions', () => {
  it('sends through the proxy with default tracking on and nothing to Amplitude directly', () => {
    expect(amplitudeOptions({ apiKey: 'k', proxyUrl: 'https://proxy.example/a' })).toEqual({
      serverUrl: 'https://proxy.example/a',
      defaultTracking: true,
      fetchRemoteConfig: false,
      remoteConfig: { fetchRemoteConfig: false },
      enableDiagnostics: false,
      trackingOptions: { ipAddress: false },
      enableRequestBodyCompression: false,
      transport: { type: 'fetch', enableKeepalive: false },
      identityStorage: 'localStorage',
      logLevel: 0,
    });
  });
});

describe('scrubAmplitudeEvent', () => {
  it('takes query strings off page locations and personal values out of properties', () => {
    expect(
      scrubAmplitudeEvent({
        event_type: '[Amplitude] Page Viewed',
        event_properties: {
          '[Amplitude] Page Location': `https://app.example/verify-code?code=${CANARY.code}&username=x`,
          '[Amplitude] Page Path': '/dashboard?token=abc',
          '[Amplitude] Page Title': 'Protect',
          note: `for ${CANARY.email}`,
          email: CANARY.email,
          count: 3,
        },
        user_properties: { $setOnce: { initial_referrer: 'https://mail.example/inbox?msg=1' } },
      }),
    ).toEqual({
      event_type: '[Amplitude] Page Viewed',
      event_properties: {
        '[Amplitude] Page Location': 'https://app.example/verify-code',
        '[Amplitude] Page Path': '/dashboard',
        '[Amplitude] Page Title': 'Protect',
        note: 'for [email]',
        email: '[redacted]',
        count: 3,
      },
      user_properties: { $setOnce: { initial_referrer: 'https://mail.example/inbox' } },
    });
  });

  it('drops what the SDK copies from a query (campaign and click ids) and keeps only our own page titles', () => {
    expect(
      scrubAmplitudeEvent({
        event_type: '$identify',
        event_properties: { '[Amplitude] Page Title': 'Ask about Adobe · Protect', utm_campaign: 'c1', gclid: 'g1', referrer: 'https://mail.example/x?m=1#f' },
        user_properties: { $set: { utm_source: 's1', referring_domain: 'mail.example' }, $setOnce: { initial_utm_term: 't1', initial_fbclid: 'f1' } },
      }),
    ).toEqual({
      event_type: '$identify',
      event_properties: { '[Amplitude] Page Title': 'Protect', referrer: 'https://mail.example/x' },
      user_properties: { $set: { referring_domain: 'mail.example' }, $setOnce: {} },
    });
    expect(scrubAmplitudeEvent({ event_type: 'x', event_properties: { '[Amplitude] Page Title': 'Dashboard · Protect' } }).event_properties).toEqual({
      '[Amplitude] Page Title': 'Dashboard · Protect',
    });
  });

  it('leaves an event without properties alone', () => {
    expect(scrubAmplitudeEvent({ event_type: 'x' })).toEqual({ event_type: 'x', event_properties: undefined, user_properties: undefined });
  });
});

describe('AmplitudeAnalyticsSink against a capture server', () => {
  // The SDK keeps unsent events in localStorage under the API key, and the next instance sends them.
  beforeEach(() => window.localStorage.clear());

  it('queues until started, then sends our events with our user id to the proxy, page locations without queries', async () => {
    window.history.replaceState(null, '', `/dashboard?token=abc&email=${encodeURIComponent(CANARY.email)}`);
    let loads = 0;
    const sink = newSink(async () => ((loads += 1), createInstance() as unknown as AmplitudeClient));

    await sink.identify('user-1');
    await sink.track({ type: 'page', name: 'dashboard' });
    await sink.track({ type: 'chatbot', name: 'view', breachSource: 'hibp' });
    expect(loads).toBe(0);
    expect(capture.requests).toHaveLength(0);
    await sink.start();
    await sink.start();
    await sink.flush();

    await capture.waitFor((request) => request.url === '/analytics');
    const events = eventsIn(capture);
    const ours = events.filter((event) => !/^(\[Amplitude\]|session_|\$identify)/.test(event.event_type));
    expect(loads).toBe(1);
    expect(batchOf(capture.requests[0] as Captured).api_key).toBe('amp-key');
    // Our properties are the catalogue's; the rest are the SDK's own page enrichment.
    const ownProperties = (event: Batch['events'][number]) => Object.keys(event.event_properties ?? {}).filter((key) => !key.startsWith('[Amplitude]'));
    expect(ours.map((event) => [event.event_type, event.user_id, ownProperties(event)])).toEqual([
      ['page view: dashboard', 'user-1', []],
      ['chatbot view', 'user-1', ['breachSource']],
    ]);
    expect(ours[1]?.event_properties?.breachSource).toBe('hibp');
    // The SDK enriches our own events with the page too (after our first pass): their locations lose the query as well.
    for (const event of ours) expect(event.event_properties?.['[Amplitude] Page Location']).toBe('http://localhost/dashboard');
    // Default tracking is on: the SDK's own page view went out too, its location without the query.
    const pageViewed = events.find((event) => event.event_type === '[Amplitude] Page Viewed');
    expect(pageViewed?.event_properties?.['[Amplitude] Page Location']).toBe('http://localhost/dashboard');
    for (const request of capture.requests) {
      for (const canary of Object.values(CANARY)) {
        expect(request.body).not.toContain(canary);
        expect(request.body).not.toContain(encodeURIComponent(canary));
      }
    }
  });

  it('forgets the user on sign-out (identify null resets the SDK identity)', async () => {
    const sink = newSink();
    await sink.start();
    await sink.identify('user-2');
    await sink.track({ type: 'modal', name: 'remove email' });
    await sink.identify(null);
    await sink.track({ type: 'page', name: 'login' });
    await sink.flush();

    await capture.waitFor((request) => request.url === '/analytics');
    const ours = eventsIn(capture).filter((event) => event.event_type === 'modal: remove email' || event.event_type === 'page view: login');
    expect(ours.map((event) => [event.event_type, event.user_id])).toEqual([
      ['modal: remove email', 'user-2'],
      ['page view: login', undefined],
    ]);
  });

  it('every event reaches both the analytics service and the chat widget; a failing widget loses nothing here', async () => {
    const sink = newSink();
    await sink.start();
    const widgetEvents: string[] = [];
    const widget: AnalyticsSink = {
      identify: () => undefined,
      track: (event) => {
        widgetEvents.push(event.type);
        throw new Error('widget down');
      },
    };
    const reported: string[] = [];
    const analytics = makeFanOutAnalytics([sink, widget], { report: (_error, context) => void reported.push(context ?? ''), setUser: () => undefined });

    await analytics.track({ type: 'modal', name: 'set primary email' });
    await sink.flush();

    await capture.waitFor((request) => request.body.includes('modal: set primary email'));
    expect(widgetEvents).toEqual(['modal']);
    expect(reported).toEqual(['analytics sink 1 failed to track']);
  });

  it('keeps its identity in local storage: no cookie is written, so none rides along on requests to our hosts', async () => {
    for (const cookie of document.cookie.split(';')) document.cookie = `${cookie.split('=')[0]?.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    const sink = newSink();
    await sink.start();
    await sink.track({ type: 'page', name: 'dashboard' });
    await sink.flush();
    // Received here, not by whichever test runs next.
    await capture.waitFor((request) => request.body.includes('page view: dashboard'));

    expect(document.cookie).toBe('');
    expect(Object.keys(window.localStorage).some((key) => key.startsWith('AMP_'))).toBe(true);
  });

  it('an unreachable proxy prints nothing: the SDK writes no console output for console capture to turn into reports', async () => {
    const printed = (['error', 'warn', 'log', 'info', 'debug'] as const).map((level) => jest.spyOn(console, level).mockImplementation(() => undefined));
    try {
      const sink = new AmplitudeAnalyticsSink(
        { apiKey: 'amp-key', proxyUrl: 'http://127.0.0.1:9/analytics' },
        async () => createInstance() as unknown as AmplitudeClient,
      );
      await sink.start();
      await sink.track({ type: 'page', name: 'dashboard' });
      await sink.flush();

      for (const spy of printed) expect(spy).not.toHaveBeenCalled();
    } finally {
      for (const spy of printed) spy.mockRestore();
    }
  });

  it('a blocked SDK chunk drops the queue and never rejects', async () => {
    const sink = newSink(() => Promise.reject(new Error('blocked')));
    await sink.track({ type: 'page', name: 'dashboard' });

    await expect(sink.start()).resolves.toBeUndefined();
    await expect(sink.track({ type: 'page', name: 'dashboard' })).resolves.toBeUndefined();
    await expect(sink.flush()).resolves.toBeUndefined();
  });
});
