/** How a signing session ended: signed, closed or declined by the person, or the form could not load. */
export type SigningOutcome = 'completed' | 'declined' | 'unavailable';

/**
 * Document signing of the data-broker removal contract (spec §1, §2 `/signing?docusealSlug=…`). The
 * vendor's embed stays in the adapter (lint keeps SDKs out of the UI), so the screen hands over the
 * element to fill. The backend learns of the signature from the vendor; the app re-reads the contract.
 */
export interface Signing {
  /**
   * Shows the signing form for a validated `docusealSlug` inside `container` and resolves when the
   * person completes ('completed') or declines/closes it ('declined'); a form that cannot load
   * resolves 'unavailable'. Aborting `signal` (the screen unmounts) removes the form and resolves
   * 'declined'. Never rejects.
   */
  sign(container: HTMLElement, docusealSlug: string, signal?: AbortSignal): Promise<SigningOutcome>;
}
