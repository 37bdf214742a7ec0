import * as E from 'fp-ts/Either';
import { checkRemovable, type EmailAddress, type EmailAddressFailure } from '../../domain/email/email-address';
import type { ProtectionApi } from '../ports/protection-api.port';

export type RemoveEmailAddress = (existing: readonly EmailAddress[], address: string) => Promise<E.Either<EmailAddressFailure, readonly EmailAddress[]>>;

export const makeRemoveEmailAddress =
  ({ api }: { readonly api: Pick<ProtectionApi, 'removeEmailAddress'> }): RemoveEmailAddress =>
  async (existing, address) => {
    const target = checkRemovable(existing, address);
    return E.isLeft(target) ? target : api.removeEmailAddress(target.right.address);
  };
