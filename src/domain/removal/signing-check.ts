import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { HttpFailure } from '../http-failure';
import type { RemovalContract } from './removal';

/** A `/signing` link may open the form only when it names the person's own unsigned contract. */
export type SigningCheck =
  | { readonly kind: 'bad-link' }
  | { readonly kind: 'no-contract' }
  | { readonly kind: 'not-yours' }
  | { readonly kind: 'already-signed' }
  | { readonly kind: 'check-failed'; readonly failure: HttpFailure }
  | { readonly kind: 'ready'; readonly slug: string };

export function checkSigning(slug: string, contract: E.Either<HttpFailure, O.Option<RemovalContract>>): SigningCheck {
  if (E.isLeft(contract)) return { kind: 'check-failed', failure: contract.left };
  if (O.isNone(contract.right)) return { kind: 'no-contract' };
  if (contract.right.value.docusealSlug !== slug) return { kind: 'not-yours' };
  if (contract.right.value.status === 'SIGNED') return { kind: 'already-signed' };
  return { kind: 'ready', slug };
}
