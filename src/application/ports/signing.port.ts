export type SigningOutcome = 'completed' | 'declined' | 'unavailable';

/** The vendor's embed stays in the adapter, so the screen hands over the element to fill. */
export interface Signing {
  /** Resolves 'completed', 'declined' (also when closed, or when `signal` aborts and the form is removed) or 'unavailable' when the form cannot load. Never rejects. */
  sign(container: HTMLElement, docusealSlug: string, signal?: AbortSignal): Promise<SigningOutcome>;
}
