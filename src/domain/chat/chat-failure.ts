export type ChatFailure =
  | { readonly kind: 'NoToken' }
  | { readonly kind: 'Refused' }
  | { readonly kind: 'Unavailable' }
  | { readonly kind: 'Timeout' }
  | { readonly kind: 'Decode'; readonly details: readonly string[] };
