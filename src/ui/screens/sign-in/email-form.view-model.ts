import { i18n } from '@lingui/core';
import * as E from 'fp-ts/Either';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AuthServices } from '../../app-services';
import { RATE_LIMIT_COOL_DOWN_SECONDS, type AuthFailure } from '../../../domain/auth/failure/auth-failure';
import { screenForStep } from '../../../domain/auth/sign-in/sign-in-step';
import { GENERIC_MESSAGE } from '../../../domain/user-message';
import { authHint, checkEmail, reportingAuthMessage, type ReportError } from '../shared/auth-copy';
import { CoolDown, type EverySecond, everySecond } from '../shared/cool-down';

export type EmailFormKind = 'sign-in' | 'sign-up';

export type EmailFormDeps = { readonly auth: AuthServices; readonly region?: string; readonly everySecond?: EverySecond; readonly reportError?: ReportError };

export class EmailFormViewModel {
  email = '';
  /** 'confirm-sign-up': the address must be confirmed (code or link) before anyone signs in: a new sign-up, or an account never confirmed. */
  status: 'idle' | 'submitting' | 'code-sent' | 'confirm-sign-up' | 'signed-in' = 'idle';
  error: string | null = null;
  hint: string | null = null;
  readonly coolDown: CoolDown;

  constructor(
    private readonly deps: EmailFormDeps,
    readonly kind: EmailFormKind,
  ) {
    this.coolDown = new CoolDown(deps.everySecond ?? everySecond);
    makeAutoObservable<this, 'deps'>(this, { deps: false, coolDown: false }, { autoBind: true });
  }

  setEmail(value: string): void {
    this.email = value;
    this.showProblem(null, null);
  }

  /** Resolves with the normalised e-mail once a code is sent (or nothing more is asked), else null (the error is set). */
  async submit(): Promise<string | null> {
    if (this.status === 'submitting' || this.coolDown.active) return null;
    const checked = checkEmail(this.email);
    if (E.isLeft(checked)) {
      this.error = checked.left;
      return null;
    }
    this.status = 'submitting';
    this.error = null;
    const email = checked.right;
    if (this.kind === 'sign-up') {
      // The pool decides whether a new address must be confirmed first; then no sign-in code is sent.
      const signedUp = await this.deps.auth.signUpConfirmation.signUp({ email, region: this.deps.region });
      if (E.isLeft(signedUp)) return this.fail(signedUp.left);
      if (!signedUp.right.isSignUpComplete) {
        runInAction(() => (this.status = 'confirm-sign-up'));
        return email;
      }
    }
    const started = await this.deps.auth.signIn({ username: email });
    if (E.isLeft(started)) return this.fail(started.left);
    const { step } = started.right.nextStep;
    const screen = screenForStep(started.right.nextStep);
    switch (screen) {
      case 'code':
      case 'signed-in':
        runInAction(() => (this.status = screen === 'code' ? 'code-sent' : 'signed-in'));
        return email;
      case 'confirm-sign-up': {
        // The pool sends no sign-in code to an address never confirmed: a new confirmation code instead.
        const sent = await this.deps.auth.signUpConfirmation.resend(email);
        if (E.isLeft(sent)) return this.fail(sent.left);
        runInAction(() => (this.status = 'confirm-sign-up'));
        return email;
      }
      case 'not-offered':
        this.deps.reportError?.(new Error(`Sign-in step not offered: ${step}`), this.kind);
        runInAction(() => {
          this.status = 'idle';
          this.error = i18n._(GENERIC_MESSAGE);
        });
        return null;
    }
  }

  /** Another way in (a passkey) failed: its message goes where the form's own would, and the e-mail stays. */
  showProblem(message: string | null, hint: string | null): void {
    this.error = message;
    this.hint = hint;
  }

  dispose(): void {
    this.coolDown.dispose();
  }

  private fail(failure: AuthFailure): null {
    const message = reportingAuthMessage(this.deps.reportError, this.kind)(failure);
    runInAction(() => {
      this.status = 'idle';
      this.error = message;
      this.hint = authHint(failure);
      if (failure.kind === 'RateLimited') this.coolDown.start(RATE_LIMIT_COOL_DOWN_SECONDS);
    });
    return null;
  }
}
