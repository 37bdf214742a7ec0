import { CognitoIdToken } from 'amazon-cognito-identity-js';
import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import { jwtPayload } from '../../../src/adapters/auth/cognito-token-store';
import type { SignInGateway } from '../../../src/application/ports/sign-in-gateway.port';
import { CognitoAuthGateway } from '../../../src/adapters/auth/cognito-auth-gateway';
import { LazyCognitoAuthGateway } from '../../../src/adapters/auth/lazy-cognito-auth-gateway';
import { InMemoryAuthGateway, OfflineFaultError } from '../../../src/adapters/auth/in-memory-auth-gateway';
import { OFFLINE_SESSION_KEY } from '../../../src/stand-ins/user-pool/pool-store';
import { FAULTS_STORAGE_KEY, createStorageFaultSwitch } from '../../../src/stand-ins/faults/storage-fault-switch';
import { OfflineOutbox } from '../../../src/stand-ins/outbox/offline-outbox';
import { MemoryStorage } from '../../support/memory-storage';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const clock = { now: () => NOW };

const offlineSession = {
  userId: 'u-1',
  username: 'ada@example.com',
  email: 'ada@example.com',
  region: 'US',
  userAlias: '3f1c2a4e-9b7d-4c1e-8a2f-6d5e4c3b2a10',
  idToken: 'offline-id',
  accessToken: 'offline-access',
  expiresAt: NOW + 60_000,
};

describe('InMemoryAuthGateway.storedSession', () => {
  const gateway = (sessionValue?: string, faults?: unknown) => {
    const session = new MemoryStorage();
    const local = new MemoryStorage();
    if (sessionValue !== undefined) session.setItem(OFFLINE_SESSION_KEY, sessionValue);
    if (faults) local.setItem(FAULTS_STORAGE_KEY, JSON.stringify(faults));
    return new InMemoryAuthGateway({
      storage: session,
      clock,
      random: { randomInt: () => 0, uuid: () => '00000000-0000-4000-8000-000000000000' },
      faults: createStorageFaultSwitch(local, async () => undefined),
      outbox: new OfflineOutbox(session, () => undefined),
      appOrigin: 'http://127.0.0.1:3000',
    });
  };

  it('is none when nobody signed in', async () => {
    await expect(gateway().storedSession()).resolves.toEqual(O.none);
  });

  it('returns the stored session of the tab', async () => {
    await expect(gateway(JSON.stringify(offlineSession)).storedSession()).resolves.toEqual(O.some(offlineSession));
  });

  it('gives an expired session as it is stored: refreshing it is the use-case’s decision', async () => {
    const expired = { ...offlineSession, expiresAt: NOW };

    await expect(gateway(JSON.stringify(expired)).storedSession()).resolves.toEqual(O.some(expired));
  });

  it.each(['{', '{"userId":1}', 'null'])('treats a malformed stored session %j as signed out', async (raw) => {
    await expect(gateway(raw).storedSession()).resolves.toEqual(O.none);
  });

  it('fails like a broken service under the offline `session` fault', async () => {
    await expect(gateway(JSON.stringify(offlineSession), { session: { status: 500 } }).storedSession()).rejects.toBeInstanceOf(OfflineFaultError);
  });
});

const settingsFor = (clientId: string) => ({ userPoolId: 'us-east-1_AbC123', clientId, endpoint: 'http://127.0.0.1:9/' });
const gateways: readonly [string, (storage: Storage, clientId: string) => SignInGateway][] = [
  ['the full gateway (the library)', (storage, clientId) => new CognitoAuthGateway(settingsFor(clientId), storage)],
  [
    'the gateway the app holds, whose library never loads for it',
    (storage, clientId) =>
      new LazyCognitoAuthGateway(settingsFor(clientId), storage, undefined, () => {
        throw new Error('the library was loaded to read the stored session');
      }),
  ],
];

describe.each(gateways)('Cognito storedSession, tokens from storage: %s', (_name, make) => {
  const CLIENT_ID = 'client123';
  const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const jwt = (claims: object) => `${base64url({ alg: 'RS256', kid: 'k1' })}.${base64url(claims)}.c2ln`;
  const nowSeconds = Math.floor(Date.now() / 1000);

  const storageWith = (idClaims: object, accessClaims: object = { sub: 'sub-1', exp: nowSeconds + 3600, iat: nowSeconds, origin_jti: 'o1' }) => {
    const storage = new MemoryStorage();
    const prefix = `CognitoIdentityServiceProvider.${CLIENT_ID}`;
    storage.setItem(`${prefix}.LastAuthUser`, 'ada@example.com');
    storage.setItem(`${prefix}.ada@example.com.idToken`, jwt(idClaims));
    storage.setItem(`${prefix}.ada@example.com.accessToken`, jwt(accessClaims));
    storage.setItem(`${prefix}.ada@example.com.refreshToken`, 'refresh');
    storage.setItem(`${prefix}.ada@example.com.clockDrift`, '0');
    return storage;
  };
  const gateway = (storage: Storage) => make(storage, CLIENT_ID);

  it('is none with empty storage', async () => {
    await expect(gateway(new MemoryStorage()).storedSession()).resolves.toEqual(O.none);
  });

  it('maps the identity-token claims to the session', async () => {
    const storage = storageWith({
      sub: 'sub-1',
      exp: nowSeconds + 3000,
      iat: nowSeconds,
      email: 'ada@example.com',
      'cognito:username': 'sub-1',
      'custom:region': 'gb',
      'custom:user_alias': 'alias-1',
    });

    const session = await gateway(storage).storedSession();

    expect(session).toEqual(
      O.some(expect.objectContaining({ userId: 'sub-1', email: 'ada@example.com', region: 'GB', userAlias: 'alias-1', expiresAt: (nowSeconds + 3000) * 1000 })),
    );
  });

  it('defaults the region to US and the username to the e-mail', async () => {
    const storage = storageWith({ sub: 'sub-1', exp: nowSeconds + 3000, iat: nowSeconds, email: 'ada@example.com' });

    const session = await gateway(storage).storedSession();

    expect(session).toEqual(O.some(expect.objectContaining({ region: 'US', username: 'ada@example.com', userAlias: '' })));
  });

  it('is none when the identity token lacks the claims the app needs', async () => {
    const storage = storageWith({ exp: nowSeconds + 3000, iat: nowSeconds });

    await expect(gateway(storage).storedSession()).resolves.toEqual(O.none);
  });

  it('takes the earlier of the two tokens’ expiry, shifted by the stored clock drift', async () => {
    const storage = storageWith({ sub: 'sub-1', exp: nowSeconds + 3000, iat: nowSeconds }, { sub: 'sub-1', exp: nowSeconds + 600, iat: nowSeconds });
    storage.setItem(`CognitoIdentityServiceProvider.${CLIENT_ID}.ada@example.com.clockDrift`, '-7');

    await expect(gateway(storage).storedSession()).resolves.toEqual(O.some(expect.objectContaining({ expiresAt: (nowSeconds + 600 - 7) * 1000 })));
  });

  it.each(['not-a-jwt', 'a.%%%.c', `a.${Buffer.from('{"exp":').toString('base64url')}.c`, `a.${Buffer.from('{"exp":"soon"}').toString('base64url')}.c`])(
    'goes by the identity token’s expiry when the access token %j has none it can read',
    async (accessToken) => {
      const storage = storageWith({ sub: 'sub-1', exp: nowSeconds + 3000, iat: nowSeconds });
      storage.setItem(`CognitoIdentityServiceProvider.${CLIENT_ID}.ada@example.com.accessToken`, accessToken);

      await expect(gateway(storage).storedSession()).resolves.toEqual(O.some(expect.objectContaining({ expiresAt: (nowSeconds + 3000) * 1000, accessToken })));
    },
  );

  it('is none when the identity token cannot be read', async () => {
    const storage = storageWith({ sub: 'sub-1', exp: nowSeconds + 3000, iat: nowSeconds });
    storage.setItem(`CognitoIdentityServiceProvider.${CLIENT_ID}.ada@example.com.idToken`, 'a.!!!.c');

    await expect(gateway(storage).storedSession()).resolves.toEqual(O.none);
  });
});

describe('a stored JWT read without the library', () => {
  const token = (payload: string) => `${Buffer.from('{"alg":"RS256"}').toString('base64url')}.${Buffer.from(payload).toString('base64url')}.c2ln`;

  it('reads any payload as the library reads it', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const jwt = token(JSON.stringify(value));
        expect(jwtPayload(jwt)).toEqual(new CognitoIdToken({ IdToken: jwt }).decodePayload());
      }),
    );
  });

  it('gives no claims for what is not JSON, as the library does', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(!isJson(text));
        expect(jwtPayload(token(text))).toEqual({});
        expect(new CognitoIdToken({ IdToken: token(text) }).decodePayload()).toEqual({});
      }),
    );
  });
});

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
