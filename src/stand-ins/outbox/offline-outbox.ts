import * as t from 'io-ts';
import { readStored } from '../../wire/stored-json';
import { OUTBOX_MESSAGE_FIELDS, withNewest } from './code-mail';

export const OUTBOX_STORAGE_KEY = 'protect.offline.outbox';
const MAX_MESSAGES = 50;

const OutboxMessage = t.type({ ...OUTBOX_MESSAGE_FIELDS, sentAt: t.number });
export type OutboxMessage = t.TypeOf<typeof OutboxMessage>;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

export class OfflineOutbox {
  private readonly listeners = new Set<(messages: readonly OutboxMessage[]) => void>();

  constructor(
    private readonly storage: Storage,
    private readonly log: (line: string) => void = (line) => console.info(line),
  ) {}

  list(): readonly OutboxMessage[] {
    return readStored(this.storage, OUTBOX_STORAGE_KEY, t.array(OutboxMessage), []);
  }

  deliver(message: OutboxMessage): void {
    const messages = withNewest(this.list(), message, MAX_MESSAGES);
    this.storage.setItem(OUTBOX_STORAGE_KEY, JSON.stringify(messages));
    this.log(`[offline inbox] ${message.subject} for ${message.to}: ${message.code}`);
    for (const listener of this.listeners) listener(messages);
  }

  subscribe(listener: (messages: readonly OutboxMessage[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
