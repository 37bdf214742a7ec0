// How a call to one of the product's own HTTP APIs can fail (spec §7, §8, §9).

export type HttpFailure =
  /** A protected call was attempted without a session (spec §8 'No token'); nothing was sent. */
  | { readonly kind: 'NoToken' }
  /** The server answered with a non-2xx status. */
  | { readonly kind: 'Http'; readonly status: number }
  /** No answer within the client's time-out (spec §9: 10 s). */
  | { readonly kind: 'Timeout' }
  /** The request never got an answer (offline, DNS, CORS, connection reset). */
  | { readonly kind: 'Network' }
  /** The answer did not match the wire contract (contract drift). */
  | { readonly kind: 'Decode'; readonly details: readonly string[] };
