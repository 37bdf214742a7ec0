// What a 401 from our own APIs means: the token was refused. One refresh, shared by every call refused
// meanwhile, then each refused call once more; a refused refresh or a refused retry ends the session,
// so the screens never go on showing what the refused token claimed.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { AuthSession } from '../../domain/auth/session/auth-session';
import type { HttpFailure } from '../../domain/http-failure';
import type { GetValidSession } from '../auth/get-valid-session';
import type { SignOut } from '../auth/sign-out';
import { singleFlight } from '../auth/single-flight';
import type { ChatFailure } from '../../domain/chat/chat-failure';
import type { ChatChannel, ChatChannelEvent } from '../ports/chat-channel.port';
import type { HooksApi } from '../ports/hooks-api.port';
import type { ProtectionApi } from '../ports/protection-api.port';

export type SessionEvent =
  /** The service gave new tokens after refusing the old ones: what the screens show of the person comes from these. */
  | { readonly type: 'renewed'; readonly session: AuthSession }
  /** The service refused the session: the tokens are gone and the person must sign in again. */
  | { readonly type: 'ended' };

type Guardable<T> = () => Promise<E.Either<HttpFailure, T>>;

/** When a call was sent, as far as refreshes go: taken just before sending it. */
type SentMark = { readonly renewals: number };

export type SessionRecovery = {
  /** Runs `call`; on a 401, recovers as above. Gives the last answer, or a Network failure when the refresh got none. Never rejects. */
  guard<T>(call: Guardable<T>): Promise<E.Either<HttpFailure, T>>;
  /** For calls whose refusal arrives later (a socket's): mark each call as it is sent. */
  mark(): SentMark;
  /**
   * A call sent at `sent` was refused: 'retry' once there are newer tokens (one refresh, shared by every
   * refusal meanwhile), 'ended' when the refresh was refused (the session is over), 'unreachable' when
   * it got no answer (the tokens are kept).
   */
  refused(sent: SentMark): Promise<'retry' | 'ended' | 'unreachable'>;
  /** The call sent again was refused too: the session ends. */
  refusedAgain(): Promise<void>;
  subscribe(listener: (event: SessionEvent) => void): () => void;
};

export type SessionRecoveryDeps = {
  /** A refresh now: Right(none) when refused (the tokens are cleared), Left when it got no answer (they are kept). */
  readonly renew: GetValidSession;
  readonly signOut: SignOut;
};

const refused = <T>(answer: E.Either<HttpFailure, T>): boolean => E.isLeft(answer) && answer.left.kind === 'Http' && answer.left.status === 401;

export function makeSessionRecovery(deps: SessionRecoveryDeps): SessionRecovery {
  const listeners = new Set<(event: SessionEvent) => void>();
  const emit = (event: SessionEvent) => listeners.forEach((listener) => listener(event));
  // Counts the refreshes that succeeded: a call refused with older tokens than these is simply sent again.
  let renewals = 0;
  const renew = singleFlight(async (): Promise<'renewed' | 'refused' | 'unreachable'> => {
    const renewed = await deps.renew();
    if (E.isLeft(renewed)) return 'unreachable';
    if (O.isNone(renewed.right)) return 'refused';
    renewals += 1;
    emit({ type: 'renewed', session: renewed.right.value });
    return 'renewed';
  });
  const end = singleFlight(async () => {
    await deps.signOut();
    emit({ type: 'ended' });
  });
  const mark = (): SentMark => ({ renewals });
  const afterRefusal = async (sent: SentMark): Promise<'retry' | 'ended' | 'unreachable'> => {
    if (renewals !== sent.renewals) return 'retry';
    const outcome = await renew();
    if (outcome === 'unreachable') return 'unreachable';
    if (outcome === 'refused') {
      await end();
      return 'ended';
    }
    return 'retry';
  };
  return {
    async guard(call) {
      const sent = mark();
      const first = await call();
      if (!refused(first)) return first;
      const outcome = await afterRefusal(sent);
      if (outcome === 'unreachable') return E.left({ kind: 'Network' });
      if (outcome === 'ended') return first;
      const second = await call();
      if (refused(second)) await end();
      return second;
    },
    mark,
    refused: afterRefusal,
    refusedAgain: end,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Every call of the Protection API under `recovery`. */
export const recoveringProtectionApi = (api: ProtectionApi, { guard }: Pick<SessionRecovery, 'guard'>): ProtectionApi => ({
  getSubscriptionStatus: () => guard(() => api.getSubscriptionStatus()),
  getRemovalStats: () => guard(() => api.getRemovalStats()),
  getBreachStatus: () => guard(() => api.getBreachStatus()),
  getBreachProgress: () => guard(() => api.getBreachProgress()),
  setBreachFixed: (breachKey, fixed) => guard(() => api.setBreachFixed(breachKey, fixed)),
  getUserProfile: () => guard(() => api.getUserProfile()),
  saveUserProfile: (profile) => guard(() => api.saveUserProfile(profile)),
  getEmailAddresses: () => guard(() => api.getEmailAddresses()),
  addEmailAddress: (address) => guard(() => api.addEmailAddress(address)),
  verifyEmailAddress: (address, code) => guard(() => api.verifyEmailAddress(address, code)),
  setPrimaryEmailAddress: (address) => guard(() => api.setPrimaryEmailAddress(address)),
  removeEmailAddress: (address) => guard(() => api.removeEmailAddress(address)),
  getRemovalContract: () => guard(() => api.getRemovalContract()),
  requestRemovalContract: () => guard(() => api.requestRemovalContract()),
  deleteRemovalContract: () => guard(() => api.deleteRemovalContract()),
});

export const recoveringHooksApi = (hooks: HooksApi, { guard }: Pick<SessionRecovery, 'guard'>): HooksApi => ({
  getUserHash: (userAlias) => guard(() => hooks.getUserHash(userAlias)),
});

const refusedChat = <T>(answer: E.Either<ChatFailure, T>): boolean => E.isLeft(answer) && answer.left.kind === 'Refused';

/**
 * The chat socket under `recovery`: a refused request gets the shared refresh, then is sent once more
 * (on a new connection: the channel closes a connection that carried a refused token); refused again,
 * the session ends. A message's refusal arrives as an event, so it is held back while it is retried.
 */
export function recoveringChatChannel(channel: ChatChannel, recovery: Pick<SessionRecovery, 'mark' | 'refused' | 'refusedAgain'>): ChatChannel {
  const listeners = new Set<(event: ChatChannelEvent) => void>();
  const emit = (event: ChatChannelEvent) => [...listeners].forEach((listener) => listener(event));
  /** Messages sent and not yet refused, by id: when each was sent, and whether it is the second try. */
  const sent = new Map<string, { readonly breachName: string; readonly content: string; readonly at: SentMark; readonly retry: boolean }>();

  const sendAgain = async (
    event: Extract<ChatChannelEvent, { type: 'failed' }>,
    message: { readonly breachName: string; readonly content: string; readonly at: SentMark },
  ) => {
    const outcome = await recovery.refused(message.at);
    if (outcome !== 'retry') return emit(event);
    sent.set(event.id, { ...message, at: recovery.mark(), retry: true });
    const again = await channel.send(message.breachName, { id: event.id, content: message.content });
    if (E.isLeft(again)) {
      sent.delete(event.id);
      emit(event);
    }
  };

  channel.subscribe((event) => {
    if (event.type === 'failed') {
      const message = sent.get(event.id);
      sent.delete(event.id);
      if (message && event.refused === true) {
        if (!message.retry) return void sendAgain(event, message);
        void recovery.refusedAgain().then(() => emit(event));
        return;
      }
    }
    if (event.type === 'reply' && event.done && event.requestId !== undefined) sent.delete(event.requestId);
    emit(event);
  });

  return {
    async fetchHistory(breachName) {
      const at = recovery.mark();
      const first = await channel.fetchHistory(breachName);
      if (!refusedChat(first)) return first;
      const outcome = await recovery.refused(at);
      if (outcome === 'unreachable') return E.left({ kind: 'Unavailable' });
      if (outcome === 'ended') return first;
      const second = await channel.fetchHistory(breachName);
      if (refusedChat(second)) await recovery.refusedAgain();
      return second;
    },
    async send(breachName, message) {
      const at = recovery.mark();
      sent.set(message.id, { breachName, content: message.content, at, retry: false });
      const result = await channel.send(breachName, message);
      if (E.isLeft(result)) sent.delete(message.id);
      return result;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
