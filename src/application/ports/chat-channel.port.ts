import type { Either } from 'fp-ts/Either';
import type { ChatFailure } from '../../domain/chat/chat-failure';
import type { ChatMessage } from '../../domain/chat/chat-state';

export type ChatChannelEvent =
  /** Parts of one reply share its id and the last has `done`; a whole reply is one part with `done`. */
  | { readonly type: 'reply'; readonly breachName: string; readonly id: string; readonly content: string; readonly done: boolean }
  /** The answer to the outgoing message `id` cannot arrive (dropped connection, server error). */
  | { readonly type: 'failed'; readonly breachName: string; readonly id: string };

/** Every request carries the session's bearer value; without one nothing is sent and the call gives Left NoToken. */
export interface ChatChannel {
  /** The conversation so far about one breach. Never rejects. */
  fetchHistory(breachName: string): Promise<Either<ChatFailure, readonly ChatMessage[]>>;
  /** Right once the request went out; the reply (or 'failed' for `message.id`) then arrives through `subscribe`. Never rejects. */
  send(breachName: string, message: { readonly id: string; readonly content: string }): Promise<Either<ChatFailure, void>>;
  /** Every reply event, for any breach; gives the function that stops listening. Never throws. */
  subscribe(listener: (event: ChatChannelEvent) => void): () => void;
}
