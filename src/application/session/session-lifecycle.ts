// On sign-out every store of the user is emptied and the support chat shut down, so the next person on this device never sees the last one's conversation.
import * as E from 'fp-ts/Either';
import type { Analytics } from '../fan-out-analytics';
import type { AuthFailure } from '../../domain/auth/failure/auth-failure';
import type { SignOut } from '../auth/sign-out';
import type { BootSupportChat, SupportChatUser } from '../chat/support-chat';
import type { ChatWidget } from '../ports/chat-widget.port';
import type { ErrorReporter } from '../ports/error-reporter.port';
import { listeners } from '../listeners';

export type SessionLifecycleDeps = {
  readonly analytics: Pick<Analytics, 'identify'>;
  readonly errorReporter: Pick<ErrorReporter, 'setUser' | 'report'>;
  readonly bootSupportChat: BootSupportChat;
  readonly chatWidget: Pick<ChatWidget, 'shutdown'>;
  readonly signOut: SignOut;
  readonly clearChats: () => void;
  /** Runs `run` once the page's own reads have settled and painted: nothing on the way to a page's data waits for the identity pool or the support chat's hash. */
  readonly whenReadsSettle: (run: () => void) => void;
  readonly identity?: {
    /** The identity pool's id of whoever is signed in now (a guest's, when guest access is on), its credentials fetched if need be. */
    readonly current: () => Promise<string | undefined>;
  };
};

export type SessionLifecycle = {
  follow(user: SupportChatUser | null): Promise<void>;
  signOut(): Promise<E.Either<AuthFailure, void>>;
  /** The identity pool's id of the person followed, once known (never a credential). */
  readonly identityId: { current(): string | undefined; subscribe(listener: (id: string | undefined) => void): () => void };
};

export function makeSessionLifecycle(deps: SessionLifecycleDeps): SessionLifecycle {
  // Unknown at start: a page that opens signed out still resets identities a lapsed session left behind.
  let current: string | null | undefined;
  const ids = listeners<string | undefined>();
  let identityId: string | undefined;
  const showId = (id: string | undefined) => {
    if (id === identityId) return;
    identityId = id;
    ids.emit(id);
  };
  // Each person followed asks anew; an answer for someone already gone is dropped.
  let asked = 0;
  const askIdentity = () => {
    const { identity } = deps;
    const ask = ++asked;
    if (identity) deps.whenReadsSettle(() => ask === asked && void identity.current().then((id) => ask === asked && showId(id)));
  };
  const forget = async () => {
    current = null;
    asked += 1;
    showId(undefined);
    deps.clearChats();
    deps.errorReporter.setUser(null);
    // Both start in this turn: a chat the person opens next must come after the shutdown, not before it.
    await Promise.all([deps.analytics.identify(null), deps.chatWidget.shutdown()]);
  };
  return {
    async follow(user) {
      if ((user?.userId ?? null) === current) return;
      if (user === null) {
        const forgotten = forget();
        askIdentity();
        await forgotten;
        return;
      }
      if (current !== null && current !== undefined) await forget();
      current = user.userId;
      askIdentity();
      deps.errorReporter.setUser(user.userId);
      await deps.analytics.identify(user.userId);
      const ask = asked;
      const boot = async () => {
        const booted = await deps.bootSupportChat(user);
        if (E.isLeft(booted)) deps.errorReporter.report(new Error(`Support chat not identified: ${booted.left.kind}`), 'support chat boot');
      };
      deps.whenReadsSettle(() => ask === asked && void boot());
    },
    async signOut() {
      const result = await deps.signOut();
      await forget();
      return result;
    },
    identityId: { current: () => identityId, subscribe: ids.subscribe },
  };
}
