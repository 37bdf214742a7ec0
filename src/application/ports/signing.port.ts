/** Document signing for the removal contract (spec §1, §2 `/signing`). */
export interface Signing {
  /**
   * Shows the signing form for `docusealSlug` inside `container` and resolves when the person completes
   * ('completed') or declines/closes it ('declined'). Rejects only on a bug; a form that cannot load
   * resolves 'unavailable'.
   */
  sign(container: HTMLElement, docusealSlug: string): Promise<'completed' | 'declined' | 'unavailable'>;
}
