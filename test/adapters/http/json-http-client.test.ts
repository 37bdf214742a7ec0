// JsonHttpClient's retries against a raw loopback server that answers from a script: how many
// requests arrive, and which waits the client asks for between them (the sleep is injected).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { JsonHttpClient, requireToken, type HttpMethod, type JsonHttpClientOptions } from '../../../src/adapters/http/json-http-client';
import { OWN_CLIENT_RETRY_LIMIT } from '../../../src/adapters/http/retry-policy';

/** A status to answer with, or 'hang-up' to close the connection without an answer. */
type Answer = number | 'hang-up';

let server: Server;
let base: string;
let seen: { method: string; url: string }[];
let script: Answer[];
let slept: number[];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '' });
    // The last answer repeats once the script runs out.
    const answer = script.length > 1 ? script.shift() : script[0];
    req.resume();
    req.on('end', () => {
      if (answer === 'hang-up' || answer === undefined) req.socket.destroy();
      else res.writeHead(answer, { 'Content-Type': 'application/json' }).end(answer < 300 ? '{"ok":true}' : '{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen = [];
  slept = [];
});

const client = (options: Partial<JsonHttpClientOptions> = {}) =>
  new JsonHttpClient({ baseUrl: base, bearer: async () => O.some('the-token'), sleep: async (ms) => void slept.push(ms), ...options });

const send = (c: JsonHttpClient, method: HttpMethod = 'GET') =>
  c.send({ method, path: 'thing', ...(method === 'POST' ? { body: { a: 1 } } : {}) }, (text) => E.right(JSON.parse(text) as unknown));

describe('JsonHttpClient retries', () => {
  it('retries a GET that answers 503 twice, waiting 300 then 600 ms, and returns the third answer', async () => {
    script = [503, 503, 200];

    await expect(send(client())).resolves.toEqual(E.right({ ok: true }));
    expect(seen).toEqual([
      { method: 'GET', url: '/api/thing' },
      { method: 'GET', url: '/api/thing' },
      { method: 'GET', url: '/api/thing' },
    ]);
    expect(slept).toEqual([300, 600]);
  });

  it('stops after two retries and returns the last failure', async () => {
    script = [503];

    await expect(send(client())).resolves.toEqual(E.left({ kind: 'Http', status: 503 }));
    expect(seen).toHaveLength(3);
    expect(slept).toEqual([300, 600]);
  });

  it('never retries a POST', async () => {
    script = [503, 200];

    await expect(send(client(), 'POST')).resolves.toEqual(E.left({ kind: 'Http', status: 503 }));
    expect(seen).toEqual([{ method: 'POST', url: '/api/thing' }]);
    expect(slept).toEqual([]);
  });

  it('sends exactly one request with retries 0 (the product’s own clients)', async () => {
    script = [503, 200];

    await expect(send(client({ retries: OWN_CLIENT_RETRY_LIMIT }))).resolves.toEqual(E.left({ kind: 'Http', status: 503 }));
    expect(seen).toHaveLength(1);
    expect(slept).toEqual([]);
  });

  it.each([408, 413, 429, 500, 502, 504])('retries a GET after %i', async (status) => {
    script = [status, 200];

    await expect(send(client())).resolves.toEqual(E.right({ ok: true }));
    expect(seen).toHaveLength(2);
    expect(slept).toEqual([300]);
  });

  it('retries a GET that got no answer', async () => {
    script = ['hang-up', 200];

    await expect(send(client())).resolves.toEqual(E.right({ ok: true }));
    expect(seen).toHaveLength(2);
  });

  it.each([400, 404, 501])('does not retry a GET after %i', async (status) => {
    script = [status, 200];

    await expect(send(client())).resolves.toEqual(E.left({ kind: 'Http', status }));
    expect(seen).toHaveLength(1);
  });

  it('does not retry a 2xx answer its decoder refuses', async () => {
    script = [200];
    const refuse = () => E.left({ kind: 'Decode' as const, details: ['no'] });

    await expect(client().send({ method: 'GET', path: 'thing' }, refuse)).resolves.toEqual(E.left({ kind: 'Decode', details: ['no'] }));
    expect(seen).toHaveLength(1);
  });
});

describe('requireToken', () => {
  it.each([
    [O.none, E.left({ kind: 'NoToken' })],
    [O.some(''), E.left({ kind: 'NoToken' })],
    [O.some('   '), E.left({ kind: 'NoToken' })],
    [O.some('eyJ.a.b'), E.right('eyJ.a.b')],
  ])('%j gives %j: no request goes out without a token', (token, expected) => {
    expect(requireToken(token)).toEqual(expected);
  });
});
