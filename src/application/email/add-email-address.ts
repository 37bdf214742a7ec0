import * as E from 'fp-ts/Either';
import { validateNewEmailAddress, type EmailAddress, type EmailAddressFailure } from '../../domain/email/email-address';
import type { ProtectionApi } from '../ports/protection-api.port';

type AddedEmailAddress = { readonly address: string; readonly addresses: readonly EmailAddress[] };

export type AddEmailAddress = (raw: string, existing: readonly EmailAddress[]) => Promise<E.Either<EmailAddressFailure, AddedEmailAddress>>;

export const makeAddEmailAddress =
  ({ api }: { readonly api: Pick<ProtectionApi, 'addEmailAddress'> }): AddEmailAddress =>
  async (raw, existing) => {
    const address = validateNewEmailAddress(raw, existing);
    if (E.isLeft(address)) return address;
    return E.map((addresses: readonly EmailAddress[]) => ({ address: address.right, addresses }))(await api.addEmailAddress(address.right));
  };
