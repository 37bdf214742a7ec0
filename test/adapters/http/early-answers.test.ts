import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { EARLY_ANSWERS_FOR_MS, EARLY_READS_GLOBAL, earlyAnswersOf, earlyReadKey, type EarlyReads } from '../../../src/adapters/http/early-answers';
import { JsonHttpClient } from '../../../src/adapters/http/json-http-client';
import type * as ClientModule from '../../../src/adapters/http/json-http-client';

const READ = { method: 'GET', path: 'breach-progress' } as const;

const windowWith = (answer: Promise<Response>, at = 0) => {
  answer.catch(() => undefined);
  const reads: EarlyReads = { token: 't', at, answers: { [earlyReadKey(READ)]: answer } };
  return { [EARLY_READS_GLOBAL]: reads };
};

describe('early answers', () => {
  it('are taken once, by the same request with the same token, within their time', () => {
    const answer = Promise.resolve(new Response('{}'));
    expect(earlyAnswersOf(windowWith(answer), () => 0)({ ...READ, path: 'other' }, 't')).toBeUndefined();
    expect(earlyAnswersOf(windowWith(answer), () => 0)(READ, 'other token')).toBeUndefined();
    expect(earlyAnswersOf(windowWith(answer), () => EARLY_ANSWERS_FOR_MS + 1)(READ, 't')).toBeUndefined();
    const win = windowWith(answer);
    expect(earlyAnswersOf(win, () => EARLY_ANSWERS_FOR_MS)(READ, 't')).toBe(answer);
    expect(earlyAnswersOf(win, () => 0)(READ, 't')).toBeUndefined();
  });

  it.each([
    ['an answer', Promise.resolve(new Response('[1]', { status: 200 })), E.right('[1]')],
    ['a refusal', Promise.resolve(new Response('', { status: 401 })), E.left({ kind: 'Http', status: 401 })],
    ['no answer in time', Promise.reject(Object.assign(new Error('signal timed out'), { name: 'TimeoutError' })), E.left({ kind: 'Timeout' })],
    ['no answer at all', Promise.reject(new TypeError('Failed to fetch')), E.left({ kind: 'Network' })],
  ])('the client reads %s as it would its own', async (_case, answer, expected) => {
    const client = new JsonHttpClient({
      baseUrl: 'http://127.0.0.1:9/',
      retries: 0,
      bearer: async () => O.some('t'),
      early: earlyAnswersOf(windowWith(answer), () => 0),
    });
    expect(await client.send(READ, (text) => E.right(text))).toEqual(expected);
  });
});

describe("the client's own code", () => {
  /** The client module fresh, with axios's module counted each time it is taken (or refused, as a chunk that never arrived). */
  const freshClient = (arrives: boolean) => {
    const taken = { count: 0 };
    jest.resetModules();
    jest.doMock('axios', () => {
      taken.count += 1;
      if (!arrives) throw new Error('Loading chunk http-client failed');
      return jest.requireActual('axios');
    });
    const module: typeof ClientModule = jest.requireActual('../../../src/adapters/http/json-http-client');
    return { taken, ...module };
  };

  afterEach(() => {
    jest.dontMock('axios');
    jest.resetModules();
  });

  it('is not fetched while every request has an early answer; the first request without one fetches it, once', async () => {
    const { taken, JsonHttpClient: Client } = freshClient(true);
    const answer = Promise.resolve(new Response('"early"'));
    const client = new Client({
      baseUrl: 'http://127.0.0.1:9/',
      retries: 0,
      bearer: async () => O.some('t'),
      early: earlyAnswersOf(windowWith(answer), () => 0),
    });

    expect(await client.send(READ, (text) => E.right(text))).toEqual(E.right('"early"'));
    expect(taken.count).toBe(0);

    // Port 9 (discard) refuses: the request is sent with the client's code, and gets no answer.
    expect(await client.send(READ, (text) => E.right(text))).toEqual(E.left({ kind: 'Network' }));
    expect(await client.send(READ, (text) => E.right(text))).toEqual(E.left({ kind: 'Network' }));
    expect(taken.count).toBe(1);
  });

  it('that does not arrive is no answer (Network), never a rejection, and is asked for again by the next request', async () => {
    const { taken, JsonHttpClient: Client, warmHttpClient } = freshClient(false);
    const client = new Client({ baseUrl: 'http://127.0.0.1:9/', retries: 0, bearer: async () => O.some('t') });

    await expect(warmHttpClient()).resolves.toBeUndefined();
    expect(await client.send(READ, (text) => E.right(text))).toEqual(E.left({ kind: 'Network' }));
    expect(await client.send(READ, (text) => E.right(text))).toEqual(E.left({ kind: 'Network' }));
    expect(taken.count).toBe(3);
  });
});
