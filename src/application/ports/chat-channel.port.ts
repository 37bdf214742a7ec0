import type { ChatMessage } from '../../domain/chat/chat-state';

/** What the realtime channel delivers for one breach's conversation. */
export type ChatChannelEvent =
  | { readonly type: 'history'; readonly breachName: string; readonly messages: readonly ChatMessage[] }
  /** One part of a reply; parts share the reply id, the last has `done`. */
  | { readonly type: 'reply'; readonly breachName: string; readonly id: string; readonly content: string; readonly done: boolean }
  /** The answer to the outgoing message `id` cannot arrive. */
  | { readonly type: 'failed'; readonly breachName: string; readonly id: string };

/**
 * The chatbot's realtime channel (spec §4 "Chat", §7). Requests carry the bearer token inside the
 * frame. With no token nothing is sent and the fact is logged (spec §8). Never rejects.
 */
export interface ChatChannel {
  /** 'fetch.history' with breach_name. */
  fetchHistory(breachName: string): Promise<void>;
  /** 'message' with the message; the reply arrives through `subscribe`. */
  send(breachName: string, message: { id: string; content: string }): Promise<void>;
  /** Listens to every event; returns the function that stops listening. */
  subscribe(listener: (event: ChatChannelEvent) => void): () => void;
}
