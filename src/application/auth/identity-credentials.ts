// The caller's identity-pool credentials: primary with the user pool's id token, else guest when guest access is configured.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { AuthSession } from '../../domain/auth/session/auth-session';
import { type CachedCredentials, type IdentityCredentials, isUsable, userPoolLogins } from '../../domain/auth/session/identity-credentials';
import type { Clock } from '../ports/clock.port';
import type { CredentialsCacheStore, IdentityFailure, IdentityPool } from '../ports/identity-credentials.port';

export type IdentityCredentialsDeps = {
  readonly pool: IdentityPool;
  readonly clock: Clock;
  readonly userPoolId: string;
  readonly allowGuest: boolean;
  readonly store?: CredentialsCacheStore;
};

export type IdentityCredentialsService = {
  credentialsFor(session: O.Option<AuthSession>): Promise<E.Either<IdentityFailure, O.Option<IdentityCredentials>>>;
  cachedIdentityId(session: O.Option<AuthSession>): O.Option<string>;
  clear(): void;
};

const GUEST = 'guest';

export function makeIdentityCredentials(deps: IdentityCredentialsDeps): IdentityCredentialsService {
  let cached: CachedCredentials | undefined = deps.store?.load();
  // The guest identity is kept after its credentials lapse, so a returning guest keeps one identity.
  let guestIdentityId: string | undefined;
  let generation = 0;

  const ownerOf = (session: O.Option<AuthSession>): string => (O.isSome(session) ? `user:${session.value.userId}` : GUEST);

  const fetch = async (session: O.Option<AuthSession>): Promise<E.Either<IdentityFailure, O.Option<IdentityCredentials>>> => {
    const started = generation;
    const owner = ownerOf(session);
    const logins = O.isSome(session) ? userPoolLogins(deps.userPoolId, session.value.idToken) : undefined;
    const known = O.isNone(session) ? guestIdentityId : undefined;
    const identityId = known === undefined ? await deps.pool.getId(logins) : E.right(known);
    if (E.isLeft(identityId)) return identityId;
    const credentials = await deps.pool.getCredentials(identityId.right, logins);
    if (E.isLeft(credentials)) return credentials;
    const fresh: IdentityCredentials = { kind: O.isSome(session) ? 'primary' : 'guest', identityId: identityId.right, credentials: credentials.right };
    // A sign-out while the calls were out wins: its caller gets the answer, the cache stays empty.
    if (started === generation) {
      cached = { ...fresh, owner, fetchedAt: deps.clock.now() };
      deps.store?.save(cached);
      if (O.isNone(session)) guestIdentityId = identityId.right;
    }
    return E.right(O.some(fresh));
  };
  // One call in flight per owner: a burst of readers causes one GetId and one GetCredentialsForIdentity.
  const inFlight = new Map<string, Promise<E.Either<IdentityFailure, O.Option<IdentityCredentials>>>>();

  return {
    async credentialsFor(session) {
      if (O.isNone(session) && !deps.allowGuest) return E.right(O.none);
      const owner = ownerOf(session);
      if (cached && isUsable(cached, owner, deps.clock.now())) return E.right(O.some(cached));
      const running = inFlight.get(owner);
      if (running) return running;
      const call = fetch(session).finally(() => inFlight.delete(owner));
      inFlight.set(owner, call);
      return call;
    },
    cachedIdentityId(session) {
      const owner = ownerOf(session);
      return cached && isUsable(cached, owner, deps.clock.now()) ? O.some(cached.identityId) : O.none;
    },
    clear() {
      generation += 1;
      cached = undefined;
      deps.store?.save(undefined);
      guestIdentityId = undefined;
      inFlight.clear();
    },
  };
}
