// Loaded with the first request: only the assistant's screen talks to it.
import * as E from 'fp-ts/Either';
import type { ChatChannel, ChatChannelEvent } from '../../application/ports/chat-channel.port';

export class ChatProblem extends Error {
  override readonly name = 'ChatProblem';
}

export function lazyChatChannel(load: () => Promise<ChatChannel>, report: (problem: string) => void): ChatChannel {
  const listeners = new Set<(event: ChatChannelEvent) => void>();
  let loading: Promise<ChatChannel | null> | null = null;
  const channel = (): Promise<ChatChannel | null> => {
    loading ??= load().then(
      (loaded) => {
        loaded.subscribe((event) => listeners.forEach((listener) => listener(event)));
        return loaded;
      },
      () => {
        // A failed chunk load may succeed later: the next request tries again.
        loading = null;
        report('the chat code did not load');
        return null;
      },
    );
    return loading;
  };
  return {
    fetchHistory: async (breachName) => {
      const loaded = await channel();
      return loaded ? loaded.fetchHistory(breachName) : E.left({ kind: 'Unavailable' });
    },
    send: async (breachName, message) => {
      const loaded = await channel();
      return loaded ? loaded.send(breachName, message) : E.left({ kind: 'Unavailable' });
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
