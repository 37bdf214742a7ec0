// A breach's history is fetched once, then its conversation is kept while the tab lives.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { parseBreachKey, type BreachRef } from '../../domain/breach/breach-key';
import type { ChatFailure } from '../../domain/chat/chat-failure';
import { canSend, failMessage, receiveReply, retryMessage, sendMessage, withHistory, type ChatMessage, type ChatState } from '../../domain/chat/chat-state';
import type { ChatChannel, ChatChannelEvent } from '../ports/chat-channel.port';
import { listeners } from '../listeners';
import type { Logger } from '../ports/logger.port';

type OpenFailure = ChatFailure | { readonly kind: 'InvalidBreachKey' };

type Conversation = { readonly key: string; readonly ref: BreachRef; readonly state: ChatState };

export type BreachConversationsDeps = { readonly channel: ChatChannel; readonly logger: Logger; readonly newId: () => string };

export class BreachConversations {
  private readonly conversations = new Map<string, Conversation>();
  private readonly preparing = new Map<string, Promise<E.Either<OpenFailure, Conversation>>>();
  private readonly changes = listeners<string>();

  constructor(private readonly deps: BreachConversationsDeps) {
    deps.channel.subscribe((event) => this.receive(event));
  }

  async open(key: string): Promise<E.Either<OpenFailure, Conversation>> {
    const cached = this.conversations.get(key);
    if (cached) return E.right(cached);
    const inFlight = this.preparing.get(key) ?? this.prepare(key);
    this.preparing.set(key, inFlight);
    const prepared = await inFlight;
    this.preparing.delete(key);
    if (E.isLeft(prepared)) return prepared;
    const kept = this.conversations.get(key) ?? prepared.right;
    this.conversations.set(key, kept);
    this.changes.emit(key);
    return E.right(kept);
  }

  state(key: string): O.Option<ChatState> {
    return O.map((c: Conversation) => c.state)(O.fromNullable(this.conversations.get(key)));
  }

  /** False when nothing was sent: not opened, nothing to say, or an answer still awaited. */
  async send(key: string, content: string): Promise<boolean> {
    const conversation = this.conversations.get(key);
    if (!conversation || !canSend(conversation.state, content)) return false;
    const message = { id: this.deps.newId(), content: content.trim() };
    this.update(key, (state) => sendMessage(state, message));
    await this.deliver(key, conversation.ref.breachName, message);
    return true;
  }

  async retry(key: string, id: string): Promise<boolean> {
    const conversation = this.conversations.get(key);
    const retried = conversation ? retryMessage(conversation.state, id) : O.none;
    if (!conversation || O.isNone(retried)) return false;
    this.update(key, () => retried.value.state);
    await this.deliver(key, conversation.ref.breachName, retried.value.message);
    return true;
  }

  clear(): void {
    const keys = [...this.conversations.keys()];
    this.conversations.clear();
    for (const key of keys) this.changes.emit(key);
  }

  readonly subscribe = this.changes.subscribe;

  private async prepare(key: string): Promise<E.Either<OpenFailure, Conversation>> {
    const ref = parseBreachKey(key);
    if (O.isNone(ref)) return E.left({ kind: 'InvalidBreachKey' });
    const history = await this.deps.channel.fetchHistory(ref.value.breachName);
    if (E.isLeft(history) && history.left.kind === 'NoToken') this.deps.logger.warn('Chat history not requested: no token.');
    return E.map((messages: readonly ChatMessage[]) => ({ key, ref: ref.value, state: withHistory(messages) }))(history);
  }

  /** With no token nothing is sent, and the log line leaves the message out. */
  private async deliver(key: string, breachName: string, message: { readonly id: string; readonly content: string }): Promise<void> {
    const sent = await this.deps.channel.send(breachName, message);
    if (E.isLeft(sent) && sent.left.kind === 'NoToken') this.deps.logger.warn('Chat message not sent: no token.');
    if (E.isLeft(sent)) this.update(key, (state) => failMessage(state, message.id));
  }

  /** A reply or failure belongs to the conversation about its breach that is waiting for an answer. */
  private receive(event: ChatChannelEvent): void {
    for (const [key, conversation] of this.conversations) {
      if (conversation.ref.breachName !== event.breachName || !conversation.state.isPending) continue;
      this.update(key, (state) => (event.type === 'reply' ? receiveReply(state, event) : failMessage(state, event.id)));
      return;
    }
  }

  private update(key: string, change: (state: ChatState) => ChatState): void {
    for (const [openKey, conversation] of this.conversations) {
      if (openKey === key) this.conversations.set(key, { ...conversation, state: change(conversation.state) });
    }
    this.changes.emit(key);
  }
}
