import * as E from 'fp-ts/Either';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ProtectionApi } from '../../../application/ports/protection-api.port';
import { toUserMessage } from '../../../domain/errors/user-message';
import { trimProfile, validateProfile, type ProfileErrors } from '../../../domain/profile/profile-validation';
import { EMPTY_PROFILE, type ProfileField, type UserProfile } from '../../../domain/profile/user-profile';

export type ProfileEditorDeps = {
  readonly api: Pick<ProtectionApi, 'saveUserProfile'>;
  /** Today as YYYY-MM-DD, for the birth-date rule. */
  readonly today: () => string;
  readonly onSaved: (profile: UserProfile) => void;
};

/** The profile form (spec §2 `?editProfile=true`): field errors keep everything the person typed. */
export class ProfileEditorViewModel {
  open = false;
  values: UserProfile = EMPTY_PROFILE;
  errors: ProfileErrors = {};
  saveError: string | null = null;
  saving = false;

  constructor(private readonly deps: ProfileEditorDeps) {
    makeAutoObservable<this, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  start(current: UserProfile): void {
    this.values = { ...current };
    this.errors = {};
    this.saveError = null;
    this.open = true;
  }

  close(): void {
    this.open = false;
  }

  set(field: ProfileField, value: string): void {
    this.values = { ...this.values, [field]: value };
    const { [field]: _cleared, ...rest } = this.errors;
    this.errors = rest;
  }

  async save(): Promise<boolean> {
    if (this.saving) return false;
    const errors = validateProfile(this.values, this.deps.today());
    this.errors = errors;
    if (Object.keys(errors).length > 0) return false;
    this.saving = true;
    this.saveError = null;
    const result = await this.deps.api.saveUserProfile(trimProfile(this.values));
    runInAction(() => {
      this.saving = false;
      if (E.isLeft(result)) {
        this.saveError = toUserMessage(result.left);
        return;
      }
      this.deps.onSaved(result.right);
      this.open = false;
    });
    return E.isRight(result);
  }
}
