// Error reports to Sentry: queued (bounded) until its SDK is up, then one task each. The SDK's chunk holds only the SDK, so
// it keeps its name ("sentry"), which the bench's vendor-task attribution reads; its set-up loads beside it.
import type { ErrorReporter } from '../../application/ports/error-reporter.port';
import { nextTask } from '../browser/next-task';
import { ConsoleErrorReporter } from './console-error-reporter';
import type * as SentrySetup from './sentry-setup';
import type { SentryConfig, SentrySdk } from './sentry-setup';

/** So that a crash loop cannot fill memory before the SDK is up. */
const MAX_QUEUED_REPORTS = 20;

type Started = { readonly sdk: SentrySdk; readonly setup: typeof SentrySetup };

export class SentryErrorReporter implements ErrorReporter {
  /** Set once every earlier report is sent. */
  private started: Started | null = null;
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
    this.starting ??= Promise.all([this.load(), import(/* webpackChunkName: "sentry-setup" */ './sentry-setup')])
      .then(([sdk, setup]) => this.startWith({ sdk, setup }))
      .catch(() => {
        this.failed = true;
        for (const { error, context } of this.queued) this.fallback.report(error, context);
        this.queued = [];
      });
    return this.starting;
  }

  private async startWith(started: Started): Promise<void> {
    const { sdk, setup } = started;
    await nextTask();
    sdk.init(setup.sentryOptions(this.config));
    this.initialised = sdk;
    if (this.userId !== null) sdk.setUser({ id: this.userId });
    for (const integration of setup.sentryLateIntegrations(sdk, setup.tracesFor(this.random), this.config.logLevel)) {
      await nextTask();
      sdk.addIntegration(integration());
    }
    // The first capture compiles much of the SDK: one report a task.
    while (this.queued.length > 0) {
      await nextTask();
      const [first, ...rest] = this.queued;
      this.queued = rest;
      if (first) this.capture(started, first.error, first.context);
    }
    this.started = started;
  }

  report(error: unknown, context?: string): void {
    const started = this.started;
    // Its own task: capturing must not lengthen the task that failed.
    if (started) void nextTask().then(() => this.capture(started, error, context));
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

  private capture({ sdk, setup }: Started, error: unknown, context: string | undefined): void {
    try {
      setup.capture(sdk, error, context);
    } catch {
      this.fallback.report(error, context);
    }
  }
}
