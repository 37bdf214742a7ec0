import * as E from 'fp-ts/Either';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AuthServices } from '../../app-services';
import { VERIFY_CODE_LENGTH, isVerifyCode, normalizeOtpInput } from '../../../domain/auth/sign-in/verify-code';
import { WRONG_CODE_MESSAGE } from '../../../domain/errors/user-message';
import { authMessage } from '../shared/auth-copy';

export const RESEND_COOL_DOWN_SECONDS = 30;
export const CODE_INCOMPLETE = `Enter the ${VERIFY_CODE_LENGTH}-digit code from the e-mail.`;

export type VerifyCodeDeps = {
  readonly auth: AuthServices;
  readonly everySecond: (tick: () => void) => () => void;
};

export type VerifyCodeInput = { readonly username: string; readonly code: string };

export class VerifyCodeViewModel {
  code: string;
  status: 'idle' | 'submitting' | 'signed-in' = 'idle';
  error: string | null = null;
  resendIn = 0;
  resent = false;
  private lastFailedCode: string | null = null;
  private stopTick: (() => void) | null = null;

  constructor(
    private readonly deps: VerifyCodeDeps,
    readonly input: VerifyCodeInput,
  ) {
    this.code = normalizeOtpInput(input.code);
    makeAutoObservable<this, 'deps' | 'stopTick'>(this, { deps: false, stopTick: false }, { autoBind: true });
  }

  setCode(raw: string): void {
    this.code = normalizeOtpInput(raw);
    this.error = null;
  }

  /** One submit per code: a second Enter or click while sending, or the same failed code again, does nothing. */
  async submit(): Promise<boolean> {
    if (this.status !== 'idle' || this.code === this.lastFailedCode) return false;
    const auth = this.deps.auth;
    if (!isVerifyCode(this.code)) {
      this.error = CODE_INCOMPLETE;
      return false;
    }
    const code = this.code;
    this.status = 'submitting';
    this.error = null;
    const result = await auth.confirmSignIn({ challengeResponse: code });
    const signedIn = E.isRight(result) && result.right.signedIn;
    runInAction(() => {
      if (signedIn) {
        this.status = 'signed-in';
        return;
      }
      this.status = 'idle';
      // A network problem keeps the code so the person can simply try again.
      if (E.isLeft(result) && result.left.kind === 'Network') {
        this.error = authMessage(result.left);
        return;
      }
      this.lastFailedCode = code;
      this.error = E.isLeft(result) ? authMessage(result.left) : WRONG_CODE_MESSAGE;
    });
    return signedIn;
  }

  /** A new sign-in, then a cool-down before another. */
  async resend(): Promise<void> {
    const auth = this.deps.auth;
    if (this.resendIn > 0 || this.input.username === '') return;
    this.resendIn = RESEND_COOL_DOWN_SECONDS;
    this.error = null;
    this.stopTick?.();
    this.stopTick = this.deps.everySecond(this.tick);
    const started = await auth.signIn({ username: this.input.username });
    runInAction(() => {
      if (E.isLeft(started)) this.error = authMessage(started.left);
      else {
        this.resent = true;
        this.lastFailedCode = null;
        this.code = '';
      }
    });
  }

  dispose(): void {
    this.stopTick?.();
    this.stopTick = null;
  }

  private tick(): void {
    this.resendIn = Math.max(0, this.resendIn - 1);
    if (this.resendIn === 0) this.dispose();
  }
}
