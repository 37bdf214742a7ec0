export type HttpFailure =
  | { readonly kind: 'NoToken' }
  | { readonly kind: 'Http'; readonly status: number }
  | { readonly kind: 'Timeout' }
  | { readonly kind: 'Network' }
  | { readonly kind: 'Decode'; readonly details: readonly string[] };
