import * as E from 'fp-ts/Either';
import type { HttpFailure } from '../../domain/http/http-failure';
import { isoDate, trimProfile, validateProfile, type ProfileErrors } from '../../domain/profile/profile-validation';
import type { UserProfile } from '../../domain/profile/user-profile';
import type { Clock } from '../ports/clock.port';
import type { ProtectionApi } from '../ports/protection-api.port';

type SaveUserProfileFailure = { readonly kind: 'InvalidProfile'; readonly errors: ProfileErrors } | HttpFailure;

export type SaveUserProfile = (profile: UserProfile) => Promise<E.Either<SaveUserProfileFailure, UserProfile>>;

/** Trims every field, checks the form rules against today's date, then saves (spec §7). Nothing is sent when a rule fails. Never rejects. */
export const makeSaveUserProfile =
  ({ api, clock }: { readonly api: Pick<ProtectionApi, 'saveUserProfile'>; readonly clock: Clock }): SaveUserProfile =>
  async (profile) => {
    const trimmed = trimProfile(profile);
    const errors = validateProfile(trimmed, isoDate(clock.now()));
    return Object.keys(errors).length > 0 ? E.left({ kind: 'InvalidProfile', errors }) : api.saveUserProfile(trimmed);
  };
