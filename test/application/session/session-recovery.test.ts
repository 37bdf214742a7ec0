import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { AuthFailure } from '../../../src/domain/auth/failure/auth-failure';
import type { AuthSession } from '../../../src/domain/auth/session/auth-session';
import type { HttpFailure } from '../../../src/domain/http-failure';
import { makeSessionRecovery, recoveringChatChannel, recovering, type SessionEvent } from '../../../src/application/session/session-recovery';
import type { ChatChannel, ChatChannelEvent } from '../../../src/application/ports/chat-channel.port';
import type { ChatFailure } from '../../../src/domain/chat/chat-failure';
import type { ChatMessage } from '../../../src/domain/chat/chat-state';
import type { HooksApi } from '../../../src/application/ports/hooks-api.port';
import { aSession } from '../../support/auth-builders';

const REFUSED: E.Either<HttpFailure, never> = E.left({ kind: 'Http', status: 401 });
const renewedSession = aSession({ email: 'own@example.com', idToken: 'new' });

type RenewAnswer = E.Either<AuthFailure, O.Option<AuthSession>>;

/** A promise the test settles by hand. */
function deferred<A>() {
  let resolve!: (value: A) => void;
  const promise = new Promise<A>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function setup(renewAnswer: RenewAnswer | (() => Promise<RenewAnswer>) = E.right(O.some(renewedSession))) {
  let renewals = 0;
  let signOuts = 0;
  const events: SessionEvent[] = [];
  const recovery = makeSessionRecovery({
    renew: async () => {
      renewals += 1;
      return typeof renewAnswer === 'function' ? renewAnswer() : renewAnswer;
    },
    signOut: async () => {
      signOuts += 1;
      return E.right(undefined);
    },
  });
  recovery.subscribe((event) => events.push(event));
  return { recovery, events, renewals: () => renewals, signOuts: () => signOuts };
}

/** A call that gives its answers in order (the last one again once they run out), counting how often it was sent. */
function answering<T>(...answers: E.Either<HttpFailure, T>[]) {
  let sent = 0;
  const call = async () => answers[Math.min(sent++, answers.length - 1)]!;
  return { call, sent: () => sent };
}

describe('session recovery after a 401 from our own APIs', () => {
  it('passes any answer but a 401 through untouched, and never refreshes for it', async () => {
    const { recovery, renewals, events } = setup();
    const read = answering<string>(E.left({ kind: 'Http', status: 500 }));

    expect(await recovery.guard(read.call)).toEqual(E.left({ kind: 'Http', status: 500 }));
    expect(await recovery.guard(answering(E.right('ok')).call)).toEqual(E.right('ok'));
    expect(renewals()).toBe(0);
    expect(events).toEqual([]);
  });

  it('refreshes once, sends the refused call once more and gives its answer; the new claims are announced', async () => {
    const { recovery, renewals, signOuts, events } = setup();
    const read = answering<string>(REFUSED, E.right('profile'));

    expect(await recovery.guard(read.call)).toEqual(E.right('profile'));
    expect(read.sent()).toBe(2);
    expect(renewals()).toBe(1);
    expect(signOuts()).toBe(0);
    expect(events).toEqual([{ type: 'renewed', session: renewedSession }]);
  });

  it('shares one refresh among calls refused together, even one refused after the refresh has finished', async () => {
    const gate = deferred<RenewAnswer>();
    const { recovery, renewals } = setup(() => gate.promise);
    const reads = [answering<number>(REFUSED, E.right(1)), answering<number>(REFUSED, E.right(2))];
    const late = deferred<E.Either<HttpFailure, number>>();
    let lateSent = 0;
    const lateCall = () => (++lateSent === 1 ? late.promise : Promise.resolve(E.right(3)));

    const lateAnswer = recovery.guard(lateCall);
    const answers = Promise.all(reads.map((read) => recovery.guard(read.call)));
    gate.resolve(E.right(O.some(renewedSession)));
    expect(await answers).toEqual([E.right(1), E.right(2)]);
    late.resolve(REFUSED);

    expect(await lateAnswer).toEqual(E.right(3));
    expect(renewals()).toBe(1);
  });

  it('ends the session when the call is refused again after the refresh', async () => {
    const { recovery, signOuts, events } = setup();
    const read = answering<string>(REFUSED);

    expect(await recovery.guard(read.call)).toEqual(REFUSED);
    expect(read.sent()).toBe(2);
    expect(signOuts()).toBe(1);
    expect(events).toEqual([{ type: 'renewed', session: renewedSession }, { type: 'ended' }]);
  });

  it('ends the session without sending the call again when the refresh is refused (the tokens are already cleared)', async () => {
    const { recovery, signOuts, events } = setup(E.right(O.none));
    const read = answering<string>(REFUSED);

    expect(await recovery.guard(read.call)).toEqual(REFUSED);
    expect(read.sent()).toBe(1);
    expect(signOuts()).toBe(1);
    expect(events).toEqual([{ type: 'ended' }]);
  });

  it('keeps the session when the refresh gets no answer: the call fails as the network, and nothing is ended', async () => {
    const { recovery, signOuts, events } = setup(E.left({ kind: 'Network' }));
    const read = answering<string>(REFUSED);

    expect(await recovery.guard(read.call)).toEqual(E.left({ kind: 'Network' }));
    expect(read.sent()).toBe(1);
    expect(signOuts()).toBe(0);
    expect(events).toEqual([]);
  });

  it('a call in flight when the person signed out here is refused quietly: no refresh, nothing ended, no sign-in page', async () => {
    const { recovery, renewals, signOuts, events } = setup(E.right(O.none));
    const answer = deferred<E.Either<HttpFailure, string>>();

    const read = recovery.guard(() => answer.promise);
    await recovery.signOut();
    answer.resolve(REFUSED);

    expect(await read).toEqual(REFUSED);
    expect(renewals()).toBe(0);
    expect(signOuts()).toBe(1);
    expect(events).toEqual([]);
    // A call sent after that sign-out is recovered as any other.
    expect(await recovery.guard(answering<string>(REFUSED).call)).toEqual(REFUSED);
    expect(events).toEqual([{ type: 'ended' }]);
  });

  it('stops telling a listener that unsubscribed', async () => {
    const { recovery } = setup();
    const heard: SessionEvent[] = [];
    const unsubscribe = recovery.subscribe((event) => heard.push(event));
    unsubscribe();

    await recovery.guard(answering<string>(REFUSED, E.right('ok')).call);

    expect(heard).toEqual([]);
  });

  it("guards every call of a port, with its arguments and on the port's own object, and leaves the rest alone", async () => {
    const { recovery, renewals } = setup();
    const seen: unknown[][] = [];
    class Port {
      private readonly answers = [REFUSED, E.right('saved')];
      async save(name: string, count: number) {
        seen.push([name, count]);
        return this.answers.shift() ?? REFUSED;
      }
    }
    const unreported = () => undefined;
    const port = recovering(new Port(), recovery, unreported);
    const hooks = recovering<HooksApi>(
      { getUserHash: async () => (seen.push(['hash']), seen.length % 2 === 1 ? REFUSED : E.right('hash')) },
      recovery,
      unreported,
    );

    expect(await port.save('a', 1)).toEqual(E.right('saved'));
    expect(await hooks.getUserHash('alias')).toEqual(E.right('hash'));
    expect(seen).toEqual([['a', 1], ['a', 1], ['hash'], ['hash']]);
    expect(renewals()).toBe(2);
    expect(Reflect.get(port, 'then')).toBeUndefined();
  });

  it('reports an answer that broke its contract, by the call and the paths only, and hands it on; other failures are not reported', async () => {
    const { recovery } = setup();
    const reports: [unknown, string | undefined][] = [];
    const broken = E.left({ kind: 'Decode', details: ['dataBreaches.0.pwnCount: expected a whole number ≥ 0'] } as const);
    const answers = [broken, E.left({ kind: 'Network' } as const), E.left({ kind: 'Http', status: 503 } as const), E.right('ok')];
    const port = recovering({ read: async () => answers.shift() ?? broken }, recovery, (error, context) => reports.push([error, context]));

    expect(await port.read()).toEqual(broken);
    for (let i = 0; i < 3; i++) await port.read();

    expect(reports).toEqual([[new Error('An answer broke its contract: dataBreaches.0.pwnCount: expected a whole number ≥ 0'), 'read']]);
  });
});

describe('calls counted while out', () => {
  it('hands each call, retries and all, to the counter, and its answer on', async () => {
    const { recovery } = setup();
    const counted: Promise<unknown>[] = [];
    const port = recovering({ read: async () => E.right('ok') }, recovery, () => undefined, { track: (call) => (counted.push(call), call) });
    expect(await port.read()).toEqual(E.right('ok'));
    expect(counted).toHaveLength(1);
  });
});

describe('the chat socket under session recovery', () => {
  /** A channel whose answers the test scripts: histories in order, and for each sent message whether the service refuses its token. */
  function scriptedChannel(histories: E.Either<ChatFailure, readonly ChatMessage[]>[], refusals: boolean[]) {
    const listeners = new Set<(event: ChatChannelEvent) => void>();
    const sends: string[] = [];
    let historiesSent_ = 0;
    const channel: ChatChannel = {
      fetchHistory: async () => histories[Math.min(historiesSent_++, histories.length - 1)]!,
      send: async (breachName, message) => {
        const refused = refusals[sends.length] ?? false;
        sends.push(message.id);
        queueMicrotask(() =>
          listeners.forEach((listener) =>
            listener(
              refused
                ? { type: 'failed', breachName, id: message.id, refused: true }
                : { type: 'reply', breachName, id: `r-${message.id}`, content: 'ok', done: true, requestId: message.id },
            ),
          ),
        );
        return E.right(undefined);
      },
      subscribe: (listener) => {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
    };
    return { channel, sends, historiesSent: () => historiesSent_ };
  }

  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('a refused message gets one refresh and is sent once more; only the answer reaches the conversation', async () => {
    const { recovery, renewals, signOuts } = setup();
    const scripted = scriptedChannel([E.right([])], [true, false]);
    const channel = recoveringChatChannel(scripted.channel, recovery);
    const events: ChatChannelEvent[] = [];
    channel.subscribe((event) => events.push(event));

    expect(await channel.send('Adobe', { id: 'm1', content: 'Hi' })).toEqual(E.right(undefined));
    await settle();

    expect(scripted.sends).toEqual(['m1', 'm1']);
    expect(events).toEqual([{ type: 'reply', breachName: 'Adobe', id: 'r-m1', content: 'ok', done: true, requestId: 'm1' }]);
    expect([renewals(), signOuts()]).toEqual([1, 0]);
  });

  it('a message refused again after the refresh ends the session, and fails', async () => {
    const { recovery, renewals, signOuts, events: sessionEvents } = setup();
    const scripted = scriptedChannel([E.right([])], [true, true]);
    const channel = recoveringChatChannel(scripted.channel, recovery);
    const events: ChatChannelEvent[] = [];
    channel.subscribe((event) => events.push(event));

    await channel.send('Adobe', { id: 'm1', content: 'Hi' });
    await settle();

    expect(scripted.sends).toEqual(['m1', 'm1']);
    expect(events).toEqual([{ type: 'failed', breachName: 'Adobe', id: 'm1', refused: true }]);
    expect([renewals(), signOuts()]).toEqual([1, 1]);
    expect(sessionEvents.at(-1)).toEqual({ type: 'ended' });
  });

  it('a refused message whose refresh is refused ends the session without sending it again', async () => {
    const { recovery, signOuts } = setup(E.right(O.none));
    const scripted = scriptedChannel([E.right([])], [true]);
    const channel = recoveringChatChannel(scripted.channel, recovery);
    const events: ChatChannelEvent[] = [];
    channel.subscribe((event) => events.push(event));

    await channel.send('Adobe', { id: 'm1', content: 'Hi' });
    await settle();

    expect(scripted.sends).toEqual(['m1']);
    expect(events).toEqual([{ type: 'failed', breachName: 'Adobe', id: 'm1', refused: true }]);
    expect(signOuts()).toBe(1);
  });

  it('a message that cannot go out again after the refresh fails in the conversation, as it was refused', async () => {
    const { recovery, renewals, signOuts } = setup();
    const scripted = scriptedChannel([E.right([])], [true]);
    const sendOnce = scripted.channel.send;
    let sends = 0;
    const channel = recoveringChatChannel(
      {
        ...scripted.channel,
        send: (breachName, message) => (sends++ === 0 ? sendOnce(breachName, message) : Promise.resolve(E.left({ kind: 'Unavailable' }))),
      },
      recovery,
    );
    const events: ChatChannelEvent[] = [];
    channel.subscribe((event) => events.push(event));

    await channel.send('Adobe', { id: 'm1', content: 'Hi' });
    await settle();

    expect(sends).toBe(2);
    expect(events).toEqual([{ type: 'failed', breachName: 'Adobe', id: 'm1', refused: true }]);
    expect([renewals(), signOuts()]).toEqual([1, 0]);
  });

  it('a refused history is asked for once more after the refresh; refused again, the session ends', async () => {
    const refusedHistory = E.left<ChatFailure, readonly ChatMessage[]>({ kind: 'Refused' });
    const once = setup();
    const recovered = scriptedChannel([refusedHistory, E.right([])], []);
    expect(await recoveringChatChannel(recovered.channel, once.recovery).fetchHistory('Adobe')).toEqual(E.right([]));
    expect([recovered.historiesSent(), once.renewals(), once.signOuts()]).toEqual([2, 1, 0]);

    const twice = setup();
    const refused = scriptedChannel([refusedHistory], []);
    expect(await recoveringChatChannel(refused.channel, twice.recovery).fetchHistory('Adobe')).toEqual(refusedHistory);
    expect([refused.historiesSent(), twice.renewals(), twice.signOuts()]).toEqual([2, 1, 1]);

    const unreachable = setup(E.left({ kind: 'Network' }));
    expect(await recoveringChatChannel(scriptedChannel([refusedHistory], []).channel, unreachable.recovery).fetchHistory('Adobe')).toEqual(
      E.left({ kind: 'Unavailable' }),
    );
    expect(unreachable.signOuts()).toBe(0);
  });

  /** A channel whose events the test raises itself, and whose sends answer as told. */
  function controlledChannel(sendAnswer: E.Either<ChatFailure, void> = E.right(undefined)) {
    const listeners = new Set<(event: ChatChannelEvent) => void>();
    const channel: ChatChannel = {
      fetchHistory: async () => E.right([]),
      send: async () => sendAnswer,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
    };
    return { channel, raise: (event: ChatChannelEvent) => listeners.forEach((listener) => listener(event)) };
  }

  it('passes on, untouched and without a refresh, what is not a refusal: a failure of the network, a part of a reply, an event for an unknown message', async () => {
    const { recovery, renewals } = setup();
    const controlled = controlledChannel();
    const channel = recoveringChatChannel(controlled.channel, recovery);
    const events: ChatChannelEvent[] = [];
    channel.subscribe((event) => events.push(event));
    await channel.send('Adobe', { id: 'm1', content: 'Hi' });

    const passed: ChatChannelEvent[] = [
      { type: 'failed', breachName: 'Adobe', id: 'm1' },
      { type: 'reply', breachName: 'Adobe', id: 'r-1', content: 'part', done: false, requestId: 'm1' },
      { type: 'reply', breachName: 'Adobe', id: 'r-2', content: 'whole', done: true },
      { type: 'failed', breachName: 'Adobe', id: 'unknown', refused: true },
    ];
    passed.forEach(controlled.raise);
    await settle();

    expect(events).toEqual(passed);
    expect(renewals()).toBe(0);
  });

  it('gives back a message that could not be sent at all, and forgets it', async () => {
    const { recovery, renewals } = setup();
    const controlled = controlledChannel(E.left({ kind: 'Unavailable' }));
    const channel = recoveringChatChannel(controlled.channel, recovery);
    const events: ChatChannelEvent[] = [];
    channel.subscribe((event) => events.push(event));

    expect(await channel.send('Adobe', { id: 'm1', content: 'Hi' })).toEqual(E.left({ kind: 'Unavailable' }));
    controlled.raise({ type: 'failed', breachName: 'Adobe', id: 'm1', refused: true });
    await settle();

    expect(events).toEqual([{ type: 'failed', breachName: 'Adobe', id: 'm1', refused: true }]);
    expect(renewals()).toBe(0);
  });

  it('a refused history whose refresh ends the session is given back refused', async () => {
    const refusedHistory = E.left<ChatFailure, readonly ChatMessage[]>({ kind: 'Refused' });
    const ended = setup(E.right(O.none));
    const scripted = scriptedChannel([refusedHistory], []);
    expect(await recoveringChatChannel(scripted.channel, ended.recovery).fetchHistory('Adobe')).toEqual(refusedHistory);
    expect([scripted.historiesSent(), ended.signOuts()]).toEqual([1, 1]);
  });

  it('gives a history that comes back as it is, and tells no one who has stopped listening', async () => {
    const { recovery, renewals } = setup();
    const controlled = controlledChannel();
    const channel = recoveringChatChannel(controlled.channel, recovery);
    const events: ChatChannelEvent[] = [];
    channel.subscribe((event) => events.push(event))();

    expect(await channel.fetchHistory('Adobe')).toEqual(E.right([]));
    controlled.raise({ type: 'reply', breachName: 'Adobe', id: 'r-1', content: 'hello', done: true });

    expect(events).toEqual([]);
    expect(renewals()).toBe(0);
  });
});
