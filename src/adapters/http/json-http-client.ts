// The product's own HTTP client (spec §7, §9) on axios: a fixed api-key header, the session's bearer
// token, no retries, a 10 s time-out, the raw body handed to a decoder, and every failure classified
// as an HttpFailure (no token, HTTP status, time-out, network, decode). It never rejects.
import axios, { type AxiosInstance } from 'axios';
import * as E from 'fp-ts/Either';
import type * as O from 'fp-ts/Option';
import type { HttpFailure } from '../../domain/http/http-failure';
import { requireToken } from '../../domain/http/bearer-token';
import { HTTP_TIMEOUT_MS } from '../../domain/http/retry-policy';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** The token for the Authorization header, or none when nobody is signed in. */
export type BearerSource = () => Promise<O.Option<string>>;

export type JsonHttpClientOptions = {
  /** Absolute, ending in '/': request paths are relative to it. */
  readonly baseUrl: string;
  /** Sent as `x-api-key` when given. */
  readonly apiKey?: string;
  readonly bearer: BearerSource;
  /** Spec §9: 10 s. Tests may shorten it. */
  readonly timeoutMs?: number;
};

export type JsonRequest = { readonly method: HttpMethod; readonly path: string; readonly body?: unknown };

/** Decodes a 2xx answer's text (an empty string when there was no body). */
export type Decoder<T> = (text: string) => E.Either<HttpFailure, T>;

export class JsonHttpClient {
  private readonly http: AxiosInstance;

  constructor(private readonly options: JsonHttpClientOptions) {
    this.http = axios.create({
      baseURL: options.baseUrl,
      timeout: options.timeoutMs ?? HTTP_TIMEOUT_MS,
      // The decoder reads the text itself: axios must not guess at JSON (an HTML page is a Decode failure).
      responseType: 'text',
      transformResponse: [(data: unknown) => data],
      transitional: { clarifyTimeoutError: true },
      withCredentials: false,
      headers: { Accept: 'application/json' },
    });
  }

  /** Sends one request (spec §9: the product's own clients retry 0 times). No token → Left NoToken, nothing sent. */
  async send<T>(request: JsonRequest, decode: Decoder<T>): Promise<E.Either<HttpFailure, T>> {
    const token = requireToken(await this.options.bearer());
    if (E.isLeft(token)) return token;
    try {
      const response = await this.http.request<string>({
        method: request.method,
        url: request.path,
        data: request.body === undefined ? undefined : JSON.stringify(request.body),
        headers: {
          Authorization: `Bearer ${token.right}`,
          ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(this.options.apiKey === undefined ? {} : { 'x-api-key': this.options.apiKey }),
        },
      });
      return decode(typeof response.data === 'string' ? response.data : '');
    } catch (error) {
      return E.left(classify(error));
    }
  }
}

/** An axios rejection as an HttpFailure; the error (which holds the request and its headers) goes no further. */
export function classify(error: unknown): HttpFailure {
  if (axios.isAxiosError(error)) {
    if (error.response) return { kind: 'Http', status: error.response.status };
    // With clarifyTimeoutError a time-out is ETIMEDOUT; ECONNABORTED is an abort, which is no answer (Network).
    if (error.code === 'ETIMEDOUT') return { kind: 'Timeout' };
  }
  return { kind: 'Network' };
}

/** For answers without a body the caller needs (204 No Content). */
export const ignoreBody: Decoder<void> = () => E.right(undefined);
