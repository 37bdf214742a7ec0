// A signed-in user's session as the app sees it (spec §3 "Tokens", identity-token claims).

/** What the rest of the app may know about the signed-in user. Tokens never leave adapters' calls. */
export type AuthSession = {
  /** The user pool's stable id of the user (`sub`); the analytics and support-chat user id. */
  readonly userId: string;
  /** The user-pool username (the normalised e-mail for this product). */
  readonly username: string;
  readonly email: string;
  /** The `custom:region` claim, upper-cased, default 'US'. */
  readonly region: string;
  /** The `custom:user_alias` claim, used for the support-chat user hash. */
  readonly userAlias: string;
  /** Bearer for the product's own APIs. */
  readonly idToken: string;
  readonly accessToken: string;
  /** Epoch milliseconds after which the id or access token is expired. */
  readonly expiresAt: number;
};
