import * as E from 'fp-ts/Either';
import type { HttpFailure } from '../domain/http-failure';
import { isoDate, trimProfile, validateProfile, type ProfileErrors } from '../domain/profile/profile-validation';
import type { UserProfile } from '../domain/profile/user-profile';
import type { Clock } from './ports/clock.port';
import type { AccountApi } from './ports/protection-api.port';

type ProfileFailure = { readonly kind: 'InvalidProfile'; readonly errors: ProfileErrors } | HttpFailure;

export type Profile = { read(): Promise<E.Either<HttpFailure, UserProfile>>; save(profile: UserProfile): Promise<E.Either<ProfileFailure, UserProfile>> };

export const makeProfile = ({ api, clock }: { readonly api: Pick<AccountApi, 'getUserProfile' | 'saveUserProfile'>; readonly clock: Clock }): Profile => ({
  read: () => api.getUserProfile(),
  save: async (profile) => {
    const trimmed = trimProfile(profile);
    const errors = validateProfile(trimmed, isoDate(clock.now()));
    return Object.keys(errors).length > 0 ? E.left({ kind: 'InvalidProfile', errors }) : api.saveUserProfile(trimmed);
  },
});
