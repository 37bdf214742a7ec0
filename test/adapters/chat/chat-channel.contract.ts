// One contract for every ChatChannel: the offline channel, and WebSocketChatChannel (FrameChatChannel
// over a WebSocket) talking to local-backend on 127.0.0.1. Both are the same client over different
// transports to the same responder, so every failure path is checked in both places.
import * as E from 'fp-ts/Either';
import type { ChatFault } from '../../../src/stand-ins/chat/chat-responder';
import type { ChatChannel, ChatChannelEvent } from '../../../src/application/ports/chat-channel.port';

export type ChatSubject = {
  readonly channel: ChatChannel;
  /** The client's reply time-out in this subject (short, so lost answers fail quickly). */
  readonly replyTimeoutMs: number;
  signOut(): void;
  /** Forces what happens to the next answer. */
  fault(fault: ChatFault): Promise<void>;
  /** What the client reported (dropped frames, failed connections). */
  readonly reports: string[];
  close?(): Promise<void>;
};

/** Collects events until one matches. */
function until(channel: ChatChannel, done: (event: ChatChannelEvent) => boolean, timeoutMs = 5000): Promise<ChatChannelEvent[]> {
  return new Promise((resolve, reject) => {
    const events: ChatChannelEvent[] = [];
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`no final event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
    }, timeoutMs);
    const stop = channel.subscribe((event) => {
      events.push(event);
      if (done(event)) {
        clearTimeout(timer);
        stop();
        resolve(events);
      }
    });
  });
}

const finished = (id: string) => (event: ChatChannelEvent) => (event.type === 'reply' && event.done) || (event.type === 'failed' && event.id === id);

let counter = 0;
const nextId = () => `m-${Date.now()}-${++counter}`;

export function describeChatChannelContract(name: string, makeSubject: () => Promise<ChatSubject>) {
  describe(`${name} honours the ChatChannel contract`, () => {
    let s: ChatSubject;
    beforeEach(async () => {
      s = await makeSubject();
    });
    afterEach(async () => {
      await s.close?.();
    });

    /** Sends `content` about `breach` and waits for the reply to finish or fail. */
    const ask = async (breach: string, content: string) => {
      const id = nextId();
      const events = until(s.channel, finished(id));
      expect(await s.channel.send(breach, { id, content })).toEqual(E.right(undefined));
      return { id, events: await events };
    };
    const replyText = (events: ChatChannelEvent[]) => events.map((e) => (e.type === 'reply' ? e.content : '')).join('');

    it('starts with no history, answers from the breach’s facts, and then remembers the conversation', async () => {
      await expect(s.channel.fetchHistory('Adobe')).resolves.toEqual(E.right([]));

      const { id, events } = await ask('Adobe', 'What was leaked?');

      expect(events.every((e) => e.type === 'reply' && e.breachName === 'Adobe')).toBe(true);
      const reply = replyText(events);
      expect(reply).toContain('152,445,165');
      expect(reply.toLowerCase()).toContain('password hints');
      expect(reply).toContain('In October 2013, Adobe was breached');
      const history = await s.channel.fetchHistory('Adobe');
      expect(history).toEqual(
        E.right([
          { id, content: 'What was leaked?', type: 'outgoing', error: false },
          { id: (events[0] as { id: string }).id, content: reply, type: 'incoming', error: false },
        ]),
      );
    });

    it('streams a long reply in parts that share one id, only the last one done', async () => {
      const { events } = await ask('LinkedIn', 'What should I do first?');

      expect(events.length).toBeGreaterThan(1);
      expect(new Set(events.map((e) => (e.type === 'reply' ? e.id : 'failed'))).size).toBe(1);
      expect(events.map((e) => e.type === 'reply' && e.done)).toEqual([...events.slice(1).map(() => false), true]);
    });

    it('keeps each breach’s conversation apart', async () => {
      await ask('Adobe', 'Am I at risk?');

      await expect(s.channel.fetchHistory('LinkedIn')).resolves.toEqual(E.right([]));
    });

    it('sends nothing without a token', async () => {
      s.signOut();

      await expect(s.channel.fetchHistory('Adobe')).resolves.toEqual(E.left({ kind: 'NoToken' }));
      await expect(s.channel.send('Adobe', { id: nextId(), content: 'Hello?' })).resolves.toEqual(E.left({ kind: 'NoToken' }));
    });

    it('fails the message the server refuses, and answers the next one', async () => {
      await s.fault({ refuse: true });
      const refused = await ask('Adobe', 'Is my password exposed?');
      expect(refused.events).toEqual([{ type: 'failed', breachName: 'Adobe', id: refused.id }]);

      const next = await ask('Adobe', 'Is my password exposed?');
      expect(next.events[next.events.length - 1]).toMatchObject({ type: 'reply', done: true });
    });

    it.each(['malformed-json', 'wrong-types', 'oversized'] as const)(
      'drops a %s frame, reports it, fails the message in time and keeps working',
      async (frame) => {
        await s.fault({ frame });
        const started = Date.now();

        const broken = await ask('Adobe', 'What was leaked?');

        expect(broken.events).toEqual([{ type: 'failed', breachName: 'Adobe', id: broken.id }]);
        expect(Date.now() - started).toBeLessThan(s.replyTimeoutMs + 2000);
        expect(s.reports.some((r) => r.startsWith('Dropped a chat frame'))).toBe(true);
        expect(s.reports.join(' ')).not.toContain('What was leaked');
        const next = await ask('Adobe', 'What was leaked?');
        expect(next.events[next.events.length - 1]).toMatchObject({ type: 'reply', done: true });
      },
    );

    it('flags the message when the server closes mid-answer, then reconnects for the next one', async () => {
      await s.fault({ closeMidAnswer: true });

      const cut = await ask('LinkedIn', 'What should I do first?');

      expect(cut.events[0]).toMatchObject({ type: 'reply', done: false });
      expect(cut.events[cut.events.length - 1]).toEqual({ type: 'failed', breachName: 'LinkedIn', id: cut.id });
      const history = await s.channel.fetchHistory('LinkedIn');
      expect(E.isRight(history) && history.right.map((m) => [m.type, m.error])).toEqual([['outgoing', true]]);
      const next = await ask('LinkedIn', 'What should I do first?');
      expect(next.events[next.events.length - 1]).toMatchObject({ type: 'reply', done: true });
    });

    it('waits out a slow answer without failing it', async () => {
      await s.fault({ delayMs: Math.round(s.replyTimeoutMs / 2) });

      const slow = await ask('Adobe', 'When did it happen?');

      expect(slow.events[slow.events.length - 1]).toMatchObject({ type: 'reply', done: true });
    });
  });
}
