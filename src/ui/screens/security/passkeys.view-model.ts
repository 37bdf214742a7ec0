import * as E from 'fp-ts/Either';
import { makeAutoObservable, runInAction } from 'mobx';
import type { PasskeySummary, PasskeyUseCases } from '../../../application/auth/account-security';
import { authMessage } from '../shared/auth-copy';

export const PASSKEYS_LOAD_FAILED = 'We could not load your passkeys. Try again.';

type Status = 'unavailable' | 'loading' | 'load-failed' | 'ready';

/** The passkeys on the Sign-in and security screen; a browser without WebAuthn is offered none. */
export class PasskeysViewModel {
  status: Status = 'loading';
  passkeys: readonly PasskeySummary[] = [];
  busy = false;
  error: string | null = null;
  /** Said once a change is done (a status region reads it out). */
  notice = '';

  constructor(private readonly cases: PasskeyUseCases) {
    makeAutoObservable<this, 'cases'>(this, { cases: false }, { autoBind: true });
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
      if (E.isLeft(listed)) {
        this.status = 'load-failed';
        return;
      }
      this.passkeys = listed.right;
      this.status = 'ready';
    });
  }

  async add(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.error = null;
    this.notice = '';
    const added = await this.cases.add();
    if (E.isLeft(added)) {
      runInAction(() => {
        this.busy = false;
        this.error = authMessage(added.left);
      });
      return;
    }
    await this.load();
    runInAction(() => {
      this.busy = false;
      this.notice = 'Passkey added. You can now sign in with it.';
    });
  }

  async remove(id: string): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.error = null;
    this.notice = '';
    const removed = await this.cases.remove(id);
    if (E.isLeft(removed)) {
      runInAction(() => {
        this.busy = false;
        this.error = authMessage(removed.left);
      });
      return;
    }
    await this.load();
    runInAction(() => {
      this.busy = false;
      this.notice = 'Passkey deleted.';
    });
  }
}
