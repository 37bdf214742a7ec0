// A capture server on 127.0.0.1 for the vendor SDKs that speak HTTP (Sentry envelopes, Amplitude
// batches): it answers every request with 200 and CORS headers and keeps what was sent.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export type Captured = { readonly method: string; readonly url: string; readonly headers: IncomingMessage['headers']; readonly body: string };

export type CaptureServer = {
  readonly origin: string;
  readonly requests: Captured[];
  /** Resolves once `count` requests matching `match` arrived (rejects after `timeoutMs`). */
  waitFor(match: (request: Captured) => boolean, count?: number, timeoutMs?: number): Promise<Captured[]>;
  /** The first request matching `match`, once it arrived. */
  waitForOne(match: (request: Captured) => boolean, timeoutMs?: number): Promise<Captured>;
  clear(): void;
  close(): Promise<void>;
};

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};

export async function startCaptureServer(): Promise<CaptureServer> {
  const requests: Captured[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const body = request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw).toString('utf8') : raw.toString('utf8');
      const captured = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body };
      if (request.method !== 'OPTIONS') requests.push(captured);
      response.writeHead(request.method === 'OPTIONS' ? 204 : 200, { ...CORS, 'content-type': 'application/json' });
      response.end(request.method === 'OPTIONS' ? undefined : JSON.stringify({ code: 200 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const capture: CaptureServer = {
    origin: `http://127.0.0.1:${port}`,
    requests,
    async waitFor(match, count = 1, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = requests.filter(match);
        if (found.length >= count) return found;
        if (Date.now() > deadline) throw new Error(`expected ${count} matching requests, got ${found.length} of ${requests.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async waitForOne(match, timeoutMs) {
      const [first] = await capture.waitFor(match, 1, timeoutMs);
      if (!first) throw new Error('no matching request');
      return first;
    },
    clear: () => void requests.splice(0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return capture;
}
