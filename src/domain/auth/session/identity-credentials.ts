/** Temporary AWS credentials for an identity. Never shown, logged or reported. */
export type AwsCredentials = { readonly accessKeyId: string; readonly secretKey: string; readonly sessionToken: string; readonly expiration: number };

type IdentityKind = 'guest' | 'primary';

export type IdentityCredentials = { readonly kind: IdentityKind; readonly identityId: string; readonly credentials: AwsCredentials };

export type Logins = Readonly<Record<string, string>>;

export const CREDENTIALS_CACHE_MS = 3000 * 1000;

export const userPoolProviderName = (userPoolId: string): string => `cognito-idp.${userPoolId.split('_', 1).join('')}.amazonaws.com/${userPoolId}`;

export const userPoolLogins = (userPoolId: string, idToken: string): Logins => ({ [userPoolProviderName(userPoolId)]: idToken });

export type CachedCredentials = IdentityCredentials & {
  /** 'guest', or the user pool's user id. */
  readonly owner: string;
  readonly fetchedAt: number;
};

export const isUsable = (cached: CachedCredentials, owner: string, now: number): boolean =>
  cached.owner === owner && now - cached.fetchedAt < CREDENTIALS_CACHE_MS && now < cached.credentials.expiration;
