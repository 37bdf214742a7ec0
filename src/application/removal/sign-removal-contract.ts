import * as O from 'fp-ts/Option';
import { parseDocusealSlug } from '../../domain/removal/removal';
import { checkSigning, type SigningCheck } from '../../domain/removal/signing-check';
import type { Signing, SigningOutcome } from '../ports/signing.port';
import type { GetRemovalContract } from './get-removal-contract';

export type { SigningCheck };

/** Checks a `/signing` link against the person's contract; a malformed slug is refused before any request. Never rejects. */
export type CheckSigningLink = (rawSlug: string | null | undefined) => Promise<SigningCheck>;

/** Shows the form for a checked slug in `container` until it is completed, declined or aborted. Never rejects. */
export type SignRemovalContract = (container: HTMLElement, slug: string, signal: AbortSignal) => Promise<SigningOutcome>;

export const makeCheckSigningLink =
  ({ getRemovalContract }: { readonly getRemovalContract: GetRemovalContract }): CheckSigningLink =>
  async (rawSlug) => {
    const slug = parseDocusealSlug(rawSlug);
    return O.isNone(slug) ? { kind: 'bad-link' } : checkSigning(slug.value, await getRemovalContract());
  };

export const makeSignRemovalContract =
  ({ signing }: { readonly signing: Signing }): SignRemovalContract =>
  (container, slug, signal) =>
    signing.sign(container, slug, signal);
