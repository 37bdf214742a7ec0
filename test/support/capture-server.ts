// The vendor SDKs' HTTP peer in tests: local-backend, whose stand-ins for the analytics proxy
// (`POST /analytics`) and the error-reporting endpoint (`POST /sentry/api/<project>/envelope/`) keep
// what they receive. This gives the Jest tests the same peer the local journeys use.
import { startLocalBackend } from '../../local-backend/index';

export type Captured = { readonly url: string; readonly body: string };

export type CaptureServer = {
  readonly origin: string;
  /** A Sentry DSN whose envelopes arrive here, with this public key. */
  dsn(publicKey: string): string;
  /** What arrived so far, oldest first (`url` is the path with its query). */
  readonly requests: readonly Captured[];
  /** Resolves once `count` requests matching `match` arrived (rejects after `timeoutMs`). */
  waitFor(match: (request: Captured) => boolean, count?: number, timeoutMs?: number): Promise<Captured[]>;
  /** The first request matching `match`, once it arrived. */
  waitForOne(match: (request: Captured) => boolean, timeoutMs?: number): Promise<Captured>;
  clear(): void;
  close(): Promise<void>;
};

export async function startCaptureServer(): Promise<CaptureServer> {
  const backend = await startLocalBackend({ log: () => undefined });
  const requests = (): Captured[] =>
    backend.captures.list().map((capture) => ({ url: capture.query === '' ? capture.path : `${capture.path}?${capture.query}`, body: capture.body }));
  const capture: CaptureServer = {
    origin: backend.url,
    dsn: (publicKey) => backend.sentryDsn.replace('://local@', `://${publicKey}@`),
    get requests() {
      return requests();
    },
    async waitFor(match, count = 1, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = requests().filter(match);
        if (found.length >= count) return found;
        if (Date.now() > deadline) throw new Error(`expected ${count} matching requests, got ${found.length} of ${requests().length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async waitForOne(match, timeoutMs) {
      const [first] = await capture.waitFor(match, 1, timeoutMs);
      if (!first) throw new Error('no matching request');
      return first;
    },
    clear: () => backend.captures.clear(),
    close: () => backend.close(),
  };
  return capture;
}
