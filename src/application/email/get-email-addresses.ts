import * as E from 'fp-ts/Either';
import { sortEmailAddresses, type EmailAddress } from '../../domain/email/email-address';
import type { HttpFailure } from '../../domain/http-failure';
import type { ProtectionApi } from '../ports/protection-api.port';

export type GetEmailAddresses = () => Promise<E.Either<HttpFailure, readonly EmailAddress[]>>;

export const makeGetEmailAddresses =
  ({ api }: { readonly api: Pick<ProtectionApi, 'getEmailAddresses'> }): GetEmailAddresses =>
  async () =>
    E.map(sortEmailAddresses)(await api.getEmailAddresses());
