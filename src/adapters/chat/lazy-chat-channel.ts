// Loaded with the first request: only the assistant's screen talks to it.
import * as E from 'fp-ts/Either';
import { listeners } from '../../application/listeners';
import { loadOnce } from '../../application/load-once';
import type { ChatChannel, ChatChannelEvent } from '../../application/ports/chat-channel.port';
import type { ChatFailure } from '../../domain/chat/chat-failure';

export class ChatProblem extends Error {
  override readonly name = 'ChatProblem';
}

export function lazyChatChannel(load: () => Promise<ChatChannel>, report: (problem: string) => void): ChatChannel {
  const events = listeners<ChatChannelEvent>();
  const channel = loadOnce(async () => {
    const loaded = await load();
    loaded.subscribe(events.emit);
    return loaded;
  });
  const withChannel = async <A>(run: (loaded: ChatChannel) => Promise<E.Either<ChatFailure, A>>): Promise<E.Either<ChatFailure, A>> => {
    // A failed chunk load may succeed later: the next request tries again.
    const loaded = await channel.load().catch(() => {
      report('the chat code did not load');
      return null;
    });
    return loaded ? run(loaded) : E.left({ kind: 'Unavailable' });
  };
  return {
    fetchHistory: (breachName) => withChannel((loaded) => loaded.fetchHistory(breachName)),
    send: (breachName, message) => withChannel((loaded) => loaded.send(breachName, message)),
    subscribe: events.subscribe,
  };
}
