import type * as SentryBrowser from '@sentry/browser';
import type { ErrorReporter } from '../../application/ports/error-reporter.port';
import { capturedMethods, type LogLevel } from '../../domain/log-level';
import { scrubText } from '../../domain/scrub';
import { nextTask } from '../browser/next-task';
import { ConsoleErrorReporter } from './console-error-reporter';
import { scrubBreadcrumb, scrubEvent, scrubSpan } from './sentry-scrub';

export type SentrySdk = Pick<
  typeof SentryBrowser,
  | 'init'
  | 'addIntegration'
  | 'getDefaultIntegrations'
  | 'captureException'
  | 'setUser'
  | 'browserTracingIntegration'
  | 'browserProfilingIntegration'
  | 'captureConsoleIntegration'
>;

export type SentryConfig = { readonly dsn: string; readonly environment: string; readonly logLevel: LogLevel };

export const SENTRY_SAMPLING = { errors: 0.05, traces: 0.01, profiles: 1, breadcrumbs: 100 } as const;

const TRACED_OPERATIONS: ReadonlySet<unknown> = new Set(['pageload', 'navigation']);

/** So that a crash loop cannot fill memory before the SDK is up. */
const MAX_QUEUED_REPORTS = 20;

export function sentryOptions(config: SentryConfig): SentryBrowser.BrowserOptions {
  return {
    dsn: config.dsn,
    environment: config.environment,
    sampleRate: SENTRY_SAMPLING.errors,
    // The trace rate is applied once per page (tracesFor); on a traced page every page load and navigation is traced.
    tracesSampler: ({ attributes }) => (TRACED_OPERATIONS.has(attributes?.['sentry.op']) ? 1 : 0),
    profileSessionSampleRate: SENTRY_SAMPLING.profiles,
    profileLifecycle: 'trace',
    maxBreadcrumbs: SENTRY_SAMPLING.breadcrumbs,
    // No trace headers: our APIs and the analytics proxy refuse them in CORS preflights, and they would link a person's requests.
    tracePropagationTargets: [],
    // userInfo false is what turns the server's IP inference off (infer_ip: never).
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    // No release-health sessions (a request on every page load); the instrumenting integrations come later.
    integrations: (defaults) => defaults.filter((integration) => integration.name !== 'BrowserSession' && !INSTRUMENTING.has(integration.name)),
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
    beforeSendSpan: (span) => scrubSpan(span),
  };
}

const INSTRUMENTING: ReadonlySet<string> = new Set(['GlobalHandlers', 'BrowserApiErrors', 'Breadcrumbs', 'Console']);

/** One task each (together they took over 50 ms on a slow phone); profiling before tracing, so it sees the page load. */
export function sentryLateIntegrations(
  sdk: Pick<SentrySdk, 'getDefaultIntegrations' | 'browserTracingIntegration' | 'browserProfilingIntegration' | 'captureConsoleIntegration'>,
  traced: boolean,
  logLevel: LogLevel,
): readonly (() => SentryIntegration)[] {
  const instrumenting = sdk.getDefaultIntegrations({}).filter((integration) => INSTRUMENTING.has(integration.name));
  const consoleCapture = () => sdk.captureConsoleIntegration({ levels: [...capturedMethods(logLevel)] });
  const tracing = traced ? [() => sdk.browserProfilingIntegration(), () => sdk.browserTracingIntegration()] : [];
  return [...instrumenting.map((integration) => () => integration), consoleCapture, ...tracing];
}

/** Once per page: setting tracing up is a 60–110 ms task at 4× CPU slow-down, which untraced pages skip. */
export const tracesFor = (random: () => number): boolean => random() < SENTRY_SAMPLING.traces;

type SentryIntegration = Parameters<SentrySdk['addIntegration']>[0];

export class SentryErrorReporter implements ErrorReporter {
  /** Set once every earlier report is sent. */
  private sdk: SentrySdk | null = null;
  private initialised: SentrySdk | null = null;
  private starting: Promise<void> | undefined;
  private failed = false;
  private queued: { error: unknown; context: string | undefined }[] = [];
  private userId: string | null = null;
  private readonly fallback = new ConsoleErrorReporter();

  constructor(
    private readonly config: SentryConfig,
    private readonly load: () => Promise<SentrySdk> = () =>
      import(
        /* webpackChunkName: "sentry" */
        /* webpackExports: ["init", "addIntegration", "getDefaultIntegrations", "captureException", "setUser", "browserTracingIntegration", "browserProfilingIntegration", "captureConsoleIntegration"] */
        '@sentry/browser'
      ),
    private readonly random: () => number = Math.random,
  ) {}

  /** Never rejects. */
  start(): Promise<void> {
    this.starting ??= this.load()
      .then((sdk) => this.startWith(sdk))
      .catch(() => {
        this.failed = true;
        for (const { error, context } of this.queued) this.fallback.report(error, context);
        this.queued = [];
      });
    return this.starting;
  }

  private async startWith(sdk: SentrySdk): Promise<void> {
    await nextTask();
    sdk.init(sentryOptions(this.config));
    this.initialised = sdk;
    if (this.userId !== null) sdk.setUser({ id: this.userId });
    for (const integration of sentryLateIntegrations(sdk, tracesFor(this.random), this.config.logLevel)) {
      await nextTask();
      sdk.addIntegration(integration());
    }
    // The first capture compiles much of the SDK: one report a task.
    while (this.queued.length > 0) {
      await nextTask();
      const [first, ...rest] = this.queued;
      this.queued = rest;
      if (first) this.capture(sdk, first.error, first.context);
    }
    this.sdk = sdk;
  }

  report(error: unknown, context?: string): void {
    const sdk = this.sdk;
    // Its own task: capturing must not lengthen the task that failed.
    if (sdk) void nextTask().then(() => this.capture(sdk, error, context));
    else if (this.failed) this.fallback.report(error, context);
    else this.queued = [...this.queued, { error, context }].slice(-MAX_QUEUED_REPORTS);
  }

  setUser(userId: string | null): void {
    this.userId = userId;
    try {
      this.initialised?.setUser(userId === null ? null : { id: userId });
    } catch {
      // Reporting must never break the caller.
    }
  }

  private capture(sdk: SentrySdk, error: unknown, context: string | undefined): void {
    try {
      sdk.captureException(error, context === undefined ? undefined : { tags: { context: scrubText(context) } });
    } catch {
      this.fallback.report(error, context);
    }
  }
}
