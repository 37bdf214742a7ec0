export type ChatFailure =
  | { readonly kind: 'NoToken' }
  | { readonly kind: 'Unavailable' }
  | { readonly kind: 'Timeout' }
  | { readonly kind: 'Decode'; readonly details: readonly string[] };
