// The Hooks API's user hash: the offline fake and AxiosHooksApi against local-backend give the same
// proof (HMAC-SHA256 of the alias with the service's secret), for the caller's own alias only.
import { createHmac } from 'node:crypto';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { startLocalBackend, type LocalBackend } from '../../../local-backend/index';
import { AxiosHooksApi } from '../../../src/adapters/hooks-api/axios-hooks-api';
import { InMemoryHooksApi, OFFLINE_HOOKS_SECRET } from '../../../src/adapters/hooks-api/in-memory-hooks-api';
import { userHashOf } from '../../../src/stand-ins/protection/user-hash';
import { createStorageFaultSwitch, FAULTS_STORAGE_KEY } from '../../../src/stand-ins/faults/storage-fault-switch';
import type { AuthSession } from '../../../src/domain/auth/session/auth-session';
import { MemoryStorage } from '../../support/memory-storage';
import { signedInUser } from '../protection-api/local-user';

const hmac = (secret: string, alias: string) => createHmac('sha256', secret).update(alias, 'utf8').digest('hex');

describe('userHashOf', () => {
  it.each([
    ['s', ''],
    ['local-hooks-secret', '3f1c2a4e-9b7d-4c1e-8a2f-6d5e4c3b2a10'],
    ['ünï-cødé', 'ålias ✓'],
  ])('is the hex HMAC-SHA256 of %j over %j', async (secret, alias) => {
    await expect(userHashOf(secret, alias)).resolves.toBe(hmac(secret, alias));
  });
});

describe('InMemoryHooksApi', () => {
  const session = { userAlias: 'alias-1' } as AuthSession;
  const build = (signedIn = true) => {
    const local = new MemoryStorage();
    const api = new InMemoryHooksApi({
      sessions: { currentSession: async () => (signedIn ? O.some(session) : O.none) },
      faults: createStorageFaultSwitch(local, async () => undefined),
    });
    return { api, local };
  };

  it('gives the signed-in user’s hash, and refuses anyone else’s alias', async () => {
    await expect(build().api.getUserHash('alias-1')).resolves.toEqual(E.right(hmac(OFFLINE_HOOKS_SECRET, 'alias-1')));
    await expect(build().api.getUserHash('alias-2')).resolves.toEqual(E.left({ kind: 'Http', status: 403 }));
    await expect(build(false).api.getUserHash('alias-1')).resolves.toEqual(E.left({ kind: 'NoToken' }));
  });

  it('never gives a hash for an empty alias, even to a user whose alias is empty', async () => {
    const local = new MemoryStorage();
    const api = new InMemoryHooksApi({
      sessions: { currentSession: async () => O.some({ userAlias: '' } as AuthSession) },
      faults: createStorageFaultSwitch(local, async () => undefined),
    });

    await expect(api.getUserHash('')).resolves.toEqual(E.left({ kind: 'Http', status: 400 }));
    await expect(api.getUserHash('  ')).resolves.toEqual(E.left({ kind: 'Http', status: 400 }));
  });

  it.each([
    [{ status: 500 }, { kind: 'Http', status: 500 }],
    [{ network: true }, { kind: 'Network' }],
    [{ body: 'html' }, { kind: 'Decode', details: ['(body): expected a user hash'] }],
  ])('honours the userHash fault %j', async (fault, failure) => {
    const { api, local } = build();
    local.setItem(FAULTS_STORAGE_KEY, JSON.stringify({ userHash: fault }));
    await expect(api.getUserHash('alias-1')).resolves.toEqual(E.left(failure));
  });
});

describe('AxiosHooksApi against local-backend', () => {
  let backend: LocalBackend;
  beforeAll(async () => {
    backend = await startLocalBackend({ log: () => undefined, hooksSecret: 'test-secret' });
  });
  afterAll(async () => {
    await backend.close();
  });
  afterEach(() => backend.faults.clear());

  const hooksFor = (token: O.Option<string>, key = 'local-hooks-key') =>
    new AxiosHooksApi({ hooksApi: { url: backend.hooksApiUrl, key }, bearer: async () => token });

  it('gives the caller’s own hash: HMAC-SHA256 of the alias with the configured secret', async () => {
    const user = signedInUser(backend);
    await expect(hooksFor(O.some(user.idToken)).getUserHash(user.userAlias)).resolves.toEqual(E.right(hmac('test-secret', user.userAlias)));
  });

  it('refuses another user’s alias (403), a wrong key (403), no token (nothing sent) and a bad token (401)', async () => {
    const [ada, grace] = [signedInUser(backend), signedInUser(backend)];
    await expect(hooksFor(O.some(ada.idToken)).getUserHash(grace.userAlias)).resolves.toEqual(E.left({ kind: 'Http', status: 403 }));
    await expect(hooksFor(O.some(ada.idToken), 'wrong').getUserHash(ada.userAlias)).resolves.toEqual(E.left({ kind: 'Http', status: 403 }));
    await expect(hooksFor(O.none).getUserHash(ada.userAlias)).resolves.toEqual(E.left({ kind: 'NoToken' }));
    await expect(hooksFor(O.some('x.y.z')).getUserHash(ada.userAlias)).resolves.toEqual(E.left({ kind: 'Http', status: 401 }));
  });

  it.each([
    [{ status: 500 }, { kind: 'Http', status: 500 }],
    [{ body: 'wrong-types' }, { kind: 'Decode', details: ['userHash: expected Sha256Hex'] }],
  ])('honours the userHash fault %j', async (fault, failure) => {
    const user = signedInUser(backend);
    backend.faults.set({ userHash: { ...fault, times: 1 } });
    await expect(hooksFor(O.some(user.idToken)).getUserHash(user.userAlias)).resolves.toEqual(E.left(failure));
  });
});
