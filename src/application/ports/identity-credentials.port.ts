import type { Either } from 'fp-ts/Either';
import type { AwsCredentials, CachedCredentials, Logins } from '../../domain/auth/session/identity-credentials';

/** What the identity pool answered instead: its error code (`NotAuthorizedException`, …), no answer, or an answer that was not understood. */
export type IdentityFailure =
  { readonly kind: 'Service'; readonly code: string; readonly message: string } | { readonly kind: 'Network' } | { readonly kind: 'Unexpected' };

/** The identity pool's two calls. Without logins they ask for a guest identity. Never rejects. */
export interface IdentityPool {
  /** GetId: the identity of these logins (the same one every time), or a new guest identity. */
  getId(logins: Logins | undefined): Promise<Either<IdentityFailure, string>>;

  /** GetCredentialsForIdentity: temporary credentials; an identity with logins needs the same logins again. */
  getCredentials(identityId: string, logins: Logins | undefined): Promise<Either<IdentityFailure, AwsCredentials>>;
}

/** Where the credentials cache outlives a reload of this tab (the app's own storage): `load` gives only an entry read in full. Never throws. */
export interface CredentialsCacheStore {
  load(): CachedCredentials | undefined;
  save(cached: CachedCredentials | undefined): void;
}
