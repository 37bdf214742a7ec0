// In this tab's sessionStorage, so that a reload within the cache life asks the pool nothing.
import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import type { CredentialsCacheStore } from '../../application/ports/identity-credentials.port';
import type { CachedCredentials } from '../../domain/auth/session/identity-credentials';

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
    try {
      const text = this.storage.getItem(CREDENTIALS_CACHE_KEY);
      if (text === null) return undefined;
      const decoded = Cached.decode(JSON.parse(text));
      if (E.isRight(decoded)) return decoded.right;
      this.storage.removeItem(CREDENTIALS_CACHE_KEY);
    } catch {
      // Unreadable storage: as if nothing was cached.
    }
    return undefined;
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
