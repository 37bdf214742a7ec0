import * as O from 'fp-ts/Option';
import * as t from 'io-ts';
import type { ChatChannel } from '../../application/ports/chat-channel.port';
import type { RandomSource } from '../../application/ports/random-source.port';
import type { SessionSource } from '../../application/ports/session-source.port';
import type { ChatMessage } from '../../domain/chat/chat-state';
import type { FaultOutcome, FaultSwitch } from '../../stand-ins/faults/storage-fault-switch';
import { chatSession, type ChatFault, type ChatHistoryStore, type ChatResponderDeps } from '../../stand-ins/chat/chat-responder';
import { FrameChatChannel, type ChatTransport } from './frame-chat-channel';
import { groundedReplies } from '../../stand-ins/chat/grounded-replies';
import { readStored } from '../../wire/stored-json';

const OFFLINE_CHAT_KEY = 'protect.offline.chat';

const Conversations = t.record(
  t.string,
  t.record(t.string, t.array(t.type({ id: t.string, content: t.string, type: t.keyof({ outgoing: null, incoming: null }), error: t.boolean }))),
);

function storageChatHistoryStore(storage: Pick<Storage, 'getItem' | 'setItem'>): ChatHistoryStore {
  const readAll = () => readStored(storage, OFFLINE_CHAT_KEY, Conversations, {});
  const own = <T>(record: Record<string, T> | undefined, key: string): T | undefined => (record && Object.hasOwn(record, key) ? record[key] : undefined);
  return {
    read: (userId, breachName): readonly ChatMessage[] => own(own(readAll(), userId), breachName.toLowerCase()) ?? [],
    write: (userId, breachName, messages) => {
      const all = readAll();
      storage.setItem(OFFLINE_CHAT_KEY, JSON.stringify({ ...all, [userId]: { ...own(all, userId), [breachName.toLowerCase()]: messages } }));
    },
  };
}

function offlineChatFault(outcome: FaultOutcome): ChatFault | undefined {
  if (outcome.kind === 'none') return undefined;
  if (outcome.kind !== 'body') return { refuse: true };
  if (outcome.body === 'hostile-links') return { hostileLinks: true };
  return { frame: outcome.body === 'wrong-types' || outcome.body === 'prototype-pollution' ? 'wrong-types' : 'malformed-json' };
}

/** Frames cross as text, asynchronously and in order, as over a WebSocket, so offline mode runs the real client. */
const inMemoryChatTransport = (responder: ChatResponderDeps): ChatTransport => ({
  open: async ({ onMessage, onClose }) => {
    let open = true;
    const end = () => {
      if (!open) return;
      open = false;
      setTimeout(onClose, 0);
    };
    const session = chatSession(responder, {
      send: (text) => {
        if (open) setTimeout(() => onMessage(text), 0);
      },
      close: end,
    });
    return {
      send: (text) => {
        if (open) void session.receive(text);
      },
      close: end,
    };
  },
});

export type InMemoryChatChannelDeps = {
  readonly sessions: SessionSource;
  readonly faults: FaultSwitch;
  readonly storage: Pick<Storage, 'getItem' | 'setItem'>;
  readonly random: RandomSource;
  readonly report: (problem: string) => void;
  readonly responder?: Partial<ChatResponderDeps>;
  readonly replyTimeoutMs?: number;
};

export function createInMemoryChatChannel(deps: InMemoryChatChannelDeps): ChatChannel {
  const responder: ChatResponderDeps = {
    verify: async (authorization) => {
      const session = await deps.sessions.currentSession();
      return O.isSome(session) && authorization === `Bearer ${session.value.idToken}` ? { userId: session.value.userId } : null;
    },
    store: storageChatHistoryStore(deps.storage),
    ...groundedReplies,
    takeFault: async () => offlineChatFault(await deps.faults.apply('chat')),
    newId: () => deps.random.uuid(),
    partDelayMs: 60,
    ...deps.responder,
  };
  return new FrameChatChannel({
    transport: inMemoryChatTransport(responder),
    bearer: async () => O.map((session: { readonly idToken: string }) => session.idToken)(await deps.sessions.currentSession()),
    newId: () => deps.random.uuid(),
    report: deps.report,
    random: () => deps.random.randomInt(1_000_000) / 1_000_000,
    replyTimeoutMs: deps.replyTimeoutMs,
  });
}
