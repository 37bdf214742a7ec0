import * as E from 'fp-ts/Either';
import { checkCanBecomePrimary, type EmailAddress, type EmailAddressFailure } from '../../domain/email/email-address';
import type { ProtectionApi } from '../ports/protection-api.port';

export type SetPrimaryEmailAddress = (existing: readonly EmailAddress[], address: string) => Promise<E.Either<EmailAddressFailure, readonly EmailAddress[]>>;

export const makeSetPrimaryEmailAddress =
  ({ api }: { readonly api: Pick<ProtectionApi, 'setPrimaryEmailAddress'> }): SetPrimaryEmailAddress =>
  async (existing, address) => {
    const target = checkCanBecomePrimary(existing, address);
    if (E.isLeft(target)) return target;
    return target.right.isPrimary ? E.right(existing) : api.setPrimaryEmailAddress(target.right.address);
  };
