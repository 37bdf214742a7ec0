import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { BreachConversations } from '../../../src/application/chat/breach-conversations';
import type { ChatFailure } from '../../../src/domain/chat/chat-failure';
import type { ChatState } from '../../../src/domain/chat/chat-state';
import { aChatMessage } from '../../support/builders';
import { RecordingLogger } from '../../support/fakes/auth-recording-logger';
import { ScriptedChatChannel } from '../../support/fakes/scripted-chat-channel';

const setup = () => {
  const channel = new ScriptedChatChannel();
  const logger = new RecordingLogger();
  let n = 0;
  const conversations = new BreachConversations({ channel, logger, newId: () => `m${++n}` });
  const changes: string[] = [];
  conversations.subscribe((key) => changes.push(key));
  const state = (key: string): ChatState => O.getOrElse((): ChatState => ({ messages: [], isPending: false }))(conversations.state(key));
  return { channel, logger, conversations, changes, state };
};

describe('BreachConversations: one message cache per breach key', () => {
  it('fetches a breach’s history once, even when opened twice at once, and keeps it for the tab', async () => {
    const { channel, conversations } = setup();
    channel.history = E.right([aChatMessage()]);

    const [a, b] = await Promise.all([conversations.open('hibp::Adobe'), conversations.open('hibp::Adobe')]);
    const again = await conversations.open('hibp::Adobe');

    expect(a).toEqual(b);
    expect(again).toEqual(a);
    expect(channel.requests).toEqual([{ action: 'fetch.history', breachName: 'Adobe' }]);
  });

  it('returns to the same conversation, with what was said since, when the breach is opened again', async () => {
    const { channel, conversations, state } = setup();
    await conversations.open('hibp::Adobe');
    await conversations.send('hibp::Adobe', 'What leaked?');
    channel.emit({ type: 'reply', breachName: 'Adobe', id: 'r1', content: 'Passwords.', done: true });

    const reopened = await conversations.open('hibp::Adobe');

    expect(E.isRight(reopened) && reopened.right.state).toEqual(state('hibp::Adobe'));
    expect(state('hibp::Adobe').messages.map((m) => m.content)).toEqual(['What leaked?', 'Passwords.']);
  });

  it('does not cache a failed history fetch, so the next open tries again', async () => {
    const { channel, conversations } = setup();
    channel.history = E.left({ kind: 'Unavailable' });
    await expect(conversations.open('hibp::Adobe')).resolves.toEqual(E.left({ kind: 'Unavailable' }));
    expect(conversations.state('hibp::Adobe')).toEqual(O.none);

    channel.history = E.right([]);
    await expect(conversations.open('hibp::Adobe')).resolves.toEqual(E.right(expect.objectContaining({ key: 'hibp::Adobe' })));
  });

  it('sends trimmed text, marks the conversation pending, and streams the reply into it', async () => {
    const { channel, conversations, state, changes } = setup();
    await conversations.open('hibp::Adobe');

    await expect(conversations.send('hibp::Adobe', '  Am I at risk?  ')).resolves.toBe(true);
    expect(state('hibp::Adobe')).toEqual({ messages: [{ id: 'm1', content: 'Am I at risk?', type: 'outgoing', error: false }], isPending: true });
    expect(channel.requests[1]).toEqual({ action: 'message', breachName: 'Adobe', content: 'Am I at risk?' });

    channel.emit({ type: 'reply', breachName: 'Adobe', id: 'r1', content: 'Yes, ', done: false });
    channel.emit({ type: 'reply', breachName: 'Adobe', id: 'r1', content: 'somewhat.', done: true });

    expect(state('hibp::Adobe')).toEqual({
      messages: [
        { id: 'm1', content: 'Am I at risk?', type: 'outgoing', error: false },
        { id: 'r1', content: 'Yes, somewhat.', type: 'incoming', error: false },
      ],
      isPending: false,
    });
    expect(changes.filter((k) => k === 'hibp::Adobe').length).toBeGreaterThanOrEqual(4);
  });

  it('sends nothing for an unopened key, blank text, or while an answer is awaited', async () => {
    const { channel, conversations } = setup();
    await expect(conversations.send('hibp::Adobe', 'hi')).resolves.toBe(false);
    await conversations.open('hibp::Adobe');
    await expect(conversations.send('hibp::Adobe', '   ')).resolves.toBe(false);
    await conversations.send('hibp::Adobe', 'one');
    await expect(conversations.send('hibp::Adobe', 'two')).resolves.toBe(false);

    expect(channel.requests.filter((r) => r.action === 'message')).toHaveLength(1);
  });

  it('flags the message at once when it cannot go out, logging only the lack of a token', async () => {
    const { channel, conversations, state, logger } = setup();
    await conversations.open('hibp::Adobe');
    channel.sendResult = E.left({ kind: 'NoToken' });

    await conversations.send('hibp::Adobe', 'my secret question');

    expect(state('hibp::Adobe')).toEqual({ messages: [{ id: 'm1', content: 'my secret question', type: 'outgoing', error: true }], isPending: false });
    expect(logger.entries).toEqual([{ level: 'warn', message: 'Chat message not sent: no token.', details: [] }]);
  });

  it('flags a message whose answer cannot arrive, and a retry sends it again in its place', async () => {
    const { channel, conversations, state } = setup();
    await conversations.open('hibp::Adobe');
    await conversations.send('hibp::Adobe', 'Is my password exposed?');
    channel.emit({ type: 'failed', breachName: 'Adobe', id: 'm1' });
    expect(state('hibp::Adobe').messages).toEqual([{ id: 'm1', content: 'Is my password exposed?', type: 'outgoing', error: true }]);

    await expect(conversations.retry('hibp::Adobe', 'm1')).resolves.toBe(true);

    expect(state('hibp::Adobe')).toEqual({ messages: [{ id: 'm1', content: 'Is my password exposed?', type: 'outgoing', error: false }], isPending: true });
    expect(channel.requests.filter((r) => r.action === 'message')).toHaveLength(2);
  });

  it('retries nothing that is not a failed message of an opened conversation', async () => {
    const { conversations } = setup();
    await expect(conversations.retry('hibp::Adobe', 'm1')).resolves.toBe(false);
    await conversations.open('hibp::Adobe');
    await expect(conversations.retry('hibp::Adobe', 'nope')).resolves.toBe(false);
  });

  it('routes events to the waiting conversation about that breach only, and ignores the rest', async () => {
    const { channel, conversations, state } = setup();
    await conversations.open('hibp::Adobe');
    await conversations.open('hibp::LinkedIn');
    await conversations.send('hibp::LinkedIn', 'When?');

    channel.emit({ type: 'reply', breachName: 'Adobe', id: 'x', content: 'stray', done: true });
    channel.emit({ type: 'reply', breachName: 'LinkedIn', id: 'r', content: 'In 2012.', done: true });

    expect(state('hibp::Adobe').messages).toEqual([]);
    expect(state('hibp::LinkedIn').messages.map((m) => m.content)).toEqual(['When?', 'In 2012.']);
  });

  it('forgets every conversation on clear, so the next open fetches the history again', async () => {
    const { channel, conversations, changes } = setup();
    await conversations.open('hibp::Adobe');
    changes.length = 0;

    conversations.clear();

    expect(conversations.state('hibp::Adobe')).toEqual(O.none);
    expect(changes).toEqual(['hibp::Adobe']);
    await conversations.open('hibp::Adobe');
    expect(channel.requests.filter((r) => r.action === 'fetch.history')).toHaveLength(2);
  });

  it('stops telling a listener once it unsubscribes', async () => {
    const { conversations } = setup();
    const heard: string[] = [];
    const stop = conversations.subscribe((key) => heard.push(key));
    stop();

    await conversations.open('hibp::Adobe');

    expect(heard).toEqual([]);
  });
});

describe('BreachConversations: opening and sending', () => {
  it('opens a conversation with the history of the breach the key names', async () => {
    const { channel, conversations } = setup();
    const history = [aChatMessage(), aChatMessage({ id: 'r1', type: 'incoming', content: 'Your password leaked.' })];
    channel.history = E.right(history);

    await expect(conversations.open('hibp::Adobe')).resolves.toEqual(
      E.right({ key: 'hibp::Adobe', ref: { source: 'hibp', breachName: 'Adobe' }, state: { messages: history, isPending: false } }),
    );
    expect(channel.requests).toEqual([{ action: 'fetch.history', breachName: 'Adobe' }]);
  });

  it.each(['Adobe', 'hibp::', 'hibp::<b>'])('requests nothing for the malformed key %j', async (key) => {
    const { channel, conversations } = setup();

    await expect(conversations.open(key)).resolves.toEqual(E.left({ kind: 'InvalidBreachKey' }));
    expect(channel.requests).toEqual([]);
  });

  it('logs that no history was requested without a token', async () => {
    const { channel, logger, conversations } = setup();
    channel.history = E.left({ kind: 'NoToken' });

    await expect(conversations.open('hibp::Adobe')).resolves.toEqual(E.left({ kind: 'NoToken' }));
    expect(logger.entries).toEqual([{ level: 'warn', message: 'Chat history not requested: no token.', details: [] }]);
  });

  it.each<ChatFailure>([{ kind: 'Unavailable' }, { kind: 'Timeout' }, { kind: 'Decode', details: ['type'] }])(
    'passes the failure %j on without logging, for an open and for a message',
    async (failure) => {
      const { channel, logger, conversations, state } = setup();
      channel.history = E.left(failure);
      await expect(conversations.open('hibp::Adobe')).resolves.toEqual(E.left(failure));
      channel.history = E.right([]);
      await conversations.open('hibp::Adobe');
      channel.sendResult = E.left(failure);

      await conversations.send('hibp::Adobe', 'q');

      expect(state('hibp::Adobe').messages[0]?.error).toBe(true);
      expect(logger.entries).toEqual([]);
    },
  );
});
