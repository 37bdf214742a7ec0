import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { normalizeSupportEmail } from '../../domain/email/email-shape';
import type { HttpFailure } from '../../domain/http-failure';
import type { ChatWidget } from '../ports/chat-widget.port';
import type { HooksApi } from '../ports/hooks-api.port';

export type SupportChat = { readonly available: boolean; open(): Promise<void> };

export const makeSupportChat = ({ chatWidget }: { readonly chatWidget: Pick<ChatWidget, 'available' | 'show'> }): SupportChat => ({
  available: chatWidget.available,
  open: () => chatWidget.show(),
});

export type SupportChatUser = { readonly userId: string; readonly userAlias: string; readonly email: string };

export type BootSupportChat = (user: SupportChatUser) => Promise<E.Either<HttpFailure, void>>;

/** The user hash never goes stale, so it is cached per alias for the factory's lifetime; failures are not. */
export function makeBootSupportChat({ hooks, chatWidget }: { readonly hooks: HooksApi; readonly chatWidget: ChatWidget }): BootSupportChat {
  const hashes = new Map<string, string>();
  const userHash = async (alias: string): Promise<E.Either<HttpFailure, string>> => {
    const cached = hashes.get(alias);
    if (cached !== undefined) return E.right(cached);
    const fetched = await hooks.getUserHash(alias);
    if (E.isRight(fetched)) hashes.set(alias, fetched.right);
    return fetched;
  };
  return async (user) => {
    if (!chatWidget.available) return E.right(undefined);
    const hash = await userHash(user.userAlias);
    if (E.isLeft(hash)) return hash;
    const email = normalizeSupportEmail(user.email);
    await chatWidget.boot({ userId: user.userId, userHash: hash.right, ...(O.isSome(email) ? { email: email.value } : {}) });
    return E.right(undefined);
  };
}
