// Error reporting with Sentry (spec §9): only when both the DSN and the environment name are configured
// (the composition root decides); its SDK is its own chunk, started after first paint; reports and the
// user before that are kept and replayed. Errors sampled at 0.05, page loads and navigations traced
// at 0.01 and every traced one profiled, 100 breadcrumbs, the user by id only, no IP inference, and
// every event, breadcrumb and span scrubbed of personal data before it leaves.
import type * as SentryBrowser from '@sentry/browser';
import type { BrowserOptions } from '@sentry/browser';
import type { ErrorReporter } from '../../application/ports/error-reporter.port';
import { scrubText } from '../../domain/privacy/scrub';
import { ConsoleErrorReporter } from './console-error-reporter';
import { scrubBreadcrumb, scrubEvent, scrubSpan } from './sentry-scrub';

/** What the reporter uses of @sentry/browser. */
export type SentrySdk = Pick<
  typeof SentryBrowser,
  'init' | 'captureException' | 'setUser' | 'browserTracingIntegration' | 'browserProfilingIntegration'
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
export function sentryOptions(config: SentryConfig, sdk: Pick<SentrySdk, 'browserTracingIntegration' | 'browserProfilingIntegration'>): BrowserOptions {
  return {
    dsn: config.dsn,
    environment: config.environment,
    sampleRate: SENTRY_SAMPLING.errors,
    tracesSampler: ({ attributes }) => (TRACED_OPERATIONS.has(attributes?.['sentry.op']) ? SENTRY_SAMPLING.traces : 0),
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
    integrations: (defaults) => [
      ...defaults.filter((integration) => integration.name !== 'BrowserSession'),
      sdk.browserTracingIntegration(),
      sdk.browserProfilingIntegration(),
    ],
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
    beforeSendSpan: (span) => scrubSpan(span),
  };
}

export class SentryErrorReporter implements ErrorReporter {
  private sdk: SentrySdk | null = null;
  private starting: Promise<void> | undefined;
  private failed = false;
  private queued: { error: unknown; context: string | undefined }[] = [];
  private userId: string | null = null;
  private readonly fallback = new ConsoleErrorReporter();

  constructor(
    private readonly config: SentryConfig,
    private readonly load: () => Promise<SentrySdk> = () => import(/* webpackChunkName: "sentry" */ '@sentry/browser'),
  ) {}

  /** Loads and starts the SDK once (the composition root calls this after first paint). Never rejects. */
  start(): Promise<void> {
    this.starting ??= this.load().then(
      (sdk) => {
        sdk.init(sentryOptions(this.config, sdk));
        this.sdk = sdk;
        if (this.userId !== null) sdk.setUser({ id: this.userId });
        for (const { error, context } of this.queued) this.capture(sdk, error, context);
        this.queued = [];
      },
      () => {
        // The chunk did not load (offline, blocked): the console keeps what would have been sent.
        this.failed = true;
        for (const { error, context } of this.queued) this.fallback.report(error, context);
        this.queued = [];
      },
    );
    return this.starting;
  }

  report(error: unknown, context?: string): void {
    if (this.sdk) this.capture(this.sdk, error, context);
    else if (this.failed) this.fallback.report(error, context);
    else this.queued = [...this.queued, { error, context }].slice(-MAX_QUEUED_REPORTS);
  }

  setUser(userId: string | null): void {
    this.userId = userId;
    try {
      this.sdk?.setUser(userId === null ? null : { id: userId });
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
