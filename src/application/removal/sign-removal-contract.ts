import * as O from 'fp-ts/Option';
import { parseDocusealSlug } from '../../domain/removal/removal';
import { checkSigning, type SigningCheck } from '../../domain/removal/signing-check';
import type { Signing, SigningOutcome } from '../ports/signing.port';
import type { GetRemovalContract } from './get-removal-contract';

export type { SigningCheck };

export type CheckSigningLink = (rawSlug: string | null | undefined) => Promise<SigningCheck>;

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
