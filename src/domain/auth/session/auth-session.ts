export type AuthSession = {
  /** The user pool's `sub`: the analytics and support-chat id, never the e-mail. */
  readonly userId: string;
  readonly username: string;
  readonly email: string;
  readonly region: string;
  readonly userAlias: string;
  /** The product's own APIs take the id token as bearer, not the access token. */
  readonly idToken: string;
  readonly accessToken: string;
  readonly expiresAt: number;
};
