// Stand-ins for the analytics proxy and Sentry's envelope endpoint; they keep what arrived, so a journey can check that nothing personal was ever sent.
import { isRecord } from '../cognito/request';
import { MAX_DRAIN_BYTES, parseJsonSafely } from '../http/body';
import type { HttpResponse, Route } from '../http/server';

export type Capture = {
  readonly service: 'analytics' | 'error-reports';
  readonly path: string;
  readonly query: string;
  readonly body: string;
  readonly at: number;
};

const MAX_CAPTURES = 500;

export const ANALYTICS_PATH = '/analytics';
export const SENTRY_PATH = '/sentry';

export class CaptureLog {
  private entries: Capture[] = [];

  add(capture: Capture): void {
    this.entries = [...this.entries, capture].slice(-MAX_CAPTURES);
  }

  list(): readonly Capture[] {
    return [...this.entries];
  }

  clear(): void {
    this.entries = [];
  }
}

export function captureRoutes(log: CaptureLog, clock: () => number): Route[] {
  const tooLarge: HttpResponse = { status: 413, body: { error: 'PayloadTooLarge' } };
  return [
    {
      method: 'POST',
      path: /^\/analytics\/?$/,
      handle: async (request) => {
        const body = await request.text();
        if (body === null) return tooLarge;
        log.add({ service: 'analytics', path: request.path, query: request.query.toString(), body, at: clock() });
        const parsed = parseJsonSafely(body);
        const events = parsed.ok && isRecord(parsed.value) && Array.isArray(parsed.value.events) ? parsed.value.events.length : 0;
        // Amplitude's HTTP V2 answer.
        return { status: 200, body: { code: 200, events_ingested: events, payload_size_bytes: body.length, server_upload_time: clock() } };
      },
    },
    {
      method: 'POST',
      path: /^\/sentry\/api\/\d+\/envelope\/?$/,
      handle: async (request) => {
        // Envelopes with a profile run past the APIs' 64 KB; the service takes far more.
        const body = await request.text(MAX_DRAIN_BYTES - 1);
        if (body === null) return tooLarge;
        log.add({ service: 'error-reports', path: request.path, query: request.query.toString(), body, at: clock() });
        return { status: 200, body: {} };
      },
    },
    { method: 'GET', path: '/captures', handle: () => ({ status: 200, body: log.list() }) },
    {
      method: 'DELETE',
      path: '/captures',
      handle: () => {
        log.clear();
        return { status: 204 };
      },
    },
  ];
}
