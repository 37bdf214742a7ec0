// The conversation about one breach, as pure transitions over
// { messages, isPending }. One question at a time: nothing is sent while an answer is awaited.
import * as O from 'fp-ts/Option';

export type ChatMessage = {
  /** Chosen by the sender for outgoing messages, by the channel for replies; streamed parts share it. */
  readonly id: string;
  readonly content: string;
  /** 'outgoing' for the user's own messages. */
  readonly type: 'outgoing' | 'incoming';
  /** Set on an outgoing message whose answer could not arrive. */
  readonly error: boolean;
};

export type ChatState = { readonly messages: readonly ChatMessage[]; readonly isPending: boolean };

/** The most a message may hold: the input caps it and the chatbot service refuses more. */
export const MAX_CHAT_MESSAGE_LENGTH = 2000;

/** History from the server replaces what we have (it is fetched once per breach). */
export const withHistory = (messages: readonly ChatMessage[]): ChatState => ({ messages, isPending: false });

/** Whether `content` may be sent now: something to say, within the length limit, and no answer still awaited. */
export const canSend = (state: ChatState, content: string): boolean =>
  !state.isPending && content.trim() !== '' && content.trim().length <= MAX_CHAT_MESSAGE_LENGTH;

/**
 * Sending drops earlier messages flagged as errors, appends the outgoing one and sets pending.
 * When canSend is false the state is returned unchanged.
 */
export const sendMessage = (state: ChatState, message: { readonly id: string; readonly content: string }): ChatState =>
  canSend(state, message.content)
    ? { messages: [...state.messages.filter((m) => !m.error), { id: message.id, content: message.content, type: 'outgoing', error: false }], isPending: true }
    : state;

/**
 * A reply part arrived. Parts of one reply share its id and are appended to that message while it is
 * the last one; `done` marks the end of the reply and clears pending.
 */
export function receiveReply(state: ChatState, part: { readonly id: string; readonly content: string; readonly done: boolean }): ChatState {
  const last = state.messages[state.messages.length - 1];
  const messages =
    last && last.type === 'incoming' && last.id === part.id
      ? [...state.messages.slice(0, -1), { ...last, content: last.content + part.content }]
      : [...state.messages, { id: part.id, content: part.content, type: 'incoming' as const, error: false }];
  return { messages, isPending: !part.done };
}

/** The answer to the outgoing message `id` cannot arrive: flag it, stop waiting. */
export const failMessage = (state: ChatState, id: string): ChatState => ({
  messages: state.messages.map((m) => (m.id === id && m.type === 'outgoing' ? { ...m, error: true } : m)),
  isPending: false,
});

/** The failed outgoing message `id`, if there is one. */
export const failedMessage = (state: ChatState, id: string): O.Option<ChatMessage> =>
  O.fromNullable(state.messages.find((m) => m.id === id && m.type === 'outgoing' && m.error));

/**
 * Sends the failed message `id` again: like a new send of the same content (the failed copy is
 * dropped with the other errors). None when `id` names no failed message or an answer is awaited.
 */
export const retryMessage = (state: ChatState, id: string): O.Option<{ readonly state: ChatState; readonly message: ChatMessage }> =>
  state.isPending
    ? O.none
    : O.map((message: ChatMessage) => ({ state: sendMessage(state, message), message: { ...message, error: false } }))(failedMessage(state, id));
