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

export const makePrepareBreachChat =
  ({ channel, logger }: { readonly channel: Pick<ChatChannel, 'fetchHistory'>; readonly logger: Logger }): PrepareBreachChat =>
  async (key) => {
    const ref = parseBreachKey(key);
    if (O.isNone(ref)) return E.left({ kind: 'InvalidBreachKey' });
    const history = await channel.fetchHistory(ref.value.breachName);
    if (E.isLeft(history) && history.left.kind === 'NoToken') logger.warn('Chat history not requested: no token.');
    return E.map((messages: readonly ChatMessage[]) => ({ key, ref: ref.value, state: withHistory(messages) }))(history);
  };
