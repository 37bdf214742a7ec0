import * as E from 'fp-ts/Either';
import { byCodeUnits } from '../format';
import { isEmailAddress } from './email-shape';

export type EmailAddress = { readonly address: string; readonly isPrimary: boolean; readonly isVerified: boolean };

export type EmailAddressRuleViolation =
  | { readonly kind: 'InvalidEmailAddress' }
  | { readonly kind: 'EmailAddressAlreadyAdded' }
  | { readonly kind: 'InvalidVerificationCode' }
  | { readonly kind: 'UnknownEmailAddress' }
  | { readonly kind: 'PrimaryNotRemovable' }
  | { readonly kind: 'NotVerified' };

export const sortEmailAddresses = (addresses: readonly EmailAddress[]): EmailAddress[] =>
  [...addresses].sort(
    (a, b) => Number(b.isPrimary) - Number(a.isPrimary) || byCodeUnits(a.address.toLowerCase(), b.address.toLowerCase()) || byCodeUnits(a.address, b.address),
  );

const canonical = (address: string): string => address.trim().toLowerCase();

const findAddress = (addresses: readonly EmailAddress[], address: string): E.Either<EmailAddressRuleViolation, EmailAddress> =>
  E.fromNullable<EmailAddressRuleViolation>({ kind: 'UnknownEmailAddress' })(addresses.find((a) => canonical(a.address) === canonical(address)));

/** An unverified address may be added again, which sends it a fresh code. */
export function validateNewEmailAddress(raw: string, existing: readonly EmailAddress[]): E.Either<EmailAddressRuleViolation, string> {
  const address = canonical(raw);
  if (!isEmailAddress(address)) return E.left({ kind: 'InvalidEmailAddress' });
  const known = existing.find((a) => canonical(a.address) === address);
  return known?.isVerified ? E.left({ kind: 'EmailAddressAlreadyAdded' }) : E.right(address);
}

export function validateVerificationCode(raw: string): E.Either<EmailAddressRuleViolation, string> {
  const code = raw.trim();
  return /^[0-9]{6}$/.test(code) ? E.right(code) : E.left({ kind: 'InvalidVerificationCode' });
}

export const checkCanBecomePrimary = (existing: readonly EmailAddress[], address: string): E.Either<EmailAddressRuleViolation, EmailAddress> =>
  E.flatMap(findAddress(existing, address), (found) => (found.isVerified ? E.right(found) : E.left({ kind: 'NotVerified' as const })));

export const checkRemovable = (existing: readonly EmailAddress[], address: string): E.Either<EmailAddressRuleViolation, EmailAddress> =>
  E.flatMap(findAddress(existing, address), (found) => (found.isPrimary ? E.left({ kind: 'PrimaryNotRemovable' as const }) : E.right(found)));
