/**
 * @jest-environment ./test/support/jsdom-environment.cjs
 */
// The real @sentry/browser, started by our reporter, posting envelopes to local-backend's stand-in on loopback.
import * as Sentry from '@sentry/browser';
import { SentryErrorReporter } from '../../../src/adapters/error-reporter/sentry-error-reporter';
import { SENTRY_SAMPLING, sentryLateIntegrations, sentryOptions, tracesFor, type SentrySdk } from '../../../src/adapters/error-reporter/sentry-setup';
import { startCaptureServer, type Captured, type CaptureServer } from '../../support/capture-server';

const CANARY = {
  email: 'zebulon.canary@example.com',
  name: 'Zebulon Canary',
  code: '654321',
  token: 'eyJhbGciOiJIUzI1NiJ9.eyJjYW5hcnkiOnRydWV9.Y2FuYXJ5LXNpZ25hdHVyZQ',
};

/** The items of an envelope body (newline-separated JSON: header, then item header and payload pairs). */
const items = (request: Captured): { type: string; payload: unknown }[] => {
  const lines = request.body.split('\n').filter((line) => line !== '');
  const out: { type: string; payload: unknown }[] = [];
  for (let i = 1; i + 1 < lines.length; i += 2)
    out.push({ type: (JSON.parse(lines[i] ?? '{}') as { type: string }).type, payload: JSON.parse(lines[i + 1] ?? '{}') });
  return out;
};
const isEventEnvelope = (request: Captured) => items(request).some((item) => item.type === 'event');
const aTaskLater = () => new Promise((resolve) => setTimeout(resolve, 0));
const eventOf = (request: Captured) => items(request).find((item) => item.type === 'event')?.payload as Record<string, unknown>;

let capture: CaptureServer;
let reporter: SentryErrorReporter;

beforeAll(async () => {
  // jsdom's performance lacks the entry list the SDK's web-vitals instrumentation reads.
  if (typeof performance.getEntriesByType !== 'function') Object.assign(performance, { getEntriesByType: () => [] });
  capture = await startCaptureServer();
});
afterAll(async () => {
  await Sentry.close(2000);
  await capture.close();
});
afterEach(async () => {
  jest.restoreAllMocks();
  await Sentry.flush(2000);
  capture.clear();
});

const dsn = () => capture.dsn('publickey');

describe('sentryOptions', () => {
  const options = sentryOptions({ dsn: 'https://k@sentry.example/1', environment: 'production', logLevel: 'ERROR' });

  it('samples errors at 0.05, keeps 100 breadcrumbs and profiles every traced transaction', () => {
    expect(options).toMatchObject({
      dsn: 'https://k@sentry.example/1',
      environment: 'production',
      sampleRate: 0.05,
      maxBreadcrumbs: 100,
      profileSessionSampleRate: 1,
      profileLifecycle: 'trace',
    });
    expect(SENTRY_SAMPLING).toEqual({ errors: 0.05, traces: 0.01, profiles: 1, breadcrumbs: 100 });
  });

  it.each([
    [0, true],
    [0.0099, true],
    [0.01, false],
    [0.5, false],
    [0.9999, false],
  ])('with a random draw of %s, traces the page: %s (0.01 of pages)', (draw, traced) => {
    expect(tracesFor(() => draw)).toBe(traced);
  });

  it.each([
    ['pageload', 1],
    ['navigation', 1],
    ['http.client', 0],
    [undefined, 0],
  ])('on a traced page, traces %s at %s', (op, rate) => {
    expect(options.tracesSampler?.({ name: 'x', attributes: op === undefined ? {} : { 'sentry.op': op }, inheritOrSampleWith: () => 1 })).toBe(rate);
  });

  it('keeps no release-health sessions (they would post on every page load); what instruments the page comes later', () => {
    const integrations = options.integrations as (defaults: { name: string }[]) => { name: string }[];
    const atInit = integrations(Sentry.getDefaultIntegrations({})).map((integration) => integration.name);
    const late = sentryLateIntegrations(Sentry, true, 'ERROR').map((integration) => integration().name);

    expect(atInit).toEqual(expect.arrayContaining(['EventFilters', 'LinkedErrors', 'Dedupe']));
    expect(late).toEqual(['BrowserApiErrors', 'Breadcrumbs', 'Console', 'GlobalHandlers', 'CaptureConsole', 'BrowserProfiling', 'BrowserTracing']);
    expect([...atInit, ...late]).not.toContain('BrowserSession');
    expect(sentryLateIntegrations(Sentry, false, 'ERROR').map((integration) => integration().name)).toEqual([
      'BrowserApiErrors',
      'Breadcrumbs',
      'Console',
      'GlobalHandlers',
      'CaptureConsole',
    ]);
    expect(new Set([...atInit, ...late])).toEqual(
      new Set([
        ...Sentry.getDefaultIntegrations({})
          .map((integration) => integration.name)
          .filter((name) => name !== 'BrowserSession'),
        'CaptureConsole',
        'BrowserProfiling',
        'BrowserTracing',
      ]),
    );
  });

  it('adds trace headers to no request (they would fail CORS preflights on our APIs)', () => {
    expect(options.tracePropagationTargets).toEqual([]);
  });

  it('collects nothing about the user but the id we set', () => {
    expect(options.dataCollection).toEqual({ userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false });
  });
});

describe('SentryErrorReporter against a capture server', () => {
  it('loads nothing until started, then sends what was reported before, with the user by id only and no IP inference', async () => {
    let loads = 0;
    reporter = new SentryErrorReporter({ dsn: dsn(), environment: 'test', logLevel: 'ERROR' }, async () => ((loads += 1), Sentry));
    jest.spyOn(Math, 'random').mockReturnValue(0.01);

    reporter.setUser('user-1');
    reporter.report(new TypeError('early failure'), 'start-up');
    expect(loads).toBe(0);
    await reporter.start();
    await reporter.start();

    const sent = await capture.waitForOne(isEventEnvelope);
    const event = eventOf(sent);
    expect(loads).toBe(1);
    expect(sent.url).toBe(
      '/sentry/api/1/envelope/?sentry_version=7&sentry_key=publickey&sentry_client=' + encodeURIComponent(`sentry.javascript.browser/${Sentry.SDK_VERSION}`),
    );
    expect(event.user).toEqual({ id: 'user-1' });
    expect(event.environment).toBe('test');
    expect(event.tags).toMatchObject({ context: 'start-up' });
    expect(JSON.stringify(event.exception)).toContain('early failure');
    expect(sent.body).toContain('"infer_ip":"never"');
  });

  it('starts in separate tasks: init, each integration that instruments the page, profiling, tracing, then each earlier report, so that none is a long task', async () => {
    const steps: string[] = [];
    const spy: SentrySdk = {
      ...Sentry,
      init: () => void steps.push('init'),
      addIntegration: (integration) => void steps.push(integration.name),
      captureException: (error) => (steps.push(`capture ${(error as Error).message}`), 'id'),
    };
    reporter = new SentryErrorReporter(
      { dsn: dsn(), environment: 'test', logLevel: 'ERROR' },
      async () => spy,
      () => 0.001,
    );
    reporter.report(new Error('one'));
    reporter.report(new Error('two'));
    const started = reporter.start();
    // Each step waits for a later task; a task queued now runs between them.
    const between = async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      steps.push('task');
    };
    for (let i = 0; i < 10; i++) await between();
    await started;

    expect(steps.slice(0, 2)).toEqual(['task', 'init']);
    expect(steps.slice(2).filter((step) => step !== 'task')).toEqual([
      'BrowserApiErrors',
      'Breadcrumbs',
      'Console',
      'GlobalHandlers',
      'CaptureConsole',
      'BrowserProfiling',
      'BrowserTracing',
      'capture one',
      'capture two',
    ]);
    // No two steps of the start-up in one task.
    expect(steps.every((step, i) => step === 'task' || steps[i - 1] === 'task')).toBe(true);
  });

  it('sets neither tracing nor profiling up on a page that is not traced (99 in 100)', async () => {
    const added: string[] = [];
    const spy: SentrySdk = { ...Sentry, init: () => undefined, addIntegration: (integration) => void added.push(integration.name) };
    reporter = new SentryErrorReporter(
      { dsn: dsn(), environment: 'test', logLevel: 'ERROR' },
      async () => spy,
      () => 0.01,
    );
    await reporter.start();

    expect(added).toEqual(['BrowserApiErrors', 'Breadcrumbs', 'Console', 'GlobalHandlers', 'CaptureConsole']);
  });

  it('drops errors outside the 5 % sample', async () => {
    reporter = new SentryErrorReporter({ dsn: dsn(), environment: 'test', logLevel: 'ERROR' }, async () => Sentry);
    await reporter.start();
    const random = jest.spyOn(Math, 'random');

    // A report is captured a task later (never inside the task that failed).
    random.mockReturnValue(0.06);
    reporter.report(new Error('outside the sample'));
    await aTaskLater();
    random.mockReturnValue(0.04);
    reporter.report(new Error('inside the sample'));

    const sent = await capture.waitForOne(isEventEnvelope);
    await Sentry.flush(2000);
    expect(capture.requests.filter(isEventEnvelope)).toHaveLength(1);
    expect(JSON.stringify(eventOf(sent).exception)).toContain('inside the sample');
  });

  it('never sends a canary e-mail, name, code or token, wherever the page put them', async () => {
    window.history.replaceState(null, '', `/dashboard?token=${CANARY.token}&email=${encodeURIComponent(CANARY.email)}`);
    reporter = new SentryErrorReporter({ dsn: dsn(), environment: 'test', logLevel: 'ERROR' }, async () => Sentry);
    await reporter.start();
    jest.spyOn(Math, 'random').mockReturnValue(0.001);

    const input = document.createElement('input');
    input.name = 'firstName';
    input.value = CANARY.name;
    document.body.append(input);
    input.click();
    // Console errors become reports (console capture): e-mails, codes and tokens in them are scrubbed. A
    // name in free text cannot be recognised by pattern, and our code never logs what a person typed.
    console.error(`saving the profile of <${CANARY.email}> with ${CANARY.code}`);
    window.history.pushState(null, '', `/verify-code?code=${CANARY.code}`);
    reporter.setUser('user-2');
    reporter.report(new Error(`Could not confirm ${CANARY.email} with ${CANARY.code} (token ${CANARY.token})`), `profile of ${CANARY.email}`);

    const sent = await capture.waitForOne((request) => isEventEnvelope(request) && request.body.includes('Could not confirm'));
    // The console error became a report of its own, scrubbed.
    expect(capture.requests.some((request) => isEventEnvelope(request) && request.body.includes('saving the profile of <[email]> with [code]'))).toBe(true);
    await Sentry.flush(2000);
    const event = eventOf(sent);
    expect(event.user).toEqual({ id: 'user-2' });
    expect((event.breadcrumbs as unknown[]).length).toBeGreaterThan(0);
    for (const request of capture.requests) {
      for (const canary of Object.values(CANARY)) expect(request.body).not.toContain(canary);
      expect(request.url).not.toContain(CANARY.token);
    }
  });

  it('falls back to the console when the SDK cannot load, and never throws to the caller', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = new SentryErrorReporter({ dsn: dsn(), environment: 'test', logLevel: 'ERROR' }, () => Promise.reject(new Error('blocked')));

    failing.report(new RangeError('before'), 'queued');
    await failing.start();
    failing.report(new SyntaxError('after'), 'direct');
    failing.setUser('user-3');

    expect(consoleError.mock.calls.map(([line]) => line)).toEqual(['[error] queued: RangeError', '[error] direct: SyntaxError']);
  });

  it('survives an SDK that throws', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const throwing: SentrySdk = {
      ...Sentry,
      init: () => undefined,
      captureException: () => {
        throw new Error('sdk bug');
      },
      setUser: () => {
        throw new Error('sdk bug');
      },
    };
    const fragile = new SentryErrorReporter({ dsn: dsn(), environment: 'test', logLevel: 'ERROR' }, async () => throwing);
    await fragile.start();

    expect(() => fragile.setUser('user-4')).not.toThrow();
    expect(() => fragile.report(new Error('x'), 'fragile')).not.toThrow();
    await aTaskLater();
    expect(consoleError).toHaveBeenCalledWith('[error] fragile: Error');
  });
});
