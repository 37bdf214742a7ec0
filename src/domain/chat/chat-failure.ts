// How a request over the chatbot's realtime channel can fail (spec §4 "Chat", §8 "Chat with no token").

export type ChatFailure =
  /** No session token: nothing was sent (spec §8); the use-case logs it. */
  | { readonly kind: 'NoToken' }
  /** The channel could not be opened or dropped before the request went out. */
  | { readonly kind: 'Unavailable' }
  /** No answer to the request in time. */
  | { readonly kind: 'Timeout' }
  /** The answer did not match the channel's message format (contract drift). */
  | { readonly kind: 'Decode'; readonly details: readonly string[] };
