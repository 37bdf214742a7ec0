import type * as E from 'fp-ts/Either';
import type { HttpFailure } from '../../domain/http-failure';
import type { RemovalContract } from '../../domain/removal/removal';
import type { ProtectionApi } from '../ports/protection-api.port';

export type RequestRemovalContract = () => Promise<E.Either<HttpFailure, RemovalContract>>;

export type DeleteRemovalContract = () => Promise<E.Either<HttpFailure, void>>;

type Deps = { readonly api: Pick<ProtectionApi, 'requestRemovalContract' | 'deleteRemovalContract'> };

export const makeRequestRemovalContract =
  ({ api }: Deps): RequestRemovalContract =>
  () =>
    api.requestRemovalContract();

export const makeDeleteRemovalContract =
  ({ api }: Deps): DeleteRemovalContract =>
  () =>
    api.deleteRemovalContract();
