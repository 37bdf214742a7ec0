import fc from 'fast-check';
import { EMPTY_CHAT, failMessage, failedMessage, receiveReply, sendMessage, withHistory, type ChatState } from '../../../src/domain/chat/chat-state';

const out = (id: string, content: string, error = false) => ({ id, content, type: 'outgoing' as const, error });
const inc = (id: string, content: string) => ({ id, content, type: 'incoming' as const, error: false });

describe('chat state (spec §4 "Chat")', () => {
  it('starts empty and not pending', () => {
    expect(EMPTY_CHAT).toEqual({ messages: [], isPending: false });
  });

  it('takes the history as the conversation', () => {
    expect(withHistory([out('1', 'hi'), inc('r1', 'hello')])).toEqual({ messages: [out('1', 'hi'), inc('r1', 'hello')], isPending: false });
  });

  it('sending drops earlier failed messages, appends the outgoing one and sets pending', () => {
    const state: ChatState = { messages: [out('1', 'first', true), inc('r0', 'answer'), out('2', 'second', true)], isPending: false };

    expect(sendMessage(state, { id: '3', content: 'third' })).toEqual({ messages: [inc('r0', 'answer'), out('3', 'third')], isPending: true });
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

  it('flags the failed outgoing message and stops waiting', () => {
    const state = failMessage(sendMessage(EMPTY_CHAT, { id: '1', content: 'hi' }), '1');

    expect(state).toEqual({ messages: [out('1', 'hi', true)], isPending: false });
    expect(failedMessage(state, '1')).toEqual(out('1', 'hi', true));
  });

  it('never flags an incoming message and finds no failed message by a wrong id', () => {
    const state = failMessage({ messages: [inc('1', 'reply')], isPending: true }, '1');

    expect(state.messages).toEqual([inc('1', 'reply')]);
    expect(failedMessage(state, '1')).toBeUndefined();
    expect(failedMessage(state, 'nope')).toBeUndefined();
  });

  it('after any sequence, a send leaves no failed message and exactly one pending outgoing message at the end', () => {
    const action = fc.oneof(
      fc.record({ kind: fc.constant('send' as const), id: fc.uuid() }),
      fc.record({ kind: fc.constant('reply' as const), id: fc.uuid(), done: fc.boolean() }),
      fc.record({ kind: fc.constant('fail' as const) }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 20 }), fc.uuid(), (actions, lastId) => {
        let state = EMPTY_CHAT;
        for (const a of actions) {
          if (a.kind === 'send') state = sendMessage(state, { id: a.id, content: 'q' });
          else if (a.kind === 'reply') state = receiveReply(state, { id: a.id, content: 'a', done: a.done });
          else {
            const last = [...state.messages].reverse().find((m) => m.type === 'outgoing');
            if (last) state = failMessage(state, last.id);
          }
        }
        const sent = sendMessage(state, { id: lastId, content: 'last' });
        expect(sent.messages.some((m) => m.error)).toBe(false);
        expect(sent.messages[sent.messages.length - 1]).toEqual(out(lastId, 'last'));
        expect(sent.isPending).toBe(true);
      }),
      { numRuns: 1_000 },
    );
  });
});
