import { makeAutoObservable, runInAction } from 'mobx';
import type { CheckSigningLink, SigningCheck, SignRemovalContract } from '../../../application/removal/sign-removal-contract';
import { toUserMessage } from '../../../domain/errors/user-message';

/** Where `/signing` stands: checking the link against the contract, then the form and its outcome. */
export type SigningState =
  | { readonly kind: 'checking' }
  | Exclude<SigningCheck, { kind: 'check-failed' } | { kind: 'ready' }>
  | { readonly kind: 'check-failed'; readonly message: string }
  /** The form is to be shown (again). */
  | { readonly kind: 'ready' }
  | { readonly kind: 'signing' }
  | { readonly kind: 'declined' }
  | { readonly kind: 'unavailable' }
  /** Signed: the screen goes back to the dashboard, which re-reads the contract. */
  | { readonly kind: 'completed' };

export type SigningDeps = { readonly check: CheckSigningLink; readonly sign: SignRemovalContract };

/** `/signing?docusealSlug=…`: the slug is required, validated and must be the person's own unsigned contract's. */
export class SigningViewModel {
  state: SigningState = { kind: 'checking' };
  /** Counts the times the form is offered, so the view mounts a fresh one each time (and only then). */
  attempt = 0;
  private slug: string | null = null;

  constructor(
    private readonly deps: SigningDeps,
    private readonly rawSlug: string | null,
  ) {
    makeAutoObservable<this, 'deps' | 'slug' | 'rawSlug'>(this, { deps: false, slug: false, rawSlug: false }, { autoBind: true });
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

  /** Shows the form in `container` until it is completed, declined or the screen goes away. */
  async sign(container: HTMLElement, signal: AbortSignal): Promise<void> {
    if (this.slug === null || this.state.kind !== 'ready') return;
    this.state = { kind: 'signing' };
    const outcome = await this.deps.sign(container, this.slug, signal);
    if (signal.aborted) return;
    runInAction(() => (this.state = { kind: outcome }));
  }

  /** After a decline or a form that did not load: show the form again. */
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
