import * as E from 'fp-ts/Either';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AuthenticatorUseCases } from '../../../application/auth/account-security';
import type { AuthFailure } from '../../../domain/auth/failure/auth-failure';
import type { TotpSetupDetails } from '../../../domain/auth/sign-in/sign-in-step';
import { isVerifyCode, normalizeOtpInput } from '../../../domain/auth/sign-in/verify-code';
import { authMessage } from '../shared/auth-copy';

const APP_CODE_INCOMPLETE = 'Enter the 6-digit code your authenticator app shows now.';
const APP_CODE_WRONG = 'That code did not match. Check the app shows Protect, then enter the code it shows now.';
export const LOAD_FAILED = 'We could not check your sign-in settings. Try again.';

type Status = 'loading' | 'load-failed' | 'off' | 'setting-up' | 'on';

const codeMessage = (failure: AuthFailure): string =>
  failure.kind === 'ConfirmationFailed' && failure.problem === 'CodeMismatch' ? APP_CODE_WRONG : authMessage(failure);

/** The Sign-in and security screen: an authenticator app turned on (secret, QR code, first code) and off. */
export class SecurityViewModel {
  status: Status = 'loading';
  setup: TotpSetupDetails | null = null;
  code = '';
  busy = false;
  error: string | null = null;
  /** Said once a change is done (a status region reads it out). */
  notice = '';

  constructor(private readonly authenticator: AuthenticatorUseCases) {
    makeAutoObservable<this, 'authenticator'>(this, { authenticator: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.status = 'loading';
    const settings = await this.authenticator.settings();
    runInAction(() => {
      this.status = E.isLeft(settings) ? 'load-failed' : settings.right.enabled.includes('TOTP') ? 'on' : 'off';
    });
  }

  async startSetup(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.error = null;
    this.notice = '';
    const started = await this.authenticator.start();
    runInAction(() => {
      this.busy = false;
      if (E.isLeft(started)) {
        this.error = authMessage(started.left);
        return;
      }
      this.setup = started.right;
      this.code = '';
      this.status = 'setting-up';
    });
  }

  setCode(raw: string): void {
    this.code = normalizeOtpInput(raw);
    this.error = null;
  }

  /** The app's first code; a wrong one keeps what was typed so it can be corrected. */
  async confirm(): Promise<boolean> {
    if (this.busy) return false;
    if (!isVerifyCode(this.code)) {
      this.error = APP_CODE_INCOMPLETE;
      return false;
    }
    this.busy = true;
    this.error = null;
    const confirmed = await this.authenticator.confirm(this.code);
    return runInAction(() => {
      this.busy = false;
      if (E.isLeft(confirmed)) {
        this.error = codeMessage(confirmed.left);
        return false;
      }
      this.setup = null;
      this.code = '';
      this.status = 'on';
      this.notice = 'Your authenticator app is on. Signing in now asks for its code after the e-mailed one.';
      return true;
    });
  }

  cancelSetup(): void {
    this.setup = null;
    this.code = '';
    this.error = null;
    this.status = 'off';
  }

  async turnOff(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.error = null;
    const off = await this.authenticator.turnOff();
    runInAction(() => {
      this.busy = false;
      if (E.isLeft(off)) {
        this.error = authMessage(off.left);
        return;
      }
      this.status = 'off';
      this.notice = 'Your authenticator app is off. Signing in asks for the e-mailed code only.';
    });
  }
}
