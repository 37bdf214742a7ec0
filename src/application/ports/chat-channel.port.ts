import type { Either } from 'fp-ts/Either';
import type { ChatFailure } from '../../domain/chat/chat-failure';
import type { ChatMessage } from '../../domain/chat/chat-state';

export type ChatChannelEvent =
  /** Parts of one reply share its id and the last has `done`; a whole reply is one part with `done`. `requestId`: the outgoing message it answers, when known. */
  | { readonly type: 'reply'; readonly breachName: string; readonly id: string; readonly content: string; readonly done: boolean; readonly requestId?: string }
  /** The answer to the outgoing message `id` cannot arrive (dropped connection, server error); `refused` when the service refused the session's token. */
  | { readonly type: 'failed'; readonly breachName: string; readonly id: string; readonly refused?: boolean };

// Every request carries the session's bearer value; without one nothing is sent and the call gives Left NoToken. A request the
// service refuses for its token gives Left Refused (or a `refused` failure) and closes its connection. Never rejects or throws.
export interface ChatChannel {
  fetchHistory(breachName: string): Promise<Either<ChatFailure, readonly ChatMessage[]>>;
  /** Right once the request went out; the reply (or 'failed' for `message.id`) then arrives through `subscribe`. */
  send(breachName: string, message: { readonly id: string; readonly content: string }): Promise<Either<ChatFailure, void>>;
  subscribe(listener: (event: ChatChannelEvent) => void): () => void;
}
