import * as O from 'fp-ts/Option';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmailAddress = (value: string): boolean => EMAIL_SHAPE.test(value);

export function normalizeSupportEmail(raw: string): O.Option<string> {
  const email = raw.trim().toLowerCase();
  return isEmailAddress(email) ? O.some(email) : O.none;
}
