import * as E from 'fp-ts/Either';
import type * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import type { HttpFailure } from '../../domain/http-failure';
import { contractReadFailure } from '../../domain/removal/contract-read';
import type { RemovalContract } from '../../domain/removal/removal';
import type { ProtectionApi } from '../ports/protection-api.port';

export type GetRemovalContract = () => Promise<E.Either<HttpFailure, O.Option<RemovalContract>>>;

/** The adapter already maps a 404 to Right(none); one that still arrives as a Left means the same. */
export const makeGetRemovalContract =
  ({ api }: { readonly api: Pick<ProtectionApi, 'getRemovalContract'> }): GetRemovalContract =>
  async () =>
    pipe(await api.getRemovalContract(), E.orElse(contractReadFailure<RemovalContract>));
