import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { makeAutoObservable } from 'mobx';
import type { EmailAddresses, EmailAddressFailure, EmailAddressRefusal } from '../../../application/email-addresses';
import { normalizeOtpInput } from '../../../domain/auth/sign-in/verify-code';
import type { EmailAddress } from '../../../domain/email/email-address';
import { toPlainMessage } from '../../../domain/user-message';
import type { ModalEvent } from '../../../domain/analytics-event';
import { EMAIL_INVALID, EMAIL_REQUIRED } from '../shared/auth-copy';
import { Change } from '../shared/change';

export type EmailFlow = { readonly step: 'closed' | 'enter' } | { readonly step: 'verify' | 'success' | 'remove' | 'primary'; readonly address: string };

export type EmailManagerDeps = {
  readonly emails: EmailAddresses;
  /** The list on screen, which the rules check against (empty when it could not be loaded: the server decides). */
  readonly current: () => readonly EmailAddress[];
  readonly onChange: (emails: readonly EmailAddress[]) => void;
  readonly onSignInChange: (email: string) => void;
  /** What a finished change did, in words for the profile card. */
  readonly onDone?: (news: string) => void;
  readonly track: (event: ModalEvent) => void;
};

export const SIGN_IN_ADDRESS_NOTE = msg`This is the address you sign in with. To remove it, first make another verified address your primary one.`;

type OwnRefusal = Exclude<EmailAddressRefusal['kind'], 'InvalidEmailAddress'>;

const REFUSALS: { readonly [K in OwnRefusal]: MessageDescriptor } = {
  EmailAddressAlreadyAdded: msg`This address is already on your account.`,
  WrongCode: msg`That code is not right. Check the e-mail we sent and try again, or send a new code.`,
  SignInAddressTaken: msg`Another Protect account signs in with this address, so it cannot be your primary one.`,
  InvalidVerificationCode: msg`Enter the 6-digit code from the e-mail.`,
  UnknownEmailAddress: msg`This address is no longer on your account.`,
  PrimaryNotRemovable: SIGN_IN_ADDRESS_NOTE,
  NotVerified: msg`Confirm this address before you make it your primary one.`,
};

const isOwnRefusal = (failure: EmailAddressFailure): failure is Extract<EmailAddressRefusal, { kind: OwnRefusal }> => failure.kind in REFUSALS;

function emailMessage(failure: EmailAddressFailure): string {
  if (failure.kind === 'InvalidEmailAddress') return i18n._(EMAIL_INVALID);
  return isOwnRefusal(failure) ? i18n._(REFUSALS[failure.kind]) : toPlainMessage(failure);
}

export class EmailManagerViewModel {
  flow: EmailFlow = { step: 'closed' };
  address = '';
  code = '';
  codeResent = false;
  readonly change = new Change(emailMessage);

  constructor(private readonly deps: EmailManagerDeps) {
    makeAutoObservable<this, 'deps'>(this, { deps: false, change: false }, { autoBind: true });
  }

  startAdd(): void {
    this.open({ step: 'enter' });
    this.deps.track('add email: enter');
  }

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
    this.change.error = null;
  }

  setAddress(value: string): void {
    this.address = value;
    this.change.error = null;
  }

  setCode(value: string): void {
    this.code = normalizeOtpInput(value);
    this.change.error = null;
  }

  async submitAddress(): Promise<void> {
    if (this.address.trim() === '') {
      this.change.error = i18n._(EMAIL_REQUIRED);
      return;
    }
    await this.change.run(
      () => this.deps.emails.add(this.address, this.deps.current()),
      (added) => {
        this.moveOn(added.addresses, { step: 'verify', address: added.address });
        this.deps.track('add email: verify');
      },
    );
  }

  async submitCode(): Promise<void> {
    if (this.flow.step !== 'verify') return;
    const { address } = this.flow;
    await this.change.run(
      () => this.deps.emails.verify(address, this.code),
      (emails) => {
        this.moveOn(emails, { step: 'success', address });
        this.deps.track('add email: success');
      },
    );
  }

  async resendCode(): Promise<void> {
    if (this.flow.step !== 'verify') return;
    const { address } = this.flow;
    this.deps.track('add email: resend code');
    await this.change.run(
      () => this.deps.emails.add(address, this.deps.current()),
      (added) => {
        this.deps.onChange(added.addresses);
        this.codeResent = true;
      },
    );
  }

  async remove(): Promise<void> {
    if (this.flow.step !== 'remove') return;
    const { address } = this.flow;
    this.deps.track('remove email');
    await this.change.run(
      () => this.deps.emails.remove(this.deps.current(), address),
      (emails) => {
        this.moveOn(emails, { step: 'closed' });
        this.deps.onDone?.(t`${address} is removed from your account.`);
      },
    );
  }

  async makePrimary(): Promise<void> {
    if (this.flow.step !== 'primary') return;
    const { address } = this.flow;
    this.deps.track('set primary email');
    await this.change.run(
      () => this.deps.emails.setPrimary(this.deps.current(), address),
      (changed) => {
        this.moveOn(changed.addresses, { step: 'closed' });
        this.deps.onSignInChange(changed.signInEmail);
        this.deps.onDone?.(t`${address} is now your primary address: you sign in with it.`);
      },
    );
  }

  private open(flow: EmailFlow): void {
    this.flow = flow;
    this.address = '';
    this.code = '';
    this.change.error = null;
    this.codeResent = false;
  }

  private moveOn(addresses: readonly EmailAddress[], next: EmailFlow): void {
    this.deps.onChange(addresses);
    this.flow = next;
  }
}
