// Identity-pool identities: a guest one (only when guest access is configured) or a primary one made from the user pool's id token.

/** Temporary AWS credentials for an identity. Never shown, logged or reported. */
export type AwsCredentials = {
  readonly accessKeyId: string;
  readonly secretKey: string;
  readonly sessionToken: string;
  /** Epoch ms. */
  readonly expiration: number;
};

type IdentityKind = 'guest' | 'primary';

export type IdentityCredentials = { readonly kind: IdentityKind; readonly identityId: string; readonly credentials: AwsCredentials };

/** Identity-pool logins: provider name → token. */
export type Logins = Readonly<Record<string, string>>;

/** Credentials are kept this long at most (and never past their own expiration). */
export const CREDENTIALS_CACHE_MS = 3000 * 1000;

/** `cognito-idp.<region>.amazonaws.com/<poolId>`: the region is the pool id's prefix. */
export const userPoolProviderName = (userPoolId: string): string => `cognito-idp.${userPoolId.split('_', 1).join('')}.amazonaws.com/${userPoolId}`;

export const userPoolLogins = (userPoolId: string, idToken: string): Logins => ({ [userPoolProviderName(userPoolId)]: idToken });

export type CachedCredentials = IdentityCredentials & {
  /** Whose credentials: 'guest', or the user pool's user id. */
  readonly owner: string;
  readonly fetchedAt: number;
};

/** Usable for `owner` at `now`: the same owner, younger than the cache life and not past the credentials' expiration. */
export const isUsable = (cached: CachedCredentials, owner: string, now: number): boolean =>
  cached.owner === owner && now - cached.fetchedAt < CREDENTIALS_CACHE_MS && now < cached.credentials.expiration;
