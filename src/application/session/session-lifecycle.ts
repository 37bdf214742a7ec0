// On sign-out every store of the user is emptied and the support chat shut down, so the next person on this device never sees the last one's conversation.
import * as E from 'fp-ts/Either';
import type { Analytics } from '../fan-out-analytics';
import type { AuthFailure } from '../../domain/auth/failure/auth-failure';
import type { SignOut } from '../auth/sign-out';
import type { BootSupportChat, SupportChatUser } from '../chat/support-chat';
import type { ChatWidget } from '../ports/chat-widget.port';
import type { ErrorReporter } from '../ports/error-reporter.port';

export type SessionLifecycleDeps = {
  readonly analytics: Pick<Analytics, 'identify'>;
  readonly errorReporter: Pick<ErrorReporter, 'setUser' | 'report'>;
  readonly bootSupportChat: BootSupportChat;
  readonly chatWidget: Pick<ChatWidget, 'shutdown'>;
  readonly signOut: SignOut;
  readonly clearChats: () => void;
};

export type SessionLifecycle = { follow(user: SupportChatUser | null): Promise<void>; signOut(): Promise<E.Either<AuthFailure, void>> };

export function makeSessionLifecycle(deps: SessionLifecycleDeps): SessionLifecycle {
  // Unknown at start: a page that opens signed out still resets identities a lapsed session left behind.
  let current: string | null | undefined;
  const forget = async () => {
    current = null;
    deps.clearChats();
    deps.errorReporter.setUser(null);
    // Both start in this turn: a chat the person opens next must come after the shutdown, not before it.
    await Promise.all([deps.analytics.identify(null), deps.chatWidget.shutdown()]);
  };
  return {
    async follow(user) {
      if ((user?.userId ?? null) === current) return;
      if (user === null) {
        await forget();
        return;
      }
      if (current !== null && current !== undefined) await forget();
      current = user.userId;
      deps.errorReporter.setUser(user.userId);
      await deps.analytics.identify(user.userId);
      const booted = await deps.bootSupportChat(user);
      if (E.isLeft(booted)) deps.errorReporter.report(new Error(`Support chat not identified: ${booted.left.kind}`), 'support chat boot');
    },
    async signOut() {
      const result = await deps.signOut();
      await forget();
      return result;
    },
  };
}
