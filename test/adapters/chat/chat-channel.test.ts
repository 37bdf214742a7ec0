// The chat-channel contract against both transports, and what only the WebSocket client can meet.
import * as O from 'fp-ts/Option';
import WebSocket from 'ws';
import { startLocalBackend, type LocalBackend } from '../../../local-backend/index';
import type { ChatFault } from '../../../src/stand-ins/chat/chat-responder';
import { FrameChatChannel } from '../../../src/adapters/chat/frame-chat-channel';
import { createInMemoryChatChannel } from '../../../src/adapters/chat/in-memory-chat-channel';
import { lazyChatChannel } from '../../../src/adapters/chat/lazy-chat-channel';
import type { ChatChannel } from '../../../src/application/ports/chat-channel.port';
import { webSocketTransport, type WebSocketLike } from '../../../src/adapters/chat/websocket-transport';
import type { AuthSession } from '../../../src/domain/auth/session/auth-session';
import { FakeRandomSource } from '../../support/fakes/fake-random-source';
import { MemoryStorage } from '../../support/memory-storage';
import { signedInUser } from '../protection-api/local-user';
import { describeChatChannelContract } from './chat-channel.contract';

const REPLY_TIMEOUT_MS = 600;

const offlineSubject = (wrap: (channel: ChatChannel) => ChatChannel) => async () => {
  const session = { userId: 'u-1', idToken: 'offline-id' } as AuthSession;
  let signedIn = true;
  let next: ChatFault | undefined;
  const reports: string[] = [];
  const channel = createInMemoryChatChannel({
    sessions: { currentSession: async () => (signedIn ? O.some(session) : O.none) },
    faults: { apply: async () => ({ kind: 'none' }) },
    storage: new MemoryStorage(),
    random: new FakeRandomSource(5),
    report: (problem) => reports.push(problem),
    responder: {
      partDelayMs: 2,
      takeFault: async () => {
        const fault = next;
        next = undefined;
        return fault;
      },
    },
    replyTimeoutMs: REPLY_TIMEOUT_MS,
  });
  return {
    channel: wrap(channel),
    replyTimeoutMs: REPLY_TIMEOUT_MS,
    reports,
    signOut: () => void (signedIn = false),
    fault: async (fault: ChatFault | undefined) => void (next = fault),
  };
};

describeChatChannelContract(
  'the offline channel',
  offlineSubject((channel) => channel),
);
describeChatChannelContract(
  'the offline channel, loaded on its first request',
  offlineSubject((channel) =>
    lazyChatChannel(
      async () => channel,
      () => undefined,
    ),
  ),
);

describe('over a WebSocket to local-backend', () => {
  let backend: LocalBackend;
  beforeAll(async () => {
    backend = await startLocalBackend({ log: () => undefined, chatPartDelayMs: 2 });
  });
  afterAll(async () => {
    await backend.close();
  });

  const connectTo = (url: string) => (target: string) => {
    expect(target).toBe(url);
    return new WebSocket(target) as unknown as WebSocketLike;
  };

  describeChatChannelContract('WebSocketChatChannel against local-backend', async () => {
    const user = signedInUser(backend);
    let token = O.some(user.idToken);
    const reports: string[] = [];
    const channel = new FrameChatChannel({
      transport: webSocketTransport(backend.chatSocketUrl, connectTo(backend.chatSocketUrl)),
      bearer: async () => token,
      newId: () => `h-${Math.random().toString(36).slice(2)}`,
      report: (problem) => reports.push(problem),
      random: () => 0.5,
      replyTimeoutMs: REPLY_TIMEOUT_MS,
      sleep: async () => undefined,
    });
    return {
      channel,
      replyTimeoutMs: REPLY_TIMEOUT_MS,
      reports,
      signOut: () => void (token = O.none),
      fault: async (fault) => {
        const local = {
          ...(fault.delayMs === undefined ? {} : { delayMs: fault.delayMs }),
          ...(fault.refuse ? { error: 'InternalError' } : {}),
          ...(fault.closeMidAnswer ? { close: true } : {}),
          ...(fault.frame === undefined ? {} : { frame: fault.frame }),
          times: 1,
        };
        const set = backend.faults.set({ chat: local });
        if (!set.ok) throw new Error(set.reason);
      },
      close: async () => backend.faults.clear(),
    };
  });

  it('refuses a frame whose token is not from its pool: the client fails that request as refused, and the next one goes on a new connection', async () => {
    const opened: string[] = [];
    const channel = new FrameChatChannel({
      transport: webSocketTransport(backend.chatSocketUrl, (url) => (opened.push(url), connectTo(backend.chatSocketUrl)(url))),
      bearer: async () => O.some('forged.token.value'),
      newId: () => `h-${opened.length}`,
      report: () => undefined,
      random: () => 0.5,
    });
    const events: unknown[] = [];
    channel.subscribe((event) => events.push(event));

    await expect(channel.fetchHistory('Adobe')).resolves.toEqual({ _tag: 'Left', left: { kind: 'Refused' } });
    await expect(channel.send('Adobe', { id: 'm-1', content: 'hi' })).resolves.toEqual({ _tag: 'Right', right: undefined });
    await new Promise<void>((resolve) => {
      const stop = channel.subscribe(() => (stop(), resolve()));
      if (events.length > 0) resolve();
    });

    expect(events).toEqual([{ type: 'failed', breachName: 'Adobe', id: 'm-1', refused: true }]);
    expect(opened).toHaveLength(2);
  });

  it('reports a socket that cannot be reached and backs off before the next attempt', async () => {
    const waits: number[] = [];
    const reports: string[] = [];
    const channel = new FrameChatChannel({
      transport: webSocketTransport('ws://127.0.0.1:9/chat', (url) => new WebSocket(url) as unknown as WebSocketLike),
      bearer: async () => O.some('t'),
      newId: () => 'h-1',
      report: (problem) => reports.push(problem),
      random: () => 1,
      sleep: async (ms) => void waits.push(ms),
    });

    await expect(channel.fetchHistory('Adobe')).resolves.toEqual({ _tag: 'Left', left: { kind: 'Unavailable' } });
    await expect(channel.send('Adobe', { id: 'm', content: 'hi' })).resolves.toEqual({ _tag: 'Left', left: { kind: 'Unavailable' } });
    await channel.fetchHistory('Adobe');

    expect(waits).toEqual([500, 1000]);
    expect(reports).toEqual(['Chat connection failed (1 in a row).', 'Chat connection failed (2 in a row).', 'Chat connection failed (3 in a row).']);
  });
});
