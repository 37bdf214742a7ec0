// The user pool's endpoint (POST, JSON 1.1, the operation in X-Amz-Target) and its keys, also under the issuer as a real pool's.
import type { HttpRequest, HttpResponse, Route } from '../http/server';
import { jwks } from './jwt';
import type { LocalCognitoPool } from './pool';

export const COGNITO_PATH = '/cognito';

export function amzResponse({ status, body, delayMs }: { readonly status: number; readonly body: unknown; readonly delayMs?: number }): HttpResponse {
  const type = status >= 400 && typeof body === 'object' && body !== null && '__type' in body ? String(body.__type) : undefined;
  return {
    status,
    body,
    headers: { 'Content-Type': 'application/x-amz-json-1.1', ...(type === undefined ? {} : { 'x-amzn-ErrorType': `${type}:` }) },
    ...(delayMs === undefined ? {} : { delayMs }),
  };
}

export function cognitoRoutes(pool: LocalCognitoPool, clock: () => number): Route[] {
  const call = async (request: HttpRequest): Promise<HttpResponse> => {
    const body = await request.json();
    if (!body.ok) {
      return body.reason === 'too-large'
        ? amzResponse({ status: 413, body: { __type: 'RequestEntityTooLargeException', message: 'The request body is over 64 KB.' } })
        : amzResponse({ status: 400, body: { __type: 'SerializationException', message: 'The request body is not JSON.' } });
    }
    const target = request.headers['x-amz-target'];
    return amzResponse(await pool.handleAsync(typeof target === 'string' ? target : '', body.value, clock()));
  };
  const keys = (): HttpResponse => ({ status: 200, body: jwks(pool.signingKey) });
  const { userPoolId, issuer } = pool.settings;
  return [
    { method: 'POST', path: COGNITO_PATH, handle: call },
    { method: 'POST', path: `${COGNITO_PATH}/`, handle: call },
    { method: 'GET', path: `${COGNITO_PATH}/.well-known/jwks.json`, handle: keys },
    { method: 'GET', path: `${COGNITO_PATH}/${userPoolId}/.well-known/jwks.json`, handle: keys },
    {
      method: 'GET',
      path: `${COGNITO_PATH}/${userPoolId}/.well-known/openid-configuration`,
      handle: () => ({
        status: 200,
        body: { issuer, jwks_uri: `${issuer}/.well-known/jwks.json`, id_token_signing_alg_values_supported: ['RS256'], subject_types_supported: ['public'] },
      }),
    },
  ];
}
