import * as E from 'fp-ts/Either';
import type { HttpFailure } from '../../domain/http-failure';
import { isoDate, trimProfile, validateProfile, type ProfileErrors } from '../../domain/profile/profile-validation';
import type { UserProfile } from '../../domain/profile/user-profile';
import type { Clock } from '../ports/clock.port';
import type { ProtectionApi } from '../ports/protection-api.port';

type SaveUserProfileFailure = { readonly kind: 'InvalidProfile'; readonly errors: ProfileErrors } | HttpFailure;

export type SaveUserProfile = (profile: UserProfile) => Promise<E.Either<SaveUserProfileFailure, UserProfile>>;

export const makeSaveUserProfile =
  ({ api, clock }: { readonly api: Pick<ProtectionApi, 'saveUserProfile'>; readonly clock: Clock }): SaveUserProfile =>
  async (profile) => {
    const trimmed = trimProfile(profile);
    const errors = validateProfile(trimmed, isoDate(clock.now()));
    return Object.keys(errors).length > 0 ? E.left({ kind: 'InvalidProfile', errors }) : api.saveUserProfile(trimmed);
  };
