// A malformed server frame is dropped and reported; an answer that cannot arrive fails its message.
import * as E from 'fp-ts/Either';
import { listeners } from '../../application/listeners';
import type { ChatChannel, ChatChannelEvent } from '../../application/ports/chat-channel.port';
import type { ChatFailure } from '../../domain/chat/chat-failure';
import type { ChatMessage } from '../../domain/chat/chat-state';
import { reconnectDelayMs } from '../../domain/chat/reconnect';
import { requireToken, type BearerSource } from '../http/json-http-client';
import { decodeFrame, encodeFrame, ServerFrame } from '../../wire/chat-frames.wire';

export type ChatConnection = { send(text: string): void; close(): void };

/** Resolves null when no connection can be opened; `onClose` fires once when an open one ends. */
export type ChatTransport = { open(handlers: { readonly onMessage: (text: string) => void; readonly onClose: () => void }): Promise<ChatConnection | null> };

export type FrameChatChannelDeps = {
  readonly transport: ChatTransport;
  readonly bearer: BearerSource;
  readonly newId: () => string;
  readonly report: (problem: string) => void;
  readonly random: () => number;
  readonly historyTimeoutMs?: number;
  readonly replyTimeoutMs?: number;
  readonly sleep?: (ms: number) => Promise<void>;
};

const REFUSED_TOKEN = 'Unauthorized';
const HISTORY_TIMEOUT_MS = 10_000;
const REPLY_TIMEOUT_MS = 60_000;

type PendingHistory = { readonly resolve: (result: E.Either<ChatFailure, readonly ChatMessage[]>) => void; readonly timer: ReturnType<typeof setTimeout> };
type AwaitedReply = { readonly breachName: string; timer: ReturnType<typeof setTimeout> };

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class FrameChatChannel implements ChatChannel {
  private connection: Promise<ChatConnection | null> | undefined;
  private generation = 0;
  private failedAttempts = 0;
  private readonly events = listeners<ChatChannelEvent>();
  private readonly histories = new Map<string, PendingHistory>();
  private readonly awaited = new Map<string, AwaitedReply>();

  constructor(private readonly deps: FrameChatChannelDeps) {}

  async fetchHistory(breachName: string): Promise<E.Either<ChatFailure, readonly ChatMessage[]>> {
    const ready = await this.ready();
    if (E.isLeft(ready)) return ready;
    const { connection, authorization } = ready.right;
    const requestId = this.deps.newId();
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.settleHistory(requestId, E.left({ kind: 'Timeout' })), this.deps.historyTimeoutMs ?? HISTORY_TIMEOUT_MS);
      this.histories.set(requestId, { resolve, timer });
      connection.send(encodeFrame({ action: 'fetch.history', request_id: requestId, authorization, breach_name: breachName }));
    });
  }

  async send(breachName: string, message: { readonly id: string; readonly content: string }): Promise<E.Either<ChatFailure, void>> {
    const ready = await this.ready();
    if (E.isLeft(ready)) return ready;
    const { connection, authorization } = ready.right;
    this.awaited.set(message.id, { breachName, timer: this.replyTimer(message.id) });
    connection.send(encodeFrame({ action: 'message', request_id: message.id, authorization, breach_name: breachName, message: message.content }));
    return E.right(undefined);
  }

  readonly subscribe = this.events.subscribe;

  private async ready(): Promise<E.Either<ChatFailure, { readonly connection: ChatConnection; readonly authorization: string }>> {
    const token = requireToken(await this.deps.bearer());
    if (E.isLeft(token)) return E.left({ kind: 'NoToken' });
    const connection = await this.connect();
    return connection ? E.right({ connection, authorization: `Bearer ${token.right}` }) : E.left({ kind: 'Unavailable' });
  }

  private connect(): Promise<ChatConnection | null> {
    this.connection ??= this.open();
    return this.connection;
  }

  private async open(): Promise<ChatConnection | null> {
    const generation = ++this.generation;
    if (this.failedAttempts > 0) await (this.deps.sleep ?? realSleep)(reconnectDelayMs(this.failedAttempts, this.deps.random()));
    const connection = await this.deps.transport
      .open({
        onMessage: (text) => this.receive(text),
        onClose: () => {
          if (generation === this.generation) this.dropped();
        },
      })
      .catch(() => null);
    if (!connection) {
      this.failedAttempts += 1;
      this.deps.report(`Chat connection failed (${this.failedAttempts} in a row).`);
      if (generation === this.generation) this.connection = undefined;
      return null;
    }
    this.failedAttempts = 0;
    return connection;
  }

  /** A refused token ends its connection: the next request opens one with the token it then has. */
  private retire(): void {
    const retired = this.connection;
    this.generation += 1;
    this.dropped();
    void retired?.then((connection) => connection?.close());
  }

  private dropped(): void {
    this.connection = undefined;
    for (const id of [...this.histories.keys()]) this.settleHistory(id, E.left({ kind: 'Unavailable' }));
    for (const id of [...this.awaited.keys()]) this.fail(id);
  }

  private receive(text: string): void {
    const decoded = decodeFrame(ServerFrame, text);
    if (E.isLeft(decoded)) {
      this.deps.report(`Dropped a chat frame: ${decoded.left.kind}${decoded.left.details.length ? ` (${decoded.left.details.join(', ')})` : ''}.`);
      return;
    }
    const frame = decoded.right;
    switch (frame.type) {
      case 'history':
        return this.settleHistory(frame.request_id, E.right(frame.messages));
      case 'reply': {
        const awaited = this.awaited.get(frame.request_id);
        if (!awaited) return;
        clearTimeout(awaited.timer);
        if (frame.done) this.awaited.delete(frame.request_id);
        else awaited.timer = this.replyTimer(frame.request_id);
        const { id, content, done, request_id: requestId } = frame;
        return this.events.emit({ type: 'reply', breachName: awaited.breachName, id, content, done, requestId });
      }
      case 'error': {
        if (frame.request_id === null) return;
        const refused = frame.error === REFUSED_TOKEN;
        this.settleHistory(frame.request_id, E.left({ kind: refused ? 'Refused' : 'Unavailable' }));
        if (this.awaited.has(frame.request_id)) this.fail(frame.request_id, refused);
        if (refused) this.retire();
      }
    }
  }

  private settleHistory(requestId: string, result: E.Either<ChatFailure, readonly ChatMessage[]>): void {
    const pending = this.histories.get(requestId);
    if (!pending) return;
    clearTimeout(pending.timer);
    this.histories.delete(requestId);
    pending.resolve(result);
  }

  private replyTimer(messageId: string): ReturnType<typeof setTimeout> {
    return setTimeout(() => this.fail(messageId), this.deps.replyTimeoutMs ?? REPLY_TIMEOUT_MS);
  }

  private fail(messageId: string, refused = false): void {
    const awaited = this.awaited.get(messageId);
    if (!awaited) return;
    clearTimeout(awaited.timer);
    this.awaited.delete(messageId);
    this.events.emit({ type: 'failed', breachName: awaited.breachName, id: messageId, ...(refused ? { refused } : {}) });
  }
}
