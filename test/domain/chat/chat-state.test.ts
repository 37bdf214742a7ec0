import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import {
  canSend,
  MAX_CHAT_MESSAGE_LENGTH,
  failMessage,
  failedMessage,
  receiveReply,
  retryMessage,
  sendMessage,
  withHistory,
  type ChatState,
} from '../../../src/domain/chat/chat-state';

/** A conversation with no messages yet, nothing awaited. */
const EMPTY_CHAT: ChatState = withHistory([]);

const out = (id: string, content: string, error = false) => ({ id, content, type: 'outgoing' as const, error });
const inc = (id: string, content: string) => ({ id, content, type: 'incoming' as const, error: false });

describe('chat state', () => {
  it('takes the history as the conversation', () => {
    expect(withHistory([out('1', 'hi'), inc('r1', 'hello')])).toEqual({ messages: [out('1', 'hi'), inc('r1', 'hello')], isPending: false });
  });

  it('sending keeps earlier failed questions where they were, appends the outgoing one and sets pending', () => {
    const state: ChatState = { messages: [out('1', 'first', true), inc('r0', 'answer'), out('2', 'second', true)], isPending: false };

    expect(sendMessage(state, { id: '3', content: 'third' })).toEqual({
      messages: [out('1', 'first', true), inc('r0', 'answer'), out('2', 'second', true), out('3', 'third')],
      isPending: true,
    });
  });

  it.each<[string, ChatState, string, boolean]>([
    ['an idle chat and a question', EMPTY_CHAT, 'What leaked?', true],
    ['an empty message', EMPTY_CHAT, '', false],
    ['a blank message', EMPTY_CHAT, '  \n', false],
    ['a chat awaiting an answer', { messages: [out('1', 'hi')], isPending: true }, 'again?', false],
    ['a message at the length limit', EMPTY_CHAT, 'x'.repeat(MAX_CHAT_MESSAGE_LENGTH), true],
    ['a message over the length limit', EMPTY_CHAT, 'x'.repeat(MAX_CHAT_MESSAGE_LENGTH + 1), false],
    ['spaces around a message at the limit', EMPTY_CHAT, ` ${'x'.repeat(MAX_CHAT_MESSAGE_LENGTH)} `, true],
  ])('may send with %s: %s', (_label, state, content, expected) => {
    expect(canSend(state, content)).toBe(expected);
  });

  it('leaves the state alone when it may not send', () => {
    const pending: ChatState = { messages: [out('1', 'hi')], isPending: true };

    expect(sendMessage(pending, { id: '2', content: 'again?' })).toBe(pending);
    expect(sendMessage(EMPTY_CHAT, { id: '2', content: ' ' })).toBe(EMPTY_CHAT);
  });

  it('appends streamed parts of one reply to the same message and clears pending at the end', () => {
    let state = sendMessage(EMPTY_CHAT, { id: '1', content: 'What leaked?' });

    state = receiveReply(state, { id: 'r1', content: 'Your e-mail ', done: false });
    expect(state.isPending).toBe(true);
    state = receiveReply(state, { id: 'r1', content: 'and password.', done: true });

    expect(state).toEqual({ messages: [out('1', 'What leaked?'), inc('r1', 'Your e-mail and password.')], isPending: false });
  });

  it('starts a new message for a reply with another id', () => {
    const state = receiveReply({ messages: [inc('r1', 'one')], isPending: true }, { id: 'r2', content: 'two', done: true });

    expect(state.messages).toEqual([inc('r1', 'one'), inc('r2', 'two')]);
  });

  it('starts a new message when the same id follows an outgoing message', () => {
    const state = receiveReply({ messages: [out('r1', 'q')], isPending: true }, { id: 'r1', content: 'a', done: true });

    expect(state.messages).toEqual([out('r1', 'q'), inc('r1', 'a')]);
  });

  it('flags the failed outgoing message and stops waiting', () => {
    const state = failMessage(sendMessage(EMPTY_CHAT, { id: '1', content: 'hi' }), '1');

    expect(state).toEqual({ messages: [out('1', 'hi', true)], isPending: false });
    expect(failedMessage(state, '1')).toEqual(O.some(out('1', 'hi', true)));
  });

  it('drops an answer cut off by the failure: part of an answer is no answer, and the question is flagged for Retry', () => {
    const cut = receiveReply(sendMessage({ messages: [inc('r0', 'hello')], isPending: false }, { id: '1', content: 'hi' }), {
      id: 'r1',
      content: 'Yes.',
      done: false,
    });
    const state = failMessage(cut, '1');

    expect(state).toEqual({ messages: [inc('r0', 'hello'), out('1', 'hi', true)], isPending: false });
    expect(retryMessage(state, '1')).toEqual(O.some({ state: { messages: [inc('r0', 'hello'), out('1', 'hi')], isPending: true }, message: out('1', 'hi') }));
  });

  it('never flags an incoming message and finds no failed message by a wrong id', () => {
    const state = failMessage({ messages: [inc('1', 'reply'), out('2', 'ok')], isPending: true }, '1');

    expect(state.messages).toEqual([inc('1', 'reply'), out('2', 'ok')]);
    expect(failedMessage(state, '1')).toEqual(O.none);
    expect(failedMessage(state, '2')).toEqual(O.none);
    expect(failedMessage(state, 'nope')).toEqual(O.none);
  });

  it('retries a failed message: the failed copy goes, the same content is sent again and pending is set', () => {
    const failed = failMessage(sendMessage({ messages: [inc('r0', 'hello')], isPending: false }, { id: '1', content: 'hi' }), '1');

    expect(retryMessage(failed, '1')).toEqual(O.some({ state: { messages: [inc('r0', 'hello'), out('1', 'hi')], isPending: true }, message: out('1', 'hi') }));
  });

  it('retries one failed question of several: it is asked again last, the others stay flagged', () => {
    const state: ChatState = { messages: [out('1', 'first', true), inc('r0', 'answer'), out('2', 'second', true)], isPending: false };

    expect(retryMessage(state, '1')).toEqual(
      O.some({ state: { messages: [inc('r0', 'answer'), out('2', 'second', true), out('1', 'first')], isPending: true }, message: out('1', 'first') }),
    );
  });

  it.each<[string, ChatState, string]>([
    ['a message that did not fail', { messages: [out('1', 'hi')], isPending: false }, '1'],
    ['an unknown id', { messages: [out('1', 'hi', true)], isPending: false }, '2'],
    ['a chat awaiting an answer', { messages: [out('1', 'hi', true), out('2', 'next')], isPending: true }, '1'],
  ])('does not retry %s', (_label, state, id) => {
    expect(retryMessage(state, id)).toEqual(O.none);
  });

  type Action = { kind: 'send'; id: string; content: string } | { kind: 'reply'; id: string; done: boolean } | { kind: 'fail' } | { kind: 'retry' };
  const action: fc.Arbitrary<Action> = fc.oneof(
    fc.record({ kind: fc.constant('send' as const), id: fc.uuid(), content: fc.constantFrom('q', ' ', 'why?') }),
    fc.record({ kind: fc.constant('reply' as const), id: fc.constantFrom('r1', 'r2', 'r3'), done: fc.boolean() }),
    fc.record({ kind: fc.constant('fail' as const) }),
    fc.record({ kind: fc.constant('retry' as const) }),
  );
  const lastOutgoing = (state: ChatState) => [...state.messages].reverse().find((m) => m.type === 'outgoing');
  const apply = (state: ChatState, a: Action): ChatState => {
    switch (a.kind) {
      case 'send':
        return sendMessage(state, { id: a.id, content: a.content });
      case 'reply':
        return receiveReply(state, { id: a.id, content: 'a', done: a.done });
      case 'fail': {
        const last = lastOutgoing(state);
        return last ? failMessage(state, last.id) : state;
      }
      case 'retry': {
        const last = lastOutgoing(state);
        return last ? O.getOrElse(() => state)(O.map((r: { state: ChatState }) => r.state)(retryMessage(state, last.id))) : state;
      }
    }
  };

  it('never has two questions awaiting an answer, and an accepted send keeps every failed question, in order', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        let state = EMPTY_CHAT;
        for (const a of actions) {
          const before = state;
          state = apply(state, a);
          const afterLastReply = state.messages.slice(state.messages.map((m) => m.type).lastIndexOf('incoming') + 1);
          expect(afterLastReply.filter((m) => m.type === 'outgoing' && !m.error).length).toBeLessThanOrEqual(1);
          if (a.kind === 'send' && state !== before) {
            expect(state.messages.filter((m) => m.error)).toEqual(before.messages.filter((m) => m.error));
            expect(state.messages.slice(0, -1)).toEqual(before.messages);
            expect(state.messages[state.messages.length - 1]).toEqual(out(a.id, a.content));
            expect(state.isPending).toBe(true);
          }
          if (a.kind === 'send' && state === before) expect(canSend(before, a.content)).toBe(false);
        }
      }),
      { numRuns: 1_000 },
    );
  });
});
