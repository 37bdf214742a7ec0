// The configuration of local mode: real mode whose endpoints are local-backend on loopback: Cognito,
// the Protection, verification and Hooks APIs, the chat socket, DocuSeal, and stand-ins that capture
// what analytics and error reporting send. No rewards API: no feature calls it. The
// link service (Branch) has no stand-in (its hosts are fixed in its SDK), so its SDK only loads for a
// URL with link data.
import {
  DEFAULT_CHATBOT_SOCKET_KEY,
  DEFAULT_HOOKS_API_KEY,
  DEFAULT_IDENTITY_POOL_ID,
  DEFAULT_PROTECTION_API_KEY,
  DEFAULT_VERIFICATION_API_KEY,
} from '../local-backend/index';
import { LOCAL_CLIENT_ID, LOCAL_POOL_ID } from '../local-backend/local-pool';

export function localEnv(backendUrl: string): Record<string, string> {
  const socket = backendUrl.replace(/^http/, 'ws');
  const link = (path: string) => `https://protect.example/${path}`;
  return {
    APP_MODE: 'real',
    LOG_LEVEL: 'WARN',
    PROTECTION_API_URL: `${backendUrl}/api/`,
    PROTECTION_API_KEY: DEFAULT_PROTECTION_API_KEY,
    HOOKS_API_URL: `${backendUrl}/hooks/`,
    HOOKS_API_KEY: DEFAULT_HOOKS_API_KEY,
    CHATBOT_SOCKET_URL: `${socket}/chat`,
    CHATBOT_SOCKET_KEY: DEFAULT_CHATBOT_SOCKET_KEY,
    VERIFICATION_URL: `${backendUrl}/verify/`,
    VERIFICATION_API_KEY: DEFAULT_VERIFICATION_API_KEY,
    COGNITO_USER_POOL_ID: LOCAL_POOL_ID,
    COGNITO_CLIENT_ID: LOCAL_CLIENT_ID,
    COGNITO_ENDPOINT: `${backendUrl}/cognito/`,
    COGNITO_IDENTITY_POOL_ID: DEFAULT_IDENTITY_POOL_ID,
    COGNITO_IDENTITY_ENDPOINT: `${backendUrl}/identity/`,
    ANALYTICS_PROXY_URL: `${backendUrl}/analytics`,
    // local-backend receives error reports too (a DSN of `http://<key>@<host>/sentry/<project>`).
    SENTRY_DSN: backendUrl.replace('://', '://local@') + '/sentry/1',
    SENTRY_ENVIRONMENT: 'local',
    AMPLITUDE_API_KEY: 'local-amplitude-key',
    // A made-up test key of the shape the link SDK accepts: it starts and asks the link service about the link.
    BRANCH_KEY: 'key_test_LocalModeLinkServiceKey000000000',
    // local-backend's DocuSeal stand-in: its signing page (GET /s/<slug>), which the app frames.
    DOCUSEAL_HOST: backendUrl,
    // Prices unlike offline mode's examples, so the journeys see that a real build shows the configured ones.
    PRICE_MONTHLY: '4.99',
    PRICE_ANNUAL: '49.90',
    PRICE_CURRENCY: 'USD',
    LINK_HOME: link(''),
    LINK_APP_DOWNLOAD: link('app'),
    LINK_PRIVACY_POLICY: link('privacy'),
    LINK_TERMS: link('terms'),
    LINK_BLOG: link('blog'),
    LINK_HOW_TO_EARN: link('earn'),
    LINK_NOTICE_OF_INCENTIVE: link('notice-of-incentive'),
    LINK_MANAGE_SUBSCRIPTION: link('account/subscription'),
    LINK_BUY_MONTHLY: link('buy/monthly'),
    LINK_BUY_ANNUAL: link('buy/annual'),
    LINK_SOCIAL_FACEBOOK: link('social/facebook'),
    LINK_SOCIAL_INSTAGRAM: link('social/instagram'),
    LINK_SOCIAL_X: link('social/x'),
    LINK_SOCIAL_LINKEDIN: link('social/linkedin'),
  };
}

/**
 * Local mode with its optional keys set, for the second local build: sign-out also visits
 * local-backend's hosted `/logout` and comes back to the app's home page, and signed-out visitors get
 * guest identity-pool credentials.
 */
export function localOptionsEnv(backendUrl: string, appOrigin: string): Record<string, string> {
  return { ...localEnv(backendUrl), OAUTH_DOMAIN: backendUrl, OAUTH_SIGN_OUT_URL: `${appOrigin}/`, COGNITO_IDENTITY_GUEST_ACCESS: 'on' };
}
