// The bench's real-mode configuration: local mode (scripts/local-env.ts) with every optional key of
// src/composition/env.ts set as well, so the real build the bench measures carries every optional
// feature's code (error reporting, the support chat, the identity pool with guest access, hosted
// sign-out, the rewards API, prices, a trial, the operator's name). Made-up values on example domains
// or on local-backend; none is a secret. test/scripts/bench-env.test.ts checks that no key is left out.
import { localEnv } from './local-env';

/**
 * local-backend for the bench's real build: a fixed port, since the build holds its URL (a build reused
 * with --skip-build needs it there again), and one apart from the journeys' (4173–4177 and the other
 * checkouts' E2E_PORT bases) and 4999, which other benches on this machine take. BENCH_BACKEND_PORT moves it.
 */
export const BENCH_BACKEND_URL = `http://127.0.0.1:${Number(process.env.BENCH_BACKEND_PORT ?? 4981)}`;

export function benchRealEnv(backendUrl: string): Record<string, string> {
  const local = localEnv(backendUrl);
  return {
    ...local,
    INTERCOM_APP_ID: 'benchapp1',
    INTERCOM_REGION: 'eu',
    COGNITO_IDENTITY_GUEST_ACCESS: 'on',
    SUBSCRIPTION_LINK_HOSTS: 'protect.example,billing.protect.example',
    TRIAL_DAYS: '14',
    OPERATOR: 'Protect Example Ltd, United Kingdom',
    // No feature calls the rewards API yet: local-backend has none, and nothing asks.
    REWARDS_API_URL: 'https://rewards.protect.example/',
    REWARDS_API_KEY: 'bench-rewards-key',
    // Hosted sign-out at local-backend's stand-in `/logout` (the bench never signs out).
    OAUTH_DOMAIN: backendUrl,
    OAUTH_SIGN_OUT_URL: 'https://protect.example/',
  };
}
