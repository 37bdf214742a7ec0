// One question at a time: nothing is sent while an answer is awaited.
import * as O from 'fp-ts/Option';

export type ChatMessage = { readonly id: string; readonly content: string; readonly type: 'outgoing' | 'incoming'; readonly error: boolean };

export type ChatState = { readonly messages: readonly ChatMessage[]; readonly isPending: boolean };

export const MAX_CHAT_MESSAGE_LENGTH = 2000;

export const withHistory = (messages: readonly ChatMessage[]): ChatState => ({ messages, isPending: false });

export const canSend = (state: ChatState, content: string): boolean =>
  !state.isPending && content.trim() !== '' && content.trim().length <= MAX_CHAT_MESSAGE_LENGTH;

/** A failed question stays, flagged, until the person retries it: sending another never drops it. */
export const sendMessage = (state: ChatState, message: { readonly id: string; readonly content: string }): ChatState =>
  canSend(state, message.content)
    ? { messages: [...state.messages, { id: message.id, content: message.content, type: 'outgoing', error: false }], isPending: true }
    : state;

export function receiveReply(state: ChatState, part: { readonly id: string; readonly content: string; readonly done: boolean }): ChatState {
  const last = state.messages[state.messages.length - 1];
  const messages =
    last && last.type === 'incoming' && last.id === part.id
      ? [...state.messages.slice(0, -1), { ...last, content: last.content + part.content }]
      : [...state.messages, { id: part.id, content: part.content, type: 'incoming' as const, error: false }];
  return { messages, isPending: !part.done };
}

/** The question flagged for Retry; an answer it was getting, cut off by the failure, is no answer and goes. */
export function failMessage(state: ChatState, id: string): ChatState {
  const asked = state.messages.findIndex((m) => m.id === id && m.type === 'outgoing');
  const cutOff = state.isPending && asked >= 0 && asked < state.messages.length - 1 && state.messages.at(-1)?.type === 'incoming';
  const messages = cutOff ? state.messages.slice(0, -1) : state.messages;
  return { messages: messages.map((m) => (m.id === id && m.type === 'outgoing' ? { ...m, error: true } : m)), isPending: false };
}

export const failedMessage = (state: ChatState, id: string): O.Option<ChatMessage> =>
  O.fromNullable(state.messages.find((m) => m.id === id && m.type === 'outgoing' && m.error));

export const retryMessage = (state: ChatState, id: string): O.Option<{ readonly state: ChatState; readonly message: ChatMessage }> =>
  state.isPending
    ? O.none
    : O.map((message: ChatMessage) => ({
        state: sendMessage({ ...state, messages: state.messages.filter((m) => m !== message) }, message),
        message: { ...message, error: false },
      }))(failedMessage(state, id));
