// A 401 from our own APIs means the token was refused. One refresh, shared by every call refused meanwhile, then each refused call
// once more; a refused refresh or retry ends the session, so the screens never go on showing what the refused token claimed.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { AuthSession } from '../../domain/auth/session/auth-session';
import type { HttpFailure } from '../../domain/http-failure';
import type { GetValidSession } from '../auth/get-valid-session';
import type { SignOut } from '../auth/sign-out';
import { singleFlight } from '../auth/single-flight';
import { listeners } from '../listeners';
import type { ChatChannel, ChatChannelEvent } from '../ports/chat-channel.port';
import type { ErrorReporter } from '../ports/error-reporter.port';
import type { ReadsSettled } from '../reads-settled';

export type SessionEvent =
  /** The service gave new tokens after refusing the old ones: what the screens show of the person comes from these. */
  | { readonly type: 'renewed'; readonly session: AuthSession }
  /** The service refused the session: the tokens are gone and the person must sign in again. */
  | { readonly type: 'ended' };

/** When a call was sent, as far as refreshes and this tab's sign-outs go: taken just before sending it. */
type SentMark = { readonly renewals: number; readonly signOuts: number };

export type SessionRecovery = {
  /** Runs `call`; on a 401, recovers as above. Gives the last answer, or a Network failure when the refresh got none. Never rejects. */
  guard<T>(call: () => Promise<E.Either<HttpFailure, T>>): Promise<E.Either<HttpFailure, T>>;
  /** For calls whose refusal arrives later (a socket's): mark each call as it is sent. */
  mark(): SentMark;
  /** A call sent at `sent` was refused: 'retry' with newer tokens (one shared refresh), 'ended' if the refresh was refused, 'unreachable' if it got no answer. */
  refused(sent: SentMark): Promise<'retry' | 'ended' | 'unreachable'>;
  refusedAgain(): Promise<void>;
  subscribe(listener: (event: SessionEvent) => void): () => void;
  /** The person's own sign-out: a call sent before it and refused after is its refusal alone, not an ended session. */
  signOut: SignOut;
};

export type SessionRecoveryDeps = {
  /** A refresh now: Right(none) when refused (the tokens are cleared), Left when it got no answer (they are kept). */
  readonly renew: GetValidSession;
  readonly signOut: SignOut;
};

export function makeSessionRecovery(deps: SessionRecoveryDeps): SessionRecovery {
  const events = listeners<SessionEvent>();
  // Counts the refreshes that succeeded: a call refused with older tokens than these is simply sent again.
  let renewals = 0;
  let signOuts = 0;
  const renew = singleFlight(async (): Promise<'renewed' | 'refused' | 'unreachable'> => {
    const renewed = await deps.renew();
    if (E.isLeft(renewed)) return 'unreachable';
    if (O.isNone(renewed.right)) return 'refused';
    renewals += 1;
    events.emit({ type: 'renewed', session: renewed.right.value });
    return 'renewed';
  });
  const end = singleFlight(async () => {
    await deps.signOut();
    events.emit({ type: 'ended' });
  });
  const mark = (): SentMark => ({ renewals, signOuts });
  const afterRefusal = async (sent: SentMark): Promise<'retry' | 'ended' | 'unreachable'> => {
    if (signOuts !== sent.signOuts) return 'ended';
    if (renewals !== sent.renewals) return 'retry';
    const outcome = await renew();
    if (outcome === 'unreachable') return 'unreachable';
    if (outcome === 'refused') {
      await end();
      return 'ended';
    }
    return 'retry';
  };
  const recovery: Retrying = { mark, refused: afterRefusal, refusedAgain: end };
  return {
    ...recovery,
    signOut: () => {
      signOuts += 1;
      return deps.signOut();
    },
    guard: (call) => retriedOnce(recovery, call, (failure) => failure.kind === 'Http' && failure.status === 401, { kind: 'Network' }),
    subscribe: events.subscribe,
  };
}

type Retrying = Pick<SessionRecovery, 'mark' | 'refused' | 'refusedAgain'>;

async function retriedOnce<F, T>(recovery: Retrying, call: () => Promise<E.Either<F, T>>, isRefusal: (failure: F) => boolean, unreachable: F) {
  const refused = (answer: E.Either<F, T>) => E.isLeft(answer) && isRefusal(answer.left);
  const sent = recovery.mark();
  const first = await call();
  if (!refused(first)) return first;
  const outcome = await recovery.refused(sent);
  if (outcome === 'unreachable') return E.left(unreachable);
  if (outcome === 'ended') return first;
  const second = await call();
  if (refused(second)) await recovery.refusedAgain();
  return second;
}

type HttpCalls<T> = { readonly [K in keyof T]: (...args: never[]) => Promise<E.Either<HttpFailure, unknown>> };

/** Every call of one of our HTTP APIs' ports under `recovery`, counted by `reads`; a broken answer is reported by its paths only. */
export const recovering = <T extends HttpCalls<T>>(
  api: T,
  { guard }: Pick<SessionRecovery, 'guard'>,
  report: ErrorReporter['report'],
  reads?: Pick<ReadsSettled, 'track'>,
): T =>
  new Proxy(api, {
    get: (target, name) => {
      const member: unknown = Reflect.get(target, name);
      if (typeof member !== 'function') return member;
      return async (...args: unknown[]) => {
        const call = guard(() => member.apply(target, args));
        const answer = await (reads ? reads.track(call) : call);
        if (E.isLeft(answer) && answer.left.kind === 'Decode')
          report(new Error(`An answer broke its contract: ${answer.left.details.join('; ')}`), String(name));
        return answer;
      };
    },
  });

// The chat socket under `recovery`: a refused request gets the shared refresh, then is sent once more on a new connection (the channel
// closes one that carried a refused token); refused again, the session ends. A message's refusal is an event, held back while it is retried.
export function recoveringChatChannel(channel: ChatChannel, recovery: Retrying): ChatChannel {
  const events = listeners<ChatChannelEvent>();
  /** Messages sent and not yet refused, by id: when each was sent, and whether it is the second try. */
  const sent = new Map<string, { readonly breachName: string; readonly content: string; readonly at: SentMark; readonly retry: boolean }>();

  const sendAgain = async (
    event: Extract<ChatChannelEvent, { type: 'failed' }>,
    message: { readonly breachName: string; readonly content: string; readonly at: SentMark },
  ) => {
    const outcome = await recovery.refused(message.at);
    if (outcome !== 'retry') return events.emit(event);
    sent.set(event.id, { ...message, at: recovery.mark(), retry: true });
    const again = await channel.send(message.breachName, { id: event.id, content: message.content });
    if (E.isLeft(again)) {
      sent.delete(event.id);
      events.emit(event);
    }
  };

  channel.subscribe((event) => {
    if (event.type === 'failed') {
      const message = sent.get(event.id);
      sent.delete(event.id);
      if (message && event.refused === true) {
        if (!message.retry) return void sendAgain(event, message);
        void recovery.refusedAgain().then(() => events.emit(event));
        return;
      }
    }
    if (event.type === 'reply' && event.done && event.requestId !== undefined) sent.delete(event.requestId);
    events.emit(event);
  });

  return {
    fetchHistory: (breachName) =>
      retriedOnce(
        recovery,
        () => channel.fetchHistory(breachName),
        (failure) => failure.kind === 'Refused',
        { kind: 'Unavailable' },
      ),
    async send(breachName, message) {
      const at = recovery.mark();
      sent.set(message.id, { breachName, content: message.content, at, retry: false });
      const result = await channel.send(breachName, message);
      if (E.isLeft(result)) sent.delete(message.id);
      return result;
    },
    subscribe: events.subscribe,
  };
}
