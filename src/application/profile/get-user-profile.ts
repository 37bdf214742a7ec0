import type * as E from 'fp-ts/Either';
import type { HttpFailure } from '../../domain/http-failure';
import type { UserProfile } from '../../domain/profile/user-profile';
import type { ProtectionApi } from '../ports/protection-api.port';

export type GetUserProfile = () => Promise<E.Either<HttpFailure, UserProfile>>;

export const makeGetUserProfile =
  ({ api }: { readonly api: Pick<ProtectionApi, 'getUserProfile'> }): GetUserProfile =>
  () =>
    api.getUserProfile();
