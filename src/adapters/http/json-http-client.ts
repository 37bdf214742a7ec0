import type { AxiosInstance, AxiosStatic } from 'axios';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { HttpFailure } from '../../domain/http-failure';
import { loadOnce } from '../../application/load-once';
import { DEFAULT_RETRY_LIMIT, HTTP_TIMEOUT_MS, retryDelayMs, shouldRetry } from './retry-policy';

const axiosChunk = loadOnce(() => import(/* webpackChunkName: "http-client" */ 'axios').then((module) => module.default as AxiosStatic));

/** axios is fetched by the first request the page's start did not send, or by this, ahead of a change; a failure is left to the next request. */
export const warmHttpClient = (): Promise<void> =>
  axiosChunk.load().then(
    () => undefined,
    () => undefined,
  );

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type BearerSource = () => Promise<O.Option<string>>;

export const requireToken = (token: O.Option<string>): E.Either<HttpFailure, string> =>
  O.isSome(token) && token.value.trim() !== '' ? E.right(token.value) : E.left({ kind: 'NoToken' });

export type JsonHttpClientOptions = {
  readonly baseUrl: string;
  readonly apiKey?: string;
  readonly bearer: BearerSource;
  readonly timeoutMs?: number;
  readonly retries?: number;
  readonly sleep?: (ms: number) => Promise<void>;
  /** Answers already asked for, taken instead of sending their request. */
  readonly early?: EarlyAnswers;
};

export type JsonRequest = { readonly method: HttpMethod; readonly path: string; readonly body?: unknown };

/** The answer of a request already sent with this token (http/early-answers.ts), if there is one. */
export type EarlyAnswers = (request: JsonRequest, token: string) => Promise<Response> | undefined;

export type Decoder<T> = (text: string) => E.Either<HttpFailure, T>;
/** A 2xx answer's body: `body.text()` reads it off the page's thread (UTF-8, a bad byte replaced); a large one goes to a worker unread. */
export type BodyDecoder<T> = (body: Blob) => Promise<E.Either<HttpFailure, T>>;

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type Attempt = { readonly ok: true; readonly body: Blob } | { readonly ok: false; readonly failure: HttpFailure; readonly status: number | undefined };

/** Never rejects: every failure is an HttpFailure. */
export class JsonHttpClient {
  private readonly http = loadOnce(async (): Promise<AxiosInstance> =>
    (await axiosChunk.load()).create({
      baseURL: this.options.baseUrl,
      timeout: this.options.timeoutMs ?? HTTP_TIMEOUT_MS,
      // The decoder reads the answer itself: axios must not guess at JSON (an HTML page is a Decode failure).
      // A blob, not bytes or text: making a large answer's ArrayBuffer was a 160 ms task on the page's thread.
      responseType: 'blob',
      transformResponse: [(data: unknown) => data],
      transitional: { clarifyTimeoutError: true },
      withCredentials: false,
      headers: { Accept: 'application/json' },
    }),
  );

  constructor(private readonly options: JsonHttpClientOptions) {}

  /** Without a token nothing is sent. A 2xx answer is never retried, whatever the decoder says. */
  send<T>(request: JsonRequest, decode: Decoder<T>): Promise<E.Either<HttpFailure, T>> {
    return this.sendForBody(request, async (body) => decode(await body.text()));
  }

  async sendForBody<T>(request: JsonRequest, decode: BodyDecoder<T>): Promise<E.Either<HttpFailure, T>> {
    const token = requireToken(await this.options.bearer());
    if (E.isLeft(token)) return token;
    const limit = this.options.retries ?? DEFAULT_RETRY_LIMIT;
    for (let retriesSoFar = 0; ; retriesSoFar += 1) {
      const attempt = await this.attempt(request, token.right);
      if (attempt.ok) return decode(attempt.body);
      if (!shouldRetry({ method: request.method, status: attempt.status, retriesSoFar, limit })) return E.left(attempt.failure);
      await (this.options.sleep ?? realSleep)(retryDelayMs(retriesSoFar + 1));
    }
  }

  private async attempt(request: JsonRequest, token: string): Promise<Attempt> {
    const early = this.options.early?.(request, token);
    if (early) return adopted(early);
    try {
      const response = await (
        await this.http.load()
      ).request<unknown>({
        method: request.method,
        url: request.path,
        data: request.body === undefined ? undefined : JSON.stringify(request.body),
        headers: {
          Authorization: `Bearer ${token}`,
          ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(this.options.apiKey === undefined ? {} : { 'x-api-key': this.options.apiKey }),
        },
      });
      return { ok: true, body: toBody(response.data) };
    } catch (error) {
      const failure = classify(error);
      return { ok: false, failure, status: failure.kind === 'Http' ? failure.status : undefined };
    }
  }
}

/** An early answer as an attempt of ours: a fetch that got no answer in time is a Timeout, one that got none at all Network. */
async function adopted(early: Promise<Response>): Promise<Attempt> {
  try {
    const response = await early;
    // Read whole either way, so the connection is free again.
    const body = await response.blob();
    return response.ok ? { ok: true, body } : { ok: false, failure: { kind: 'Http', status: response.status }, status: response.status };
  } catch (error) {
    return { ok: false, failure: (error as { name?: unknown } | null)?.name === 'TimeoutError' ? { kind: 'Timeout' } : { kind: 'Network' }, status: undefined };
  }
}

const toBody = (data: unknown): Blob => (data instanceof Blob ? data : new Blob(typeof data === 'string' ? [data] : []));

/** The error (which holds the request and its headers) goes no further; without the client's code (its chunk did not arrive) there was no answer. */
function classify(error: unknown): HttpFailure {
  if (axiosChunk.current()?.isAxiosError(error)) {
    if (error.response) return { kind: 'Http', status: error.response.status };
    // With clarifyTimeoutError a time-out is ETIMEDOUT; ECONNABORTED is an abort, which is no answer (Network).
    if (error.code === 'ETIMEDOUT') return { kind: 'Timeout' };
  }
  return { kind: 'Network' };
}

export const ignoreBody: Decoder<void> = () => E.right(undefined);
