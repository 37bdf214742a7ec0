import * as E from 'fp-ts/Either';
import { checkCanBecomePrimary, checkRemovable, sortEmailAddresses, validateNewEmailAddress, validateVerificationCode } from '../domain/email/email-address';
import type { EmailAddress, EmailAddressRuleViolation } from '../domain/email/email-address';
import type { HttpFailure } from '../domain/http-failure';
import type { RefreshSession } from './auth/get-valid-session';
import type { EmailAddressApi } from './ports/protection-api.port';

/** A rule the address or code broke, checked here or by the service. */
export type EmailAddressRefusal = EmailAddressRuleViolation | { readonly kind: 'WrongCode' } | { readonly kind: 'SignInAddressTaken' };

export type EmailAddressFailure = EmailAddressRefusal | HttpFailure;

type Addresses = readonly EmailAddress[];
type Answer<T> = Promise<E.Either<EmailAddressFailure, T>>;

/** Every list given is sorted, primary first. `existing` is the list on screen, which the rules check against. */
export type EmailAddresses = {
  list(): Promise<E.Either<HttpFailure, Addresses>>;
  add(raw: string, existing: Addresses): Answer<{ readonly address: string; readonly addresses: Addresses }>;
  verify(address: string, rawCode: string): Answer<Addresses>;
  /** `signInEmail`: the address the person now signs in with, as a refreshed session names it (the new primary when none came). */
  setPrimary(existing: Addresses, address: string): Answer<{ readonly addresses: Addresses; readonly signInEmail: string }>;
  remove(existing: Addresses, address: string): Answer<Addresses>;
};

type Refusals = Readonly<Record<number, EmailAddressRefusal>>;

const NOT_ON_ACCOUNT: Refusals = { 404: { kind: 'UnknownEmailAddress' } };

export function makeEmailAddresses({ api, refreshSession }: { readonly api: EmailAddressApi; readonly refreshSession: RefreshSession }): EmailAddresses {
  const send = async (call: Promise<E.Either<HttpFailure, Addresses>>, refusals: Refusals): Answer<Addresses> =>
    E.bimap((failure: HttpFailure) => (failure.kind === 'Http' ? (refusals[failure.status] ?? failure) : failure), sortEmailAddresses)(await call);

  return {
    list: async () => E.map(sortEmailAddresses)(await api.getEmailAddresses()),
    add: async (raw, existing) => {
      const address = validateNewEmailAddress(raw, existing);
      if (E.isLeft(address)) return address;
      const added = await send(api.addEmailAddress(address.right), { 409: { kind: 'EmailAddressAlreadyAdded' } });
      return E.map((addresses: Addresses) => ({ address: address.right, addresses }))(added);
    },
    verify: async (address, rawCode) => {
      const code = validateVerificationCode(rawCode);
      return E.isLeft(code) ? code : send(api.verifyEmailAddress(address, code.right), { ...NOT_ON_ACCOUNT, 400: { kind: 'WrongCode' } });
    },
    setPrimary: async (existing, address) => {
      const target = checkCanBecomePrimary(existing, address);
      if (E.isLeft(target)) return target;
      if (target.right.isPrimary) return E.right({ addresses: existing, signInEmail: target.right.address });
      const changed = await send(api.setPrimaryEmailAddress(target.right.address), { ...NOT_ON_ACCOUNT, 409: { kind: 'SignInAddressTaken' } });
      if (E.isLeft(changed)) return changed;
      // The change is made: a failed refresh only means the tokens name the old address until the next one.
      const refreshed = await refreshSession();
      return E.right({ addresses: changed.right, signInEmail: E.isRight(refreshed) ? refreshed.right.email : target.right.address });
    },
    remove: async (existing, address) => {
      const target = checkRemovable(existing, address);
      return E.isLeft(target) ? target : send(api.removeEmailAddress(target.right.address), NOT_ON_ACCOUNT);
    },
  };
}
