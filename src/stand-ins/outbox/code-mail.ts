import * as t from 'io-ts';
import { encodeVerifyCodeToken } from '../../wire/verify-code-token';

export const OUTBOX_MESSAGE_FIELDS = { id: t.string, to: t.string, subject: t.string, code: t.string, magicLink: t.string };
export type OutboxMessageFields = t.TypeOf<t.TypeC<typeof OUTBOX_MESSAGE_FIELDS>>;

const CODE_MAILS = {
  signIn: { subject: 'Your Protect sign-in code', path: '/verify-code' },
  addressCode: { subject: 'Confirm your e-mail address for Protect', path: '/dashboard' },
  signUpCode: { subject: 'Your Protect confirmation code', path: '/confirm-sign-up' },
  signUpLink: { subject: 'Confirm your e-mail address to finish signing up', path: '/confirm-sign-up/link' },
} as const;
export type CodeMailKind = keyof typeof CODE_MAILS;

export function codeMail(
  kind: CodeMailKind,
  mail: { readonly to: string; readonly code: string; readonly userAlias: string },
  appOrigin: string,
): Omit<OutboxMessageFields, 'id'> {
  const { subject, path } = CODE_MAILS[kind];
  const token = encodeVerifyCodeToken({ username: mail.to, code: mail.code, userAlias: mail.userAlias });
  return { to: mail.to, subject, code: mail.code, magicLink: `${appOrigin.replace(/\/+$/, '')}${path}?token=${token}` };
}

export const withNewest = <M>(messages: readonly M[], message: M, capacity: number): M[] => [message, ...messages].slice(0, capacity);
