// Error reporting with Sentry (spec §9): only when both the DSN and the environment name are configured
// (the composition root decides); its SDK is its own chunk, started after first paint; reports and the
// user before that are kept and replayed. Errors sampled at 0.05, page loads and navigations traced
// at 0.01 and every traced one profiled, 100 breadcrumbs, the user by id only, no IP inference, and
// every event, breadcrumb and span scrubbed of personal data before it leaves.
import type * as SentryBrowser from '@sentry/browser';
import type { BrowserOptions } from '@sentry/browser';
import type { ErrorReporter } from '../../application/ports/error-reporter.port';
import { scrubText } from '../../domain/privacy/scrub';
import { nextTask } from '../browser/next-task';
import { ConsoleErrorReporter } from './console-error-reporter';
import { scrubBreadcrumb, scrubEvent, scrubSpan } from './sentry-scrub';

/** What the reporter uses of @sentry/browser. */
export type SentrySdk = Pick<
  typeof SentryBrowser,
  'init' | 'addIntegration' | 'getDefaultIntegrations' | 'captureException' | 'setUser' | 'browserTracingIntegration' | 'browserProfilingIntegration'
>;

export type SentryConfig = { readonly dsn: string; readonly environment: string };

/** Spec §9's constants. */
export const SENTRY_SAMPLING = {
  errors: 0.05,
  /** Page loads and navigations; nothing else is traced. */
  traces: 0.01,
  /** Every traced transaction is profiled. */
  profiles: 1,
  breadcrumbs: 100,
} as const;

const TRACED_OPERATIONS: ReadonlySet<unknown> = new Set(['pageload', 'navigation']);

/** Reports made before the SDK started, kept to replay (bounded: a crash loop must not fill memory). */
const MAX_QUEUED_REPORTS = 20;

/** The SDK options for a configuration: the spec's rates, nothing personal collected, every payload scrubbed. */
export function sentryOptions(config: SentryConfig): BrowserOptions {
  return {
    dsn: config.dsn,
    environment: config.environment,
    sampleRate: SENTRY_SAMPLING.errors,
    // A page is traced or not as a whole, chosen at the trace rate when the SDK starts (tracesFor): only
    // a traced page gets the tracing integration, and there every page load and navigation is traced.
    tracesSampler: ({ attributes }) => (TRACED_OPERATIONS.has(attributes?.['sentry.op']) ? 1 : 0),
    profileSessionSampleRate: SENTRY_SAMPLING.profiles,
    profileLifecycle: 'trace',
    maxBreadcrumbs: SENTRY_SAMPLING.breadcrumbs,
    // No trace headers on any request: our APIs and the analytics proxy do not allow them in CORS (a
    // traced page load would fail its preflights), and they would link a person's requests across services.
    tracePropagationTargets: [],
    // userInfo false is what turns the server's IP inference off (infer_ip: never).
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    // No release-health sessions: they would post to the reporting endpoint on every page load, before
    // anything went wrong and before the visitor did anything (issue 8: no third-party request then).
    // The default integrations that only process events start with the SDK; the ones that instrument
    // the page, profiling and tracing are added after it, each in its own task (sentryLateIntegrations).
    integrations: (defaults) => defaults.filter((integration) => integration.name !== 'BrowserSession' && !INSTRUMENTING.has(integration.name)),
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
    beforeSendSpan: (span) => scrubSpan(span),
  };
}

/** The default integrations that wrap browser APIs (error handlers, timers and listeners, breadcrumbs, the console). */
const INSTRUMENTING: ReadonlySet<string> = new Set(['GlobalHandlers', 'BrowserApiErrors', 'Breadcrumbs', 'Console']);

/**
 * The integrations added one task after another once the SDK is up: setting each up costs up to tens
 * of milliseconds on a slow phone, and together with init they made one task over 50 ms (issue 8).
 * Error capture comes first; profiling before tracing, so that it sees the page-load span tracing starts.
 */
export function sentryLateIntegrations(
  sdk: Pick<SentrySdk, 'getDefaultIntegrations' | 'browserTracingIntegration' | 'browserProfilingIntegration'>,
  traced: boolean,
): readonly (() => SentryIntegration)[] {
  const instrumenting = sdk.getDefaultIntegrations({}).filter((integration) => INSTRUMENTING.has(integration.name));
  const tracing = traced ? [() => sdk.browserProfilingIntegration(), () => sdk.browserTracingIntegration()] : [];
  return [...instrumenting.map((integration) => () => integration), ...tracing];
}

/**
 * Whether this page is traced (spec §9: page loads and navigations at 0.01). Chosen once per page, so
 * the other 99 pages in 100 never set tracing up: it watches every performance entry and, a second
 * after load, turns them into spans, a task of 60-110 ms at 4× CPU slow-down (issue 8).
 */
export const tracesFor = (random: () => number): boolean => random() < SENTRY_SAMPLING.traces;

type SentryIntegration = Parameters<SentrySdk['addIntegration']>[0];

export class SentryErrorReporter implements ErrorReporter {
  /** Set once the SDK is up and every earlier report is sent: reports go straight to it. */
  private sdk: SentrySdk | null = null;
  /** Set once init has run: the user is set on it from then on. */
  private initialised: SentrySdk | null = null;
  private starting: Promise<void> | undefined;
  private failed = false;
  private queued: { error: unknown; context: string | undefined }[] = [];
  private userId: string | null = null;
  private readonly fallback = new ConsoleErrorReporter();

  constructor(
    private readonly config: SentryConfig,
    private readonly load: () => Promise<SentrySdk> = () => import(
        /* webpackChunkName: "sentry" */
        /* webpackExports: ["init", "addIntegration", "getDefaultIntegrations", "captureException", "setUser", "browserTracingIntegration", "browserProfilingIntegration"] */
        '@sentry/browser'
      ),
    private readonly random: () => number = Math.random,
  ) {}

  /** Loads and starts the SDK once (the composition root calls this after first paint). Never rejects. */
  start(): Promise<void> {
    this.starting ??= this.load()
      .then((sdk) => this.startWith(sdk))
      .catch(() => {
        // The chunk did not load (offline, blocked) or the SDK broke: the console keeps what would have been sent.
        this.failed = true;
        for (const { error, context } of this.queued) this.fallback.report(error, context);
        this.queued = [];
      });
    return this.starting;
  }

  /** Starting the SDK, each late integration and each queued report: separate tasks, none long (issue 8). */
  private async startWith(sdk: SentrySdk): Promise<void> {
    await nextTask();
    sdk.init(sentryOptions(this.config));
    this.initialised = sdk;
    if (this.userId !== null) sdk.setUser({ id: this.userId });
    for (const integration of sentryLateIntegrations(sdk, tracesFor(this.random))) {
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
    // In a task of its own: capturing parses stacks and may compile much of the SDK, which must not
    // lengthen the task that failed (often a vendor's own start-up, as when the link service is down).
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
