// E-mail address shape (spec §5 support-widget check): one non-space run, '@', a domain, a '.' part.
import * as O from 'fp-ts/Option';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmailAddress = (value: string): boolean => EMAIL_SHAPE.test(value);

/** The address trimmed and lower-cased, or none when it is not an e-mail address. */
export function normalizeSupportEmail(raw: string): O.Option<string> {
  const email = raw.trim().toLowerCase();
  return isEmailAddress(email) ? O.some(email) : O.none;
}
