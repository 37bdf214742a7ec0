import * as E from 'fp-ts/Either';
import { checkCanBecomePrimary, type EmailAddress, type EmailAddressFailure } from '../../domain/email/email-address';
import type { RefreshSession } from '../auth/refresh-session';
import type { ProtectionApi } from '../ports/protection-api.port';

type PrimaryChanged = {
  readonly addresses: readonly EmailAddress[];
  /** The address the person now signs in with: the refreshed session's, or the new primary when the session could not be refreshed. */
  readonly signInEmail: string;
};

export type SetPrimaryEmailAddress = (existing: readonly EmailAddress[], address: string) => Promise<E.Either<EmailAddressFailure, PrimaryChanged>>;

export type SetPrimaryEmailAddressDeps = { readonly api: Pick<ProtectionApi, 'setPrimaryEmailAddress'>; readonly refreshSession: RefreshSession };

/** The primary address is the sign-in address: the service moves sign-in to it, and a fresh session carries it. */
export const makeSetPrimaryEmailAddress =
  ({ api, refreshSession }: SetPrimaryEmailAddressDeps): SetPrimaryEmailAddress =>
  async (existing, address) => {
    const target = checkCanBecomePrimary(existing, address);
    if (E.isLeft(target)) return target;
    if (target.right.isPrimary) return E.right({ addresses: existing, signInEmail: target.right.address });
    const changed = await api.setPrimaryEmailAddress(target.right.address);
    if (E.isLeft(changed)) return changed;
    // The change is made: a failed refresh only means the tokens still name the old address until the next one.
    const refreshed = await refreshSession();
    return E.right({ addresses: changed.right, signInEmail: E.isRight(refreshed) ? refreshed.right.email : target.right.address });
  };
