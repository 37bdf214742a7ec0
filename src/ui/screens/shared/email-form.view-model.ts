import * as E from 'fp-ts/Either';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AuthServices } from '../../app-services';
import { authMessage, checkEmail } from './auth-copy';

export type EmailFormKind = 'sign-in' | 'sign-up';

export type EmailFormDeps = {
  readonly auth: AuthServices;
  /** For a new account. */
  readonly region: string;
};

/** Sign-up and sign-in both take an e-mail and end with a code sent to it. */
export class EmailFormViewModel {
  email = '';
  status: 'idle' | 'submitting' | 'code-sent' = 'idle';
  error: string | null = null;

  constructor(
    private readonly deps: EmailFormDeps,
    readonly kind: EmailFormKind,
  ) {
    makeAutoObservable<this, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  setEmail(value: string): void {
    this.email = value;
    this.error = null;
  }

  /** Sends the code; resolves with the normalised e-mail when it was sent, else null (the error is set). */
  async submit(): Promise<string | null> {
    if (this.status === 'submitting') return null;
    const auth = this.deps.auth;
    const checked = checkEmail(this.email);
    if (E.isLeft(checked)) {
      this.error = checked.left;
      return null;
    }
    this.status = 'submitting';
    this.error = null;
    const email = checked.right;
    if (this.kind === 'sign-up') {
      const signedUp = await auth.signUp({ email, region: this.deps.region });
      if (E.isLeft(signedUp)) return this.fail(authMessage(signedUp.left));
    }
    const started = await auth.signIn({ username: email });
    if (E.isLeft(started)) return this.fail(authMessage(started.left));
    runInAction(() => {
      this.status = 'code-sent';
    });
    return email;
  }

  private fail(message: string): null {
    runInAction(() => {
      this.status = 'idle';
      this.error = message;
    });
    return null;
  }
}
