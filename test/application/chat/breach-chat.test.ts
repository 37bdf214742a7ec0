import * as E from 'fp-ts/Either';
import { makePrepareBreachChat } from '../../../src/application/chat/prepare-breach-chat';
import { makeSendChatMessage } from '../../../src/application/chat/send-chat-message';
import type { ChatFailure } from '../../../src/domain/chat/chat-failure';
import { failMessage, receiveReply, sendMessage, withHistory } from '../../../src/domain/chat/chat-state';
import { aChatMessage } from '../../support/builders';
import { RecordingLogger } from '../../support/fakes/auth-recording-logger';
import { ScriptedChatChannel } from '../../support/fakes/scripted-chat-channel';

const setup = () => {
  const channel = new ScriptedChatChannel();
  const logger = new RecordingLogger();
  return { channel, logger, prepare: makePrepareBreachChat({ channel, logger }), send: makeSendChatMessage({ channel, logger }) };
};

describe('makePrepareBreachChat', () => {
  it('fetches the history of the breach named by the key', async () => {
    const { channel, prepare } = setup();
    const history = [aChatMessage(), aChatMessage({ id: 'r1', type: 'incoming', content: 'Your password leaked.' })];
    channel.history = E.right(history);

    await expect(prepare('hibp::Adobe')).resolves.toEqual(
      E.right({ key: 'hibp::Adobe', ref: { source: 'hibp', breachName: 'Adobe' }, state: { messages: history, isPending: false } }),
    );
    expect(channel.requests).toEqual([{ action: 'fetch.history', breachName: 'Adobe' }]);
  });

  it.each(['Adobe', 'hibp::', 'hibp::<b>'])('sends nothing for the malformed key %j', async (key) => {
    const { channel, prepare } = setup();

    await expect(prepare(key)).resolves.toEqual(E.left({ kind: 'InvalidBreachKey' }));
    expect(channel.requests).toEqual([]);
  });

  it('logs that nothing was requested without a token', async () => {
    const { channel, logger, prepare } = setup();
    channel.history = E.left({ kind: 'NoToken' });

    await expect(prepare('hibp::Adobe')).resolves.toEqual(E.left({ kind: 'NoToken' }));
    expect(logger.entries).toEqual([{ level: 'warn', message: 'Chat history not requested: no token.', details: [] }]);
  });

  it.each<ChatFailure>([{ kind: 'Unavailable' }, { kind: 'Timeout' }, { kind: 'Decode', details: ['type'] }])(
    'passes %j through without logging',
    async (failure) => {
      const { channel, logger, prepare } = setup();
      channel.history = E.left(failure);

      await expect(prepare('hibp::Adobe')).resolves.toEqual(E.left(failure));
      expect(logger.entries).toEqual([]);
    },
  );
});

describe('makeSendChatMessage', () => {
  it("sends a 'message' request about the breach; the streamed reply completes the conversation", async () => {
    const { channel, send } = setup();
    let state = sendMessage(withHistory([]), { id: 'm1', content: 'What leaked?' });
    const stop = channel.subscribe((event) => {
      if (event.type === 'reply') state = receiveReply(state, event);
    });

    await expect(send('Adobe', { id: 'm1', content: 'What leaked?' })).resolves.toEqual(E.right(undefined));
    channel.emit({ type: 'reply', breachName: 'Adobe', id: 'r1', content: 'Passwords ', done: false });
    channel.emit({ type: 'reply', breachName: 'Adobe', id: 'r1', content: 'and hints.', done: true });
    stop();
    channel.emit({ type: 'reply', breachName: 'Adobe', id: 'r2', content: 'late', done: true });

    expect(channel.requests).toEqual([{ action: 'message', breachName: 'Adobe', content: 'What leaked?' }]);
    expect(state).toEqual({
      messages: [aChatMessage({ id: 'm1', content: 'What leaked?' }), aChatMessage({ id: 'r1', type: 'incoming', content: 'Passwords and hints.' })],
      isPending: false,
    });
  });

  it('sends nothing without a token and logs it without the message', async () => {
    const { channel, logger, send } = setup();
    channel.sendResult = E.left({ kind: 'NoToken' });

    const result = await send('Adobe', { id: 'm1', content: 'my secret question' });

    expect(result).toEqual(E.left({ kind: 'NoToken' }));
    expect(channel.requests).toEqual([]);
    expect(logger.entries).toEqual([{ level: 'warn', message: 'Chat message not sent: no token.', details: [] }]);
    expect(failMessage(sendMessage(withHistory([]), { id: 'm1', content: 'q' }), 'm1').messages[0]?.error).toBe(true);
  });

  it('passes other failures through without logging', async () => {
    const { channel, logger, send } = setup();
    channel.sendResult = E.left({ kind: 'Unavailable' });

    await expect(send('Adobe', { id: 'm1', content: 'q' })).resolves.toEqual(E.left({ kind: 'Unavailable' }));
    expect(logger.entries).toEqual([]);
  });
});
