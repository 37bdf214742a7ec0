import { t } from '@lingui/core/macro';
import * as E from 'fp-ts/Either';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AuthenticatorUseCases, PasskeySummary, PasskeyUseCases, RememberedDeviceUseCases } from '../../../application/auth/account-security';
import type { AuthFailure } from '../../../domain/auth/failure/auth-failure';
import { deviceLabel, type RememberedDevice } from '../../../domain/auth/session/remembered-device';
import type { TotpSetupDetails } from '../../../domain/auth/sign-in/sign-in-step';
import { isVerifyCode, normalizeOtpInput } from '../../../domain/auth/sign-in/verify-code';
import { reportingAuthMessage, type ReportError } from '../shared/auth-copy';
import { Change } from '../shared/change';

export class SecurityViewModel {
  status: 'loading' | 'load-failed' | 'off' | 'setting-up' | 'on' = 'loading';
  setup: TotpSetupDetails | null = null;
  code = '';
  readonly change: Change<AuthFailure>;
  private readonly message: (failure: AuthFailure) => string;

  constructor(
    private readonly authenticator: AuthenticatorUseCases,
    report?: ReportError,
  ) {
    this.message = reportingAuthMessage(report, 'security');
    this.change = new Change(this.message);
    makeAutoObservable<this, 'authenticator' | 'message'>(this, { authenticator: false, change: false, message: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.status = 'loading';
    const settings = await this.authenticator.settings();
    runInAction(() => (this.status = E.isLeft(settings) ? 'load-failed' : settings.right.enabled.includes('TOTP') ? 'on' : 'off'));
  }

  async startSetup(): Promise<void> {
    await this.change.run(
      () => this.authenticator.start(),
      (setup) => {
        this.setup = setup;
        this.code = '';
        this.status = 'setting-up';
      },
    );
  }

  setCode(raw: string): void {
    this.code = normalizeOtpInput(raw);
    this.change.error = null;
  }

  /** The app's first code; a wrong one stays, so it can be corrected. */
  async confirm(): Promise<boolean> {
    if (this.change.busy) return false;
    if (!isVerifyCode(this.code)) {
      this.change.error = t`Enter the 6-digit code your authenticator app shows now.`;
      return false;
    }
    const wrongCode = (failure: AuthFailure) =>
      failure.kind === 'ConfirmationFailed' && failure.problem === 'CodeMismatch'
        ? t`That code did not match. Check the app shows Protect, then enter the code it shows now.`
        : this.message(failure);
    const on = () => {
      this.setup = null;
      this.code = '';
      this.status = 'on';
      return t`Your authenticator app is on. Signing in now asks for its code after the e-mailed one.`;
    };
    return this.change.run(() => this.authenticator.confirm(this.code), on, wrongCode);
  }

  cancelSetup(): void {
    this.setup = null;
    this.code = '';
    this.change.error = null;
    this.status = 'off';
  }

  async turnOff(): Promise<void> {
    await this.change.run(
      () => this.authenticator.turnOff(),
      () => {
        this.status = 'off';
        return t`Your authenticator app is off. Signing in asks for the e-mailed code only.`;
      },
    );
  }
}

export class PasskeysViewModel {
  status: 'unavailable' | 'loading' | 'load-failed' | 'ready' = 'loading';
  passkeys: readonly PasskeySummary[] = [];
  readonly change: Change<AuthFailure>;

  constructor(
    private readonly cases: PasskeyUseCases,
    report?: ReportError,
  ) {
    this.change = new Change(reportingAuthMessage(report, 'security'));
    makeAutoObservable<this, 'cases'>(this, { cases: false, change: false }, { autoBind: true });
  }

  get available(): boolean {
    return this.cases.available();
  }

  async load(): Promise<void> {
    if (!this.available) {
      this.status = 'unavailable';
      return;
    }
    this.status = 'loading';
    const listed = await this.cases.list();
    runInAction(() => {
      if (E.isRight(listed)) this.passkeys = listed.right;
      this.status = E.isRight(listed) ? 'ready' : 'load-failed';
    });
  }

  async add(): Promise<void> {
    await this.changeThenList(() => this.cases.add(), t`Passkey added. You can now sign in with it.`);
  }

  async remove(id: string): Promise<void> {
    await this.changeThenList(() => this.cases.remove(id), t`Passkey deleted.`);
  }

  private async changeThenList(call: () => Promise<E.Either<AuthFailure, unknown>>, notice: string): Promise<void> {
    if (await this.change.run(call, () => notice)) await this.load();
  }
}

type ListedDevice = RememberedDevice & { readonly label: string };

export class RememberedDevicesViewModel {
  status: 'loading' | 'load-failed' | 'ready' = 'loading';
  devices: readonly ListedDevice[] = [];
  confirming: ListedDevice | null = null;
  readonly change: Change<AuthFailure>;

  constructor(
    private readonly cases: RememberedDeviceUseCases,
    report?: ReportError,
  ) {
    this.change = new Change(reportingAuthMessage(report, 'security'));
    makeAutoObservable<this, 'cases'>(this, { cases: false, change: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.status = 'loading';
    const listed = await this.cases.list();
    runInAction(() => {
      if (E.isRight(listed)) this.devices = listed.right.map((device) => ({ ...device, label: deviceLabel(device.name) }));
      this.status = E.isRight(listed) ? 'ready' : 'load-failed';
    });
  }

  ask(deviceKey: string): void {
    this.confirming = this.devices.find((device) => device.key === deviceKey) ?? null;
    this.change.error = null;
    this.change.notice = '';
  }

  cancel(): void {
    this.confirming = null;
    this.change.error = null;
  }

  async confirmForget(): Promise<void> {
    const device = this.confirming;
    if (device === null) return;
    const { label } = device;
    const forgotten = () => {
      this.confirming = null;
      return t`${label} forgotten. Signing in on it will ask for every step again.`;
    };
    if (await this.change.run(() => this.cases.forget(device.key), forgotten)) await this.load();
  }
}
