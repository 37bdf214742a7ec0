// The HTTP shell of the local backend on an ephemeral loopback port: routes, CORS, body limits, the
// dev outbox and fault switch, the JWKS and file persistence.
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseJsonSafely } from '../../local-backend/http/body';
import { type LocalBackend, type LocalBackendOptions, startLocalBackend } from '../../local-backend/index';
import { type OutboxMessage } from '../../local-backend/outbox';
import { CLIENT_ID, answerBody, decodeJwt, initiateBody, signUpBody, verifiesAgainst } from './support';

const started: LocalBackend[] = [];
async function start(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  const backend = await startLocalBackend({ log: () => undefined, ...options });
  started.push(backend);
  return backend;
}
afterEach(async () => {
  await Promise.all(started.splice(0).map((backend) => backend.close()));
});

const cognito = (backend: LocalBackend, operation: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(backend.cognitoEndpoint, {
    method: 'POST',
    // One connection a request: a closed server leaves the client no kept-alive socket to reuse when a new one takes its port.
    headers: {
      connection: 'close',
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': `AWSCognitoIdentityProviderService.${operation}`,
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const json = async <T = Record<string, unknown>>(response: Response): Promise<T> => (await response.json()) as T;

async function signInOverHttp(backend: LocalBackend, email: string) {
  await cognito(backend, 'SignUp', signUpBody(email));
  const challenge = await json<{ Session: string }>(await cognito(backend, 'InitiateAuth', initiateBody(email)));
  const code = backend.outbox.latest(email)?.code ?? '';
  const done = await json<{ AuthenticationResult: { IdToken: string; AccessToken: string; RefreshToken: string } }>(
    await cognito(backend, 'RespondToAuthChallenge', answerBody(challenge.Session, email, code)),
  );
  return done.AuthenticationResult;
}

describe('the Cognito route', () => {
  it('speaks JSON 1.1 and names errors in the body and the x-amzn-ErrorType header', async () => {
    const backend = await start();

    const ok = await cognito(backend, 'SignUp', signUpBody('ada@example.com'));
    const duplicate = await cognito(backend, 'SignUp', signUpBody('ada@example.com'));

    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('application/x-amz-json-1.1');
    expect(await json(ok)).toMatchObject({ UserConfirmed: true });
    expect(duplicate.status).toBe(400);
    expect(duplicate.headers.get('x-amzn-errortype')).toBe('UsernameExistsException:');
    expect(await json(duplicate)).toEqual({ __type: 'UsernameExistsException', message: 'An account with the given email already exists.' });
  });

  it('refuses a body that is not JSON, one over 64 KB, and an unknown target', async () => {
    const backend = await start();

    const notJson = await cognito(backend, 'SignUp', '{');
    const huge = await cognito(backend, 'SignUp', JSON.stringify({ padding: 'x'.repeat(70 * 1024) }));
    const unknown = await cognito(backend, 'DeleteUserPool', {});

    expect([notJson.status, await json(notJson)]).toEqual([400, { __type: 'SerializationException', message: 'The request body is not JSON.' }]);
    expect([huge.status, (await json(huge)).__type]).toEqual([413, 'RequestEntityTooLargeException']);
    expect([unknown.status, (await json(unknown)).__type]).toEqual([400, 'UnsupportedOperationException']);
  });

  it('drops prototype keys while decoding', async () => {
    const backend = await start();
    const body = `{"ClientId":"${CLIENT_ID}","Username":"proto@example.com","Password":"long-enough-password","__proto__":{"polluted":true},"UserAttributes":[{"Name":"email","Value":"proto@example.com","constructor":{"prototype":{"polluted":true}}}]}`;

    const response = await cognito(backend, 'SignUp', body);

    expect(response.status).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(parseJsonSafely('{"a":{"__proto__":{"x":1},"constructor":2,"b":3}}')).toEqual({ ok: true, value: { a: { b: 3 } } });
    expect(parseJsonSafely('nope')).toEqual({ ok: false });
  });

  it('publishes the signing key so the issued tokens verify, at the short path and under the issuer', async () => {
    const backend = await start();
    const tokens = await signInOverHttp(backend, 'ada@example.com');

    const short = await json<{ keys: [] }>(await fetch(`${backend.url}/cognito/.well-known/jwks.json`));
    const underIssuer = await json<{ keys: [] }>(await fetch(backend.jwksUri));
    const discovery = await json(await fetch(`${backend.issuer}/.well-known/openid-configuration`));

    expect(underIssuer).toEqual(short);
    expect(verifiesAgainst(short, tokens.IdToken)).toBe(true);
    expect(verifiesAgainst(short, tokens.AccessToken)).toBe(true);
    expect(decodeJwt(tokens.IdToken).iss).toBe(`${backend.url}/cognito/us-east-1_LocalPool1`);
    expect(discovery).toMatchObject({ issuer: backend.issuer, jwks_uri: backend.jwksUri });
    expect(backend.verifyAccessOrIdToken(tokens.IdToken)).toMatchObject({ ok: true, token: { email: 'ada@example.com', region: 'GB' } });
  });
});

describe('CORS', () => {
  it('answers the preflight for the library headers and reflects loopback origins only', async () => {
    const backend = await start();
    const preflight = (origin: string) =>
      fetch(backend.cognitoEndpoint, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'x-amz-target' },
      });

    const local = await preflight('http://127.0.0.1:3000');
    const foreign = await preflight('https://evil.example');
    const post = await cognito(backend, 'SignUp', signUpBody('cors@example.com'), { Origin: 'http://localhost:3000' });

    expect(local.status).toBe(204);
    expect(local.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
    expect(local.headers.get('access-control-allow-headers')?.split(', ')).toEqual(
      expect.arrayContaining(['X-Amz-Target', 'X-Amz-User-Agent', 'Content-Type', 'Cache-Control']),
    );
    expect(local.headers.get('access-control-allow-methods')).toContain('POST');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(post.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
  });

  it('grants any origin when asked to', async () => {
    const backend = await start({ allowAnyOrigin: true });

    const response = await fetch(`${backend.url}/health`, { headers: { Origin: 'https://app.example' } });

    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('the dev routes', () => {
  it('lists the outbox newest first, finds the latest per address and empties it', async () => {
    const lines: string[] = [];
    const backend = await start({ appOrigin: 'http://127.0.0.1:3000/', log: (line) => lines.push(line) });
    await cognito(backend, 'SignUp', signUpBody('ada@example.com'));
    await cognito(backend, 'SignUp', signUpBody('bob@example.com'));
    await cognito(backend, 'InitiateAuth', initiateBody('ada@example.com'));
    await cognito(backend, 'InitiateAuth', initiateBody('bob@example.com'));

    const all = await json<OutboxMessage[]>(await fetch(`${backend.url}/outbox`));
    const ada = await json<OutboxMessage>(await fetch(`${backend.url}/outbox/latest?to=ADA%40example.com`));

    expect(all.map((m) => m.to)).toEqual(['bob@example.com', 'ada@example.com']);
    expect(ada).toEqual(all[1]);
    expect(ada).toEqual({
      id: expect.any(String),
      to: 'ada@example.com',
      subject: 'Your Protect sign-in code',
      code: expect.stringMatching(/^[0-9]{6}$/),
      magicLink: expect.stringMatching(/^http:\/\/127\.0\.0\.1:3000\/verify-code\?token=[A-Za-z0-9_-]+$/),
      sentAt: expect.any(String),
    });
    const token = new URL(ada.magicLink).searchParams.get('token') ?? '';
    expect(JSON.parse(Buffer.from(token, 'base64url').toString('utf8'))).toEqual({
      username: 'ada@example.com',
      code: ada.code,
      userAlias: '3f1c2a4e-9b7d-4c1e-8a2f-6d5e4c3b2a10',
    });
    expect(lines).toEqual([`[outbox] code for ada@example.com: ${ada.code}`, `[outbox] code for bob@example.com: ${all[0]?.code ?? ''}`]);

    expect((await fetch(`${backend.url}/outbox`, { method: 'DELETE' })).status).toBe(204);
    expect(await json(await fetch(`${backend.url}/outbox`))).toEqual([]);
    expect((await fetch(`${backend.url}/outbox/latest?to=ada@example.com`)).status).toBe(404);
  });

  it('sets, lists, applies and clears faults, and refuses malformed ones', async () => {
    const backend = await start();
    const put = (body: string) => fetch(`${backend.url}/faults`, { method: 'PUT', body });

    const accepted = await put(JSON.stringify({ GetUser: { error: 'InternalErrorException' }, signUp: { delayMs: 150, times: 1 } }));
    expect(accepted.status).toBe(200);
    expect(await json(await fetch(`${backend.url}/faults`))).toEqual({ GetUser: { error: 'InternalErrorException' }, signUp: { delayMs: 150, times: 1 } });
    const rejected = await put(JSON.stringify({ Teleport: { error: 'X' } }));
    expect([rejected.status, (await json(rejected)).error]).toEqual([400, 'InvalidFaults']);
    const offlineOnly = await put(JSON.stringify({ GetUser: { network: true } }));
    expect([offlineOnly.status, (await json(offlineOnly)).message]).toEqual([400, 'GetUser.network is offline mode only.']);
    expect((await put('{')).status).toBe(400);

    const startedAt = Date.now();
    expect((await cognito(backend, 'SignUp', signUpBody('slow@example.com'))).status).toBe(200);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(140);
    const forced = await cognito(backend, 'GetUser', { AccessToken: 'whatever' });
    expect([forced.status, (await json(forced)).__type]).toEqual([500, 'InternalErrorException']);

    expect((await fetch(`${backend.url}/faults`, { method: 'DELETE' })).status).toBe(204);
    const normal = await cognito(backend, 'GetUser', { AccessToken: 'whatever' });
    expect([normal.status, (await json(normal)).__type]).toEqual([400, 'NotAuthorizedException']);
  });

  it('reports health, 404 for unknown paths and 405 for wrong methods', async () => {
    const backend = await start({ userPoolId: 'eu-west-1_Other9', clientId: 'otherclient' });

    expect(await json(await fetch(`${backend.url}/health`))).toEqual({
      status: 'ok',
      userPoolId: 'eu-west-1_Other9',
      clientId: 'otherclient',
      cognitoEndpoint: `${backend.url}/cognito/`,
      issuer: `${backend.url}/cognito/eu-west-1_Other9`,
      jwksUri: `${backend.url}/cognito/eu-west-1_Other9/.well-known/jwks.json`,
    });
    expect((await fetch(`${backend.url}/nowhere`)).status).toBe(404);
    expect((await fetch(`${backend.url}/outbox`, { method: 'POST', body: '{}' })).status).toBe(405);
    expect((await fetch(backend.cognitoEndpoint)).status).toBe(405);
  });
});

describe('file persistence', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'local-backend-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps users, token families and the signing key across a restart', async () => {
    const dataFile = join(dir, 'data.json');
    const first = await start({ dataFile });
    const tokens = await signInOverHttp(first, 'ada@example.com');
    const kid = first.pool.signingKey.kid;
    await first.close();
    started.splice(0);

    const second = await start({ dataFile, port: first.port });

    expect(second.pool.signingKey.kid).toBe(kid);
    expect((await cognito(second, 'GetUser', { AccessToken: tokens.AccessToken })).status).toBe(200);
    expect((await cognito(second, 'SignUp', signUpBody('ADA@example.com'))).status).toBe(400);
    await cognito(second, 'RevokeToken', { Token: tokens.RefreshToken, ClientId: CLIENT_ID });
    expect(statSync(dataFile).mode & 0o777).toBe(0o600);
    expect(readdirSync(dir)).toEqual(['data.json']);
    await second.close();
    started.splice(0);

    const third = await start({ dataFile, port: first.port });
    const refresh = await cognito(third, 'InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: CLIENT_ID,
      AuthParameters: { REFRESH_TOKEN: tokens.RefreshToken },
    });
    expect(await json(refresh)).toEqual({ __type: 'NotAuthorizedException', message: 'Refresh Token has been revoked' });
  });

  it('refuses to start on a file that is not its own', async () => {
    const dataFile = join(dir, 'data.json');
    writeFileSync(dataFile, '{"hello":"world"}');

    await expect(start({ dataFile })).rejects.toThrow(/not a local-backend data file/);
  });
});
