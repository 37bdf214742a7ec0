export type AuthSession = {
  /** The user pool's `sub`: the analytics and support-chat user id, never the e-mail. */
  readonly userId: string;
  readonly username: string;
  readonly email: string;
  readonly region: string;
  readonly userAlias: string;
  /** The product's own APIs take the id token as bearer, not the access token. */
  readonly idToken: string;
  readonly accessToken: string;
  /** Epoch ms: the earlier of the id and access tokens' expiry. */
  readonly expiresAt: number;
  /** The identity pool's identity for this user, once known; absent without an identity pool. */
  readonly identityId?: string;
};
