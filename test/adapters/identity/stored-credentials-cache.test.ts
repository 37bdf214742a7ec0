import { CREDENTIALS_CACHE_KEY, StoredCredentialsCache } from '../../../src/adapters/identity/stored-credentials-cache';
import type { CachedCredentials } from '../../../src/domain/auth/session/identity-credentials';

const CACHED: CachedCredentials = {
  kind: 'primary',
  identityId: 'us-east-1:00000000-0000-4000-8000-000000000001',
  owner: 'user:u1',
  fetchedAt: 1_000,
  credentials: { accessKeyId: 'ASIAEXAMPLE', secretKey: 's', sessionToken: 't', expiration: 5_000 },
};

const memory = () => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

describe('StoredCredentialsCache', () => {
  it('gives back what it kept, and nothing once emptied', () => {
    const storage = memory();
    const cache = new StoredCredentialsCache(storage);
    expect(cache.load()).toBeUndefined();
    cache.save({ ...CACHED, extra: 'not kept' } as CachedCredentials);
    expect(JSON.parse(storage.items.get(CREDENTIALS_CACHE_KEY) ?? '{}')).not.toHaveProperty('extra');
    expect(new StoredCredentialsCache(storage).load()).toEqual(CACHED);
    cache.save(undefined);
    expect(storage.items.has(CREDENTIALS_CACHE_KEY)).toBe(false);
  });

  it('drops an entry that does not decode, and reads broken JSON as nothing', () => {
    const storage = memory();
    storage.setItem(CREDENTIALS_CACHE_KEY, JSON.stringify({ ...CACHED, fetchedAt: 'soon' }));
    expect(new StoredCredentialsCache(storage).load()).toBeUndefined();
    expect(storage.items.has(CREDENTIALS_CACHE_KEY)).toBe(false);
    storage.setItem(CREDENTIALS_CACHE_KEY, '{');
    expect(new StoredCredentialsCache(storage).load()).toBeUndefined();
  });

  it('never throws when the storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const cache = new StoredCredentialsCache(refusing);
    expect(cache.load()).toBeUndefined();
    expect(() => cache.save(CACHED)).not.toThrow();
  });
});
