// In this tab's sessionStorage, so that a reload within the cache life asks the pool nothing.
import * as t from 'io-ts';
import type { CredentialsCacheStore } from '../../application/ports/identity-credentials.port';
import type { CachedCredentials } from '../../domain/auth/session/identity-credentials';
import { readStored } from '../../wire/stored-json';

export const CREDENTIALS_CACHE_KEY = 'protect.identity';

const Cached = t.type({
  kind: t.keyof({ guest: null, primary: null }),
  identityId: t.string,
  owner: t.string,
  fetchedAt: t.number,
  credentials: t.type({ accessKeyId: t.string, secretKey: t.string, sessionToken: t.string, expiration: t.number }),
});

export class StoredCredentialsCache implements CredentialsCacheStore {
  constructor(private readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>) {}

  load(): CachedCredentials | undefined {
    const cached = readStored<CachedCredentials | undefined>(this.storage, CREDENTIALS_CACHE_KEY, Cached, undefined);
    if (cached === undefined) this.save(undefined);
    return cached;
  }

  save(cached: CachedCredentials | undefined): void {
    try {
      if (cached === undefined) this.storage.removeItem(CREDENTIALS_CACHE_KEY);
      else {
        const { kind, identityId, owner, fetchedAt, credentials } = cached;
        this.storage.setItem(CREDENTIALS_CACHE_KEY, JSON.stringify({ kind, identityId, owner, fetchedAt, credentials }));
      }
    } catch {
      // A refused write only costs the pool a call after a reload.
    }
  }
}
