import { makeAutoObservable, runInAction } from 'mobx';
import type { SigningCheck } from '../../../application/removal';
import { toUserMessage } from '../../../domain/user-message';
import type { SigningServices } from '../../app-services';

export type SigningState =
  | { readonly kind: 'checking' }
  | Exclude<SigningCheck, { kind: 'check-failed' } | { kind: 'ready' }>
  | { readonly kind: 'check-failed'; readonly message: string }
  | { readonly kind: 'ready' }
  | { readonly kind: 'signing' }
  | { readonly kind: 'declined' }
  | { readonly kind: 'unavailable' }
  | { readonly kind: 'completed' };

export class SigningViewModel {
  state: SigningState = { kind: 'checking' };
  /** Counts the times the form is offered, so the view mounts a fresh one each time (and only then). */
  attempt = 0;
  private slug: string | null = null;
  private showing: AbortSignal | null = null;

  constructor(
    private readonly deps: SigningServices,
    private readonly rawSlug: string | null,
  ) {
    makeAutoObservable<this, 'deps' | 'slug' | 'rawSlug' | 'showing'>(this, { deps: false, slug: false, rawSlug: false, showing: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    const check = await this.deps.check(this.rawSlug);
    runInAction(() => {
      if (check.kind === 'ready') {
        this.slug = check.slug;
        this.offer();
      } else if (check.kind === 'check-failed') this.state = { kind: 'check-failed', message: toUserMessage(check.failure) };
      else this.state = check;
    });
  }

  /** A form whose screen went away (its signal aborted) may be shown again, as React does when it remounts. */
  async sign(container: HTMLElement, signal: AbortSignal): Promise<void> {
    const showing = this.state.kind === 'signing' && this.showing !== null && !this.showing.aborted;
    if (this.slug === null || showing || (this.state.kind !== 'ready' && this.state.kind !== 'signing')) return;
    this.state = { kind: 'signing' };
    this.showing = signal;
    const outcome = await this.deps.sign(container, this.slug, signal);
    if (signal.aborted) return;
    runInAction(() => (this.state = { kind: outcome }));
  }

  tryAgain(): void {
    if (this.state.kind === 'declined' || this.state.kind === 'unavailable') this.offer();
  }

  async recheck(): Promise<void> {
    this.state = { kind: 'checking' };
    await this.load();
  }

  private offer(): void {
    this.state = { kind: 'ready' };
    this.attempt += 1;
  }
}
