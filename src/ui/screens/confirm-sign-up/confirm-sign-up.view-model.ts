import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AutoSignInOutcome } from '../../../application/auth/sign-up-confirmation';
import type { AuthFailure } from '../../../domain/auth/failure/auth-failure';
import { isVerifyCode, normalizeOtpInput } from '../../../domain/auth/sign-in/verify-code';
import type { AuthServices } from '../../app-services';
import { codeIncomplete, reportingAuthMessage, type ReportError } from '../shared/auth-copy';
import { CoolDown, RESEND_COOL_DOWN_SECONDS, type EverySecond } from '../shared/cool-down';

const CODE_MISMATCH = msg`That code did not match. Check the newest e-mail from us and try again.`;
const CODE_EXPIRED = msg`This code has expired. Send yourself a new one.`;
const LINK_EXPIRED = msg`This link has expired. Send yourself a new one.`;
const TOO_MANY = msg`Too many tries for now. Send yourself a new code, or wait a while, then try again.`;
const ALREADY_CONFIRMED = msg`This address is already confirmed. Sign in with it instead.`;
const LINK_BROKEN = msg`This link is incomplete. Open the newest e-mail from us and use its link, or sign up again.`;
const OFFLINE = msg`You are offline, or the connection dropped. Nothing is lost: try again once you are back online.`;
const SIGN_IN_AFTER = msg`Your address is confirmed. Sign in to continue.`;

/** A right code (typed, or the link's) confirms the address; the tab that signed up then signs in by itself, any other offers a new code. */
export class ConfirmSignUpViewModel {
  code: string;
  status: 'idle' | 'submitting' | 'confirmed' | 'signed-in' = 'idle';
  error: string | null = null;
  /** After the address is confirmed, when this tab will not sign in by itself. */
  signInNeeded = false;
  resent = false;
  /** The address is past confirming (already confirmed, or the link is broken): only signing in (or up) helps. */
  finished = false;
  readonly resendWait: CoolDown;
  private readonly stopListening: () => void;

  constructor(
    private readonly deps: {
      readonly auth: AuthServices;
      readonly everySecond: EverySecond;
      readonly source: 'code' | 'link';
      readonly reportError?: ReportError;
    },
    readonly username: string,
    prefilledCode = '',
  ) {
    this.code = normalizeOtpInput(prefilledCode);
    this.resendWait = new CoolDown(deps.everySecond);
    makeAutoObservable<this, 'deps' | 'stopListening'>(this, { deps: false, stopListening: false, resendWait: false }, { autoBind: true });
    this.stopListening = deps.auth.signUpConfirmation.onAutoSignIn(this.autoSignedIn);
    if (this.username === '') {
      this.error = i18n._(LINK_BROKEN);
      this.finished = true;
    }
  }

  setCode(raw: string): void {
    this.code = normalizeOtpInput(raw);
    this.error = null;
  }

  async submit(): Promise<boolean> {
    if (this.status !== 'idle' || this.finished) return false;
    if (!isVerifyCode(this.code)) {
      this.error = codeIncomplete();
      return false;
    }
    const { signUpConfirmation } = this.deps.auth;
    // Only the tab that signed up keeps the password that signs in by itself.
    const waitsHere = O.exists((waiting: string) => waiting === this.username)(signUpConfirmation.waitingFor());
    this.status = 'submitting';
    this.error = null;
    const confirmed = await signUpConfirmation.confirm({ username: this.username, code: this.code });
    runInAction(() => {
      if (E.isLeft(confirmed)) {
        this.status = 'idle';
        this.failed(confirmed.left);
        return;
      }
      if (this.status === 'submitting') this.status = 'confirmed';
      if (!waitsHere) this.signInNeeded = true;
    });
    return E.isRight(confirmed);
  }

  async resend(): Promise<void> {
    if (this.resendWait.active || this.username === '') return;
    this.resendWait.start(RESEND_COOL_DOWN_SECONDS);
    this.error = null;
    this.resent = false;
    const sent = await this.deps.auth.signUpConfirmation.resend(this.username);
    runInAction(() => {
      if (E.isRight(sent)) {
        this.resent = true;
        this.code = '';
        this.finished = false;
      } else this.failed(sent.left);
    });
  }

  dispose(): void {
    this.resendWait.dispose();
    this.stopListening();
  }

  private autoSignedIn(outcome: AutoSignInOutcome): void {
    if (outcome !== 'expired' && E.isRight(outcome) && outcome.right.signedIn) {
      this.status = 'signed-in';
      return;
    }
    // Reset after 180 s, or the sign-in failed: the address is confirmed (or will be), so a sign-in with a code works.
    if (this.status === 'confirmed') {
      this.signInNeeded = true;
      this.error = i18n._(SIGN_IN_AFTER);
    }
  }

  private failed(failure: AuthFailure): void {
    if (failure.kind === 'ConfirmationFailed' && failure.problem === 'CodeMismatch') this.error = i18n._(CODE_MISMATCH);
    else if (failure.kind === 'ConfirmationFailed' && failure.problem === 'ExpiredCode') {
      this.error = i18n._(this.deps.source === 'link' ? LINK_EXPIRED : CODE_EXPIRED);
      this.code = '';
    } else if (failure.kind === 'RateLimited') this.error = i18n._(TOO_MANY);
    else if (
      failure.kind === 'NotAuthorized' ||
      (failure.kind === 'ConfirmationFailed' && failure.problem === 'NotAuthorized') ||
      (failure.kind === 'Service' && failure.code === 'InvalidParameterException')
    ) {
      // ConfirmSignUp of a confirmed user is refused; so is a new code for one.
      this.error = i18n._(ALREADY_CONFIRMED);
      this.finished = true;
    } else if (failure.kind === 'UserNotFound') {
      this.error = i18n._(LINK_BROKEN);
      this.finished = true;
    } else if (failure.kind === 'Network') this.error = i18n._(OFFLINE);
    else this.error = reportingAuthMessage(this.deps.reportError, 'confirm-sign-up')(failure);
  }
}
