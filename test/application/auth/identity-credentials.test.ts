import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { makeIdentityCredentials } from '../../../src/application/auth/identity-credentials';
import type { IdentityFailure, IdentityPool } from '../../../src/application/ports/identity-credentials.port';
import type { AuthSession } from '../../../src/domain/auth/session/auth-session';
import type { CachedCredentials, Logins } from '../../../src/domain/auth/session/identity-credentials';

const POOL = 'us-east-1_Pool';
const PROVIDER = 'cognito-idp.us-east-1.amazonaws.com/us-east-1_Pool';

const session = (userId: string, idToken = `id-of-${userId}`): O.Option<AuthSession> =>
  O.some({ userId, username: userId, email: `${userId}@example.com`, region: 'US', userAlias: 'a', idToken, accessToken: 'x', expiresAt: 10_000_000 });

function fakePool(failure?: { on: 'getId' | 'getCredentials'; error: IdentityFailure }) {
  const calls: { op: string; identityId?: string; logins: Logins | undefined }[] = [];
  let next = 0;
  const pool: IdentityPool = {
    async getId(logins) {
      calls.push({ op: 'getId', logins });
      if (failure?.on === 'getId') return E.left(failure.error);
      next += 1;
      return E.right(logins ? `us-east-1:primary-${Object.values(logins)[0]}` : `us-east-1:guest-${next}`);
    },
    async getCredentials(identityId, logins) {
      calls.push({ op: 'getCredentials', identityId, logins });
      if (failure?.on === 'getCredentials') return E.left(failure.error);
      return E.right({ accessKeyId: `AK-${identityId}`, secretKey: 's', sessionToken: 't', expiration: 3_600_000 });
    },
  };
  return { pool, calls };
}

const setup = (allowGuest: boolean, failure?: Parameters<typeof fakePool>[0]) => {
  const fake = fakePool(failure);
  let now = 0;
  const service = makeIdentityCredentials({ pool: fake.pool, clock: { now: () => now }, userPoolId: POOL, allowGuest });
  return { ...fake, service, at: (ms: number) => (now = ms) };
};

describe('identity-pool credentials', () => {
  it('gives no guest credentials when guest access is not configured, and asks the pool nothing', async () => {
    const { service, calls } = setup(false);
    expect(await service.credentialsFor(O.none)).toEqual(E.right(O.none));
    expect(calls).toEqual([]);
  });

  it('gives a guest identity and credentials without logins when guest access is configured', async () => {
    const { service, calls } = setup(true);
    const result = await service.credentialsFor(O.none);
    expect(result).toEqual(
      E.right(O.some({ kind: 'guest', identityId: 'us-east-1:guest-1', credentials: expect.objectContaining({ accessKeyId: 'AK-us-east-1:guest-1' }) })),
    );
    expect(calls).toEqual([
      { op: 'getId', logins: undefined },
      { op: 'getCredentials', identityId: 'us-east-1:guest-1', logins: undefined },
    ]);
  });

  it('gets the primary identity with the user pool id token as the login', async () => {
    const { service, calls } = setup(false);
    const result = await service.credentialsFor(session('u1'));
    expect(E.isRight(result) && O.isSome(result.right) && result.right.value.kind).toBe('primary');
    expect(calls[0]).toEqual({ op: 'getId', logins: { [PROVIDER]: 'id-of-u1' } });
    expect(calls[1]).toEqual({ op: 'getCredentials', identityId: 'us-east-1:primary-id-of-u1', logins: { [PROVIDER]: 'id-of-u1' } });
    expect(service.cachedIdentityId(session('u1'))).toEqual(O.some('us-east-1:primary-id-of-u1'));
    expect(service.cachedIdentityId(O.none)).toEqual(O.none);
  });

  it('answers from the cache for 3000 seconds, then asks again', async () => {
    const { service, calls, at } = setup(false);
    await service.credentialsFor(session('u1'));
    at(2_999_999);
    await service.credentialsFor(session('u1'));
    expect(calls).toHaveLength(2);
    at(3_000_000);
    expect(service.cachedIdentityId(session('u1'))).toEqual(O.none);
    await service.credentialsFor(session('u1'));
    expect(calls).toHaveLength(4);
  });

  it('shares one call among concurrent readers', async () => {
    const { service, calls } = setup(false);
    const [a, b] = await Promise.all([service.credentialsFor(session('u1')), service.credentialsFor(session('u1'))]);
    expect(a).toEqual(b);
    expect(calls).toHaveLength(2);
  });

  it('keeps the guest identity when its credentials lapse, and asks for credentials only', async () => {
    const { service, calls, at } = setup(true);
    await service.credentialsFor(O.none);
    at(3_000_000);
    await service.credentialsFor(O.none);
    expect(calls.map((call) => call.op)).toEqual(['getId', 'getCredentials', 'getCredentials']);
  });

  it('does not give one user the credentials of another', async () => {
    const { service, calls } = setup(false);
    await service.credentialsFor(session('u1'));
    await service.credentialsFor(session('u2'));
    expect(calls).toHaveLength(4);
  });

  it('forgets credentials and identities on clear (sign-out)', async () => {
    const { service, calls } = setup(true);
    await service.credentialsFor(O.none);
    await service.credentialsFor(session('u1'));
    service.clear();
    expect(service.cachedIdentityId(session('u1'))).toEqual(O.none);
    await service.credentialsFor(O.none);
    expect(calls.filter((call) => call.op === 'getId')).toHaveLength(3);
  });

  it('does not cache what arrives after a clear', async () => {
    const { service } = setup(false);
    const pending = service.credentialsFor(session('u1'));
    service.clear();
    expect(E.isRight(await pending)).toBe(true);
    expect(service.cachedIdentityId(session('u1'))).toEqual(O.none);
  });

  it.each(['getId', 'getCredentials'] as const)('passes on a failure of %s and caches nothing', async (on) => {
    const error: IdentityFailure = { kind: 'Service', code: 'NotAuthorizedException', message: 'Invalid login token.' };
    const { service } = setup(false, { on, error });
    expect(await service.credentialsFor(session('u1'))).toEqual(E.left(error));
    expect(service.cachedIdentityId(session('u1'))).toEqual(O.none);
  });

  it('keeps the cache in its store: a new service (a reload) answers from it, and a clear empties it', async () => {
    const fake = fakePool();
    let kept: CachedCredentials | undefined;
    const store = { load: () => kept, save: (cached: CachedCredentials | undefined) => void (kept = cached) };
    let now = 0;
    const deps = { pool: fake.pool, clock: { now: () => now }, userPoolId: POOL, allowGuest: false, store };
    await makeIdentityCredentials(deps).credentialsFor(session('u1'));
    expect(kept).toEqual(expect.objectContaining({ owner: 'user:u1', identityId: 'us-east-1:primary-id-of-u1', fetchedAt: 0 }));
    now = 1_000_000;
    const reloaded = makeIdentityCredentials(deps);
    expect(reloaded.cachedIdentityId(session('u1'))).toEqual(O.some('us-east-1:primary-id-of-u1'));
    await reloaded.credentialsFor(session('u1'));
    expect(fake.calls).toHaveLength(2);
    reloaded.clear();
    expect(kept).toBeUndefined();
  });
});
