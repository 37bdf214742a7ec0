// A large breach-status answer is decoded by a worker and comes back in parts; what the person gets is
// exactly what decoding on the main thread gives, and a worker that fails loses nothing.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { AxiosProtectionApi, LARGE_ANSWER_BYTES } from '../../../src/adapters/protection-api/axios-protection-api';
import { decodeInWorker, PART_SIZE, toParts, type BreachStatusPart, type DecodingWorker } from '../../../src/adapters/protection-api/breach-status-parts';
import type { Breach, BreachStatus } from '../../../src/domain/breach/breach';
import { rankBreaches } from '../../../src/domain/breach/breach-ranking';
import type { HttpFailure } from '../../../src/domain/http-failure';
import { decodeBreachStatus } from '../../../src/wire/protection-api.wire';

const decodeHere = async (body: Blob) => decodeBreachStatus(await body.text());
const blob = (text: string) => new Blob([text]);

const byName = (breaches: readonly Breach[] | null) =>
  breaches === null ? null : [...breaches].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

/** The same breaches as decoding here (in any order), and the ranking the dashboard would make of them. */
function expectSameAnswer(gathered: E.Either<HttpFailure, BreachStatus>, text: string): void {
  const here = decodeBreachStatus(text);
  if (E.isLeft(here) || E.isLeft(gathered)) return void expect(gathered).toEqual(here);
  expect(byName(gathered.right.dataBreaches)).toEqual(byName(here.right.dataBreaches));
  expect(gathered.right.ranking).toEqual(here.right.dataBreaches === null ? undefined : rankBreaches(here.right.dataBreaches));
}

/** `count` breaches, the first `retired` of them left out of the dashboard. */
function breachStatusText(count: number, retired = 0): string {
  const breaches = Array.from({ length: count }, (_, i) => ({
    name: `Breach${i}`,
    title: `Breach ${i}`,
    domain: `breach${i}.example`,
    breach_date: '2020-01-01',
    added_date: '2020-02-01',
    pwn_count: i,
    data_classes: ['Email addresses', i % 2 === 0 ? 'Passwords' : 'Usernames'],
    is_verified: true,
    is_fabricated: false,
    is_sensitive: false,
    is_retired: i < retired,
    is_spam_list: false,
    is_malware: false,
    email_addresses: ['ada@example.com'],
  }));
  return JSON.stringify({ data_breaches: breaches });
}

/**
 * Does what the worker script does, asynchronously as a worker would: says it is ready, then decodes what it is
 * sent. Counts what it is sent and what it posts; `failing` fails it before it is ready (its script did not
 * load) or after it has the answer.
 */
function inProcessWorker(log: { created: number; posted: BreachStatusPart[]; sent?: unknown[] }, failing?: 'loading' | 'decoding'): DecodingWorker {
  log.created += 1;
  const worker: DecodingWorker = {
    onmessage: null,
    onerror: null,
    postMessage: (body) => {
      log.sent?.push(body);
      void decodeHere(body).then((result) => {
        if (failing === 'decoding') return worker.onerror?.(new Error('the worker script failed'));
        for (const part of toParts(result)) {
          log.posted.push(part);
          worker.onmessage?.({ data: structuredClone(part) });
        }
      });
    },
    terminate: () => undefined,
  };
  setTimeout(
    () => (failing === 'loading' ? worker.onerror?.(new Error('the worker script did not load')) : worker.onmessage?.({ data: { kind: 'ready' } })),
    0,
  );
  return worker;
}

describe('the parts of a decoded answer', () => {
  it.each([
    ['no breaches', 0, 0, 1],
    ['fewer than one part', PART_SIZE - 1, 0, 2],
    ['exactly one part', PART_SIZE, 0, 2],
    ['two parts and a bit', PART_SIZE * 2 + 1, 0, 4],
    ['some left out', 10, 3, 3],
  ])('%s: %i breaches (%i left out) make %i messages, and gathered again they are the answer', async (_label, count, retired, messages) => {
    const text = breachStatusText(count, retired);
    const log = { created: 0, posted: [] as BreachStatusPart[] };

    const gathered = await decodeInWorker(blob(text), async () => inProcessWorker(log), decodeHere);

    expect(log.posted).toHaveLength(messages);
    expect(log.posted.every((part) => part.kind !== 'ranked' || part.tracked.length <= PART_SIZE)).toBe(true);
    expectSameAnswer(gathered, text);
  });

  it('keeps "could not be read" (a null list) apart from "no breaches"', async () => {
    const log = { created: 0, posted: [] as BreachStatusPart[] };
    await expect(decodeInWorker(blob('{"data_breaches": null}'), async () => inProcessWorker(log), decodeHere)).resolves.toEqual(
      E.right({ dataBreaches: null }),
    );
    await expect(decodeInWorker(blob('{"data_breaches": []}'), async () => inProcessWorker(log), decodeHere)).resolves.toEqual(
      E.right({ dataBreaches: [], ranking: rankBreaches([]) }),
    );
  });

  it.each([
    ['not JSON', '<html>busy</html>'],
    ['the wrong shape', '{"data_breaches": [{"name": 1}]}'],
  ])('answers %s with the same Decode failure as the main thread', async (_label, text) => {
    const log = { created: 0, posted: [] as BreachStatusPart[] };
    const gathered = await decodeInWorker(blob(text), async () => inProcessWorker(log), decodeHere);
    expect(E.isLeft(gathered) && gathered.left.kind).toBe('Decode');
    expect(gathered).toEqual(decodeBreachStatus(text));
  });

  it('decodes here when the worker cannot load', async () => {
    const text = breachStatusText(3);
    const log = { created: 0, posted: [] as BreachStatusPart[] };
    await expect(decodeInWorker(blob(text), () => Promise.reject(new Error('ChunkLoadError')), decodeHere)).resolves.toEqual(decodeBreachStatus(text));
    await expect(decodeInWorker(blob(text), async () => inProcessWorker(log, 'loading'), decodeHere)).resolves.toEqual(decodeBreachStatus(text));
  });

  it('sends the answer once the worker runs, and still has it to decode here when the worker then fails', async () => {
    const text = breachStatusText(3);
    const log = { created: 0, posted: [] as BreachStatusPart[], sent: [] as unknown[] };
    const gathered = await decodeInWorker(blob(text), async () => inProcessWorker(log, 'decoding'), decodeHere);
    expect(log.sent).toHaveLength(1);
    expect(gathered).toEqual(decodeBreachStatus(text));
  });
});

describe('AxiosProtectionApi with a decoding worker', () => {
  let server: Server;
  let base = '';
  let body = '';
  beforeAll(async () => {
    // One connection per request: after a slow test the client would reuse a socket the server had closed.
    server = createServer((_req, res) => void res.writeHead(200, { 'Content-Type': 'application/json', Connection: 'close' }).end(body));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const apiWith = (log: { created: number; posted: BreachStatusPart[] }) =>
    new AxiosProtectionApi({
      protectionApi: { url: `${base}/api/`, key: 'the-key' },
      verificationUrl: `${base}/verify/`,
      verificationKey: 'the-verification-key',
      bearer: async () => O.some('the-token'),
      decodingWorker: async () => inProcessWorker(log),
    });

  it('sends a large answer to the worker as its blob, and gets the same breaches', async () => {
    body = breachStatusText(5_000);
    expect(body.length).toBeGreaterThanOrEqual(LARGE_ANSWER_BYTES);
    const log = { created: 0, posted: [] as BreachStatusPart[], sent: [] as unknown[] };

    const answer = await apiWith(log).getBreachStatus();

    expect(log.created).toBe(1);
    expect(log.sent).toHaveLength(1);
    expect(log.sent[0]).toBeInstanceOf(Blob);
    expect(await (log.sent[0] as Blob).text()).toBe(body);
    expectSameAnswer(answer, body);
    expect(E.isRight(answer) && answer.right.dataBreaches?.length).toBe(5_000);
  });

  it('decodes a small answer where it is, with no worker', async () => {
    body = breachStatusText(10);
    const log = { created: 0, posted: [] as BreachStatusPart[] };

    const answer = await apiWith(log).getBreachStatus();

    expect(log.created).toBe(0);
    expect(E.isRight(answer) && answer.right.dataBreaches?.length).toBe(10);
  });
});
