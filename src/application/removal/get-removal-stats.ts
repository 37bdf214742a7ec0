import * as E from 'fp-ts/Either';
import type { HttpFailure } from '../../domain/http-failure';
import { summarizeRemovals, type RemovalSummary } from '../../domain/removal/removal';
import type { ProtectionApi } from '../ports/protection-api.port';

export type GetRemovalStats = () => Promise<E.Either<HttpFailure, RemovalSummary>>;

export const makeGetRemovalStats =
  ({ api }: { readonly api: Pick<ProtectionApi, 'getRemovalStats'> }): GetRemovalStats =>
  async () =>
    E.map(summarizeRemovals)(await api.getRemovalStats());
