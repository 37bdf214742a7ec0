import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Signing } from '../../../application/ports/signing.port';
import type { GetRemovalContract } from '../../../application/removal/get-removal-contract';
import { toUserMessage } from '../../../domain/errors/user-message';
import { parseDocusealSlug } from '../../../domain/removal/removal';

/** Where `/signing` stands: checking the link against the contract, then the form and its outcome. */
export type SigningState =
  | { readonly kind: 'checking' }
  /** The link has no slug, or a malformed one. */
  | { readonly kind: 'bad-link' }
  | { readonly kind: 'no-contract' }
  /** The slug is not the one of the user's contract. */
  | { readonly kind: 'not-yours' }
  | { readonly kind: 'already-signed' }
  | { readonly kind: 'check-failed'; readonly message: string }
  /** The form is to be shown (again). */
  | { readonly kind: 'ready' }
  | { readonly kind: 'signing' }
  | { readonly kind: 'declined' }
  | { readonly kind: 'unavailable' };

export type SigningDeps = {
  readonly getRemovalContract: GetRemovalContract;
  readonly signing: Signing;
  /** Back to the dashboard, which re-reads the contract. */
  readonly onCompleted: () => void;
};

/** `/signing?docusealSlug=…` (spec §2): the slug is required, validated and must be the user's contract's. */
export class SigningViewModel {
  state: SigningState = { kind: 'checking' };
  /** Counts the times the form is offered, so the view mounts a fresh one each time (and only then). */
  attempt = 0;
  private readonly slug: string | null;

  constructor(
    private readonly deps: SigningDeps,
    rawSlug: string | null,
  ) {
    this.slug = O.toNullable(parseDocusealSlug(rawSlug));
    if (this.slug === null) this.state = { kind: 'bad-link' };
    makeAutoObservable<this, 'deps' | 'slug'>(this, { deps: false, slug: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    const slug = this.slug;
    if (slug === null) return;
    const read = await this.deps.getRemovalContract();
    runInAction(() => {
      if (E.isLeft(read)) this.state = { kind: 'check-failed', message: toUserMessage(read.left) };
      else if (O.isNone(read.right)) this.state = { kind: 'no-contract' };
      else if (read.right.value.docusealSlug !== slug) this.state = { kind: 'not-yours' };
      else if (read.right.value.status === 'SIGNED') this.state = { kind: 'already-signed' };
      else this.offer();
    });
  }

  /** Shows the form in `container`; completion goes back to the dashboard. */
  async sign(container: HTMLElement, signal: AbortSignal): Promise<void> {
    if (this.slug === null || this.state.kind !== 'ready') return;
    this.state = { kind: 'signing' };
    const outcome = await this.deps.signing.sign(container, this.slug, signal);
    if (signal.aborted) return;
    if (outcome === 'completed') {
      this.deps.onCompleted();
      return;
    }
    runInAction(() => (this.state = { kind: outcome }));
  }

  /** After a decline or a form that did not load: show the form again. */
  tryAgain(): void {
    if (this.state.kind === 'declined' || this.state.kind === 'unavailable') this.offer();
  }

  private offer(): void {
    this.state = { kind: 'ready' };
    this.attempt += 1;
  }

  async recheck(): Promise<void> {
    this.state = { kind: 'checking' };
    await this.load();
  }
}
