import * as E from 'fp-ts/Either';
import { makeAutoObservable, runInAction } from 'mobx';
import { toPlainMessage } from '../../../domain/user-message';
import type { Profile } from '../../../application/profile';
import type { ProfileErrors } from '../../../domain/profile/profile-validation';
import { EMPTY_PROFILE, type ProfileField, type UserProfile } from '../../../domain/profile/user-profile';

type ProfileEditorDeps = { readonly save: Profile['save']; readonly onSaved: (profile: UserProfile) => void };

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
    this.saving = true;
    this.saveError = null;
    const result = await this.deps.save(this.values);
    runInAction(() => {
      this.saving = false;
      this.errors = {};
      if (E.isLeft(result)) {
        // Rule failures go next to their fields; what was typed stays.
        if (result.left.kind === 'InvalidProfile') this.errors = result.left.errors;
        else this.saveError = toPlainMessage(result.left);
        return;
      }
      this.deps.onSaved(result.right);
      this.open = false;
    });
    return E.isRight(result);
  }
}
