import * as E from 'fp-ts/Either';
import { UNKNOWN_SUBSCRIPTION, type SubscriptionStatus } from '../domain/subscription/subscription-status';
import type { ProtectionApi } from './ports/protection-api.port';

export type GetSubscriptionStatus = () => Promise<SubscriptionStatus>;

export const makeGetSubscriptionStatus =
  ({ api }: { api: Pick<ProtectionApi, 'getSubscriptionStatus'> }): GetSubscriptionStatus =>
  async () =>
    E.getOrElse(() => UNKNOWN_SUBSCRIPTION)(await api.getSubscriptionStatus());
