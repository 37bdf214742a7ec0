import * as E from 'fp-ts/Either';
import type { ChatChannel, ChatChannelEvent } from '../../../src/application/ports/chat-channel.port';
import { lazyChatChannel } from '../../../src/adapters/chat/lazy-chat-channel';

/** A loaded channel that records what it was asked and lets the test speak through it. */
function loadedChannel() {
  const listeners: ((event: ChatChannelEvent) => void)[] = [];
  const sent: string[] = [];
  const channel: ChatChannel = {
    fetchHistory: async () => E.right([]),
    send: async (_breach, message) => {
      sent.push(message.content);
      return E.right(undefined);
    },
    subscribe: (listener) => {
      listeners.push(listener);
      return () => undefined;
    },
  };
  return { channel, sent, speak: (event: ChatChannelEvent) => listeners.forEach((listener) => listener(event)) };
}

describe('a chat channel loaded on its first request', () => {
  it('loads nothing until asked, then loads once however many requests race', async () => {
    const loaded = loadedChannel();
    const load = jest.fn(async () => loaded.channel);
    const channel = lazyChatChannel(load, () => undefined);
    channel.subscribe(() => undefined);
    expect(load).not.toHaveBeenCalled();

    await Promise.all([
      channel.fetchHistory('Adobe'),
      channel.send('Adobe', { id: 'm-1', content: 'hi' }),
      channel.send('Adobe', { id: 'm-2', content: 'again' }),
    ]);

    expect(load).toHaveBeenCalledTimes(1);
    expect(loaded.sent).toEqual(['hi', 'again']);
  });

  it('tells listeners added before the load what the loaded channel says, and stops when asked', async () => {
    const loaded = loadedChannel();
    const channel = lazyChatChannel(
      async () => loaded.channel,
      () => undefined,
    );
    const heard: string[] = [];
    const stop = channel.subscribe((event) => heard.push(event.id));
    await channel.fetchHistory('Adobe');

    loaded.speak({ type: 'reply', breachName: 'Adobe', id: 'r-1', content: 'Hello', done: true });
    stop();
    loaded.speak({ type: 'reply', breachName: 'Adobe', id: 'r-2', content: 'Again', done: true });

    expect(heard).toEqual(['r-1']);
  });

  it('answers Unavailable and reports when the code does not load, and tries again on the next request', async () => {
    const loaded = loadedChannel();
    const reports: string[] = [];
    const load = jest.fn<Promise<ChatChannel>, []>().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(loaded.channel);
    const channel = lazyChatChannel(load, (problem) => reports.push(problem));

    await expect(channel.send('Adobe', { id: 'm-1', content: 'hi' })).resolves.toEqual(E.left({ kind: 'Unavailable' }));
    expect(reports).toEqual(['the chat code did not load']);
    await expect(channel.send('Adobe', { id: 'm-2', content: 'again' })).resolves.toEqual(E.right(undefined));
    expect(load).toHaveBeenCalledTimes(2);
    expect(loaded.sent).toEqual(['again']);
  });
});
