import * as E from 'fp-ts/Either';
import { validateVerificationCode, type EmailAddress, type EmailAddressFailure } from '../../domain/email/email-address';
import type { ProtectionApi } from '../ports/protection-api.port';

export type VerifyEmailAddress = (address: string, rawCode: string) => Promise<E.Either<EmailAddressFailure, readonly EmailAddress[]>>;

export const makeVerifyEmailAddress =
  ({ api }: { readonly api: Pick<ProtectionApi, 'verifyEmailAddress'> }): VerifyEmailAddress =>
  async (address, rawCode) => {
    const code = validateVerificationCode(rawCode);
    return E.isLeft(code) ? code : api.verifyEmailAddress(address, code.right);
  };
