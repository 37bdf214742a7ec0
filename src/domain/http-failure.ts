export type HttpFailure =
  /** A protected call was attempted without a session token: nothing was sent. */
  | { readonly kind: 'NoToken' }
  | { readonly kind: 'Http'; readonly status: number }
  | { readonly kind: 'Timeout' }
  | { readonly kind: 'Network' }
  | { readonly kind: 'Decode'; readonly details: readonly string[] };
