import * as E from 'fp-ts/Either';
import type { ChatChannel, ChatChannelEvent } from '../../../src/application/ports/chat-channel.port';
import type { ChatFailure } from '../../../src/domain/chat/chat-failure';
import type { ChatMessage } from '../../../src/domain/chat/chat-state';

/** A ChatChannel with scripted answers; records what was requested and lets a test emit reply events. */
export class ScriptedChatChannel implements ChatChannel {
  history: E.Either<ChatFailure, readonly ChatMessage[]> = E.right([]);
  sendResult: E.Either<ChatFailure, void> = E.right(undefined);
  readonly requests: (
    { readonly action: 'fetch.history'; readonly breachName: string } | { readonly action: 'message'; readonly breachName: string; readonly content: string }
  )[] = [];
  private readonly listeners = new Set<(event: ChatChannelEvent) => void>();

  async fetchHistory(breachName: string) {
    if (E.isRight(this.history)) this.requests.push({ action: 'fetch.history', breachName });
    return this.history;
  }

  async send(breachName: string, message: { readonly id: string; readonly content: string }) {
    if (E.isRight(this.sendResult)) this.requests.push({ action: 'message', breachName, content: message.content });
    return this.sendResult;
  }

  subscribe(listener: (event: ChatChannelEvent) => void) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  emit(event: ChatChannelEvent): void {
    for (const listener of this.listeners) listener(event);
  }
}
