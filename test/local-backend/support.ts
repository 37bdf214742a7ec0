// Shared fixtures for the local-backend tests: a deterministic pool core, JWT helpers and a storage.
import { createPublicKey, verify } from 'node:crypto';
import { LocalCognitoPool, type PoolOptions, type PoolResponse } from '../../local-backend/cognito/pool';
import type { Random } from '../../local-backend/cognito/settings';
import { type Jwk, type SigningKey, generateSigningKey } from '../../local-backend/cognito/jwt';
import { FaultSwitch } from '../../src/stand-ins/faults/fault-switch';
import { Outbox } from '../../local-backend/outbox';

export const POOL_ID = 'us-east-1_LocalPool1';
export const CLIENT_ID = 'localclient';
export const ISSUER = `http://127.0.0.1:4100/cognito/${POOL_ID}`;
export const T0 = Date.UTC(2026, 10, 22, 12, 0, 0);
export const ALIAS = '3f1c2a4e-9b7d-4c1e-8a2f-6d5e4c3b2a10';
export const PASSWORD = 'Gen3rated-Random-Password-30ch';

let sharedKey: SigningKey | undefined;
/** RSA key generation is slow; one key per test file is enough. */
export const testKey = (): SigningKey => (sharedKey ??= generateSigningKey());

/** Codes come from `codes` in order, uuids and tokens count up. */
export function fakeRandom(codes: readonly string[] = ['123456', '654321', '111222', '333444']): Random {
  let code = 0;
  let uuid = 0;
  let token = 0;
  return {
    code: () => codes[code++ % codes.length] ?? '000000',
    uuid: () => `00000000-0000-4000-8000-${(++uuid).toString().padStart(12, '0')}`,
    token: () => `opaque-token-${++token}`,
  };
}

export function makePool(overrides: Partial<PoolOptions> = {}) {
  const faults = new FaultSwitch();
  const lines: string[] = [];
  const outbox = new Outbox({ appOrigin: 'http://127.0.0.1:3000', log: (line) => lines.push(line) });
  const pool = new LocalCognitoPool({
    userPoolId: POOL_ID,
    clientId: CLIENT_ID,
    issuer: ISSUER,
    signingKey: testKey(),
    faults,
    sendCode: (mail, now) => outbox.sendCode(mail, now),
    random: fakeRandom(),
    ...overrides,
  });
  const call = (operation: string, body: unknown, now = T0): PoolResponse => pool.handle(`AWSCognitoIdentityProviderService.${operation}`, body, now);
  return { pool, faults, outbox, lines, call };
}

export type Call = ReturnType<typeof makePool>['call'];

export const signUpBody = (email: string, extra: Record<string, unknown> = {}) => ({
  ClientId: CLIENT_ID,
  Username: email,
  Password: PASSWORD,
  UserAttributes: [
    { Name: 'email', Value: email },
    { Name: 'custom:region', Value: 'GB' },
    { Name: 'custom:user_alias', Value: ALIAS },
    { Name: 'custom:referrer_user_alias', Value: '' },
  ],
  ValidationData: null,
  ClientMetadata: {},
  ...extra,
});

export const initiateBody = (username: string) => ({
  AuthFlow: 'CUSTOM_AUTH',
  ClientId: CLIENT_ID,
  AuthParameters: { USERNAME: username },
  ClientMetadata: {},
});

export const answerBody = (session: string, username: string, answer: string) => ({
  ChallengeName: 'CUSTOM_CHALLENGE',
  ClientId: CLIENT_ID,
  Session: session,
  ChallengeResponses: { USERNAME: username, ANSWER: answer, DEVICE_KEY: null },
  ClientMetadata: undefined,
});

export const refreshBody = (refreshToken: string) => ({
  AuthFlow: 'REFRESH_TOKEN_AUTH',
  ClientId: CLIENT_ID,
  AuthParameters: { REFRESH_TOKEN: refreshToken, DEVICE_KEY: null },
});

/** Reads a field of a JSON response body in a test, failing loudly when it is missing. */
export function get<T = string>(response: PoolResponse, ...path: string[]): T {
  let value: unknown = response.body;
  for (const key of path) {
    if (typeof value !== 'object' || value === null || !(key in value)) throw new Error(`No ${path.join('.')} in ${JSON.stringify(response.body)}`);
    value = (value as Record<string, unknown>)[key];
  }
  return value as T;
}

export const decodeJwt = (jwt: string): Record<string, unknown> => {
  const [, payload = ''] = jwt.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
};

/** Verifies an RS256 JWT against a JWKS the way a resource server would. */
export function verifiesAgainst(jwks: { keys: readonly Jwk[] }, jwt: string): boolean {
  const [header = '', payload = '', signature = ''] = jwt.split('.');
  const { kid, alg } = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { kid?: string; alg?: string };
  const jwk = jwks.keys.find((key) => key.kid === kid);
  if (!jwk || alg !== 'RS256') return false;
  const key = createPublicKey({ key: { kty: jwk.kty, n: jwk.n, e: jwk.e }, format: 'jwk' });
  return verify('sha256', Buffer.from(`${header}.${payload}`), key, Buffer.from(signature, 'base64url'));
}

/** Signs up `email` and completes the custom challenge with the mailed code. */
export function signIn(call: Call, outbox: Outbox, email: string, now = T0, typed = email) {
  expect(call('SignUp', signUpBody(email), now).status).toBe(200);
  const challenge = call('InitiateAuth', initiateBody(typed), now);
  const code = outbox.latest(email)?.code ?? '';
  const done = call('RespondToAuthChallenge', answerBody(get(challenge, 'Session'), typed, code), now);
  expect(done.status).toBe(200);
  return {
    idToken: get(done, 'AuthenticationResult', 'IdToken'),
    accessToken: get(done, 'AuthenticationResult', 'AccessToken'),
    refreshToken: get(done, 'AuthenticationResult', 'RefreshToken'),
  };
}

/** The `Storage` the library is given: a plain in-memory map. */
export class MemoryStorage {
  private readonly items = new Map<string, string>();
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  clear(): void {
    this.items.clear();
  }
  keys(): string[] {
    return [...this.items.keys()];
  }
}
