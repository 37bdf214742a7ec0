import type { Either } from 'fp-ts/Either';
import type { ChatFailure } from '../../domain/chat/chat-failure';
import type { ChatMessage } from '../../domain/chat/chat-state';

/** What arrives on the channel after a message was sent (spec §4 "Chat"). */
export type ChatChannelEvent =
  /** One part of a reply; parts of one reply share its id, the last has `done`. A whole reply is one part with `done`. */
  | { readonly type: 'reply'; readonly breachName: string; readonly id: string; readonly content: string; readonly done: boolean }
  /** The answer to the outgoing message `id` cannot arrive (dropped connection, server error). */
  | { readonly type: 'failed'; readonly breachName: string; readonly id: string };

/**
 * The chatbot's realtime channel about one breach (spec §4, §7; the wire format is the adapter's).
 * Implemented by a WebSocket adapter and by an in-memory responder. Every request carries the
 * session's bearer value; with no token nothing is sent and the call gives Left NoToken, which the
 * use-case logs (spec §8).
 */
export interface ChatChannel {
  /** Request action 'fetch.history' with breach_name; resolves with the conversation so far. Never rejects. */
  fetchHistory(breachName: string): Promise<Either<ChatFailure, readonly ChatMessage[]>>;
  /**
   * Request action 'message' with the message. Right once the request went out; the reply (or
   * 'failed' for `message.id`) then arrives through `subscribe`. Never rejects.
   */
  send(breachName: string, message: { readonly id: string; readonly content: string }): Promise<Either<ChatFailure, void>>;
  /** Listens to every reply event, for any breach; returns the function that stops listening. Never throws. */
  subscribe(listener: (event: ChatChannelEvent) => void): () => void;
}
