export type ChatFailure =
  | { readonly kind: 'NoToken' }
  /** The service refused the session's token. */
  | { readonly kind: 'Refused' }
  | { readonly kind: 'Unavailable' }
  | { readonly kind: 'Timeout' }
  | { readonly kind: 'Decode'; readonly details: readonly string[] };
