import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { parseDocusealSlug } from '../../domain/removal/removal';
import type { Signing, SigningOutcome } from '../ports/signing.port';

export type SignRemovalContractFailure = { readonly kind: 'InvalidDocusealSlug' };

export type SignRemovalContract = (
  container: HTMLElement,
  rawSlug: string | null | undefined,
  signal?: AbortSignal,
) => Promise<E.Either<SignRemovalContractFailure, SigningOutcome>>;

/** Spec §2, §5: the signing screen needs a `docusealSlug`; a missing or malformed one never reaches the form. Never rejects. */
export const makeSignRemovalContract =
  ({ signing }: { readonly signing: Signing }): SignRemovalContract =>
  async (container, rawSlug, signal) => {
    const slug = parseDocusealSlug(rawSlug);
    return O.isNone(slug) ? E.left({ kind: 'InvalidDocusealSlug' }) : E.right(await signing.sign(container, slug.value, signal));
  };
