import * as E from 'fp-ts/Either';
import { UNKNOWN_BREACH_STATUS, type BreachStatus } from '../../domain/breach/breach';
import type { ProtectionApi } from '../ports/protection-api.port';

export type GetBreachStatus = () => Promise<BreachStatus>;

export const makeGetBreachStatus =
  ({ api }: { api: Pick<ProtectionApi, 'getBreachStatus'> }): GetBreachStatus =>
  async () =>
    E.getOrElse((): BreachStatus => UNKNOWN_BREACH_STATUS)(await api.getBreachStatus());
