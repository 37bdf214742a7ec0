import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as E from 'fp-ts/Either';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AuthServices } from '../../app-services';
import { RATE_LIMIT_COOL_DOWN_SECONDS, type AuthFailure } from '../../../domain/auth/failure/auth-failure';
import { isVerifyCode, normalizeOtpInput } from '../../../domain/auth/sign-in/verify-code';
import { LINK_EXPIRED_MESSAGE, WRONG_CODE_MESSAGE } from '../../../domain/user-message';
import { codeIncomplete, needsNewCode, reportingAuthMessage, type ReportError } from '../shared/auth-copy';
import { CoolDown, RESEND_COOL_DOWN_SECONDS, type EverySecond } from '../shared/cool-down';

const OFFLINE_CODE_MESSAGE = msg`You are offline, or the connection dropped. Your code is kept: press Continue again once you are back online.`;
const APP_CODE_WRONG = msg`That code did not match. Enter the code your authenticator app shows now.`;
const LINK_ELSEWHERE = msg`This link only works in the browser where you asked for the code. Send a new code to sign in here.`;

export type VerifyCodeDeps = { readonly auth: AuthServices; readonly everySecond: EverySecond; readonly reportError?: ReportError };

/** `afterPasskey`: the passkey was the first step, so the authenticator app's code is asked at once. */
export type VerifyCodeInput = { readonly username: string; readonly code: string; readonly afterPasskey?: boolean };

export class VerifyCodeViewModel {
  code: string;
  step: 'email' | 'authenticator' = 'email';
  status: 'idle' | 'submitting' | 'signed-in' = 'idle';
  error: string | null = null;
  resent = false;
  needsNewCode = false;
  /** Runs after a rate limit: Continue and a new code are held until it ends. */
  readonly coolDown: CoolDown;
  readonly resendWait: CoolDown;
  private lastFailedCode: string | null = null;
  private readonly message: (failure: AuthFailure) => string;

  constructor(
    private readonly deps: VerifyCodeDeps,
    readonly input: VerifyCodeInput,
  ) {
    this.code = normalizeOtpInput(input.code);
    if (input.afterPasskey === true) this.step = 'authenticator';
    this.coolDown = new CoolDown(deps.everySecond);
    this.resendWait = new CoolDown(deps.everySecond);
    this.message = reportingAuthMessage(deps.reportError, 'verify-code');
    makeAutoObservable<this, 'deps' | 'message'>(this, { deps: false, coolDown: false, resendWait: false, message: false }, { autoBind: true });
  }

  setCode(raw: string): void {
    this.code = normalizeOtpInput(raw);
    this.error = null;
  }

  /** One submit per code: a second Enter or click while sending, or the same failed code again, does nothing; nor does one during a cool-down. */
  async submit(): Promise<boolean> {
    if (this.status !== 'idle' || this.coolDown.active || this.code === this.lastFailedCode) return false;
    if (!isVerifyCode(this.code)) {
      this.error = codeIncomplete();
      return false;
    }
    const code = this.code;
    this.status = 'submitting';
    this.error = null;
    const result = await this.deps.auth.confirmSignIn({ challengeResponse: code });
    // The customer's words for an internal error say a new link was sent: it is, and only then are they shown.
    if (E.isLeft(result) && result.left.kind === 'Internal') return this.sendNewLink();
    const signedIn = E.isRight(result) && result.right.signedIn;
    runInAction(() => {
      if (signedIn) {
        this.status = 'signed-in';
        return;
      }
      this.status = 'idle';
      if (E.isLeft(result)) this.failed(result.left, code);
      else if (result.right.nextStep.step === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' && this.step === 'email') {
        this.step = 'authenticator';
        this.code = '';
        this.lastFailedCode = null;
      } else {
        this.lastFailedCode = code;
        this.error = this.step === 'authenticator' ? i18n._(APP_CODE_WRONG) : i18n._(WRONG_CODE_MESSAGE);
      }
    });
    return signedIn;
  }

  async resend(): Promise<void> {
    if (this.resendWait.active || this.coolDown.active || this.input.username === '') return;
    this.resendWait.start(RESEND_COOL_DOWN_SECONDS);
    this.error = null;
    const started = await this.deps.auth.signIn({ username: this.input.username });
    runInAction(() => {
      if (E.isLeft(started)) {
        this.error = this.message(started.left);
        if (started.left.kind === 'RateLimited') this.holdFor(RATE_LIMIT_COOL_DOWN_SECONDS);
      } else {
        this.resent = true;
        this.step = 'email';
        this.needsNewCode = false;
        this.lastFailedCode = null;
        this.code = '';
      }
    });
  }

  private async sendNewLink(): Promise<false> {
    const sent = await this.deps.auth.signIn({ username: this.input.username });
    runInAction(() => {
      this.status = 'idle';
      this.error = E.isRight(sent) ? i18n._(LINK_EXPIRED_MESSAGE) : this.message(sent.left);
      this.resent = E.isRight(sent);
      if (E.isRight(sent)) this.code = '';
    });
    return false;
  }

  dispose(): void {
    this.resendWait.dispose();
    this.coolDown.dispose();
  }

  /** No answer or a rate limit keeps the code for another try; a sign-in that is over asks for a new code; else only that code is blocked. */
  private failed(failure: AuthFailure, code: string): void {
    const linkElsewhere = failure.kind === 'SignInStateMissing' && this.input.code !== '';
    this.error = failure.kind === 'Network' ? i18n._(OFFLINE_CODE_MESSAGE) : linkElsewhere ? i18n._(LINK_ELSEWHERE) : this.message(failure);
    if (failure.kind === 'RateLimited') this.holdFor(RATE_LIMIT_COOL_DOWN_SECONDS);
    else if (needsNewCode(failure)) {
      this.code = '';
      this.needsNewCode = true;
    } else if (failure.kind !== 'Network') this.lastFailedCode = code;
  }

  private holdFor(seconds: number): void {
    this.resendWait.dispose();
    this.coolDown.start(seconds);
  }
}
