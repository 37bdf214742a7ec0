import * as E from 'fp-ts/Either';
import type { ChatFailure } from '../../domain/chat/chat-failure';
import type { ChatChannel } from '../ports/chat-channel.port';
import type { Logger } from '../ports/logger.port';

export type SendChatMessage = (breachName: string, message: { readonly id: string; readonly content: string }) => Promise<E.Either<ChatFailure, void>>;

/** With no token nothing is sent, and the log line leaves the message out. */
export const makeSendChatMessage =
  ({ channel, logger }: { readonly channel: Pick<ChatChannel, 'send'>; readonly logger: Logger }): SendChatMessage =>
  async (breachName, message) => {
    const sent = await channel.send(breachName, message);
    if (E.isLeft(sent) && sent.left.kind === 'NoToken') logger.warn('Chat message not sent: no token.');
    return sent;
  };
