// The dashboard's first reads as sent: the profile, then the others once it has answered; also sent early (start-up/early-reads.ts).
import type { JsonRequest } from '../http/json-http-client';
import { SUBSCRIPTION_STATUS_REQUEST } from '../../wire/protection-api.wire';

export const READS = {
  profile: { method: 'GET', path: 'profile-info/user-profile' },
  subscription: { method: 'POST', path: 'subscription-status', body: SUBSCRIPTION_STATUS_REQUEST },
  contract: { method: 'GET', path: 'data-broker-removal/contract' },
  emails: { method: 'GET', path: 'profile-info/email-addresses' },
  removals: { method: 'GET', path: 'data-broker-deletion' },
  breaches: { method: 'POST', path: 'breach-status' },
  progress: { method: 'GET', path: 'breach-progress' },
} as const satisfies Record<string, JsonRequest>;
