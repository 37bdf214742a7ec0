import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { HttpFailure } from '../domain/http-failure';
import { parseDocusealSlug, summarizeRemovals, type RemovalContract, type RemovalSummary } from '../domain/removal/removal';
import { checkSigning, type SigningCheck } from '../domain/removal/signing-check';
import type { RemovalApi } from './ports/protection-api.port';
import type { SigningOutcome } from './ports/signing.port';

export type { SigningCheck };

type Answer<T> = Promise<E.Either<HttpFailure, T>>;

export type CheckSigningLink = (rawSlug: string | null | undefined) => Promise<SigningCheck>;

export type SignRemovalContract = (container: HTMLElement, slug: string, signal: AbortSignal) => Promise<SigningOutcome>;

export type Removal = {
  stats(): Answer<RemovalSummary>;
  contract(): Answer<O.Option<RemovalContract>>;
  request(): Answer<RemovalContract>;
  withdraw(): Answer<void>;
  checkSigningLink: CheckSigningLink;
};

export function makeRemoval({ api }: { readonly api: RemovalApi }): Removal {
  return {
    stats: async () => E.map(summarizeRemovals)(await api.getRemovalStats()),
    contract: () => api.getRemovalContract(),
    request: () => api.requestRemovalContract(),
    withdraw: () => api.deleteRemovalContract(),
    checkSigningLink: async (rawSlug) => {
      const slug = parseDocusealSlug(rawSlug);
      return O.isNone(slug) ? { kind: 'bad-link' } : checkSigning(slug.value, await api.getRemovalContract());
    },
  };
}
