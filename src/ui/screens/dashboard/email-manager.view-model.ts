import * as E from 'fp-ts/Either';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ProtectionApi } from '../../../application/ports/protection-api.port';
import { isVerifyCode, normalizeOtpInput } from '../../../domain/auth/verify-code';
import { sortEmailAddresses, type EmailAddress } from '../../../domain/email/email-address';
import { toUserMessage } from '../../../domain/errors/user-message';
import type { ModalEvent } from '../../../domain/analytics/analytics-event';
import type { HttpFailure } from '../../../domain/http/http-failure';
import { checkEmail } from '../auth/auth-copy';

export type EmailFlow =
  | { readonly step: 'closed' }
  | { readonly step: 'enter' }
  | { readonly step: 'verify'; readonly address: string }
  | { readonly step: 'success'; readonly address: string }
  | { readonly step: 'remove'; readonly address: string }
  | { readonly step: 'primary'; readonly address: string };

export type EmailManagerDeps = {
  readonly api: Pick<ProtectionApi, 'addEmailAddress' | 'verifyEmailAddress' | 'setPrimaryEmailAddress' | 'removeEmailAddress'>;
  /** Hands the new list to whoever shows it (the dashboard's e-mail area). */
  readonly onChange: (emails: readonly EmailAddress[]) => void;
  /** Spec §2: each modal step is an analytics event. */
  readonly track: (event: ModalEvent) => void;
};

const WRONG_CODE = 'That code is not right. Check the e-mail we sent and try again, or send a new code.';
const ALREADY_ADDED = 'This address is already on your account.';

/** Spec §2 modals: add an address (enter → verify with resend → success), remove one, set the primary one. */
export class EmailManagerViewModel {
  flow: EmailFlow = { step: 'closed' };
  address = '';
  code = '';
  error: string | null = null;
  busy = false;
  codeResent = false;

  constructor(private readonly deps: EmailManagerDeps) {
    makeAutoObservable<this, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  startAdd(): void {
    this.open({ step: 'enter' });
    this.deps.track('add email: enter');
  }

  /** Opens the verify step directly, e.g. from a `?token=` link for an added address (code prefilled). */
  startVerify(address: string, code = ''): void {
    this.open({ step: 'verify', address });
    this.code = normalizeOtpInput(code);
  }

  confirmRemove(address: string): void {
    this.open({ step: 'remove', address });
  }

  confirmPrimary(address: string): void {
    this.open({ step: 'primary', address });
  }

  close(): void {
    this.flow = { step: 'closed' };
    this.error = null;
  }

  setAddress(value: string): void {
    this.address = value;
    this.error = null;
  }

  setCode(value: string): void {
    this.code = normalizeOtpInput(value);
    this.error = null;
  }

  async submitAddress(): Promise<void> {
    const checked = checkEmail(this.address);
    if (E.isLeft(checked)) {
      this.error = checked.left;
      return;
    }
    const address = checked.right;
    await this.run(() => this.deps.api.addEmailAddress(address), { step: 'verify', address }, (f) => (f.kind === 'Http' && f.status === 409 ? ALREADY_ADDED : null));
    if (this.step() === 'verify') this.deps.track('add email: verify');
  }

  async submitCode(): Promise<void> {
    if (this.flow.step !== 'verify') return;
    if (!isVerifyCode(this.code)) {
      this.error = 'Enter the 6-digit code from the e-mail.';
      return;
    }
    const { address } = this.flow;
    await this.run(() => this.deps.api.verifyEmailAddress(address, this.code), { step: 'success', address }, (f) => (f.kind === 'Http' && f.status === 400 ? WRONG_CODE : null));
    if (this.step() === 'success') this.deps.track('add email: success');
  }

  async resendCode(): Promise<void> {
    if (this.flow.step !== 'verify') return;
    const flow = this.flow;
    this.deps.track('add email: resend code');
    await this.run(() => this.deps.api.addEmailAddress(flow.address), flow);
    runInAction(() => {
      if (this.error === null) this.codeResent = true;
    });
  }

  async remove(): Promise<void> {
    if (this.flow.step !== 'remove') return;
    const { address } = this.flow;
    this.deps.track('remove email');
    await this.run(() => this.deps.api.removeEmailAddress(address), { step: 'closed' });
  }

  async makePrimary(): Promise<void> {
    if (this.flow.step !== 'primary') return;
    const { address } = this.flow;
    this.deps.track('set primary email');
    await this.run(() => this.deps.api.setPrimaryEmailAddress(address), { step: 'closed' });
  }

  /** The current step, read fresh after an await (TypeScript would keep the narrowing from before it). */
  private step(): EmailFlow['step'] {
    return this.flow.step;
  }

  private open(flow: EmailFlow): void {
    this.flow = flow;
    this.address = '';
    this.code = '';
    this.error = null;
    this.codeResent = false;
  }

  /** One request at a time; on success the list is handed on and the flow moves on; on failure what was typed stays. */
  private async run(
    request: () => Promise<E.Either<HttpFailure, readonly EmailAddress[]>>,
    next: EmailFlow,
    explain: (failure: HttpFailure) => string | null = () => null,
  ): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.error = null;
    const result = await request();
    runInAction(() => {
      this.busy = false;
      if (E.isLeft(result)) {
        this.error = explain(result.left) ?? toUserMessage(result.left);
        return;
      }
      this.deps.onChange(sortEmailAddresses(result.right));
      this.flow = next;
    });
  }
}
