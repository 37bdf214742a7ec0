import type * as E from 'fp-ts/Either';
import type { HooksApi } from '../../application/ports/hooks-api.port';
import type { HttpFailure } from '../../domain/http-failure';
import { OWN_CLIENT_RETRY_LIMIT } from '../http/retry-policy';
import { JsonHttpClient, type BearerSource } from '../http/json-http-client';
import { decodeUserHash, userHashRequest } from '../../wire/protection-api.wire';

export type AxiosHooksApiOptions = {
  readonly hooksApi: { readonly url: string; readonly key: string };
  readonly bearer: BearerSource;
  readonly timeoutMs?: number;
};

export class AxiosHooksApi implements HooksApi {
  private readonly http: JsonHttpClient;

  constructor(options: AxiosHooksApiOptions) {
    this.http = new JsonHttpClient({
      baseUrl: options.hooksApi.url,
      apiKey: options.hooksApi.key,
      bearer: options.bearer,
      timeoutMs: options.timeoutMs,
      retries: OWN_CLIENT_RETRY_LIMIT,
    });
  }

  getUserHash(userAlias: string): Promise<E.Either<HttpFailure, string>> {
    return this.http.send({ method: 'POST', path: 'protect-intercom-user-hashes', body: userHashRequest(userAlias) }, decodeUserHash);
  }
}
