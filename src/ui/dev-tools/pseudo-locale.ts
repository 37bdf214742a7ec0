// The development server's pseudo-locale: every message accented and 30 % longer, so plain English and tight boxes show.
import type { Messages } from '@lingui/core';

type Compiled = Messages[string];
type Token = Exclude<Compiled, string>[number];

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = 'àƀçđēƒğĥîĵķĺɱñöþǫŕšţûṽŵẋýžÀƁÇĐĒƑĞĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ';
/** A Trans message's element tags (<0>, </1>, <2/>) stay as they are. */
const TAG = /(<\/?\d+\/?>)/;

const accented = (text: string): string =>
  text
    .split(TAG)
    .map((part, index) => (index % 2 === 1 ? part : [...part].map((c) => ACCENTED[PLAIN.indexOf(c)] ?? c).join('')))
    .join('');

const longer = (text: string): string => `${text}${'~'.repeat(Math.ceil(text.replace(/<\/?\d+\/?>/g, '').length * 0.3))}`;

function pseudoToken(token: Token): Token {
  if (typeof token === 'string') return longer(accented(token));
  const [name, format, options] = token;
  if (options === undefined || options === null || typeof options !== 'object') return token;
  const forms = Object.fromEntries(Object.entries(options).map(([form, message]) => [form, typeof message === 'number' ? message : pseudoMessage(message)]));
  return [name, format, forms] as Token;
}

function pseudoMessage(message: Compiled): Compiled {
  return typeof message === 'string' ? longer(accented(message)) : message.map(pseudoToken);
}

export const pseudoLocalized = (messages: Messages): Messages =>
  Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, pseudoMessage(message)]));
