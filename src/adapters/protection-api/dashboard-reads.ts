// The dashboard's first requests as sent: the profile, then the other reads and the visit's mark once it has answered; also
// sent early (start-up/early-reads.ts), so that the HTTP client's code is not needed before the data.
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
  lastVisit: { method: 'POST', path: 'last-visit' },
} as const satisfies Record<string, JsonRequest>;
