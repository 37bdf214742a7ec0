import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as E from 'fp-ts/Either';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AuthFailure } from '../../../domain/auth/failure/auth-failure';
import type { SignInResult } from '../../../domain/auth/sign-in/sign-in-step';
import type { AuthServices } from '../../app-services';
import { authHint, checkEmail, reportingAuthMessage, type ReportError } from '../shared/auth-copy';
import type { EmailFormViewModel } from './email-form.view-model';

const CODE_INSTEAD = msg`You can sign in with a code sent to your e-mail instead.`;
const NO_PASSKEY = msg`There is no passkey for this account yet. Sign in with a code sent to your e-mail, then add a passkey under Sign-in and security.`;

export type PasskeySignInEnd = 'signed-in' | 'authenticator';

type Deps = { readonly auth: Pick<AuthServices, 'signIn' | 'confirmSignIn' | 'passkeys'>; readonly reportError?: ReportError };

/** USER_AUTH, the first-factor choice, then the browser's passkey; a failure leaves the typed e-mail and the e-mailed code. */
export class PasskeySignInViewModel {
  status: 'idle' | 'starting' | 'choosing' | 'using-passkey' = 'idle';

  /** The browser's passkey request while it asks, and the sign-in it belongs to settling. */
  private asking: { readonly controller: AbortController; readonly settled: Promise<unknown> } | null = null;

  constructor(
    private readonly deps: Deps,
    private readonly form: EmailFormViewModel,
  ) {
    makeAutoObservable<this, 'deps' | 'form' | 'asking'>(this, { deps: false, form: false, asking: false }, { autoBind: true });
  }

  get available(): boolean {
    return this.deps.auth.passkeys.available();
  }

  get busy(): boolean {
    return this.status === 'starting' || this.status === 'using-passkey';
  }

  async start(): Promise<PasskeySignInEnd | null> {
    if (this.status !== 'idle') return null;
    const checked = checkEmail(this.form.email);
    if (E.isLeft(checked)) {
      this.form.showProblem(checked.left, null);
      return null;
    }
    this.status = 'starting';
    this.form.showProblem(null, null);
    const started = await this.deps.auth.signIn({ username: checked.right, authFlowType: 'USER_AUTH' });
    if (E.isLeft(started)) return this.fail(started.left, started.left.kind === 'NotAuthorized');
    const next = started.right.nextStep;
    if (next.step === 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION') {
      if (!next.availableChallenges.includes('WEB_AUTHN')) return this.fail({ kind: 'Passkey', problem: 'NotSupported' }, true);
      runInAction(() => (this.status = 'choosing'));
      return null;
    }
    return this.ended(started.right);
  }

  async usePasskey(): Promise<PasskeySignInEnd | null> {
    if (this.status !== 'choosing') return null;
    this.status = 'using-passkey';
    const controller = new AbortController();
    const answering = this.deps.auth.confirmSignIn({ challengeResponse: 'WEB_AUTHN', signal: controller.signal });
    this.asking = { controller, settled: answering };
    const answered = await answering;
    this.asking = null;
    // The person left while the browser asked (Cancel, the e-mailed code, another page): nothing to say.
    if (E.isLeft(answered) && controller.signal.aborted) return this.left();
    return E.isLeft(answered) ? this.fail(answered.left, false) : this.ended(answered.right);
  }

  /** Back to the plain form, the browser's request stopped; resolves once that sign-in has ended, so a code sign-in next is not undone by it. */
  async back(): Promise<void> {
    if (this.status === 'choosing') this.status = 'idle';
    const asking = this.asking;
    if (asking === null) return;
    asking.controller.abort();
    await asking.settled;
  }

  dispose(): void {
    this.asking?.controller.abort();
  }

  private left(): null {
    runInAction(() => (this.status = 'idle'));
    return null;
  }

  private ended(result: SignInResult): PasskeySignInEnd | null {
    if (result.signedIn) return 'signed-in';
    if (result.nextStep.step === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') return 'authenticator';
    return this.fail({ kind: 'ChallengeNotAddressed', challengeName: result.nextStep.step }, false);
  }

  /** `noPasskey`: the service has no passkey of this person (it refuses the passkey sign-in outright). */
  private fail(failure: AuthFailure, noPasskey: boolean): null {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the error report's context, never shown
    const message = reportingAuthMessage(this.deps.reportError, 'passkey sign-in')(failure);
    runInAction(() => {
      this.status = 'idle';
      if (noPasskey) this.form.showProblem(i18n._(NO_PASSKEY), null);
      else this.form.showProblem(message, authHint(failure) ?? i18n._(CODE_INSTEAD));
    });
    return null;
  }
}
