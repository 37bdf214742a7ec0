import { randomUUID } from 'node:crypto';
import { type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import { parseJsonSafely, readBody } from './body';
import { corsHeaders, preflightHeaders } from './cors';

type JsonBody = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly reason: 'malformed' | 'too-large' };

export type HttpRequest = {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: IncomingHttpHeaders;
  /** The body as JSON (an empty body is `{}`); read at most once. */
  readonly json: () => Promise<JsonBody>;
  /** The body as text, or null when it was over `maxBytes` (default 64 KB) or cut off; the same single read as json. */
  readonly text: (maxBytes?: number) => Promise<string | null>;
};

export type HttpResponse = {
  readonly status: number;
  readonly body?: unknown;
  /** Sent as is instead of `body`; give its Content-Type in headers. */
  readonly text?: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly delayMs?: number;
};

export type Route = {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string | RegExp;
  readonly handle: (request: HttpRequest) => HttpResponse | Promise<HttpResponse>;
};

export type HttpShellOptions = {
  readonly routes: () => readonly Route[];
  readonly allowAnyOrigin?: boolean;
  readonly hostAllowed: (host: string | undefined) => boolean;
  readonly log?: (line: string) => void;
};

const matches = (route: Route, path: string): boolean => (typeof route.path === 'string' ? route.path === path : route.path.test(path));

const FOREIGN_HOST = { error: 'ForbiddenHost', message: 'This server answers loopback host names only (localhost, 127.0.0.1, [::1]).' } as const;

const tooLarge: HttpResponse = { status: 413, body: { error: 'PayloadTooLarge', message: 'The request body is over 64 KB.' } };

function makeBody(req: IncomingMessage): { json: () => Promise<JsonBody>; text: (maxBytes?: number) => Promise<string | null> } {
  let read: ReturnType<typeof readBody> | undefined;
  const text = async (maxBytes?: number) => {
    read ??= readBody(req, maxBytes);
    const result = await read;
    return result.kind === 'ok' ? result.text : null;
  };
  const json = async (): Promise<JsonBody> => {
    const raw = await text();
    if (raw === null) return { ok: false, reason: 'too-large' };
    if (raw.trim() === '') return { ok: true, value: {} };
    const parsed = parseJsonSafely(raw);
    return parsed.ok ? parsed : { ok: false, reason: 'malformed' };
  };
  return { json, text };
}

export function createHttpShell(options: HttpShellOptions): Server {
  const allowAnyOrigin = options.allowAnyOrigin ?? false;
  const log = options.log ?? ((line: string) => console.log(line));

  const respond = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const origin = typeof req.headers.origin === 'string' ? req.headers.origin : undefined;
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://local');
    if (!options.hostAllowed(req.headers.host)) {
      // No CORS grant and nothing read: a page under a foreign name learns only that it was refused.
      res.writeHead(403, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(JSON.stringify(FOREIGN_HOST));
      return;
    }
    if (method === 'OPTIONS') {
      res.writeHead(204, preflightHeaders(origin, allowAnyOrigin)).end();
      return;
    }
    const { json, text } = makeBody(req);
    const candidates = options.routes().filter((route) => matches(route, url.pathname));
    const route = candidates.find((candidate) => candidate.method === method);
    let answer: HttpResponse;
    if (route) answer = await route.handle({ method, path: url.pathname, query: url.searchParams, headers: req.headers, json, text });
    else if (candidates.length > 0) answer = { status: 405, body: { error: 'MethodNotAllowed', message: `${method} is not allowed on ${url.pathname}.` } };
    else answer = { status: 404, body: { error: 'NotFound', message: `No route for ${method} ${url.pathname}.` } };
    // A body the route did not read is still drained (and capped) before answering.
    await json();
    // Unref'd: a forced delay never keeps a closing backend (or a test worker) alive.
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs).unref());
    const headers: Record<string, string> = {
      'Cache-Control': 'no-store',
      'x-amzn-RequestId': randomUUID(),
      ...corsHeaders(origin, allowAnyOrigin),
      ...answer.headers,
    };
    if (answer.text !== undefined) {
      res.writeHead(answer.status, { 'Content-Type': 'application/json', ...headers }).end(answer.text);
      return;
    }
    if (answer.body === undefined) {
      res.writeHead(answer.status, headers).end();
      return;
    }
    res.writeHead(answer.status, { 'Content-Type': 'application/json', ...headers }).end(JSON.stringify(answer.body));
  };

  return createServer((req, res) => {
    respond(req, res).catch((error: unknown) => {
      log(`[local-backend] ${req.method ?? '?'} ${req.url ?? '?'} failed: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: 'InternalError' }));
      else res.destroy();
    });
  });
}

export const badBody = (reason: 'malformed' | 'too-large'): HttpResponse =>
  reason === 'too-large' ? tooLarge : { status: 400, body: { error: 'MalformedJson', message: 'The request body is not JSON.' } };
