import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { parseBreachKey, type BreachRef } from '../../domain/breach/breach-key';
import type { ChatFailure } from '../../domain/chat/chat-failure';
import { withHistory, type ChatMessage, type ChatState } from '../../domain/chat/chat-state';
import type { ChatChannel } from '../ports/chat-channel.port';
import type { Logger } from '../ports/logger.port';

export type PrepareBreachChatFailure = ChatFailure | { readonly kind: 'InvalidBreachKey' };

export type BreachChat = { readonly key: string; readonly ref: BreachRef; readonly state: ChatState };

export type PrepareBreachChat = (breachKey: string) => Promise<E.Either<PrepareBreachChatFailure, BreachChat>>;

/**
 * The `/chatbot` loader's step (spec §2): from the breach key, fetch that breach's conversation so far
 * ('fetch.history' with breach_name, spec §4). A malformed key sends nothing; with no token nothing is
 * sent and that is logged (spec §8). Never rejects.
 */
export const makePrepareBreachChat =
  ({ channel, logger }: { readonly channel: Pick<ChatChannel, 'fetchHistory'>; readonly logger: Logger }): PrepareBreachChat =>
  async (key) => {
    const ref = parseBreachKey(key);
    if (O.isNone(ref)) return E.left({ kind: 'InvalidBreachKey' });
    const history = await channel.fetchHistory(ref.value.breachName);
    if (E.isLeft(history) && history.left.kind === 'NoToken') logger.warn('Chat history not requested: no token.');
    return E.map((messages: readonly ChatMessage[]) => ({ key, ref: ref.value, state: withHistory(messages) }))(history);
  };
