// The JWKS is served both at `/cognito/.well-known/jwks.json` and under the issuer, like a real pool.
import type { HttpRequest, HttpResponse, Route } from '../http/server';
import type { LocalCognitoPool } from './pool';

export const COGNITO_PATH = '/cognito';

const AMZ_JSON = 'application/x-amz-json-1.1';

const amzResponse = (status: number, body: unknown, delayMs?: number): HttpResponse => {
  const type = status >= 400 && typeof body === 'object' && body !== null && '__type' in body ? String(body.__type) : undefined;
  return {
    status,
    body,
    headers: { 'Content-Type': AMZ_JSON, ...(type === undefined ? {} : { 'x-amzn-ErrorType': `${type}:` }) },
    ...(delayMs === undefined ? {} : { delayMs }),
  };
};

export function cognitoRoutes(pool: LocalCognitoPool, clock: () => number): Route[] {
  const call = async (request: HttpRequest): Promise<HttpResponse> => {
    const body = await request.json();
    if (!body.ok) {
      return body.reason === 'too-large'
        ? amzResponse(413, { __type: 'RequestEntityTooLargeException', message: 'The request body is over 64 KB.' })
        : amzResponse(400, { __type: 'SerializationException', message: 'The request body is not JSON.' });
    }
    const target = request.headers['x-amz-target'];
    const answer = await pool.handleAsync(typeof target === 'string' ? target : '', body.value, clock());
    return amzResponse(answer.status, answer.body, answer.delayMs);
  };
  const keys = (): HttpResponse => ({ status: 200, body: pool.jwks() });
  const issuerPath = `${COGNITO_PATH}/${pool.userPoolId}`;
  return [
    { method: 'POST', path: COGNITO_PATH, handle: call },
    { method: 'POST', path: `${COGNITO_PATH}/`, handle: call },
    { method: 'GET', path: `${COGNITO_PATH}/.well-known/jwks.json`, handle: keys },
    { method: 'GET', path: `${issuerPath}/.well-known/jwks.json`, handle: keys },
    {
      method: 'GET',
      path: `${issuerPath}/.well-known/openid-configuration`,
      handle: () => ({
        status: 200,
        body: {
          issuer: pool.issuer,
          jwks_uri: `${pool.issuer}/.well-known/jwks.json`,
          id_token_signing_alg_values_supported: ['RS256'],
          subject_types_supported: ['public'],
        },
      }),
    },
  ];
}
