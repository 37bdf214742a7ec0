// What Sentry is started with: its options, the integrations that come later, and the scrubbing of what it sends.
import type * as SentryBrowser from '@sentry/browser';
import { capturedMethods, type LogLevel } from '../../domain/log-level';
import { scrubText } from '../../domain/scrub';
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

export function capture(sdk: Pick<SentrySdk, 'captureException'>, error: unknown, context: string | undefined): void {
  sdk.captureException(error, context === undefined ? undefined : { tags: { context: scrubText(context) } });
}
