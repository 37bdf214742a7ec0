// The conversation about one breach (spec §3 "Chat messages", §4 "Chat"), as pure transitions.

export type ChatMessage = {
  readonly id: string;
  readonly content: string;
  /** 'outgoing' for the user's own messages (spec §3). */
  readonly type: 'outgoing' | 'incoming';
  /** Set on an outgoing message whose answer could not arrive. */
  readonly error: boolean;
};

export type ChatState = { readonly messages: readonly ChatMessage[]; readonly isPending: boolean };

export const EMPTY_CHAT: ChatState = { messages: [], isPending: false };

/** History from the server replaces what we have (it is fetched once per breach). */
export const withHistory = (messages: readonly ChatMessage[]): ChatState => ({ messages, isPending: false });

/** Spec §4: sending drops earlier messages flagged as errors, appends the outgoing one and sets pending. */
export const sendMessage = (state: ChatState, message: { id: string; content: string }): ChatState => ({
  messages: [...state.messages.filter((m) => !m.error), { ...message, type: 'outgoing', error: false }],
  isPending: true,
});

/**
 * A reply part arrived. Parts of one reply share its id and are appended to that message; `done`
 * marks the end of the reply and clears pending.
 */
export function receiveReply(state: ChatState, part: { id: string; content: string; done: boolean }): ChatState {
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

/** The failed message to send again, if `id` names one. */
export const failedMessage = (state: ChatState, id: string): ChatMessage | undefined =>
  state.messages.find((m) => m.id === id && m.type === 'outgoing' && m.error);
