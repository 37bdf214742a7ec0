import fs from 'node:fs';
import path from 'node:path';
import * as E from 'fp-ts/Either';
import { ENV_KEYS, decodeEnv, formatEnvProblems, type AppConfig, type EnvProblem } from '../../src/composition/env';

const validReal: Record<string, string> = {
  APP_MODE: 'real',
  PROTECTION_API_URL: 'https://api.protect.example/',
  PROTECTION_API_KEY: 'pk',
  HOOKS_API_URL: 'https://hooks.protect.example/',
  HOOKS_API_KEY: 'hk',
  COGNITO_USER_POOL_ID: 'us-east-1_AbC123',
  COGNITO_CLIENT_ID: 'client',
  COGNITO_ENDPOINT: 'https://auth.protect.example/',
  REWARDS_API_URL: 'https://rewards.protect.example/',
  REWARDS_API_KEY: 'rk',
  CHATBOT_SOCKET_URL: 'wss://chat.protect.example/',
  CHATBOT_SOCKET_KEY: 'ck',
  VERIFICATION_URL: 'https://verify.protect.example/',
  VERIFICATION_API_KEY: 'vk',
  ANALYTICS_PROXY_URL: 'https://analytics.protect.example/',
  AMPLITUDE_API_KEY: 'ak',
  BRANCH_KEY: 'key_live_0123456789abcdefghijABCDEFGHIJ01',
  DOCUSEAL_HOST: 'docuseal.example.com',
  LINK_HOME: 'https://protect.example/',
  LINK_APP_DOWNLOAD: 'https://protect.example/app',
  LINK_PRIVACY_POLICY: 'https://protect.example/privacy',
  LINK_TERMS: 'https://protect.example/terms',
  LINK_BLOG: 'https://protect.example/blog',
  LINK_HOW_TO_EARN: 'https://protect.example/earn',
  LINK_NOTICE_OF_INCENTIVE: 'https://protect.example/notice',
  LINK_MANAGE_SUBSCRIPTION: 'https://protect.example/manage',
  LINK_BUY_MONTHLY: 'https://protect.example/monthly',
  LINK_BUY_ANNUAL: 'https://protect.example/annual',
  LINK_SOCIAL_FACEBOOK: 'https://facebook.example/p',
  LINK_SOCIAL_INSTAGRAM: 'https://instagram.example/p',
  LINK_SOCIAL_X: 'https://x.example/p',
  LINK_SOCIAL_LINKEDIN: 'https://linkedin.example/p',
};

/** No feature calls the rewards API yet: a deployment may leave its keys out. */
const OPTIONAL_REAL_KEYS = ['REWARDS_API_URL', 'REWARDS_API_KEY'];
const requiredRealKeys = Object.keys(validReal).filter((key) => key !== 'APP_MODE' && !OPTIONAL_REAL_KEYS.includes(key));

const config = (raw: Record<string, string | undefined>): AppConfig => {
  const decoded = decodeEnv(raw);
  if (E.isLeft(decoded)) throw new Error(`expected a valid configuration, got ${formatEnvProblems(decoded.left)}`);
  return decoded.right;
};

const problems = (raw: Record<string, string | undefined>): EnvProblem[] => {
  const decoded = decodeEnv(raw);
  if (E.isRight(decoded)) throw new Error('expected configuration problems');
  return decoded.left;
};

describe('Env codec (spec §5)', () => {
  it('needs no key in offline mode and fills in the defaults', () => {
    const offline = config({});

    expect(offline.mode).toBe('offline');
    expect(offline.logLevel).toBe('ERROR');
    expect(offline.sentry).toBeUndefined();
    expect(offline.intercom).toBeUndefined();
    expect(offline.links.privacyPolicy).toMatch(/^https:\/\/protect\.example\//);
  });

  it('accepts a complete real configuration', () => {
    const real = config(validReal);

    expect(real).toMatchObject({
      mode: 'real',
      protectionApi: { url: 'https://api.protect.example/', key: 'pk' },
      cognito: { userPoolId: 'us-east-1_AbC123', clientId: 'client', endpoint: 'https://auth.protect.example/' },
      chatbotSocketUrl: 'wss://chat.protect.example/',
      chatbotSocketKey: 'ck',
      verificationKey: 'vk',
      links: { buyAnnual: 'https://protect.example/annual', social: { x: 'https://x.example/p' } },
    });
  });

  it.each(requiredRealKeys)('reports %s as required when it is missing in real mode', (key) => {
    const { [key]: _removed, ...rest } = validReal;

    expect(problems(rest)).toEqual([{ key, reason: 'is required' }]);
  });

  it.each(requiredRealKeys)('reports %s when it is blank in real mode', (key) => {
    expect(problems({ ...validReal, [key]: '' })).toEqual([{ key, reason: 'is required' }]);
  });

  it.each(['docuseal.example.com', 'https://docuseal.example.com', 'docuseal.example.com:8443', 'http://127.0.0.1:4100', 'http://localhost:4100'])(
    'accepts DOCUSEAL_HOST=%j (http for loopback only: local mode’s stand-in)',
    (host) => {
      expect(E.isRight(decodeEnv({ ...validReal, DOCUSEAL_HOST: host }))).toBe(true);
    },
  );

  it.each<[string, string, RegExp]>([
    ['PROTECTION_API_URL', 'http://api.protect.example/', /https/],
    ['HOOKS_API_URL', 'not a url', /absolute URL/],
    ['COGNITO_USER_POOL_ID', 'pool', /<region>_<id>/],
    ['COGNITO_ENDPOINT', 'ftp://auth.protect.example/', /https/],
    ['CHATBOT_SOCKET_URL', 'https://chat.protect.example/', /wss/],
    ['CHATBOT_SOCKET_URL', 'ws://chat.protect.example/', /wss/],
    ['CHATBOT_SOCKET_URL', '::', /absolute URL/],
    ['PROTECTION_API_KEY', 'has space', /without spaces/],
    ['DOCUSEAL_HOST', 'docuseal example', /host name/],
    ['DOCUSEAL_HOST', 'http://docuseal.example.com', /host name/],
    ['DOCUSEAL_HOST', 'http://127.0.0.1:4100/js', /host name/],
    ['LINK_TERMS', 'javascript:alert(1)', /https/],
    ['LOG_LEVEL', 'DEBUG', /LOG, INFO, WARN, ERROR/],
    ['INTERCOM_REGION', 'mars', /us, eu, ap/],
    ['SENTRY_DSN', 'sentry', /absolute URL/],
    ['SENTRY_ENVIRONMENT', 'prod env', /plain name/],
    ['COGNITO_IDENTITY_POOL_ID', 'pool', /<region>:<uuid>/],
    ['COGNITO_IDENTITY_ENDPOINT', 'http://identity.example/', /https/],
    ['COGNITO_IDENTITY_GUEST_ACCESS', 'yes', /on, off/],
    ['OAUTH_DOMAIN', 'auth example', /host name/],
    ['OAUTH_SIGN_OUT_URL', 'javascript:alert(1)', /https/],
    ['INTERCOM_APP_ID', 'a b', /without spaces/],
    // The link SDK refuses any other shape, and then no tracked link opens.
    ['BRANCH_KEY', 'key_test_local', /key_live_ or key_test_/],
    ['BRANCH_KEY', 'bk', /key_live_ or key_test_/],
  ])('rejects %s=%j with a reason', (key, value, reason) => {
    const found = problems({ ...validReal, [key]: value });

    expect(found).toHaveLength(1);
    expect(found[0]?.key).toBe(key);
    expect(found[0]?.reason).toMatch(reason);
  });

  describe('the rewards API (REWARDS_API_*): optional, both or neither, validated when present', () => {
    const without = (...keys: string[]) => Object.fromEntries(Object.entries(validReal).filter(([key]) => !keys.includes(key)));

    it('starts without them, and takes them when both are set', () => {
      expect(config(without('REWARDS_API_URL', 'REWARDS_API_KEY'))).toMatchObject({ mode: 'real', rewardsApi: undefined });
      expect(config(validReal)).toMatchObject({ rewardsApi: { url: 'https://rewards.protect.example/', key: 'rk' } });
    });

    it.each<[Record<string, string | undefined>, EnvProblem]>([
      [without('REWARDS_API_KEY'), { key: 'REWARDS_API_KEY', reason: 'is required when REWARDS_API_URL is set' }],
      [without('REWARDS_API_URL'), { key: 'REWARDS_API_URL', reason: 'is required when REWARDS_API_KEY is set' }],
      [{ ...validReal, REWARDS_API_URL: 'ftp://rewards.protect.example/' }, expect.objectContaining({ key: 'REWARDS_API_URL' })],
      [{ ...validReal, REWARDS_API_KEY: '   ' }, expect.objectContaining({ key: 'REWARDS_API_KEY' })],
    ])('refuses a half or bad setting (%#)', (raw, problem) => {
      expect(problems(raw)).toEqual([problem]);
    });
  });

  it('gives an identity pool only with its id: its endpoint and guest access as configured', () => {
    expect(config(validReal).identityPool).toBeUndefined();
    expect(
      config({
        ...validReal,
        COGNITO_IDENTITY_POOL_ID: 'us-east-1:0f0e',
        COGNITO_IDENTITY_ENDPOINT: 'https://identity.protect.example/',
        COGNITO_IDENTITY_GUEST_ACCESS: 'on',
      }).identityPool,
    ).toEqual({ id: 'us-east-1:0f0e', endpoint: 'https://identity.protect.example/', guestAccess: true });
    expect(config({ ...validReal, COGNITO_IDENTITY_POOL_ID: 'us-east-1:0f0e' }).identityPool).toEqual({
      id: 'us-east-1:0f0e',
      endpoint: undefined,
      guestAccess: false,
    });
    // Offline mode always has its fake pool.
    expect(config({}).identityPool?.id).toMatch(/^us-east-1:/);
  });

  it('takes the hosted sign-out with both its domain and its return URL, and neither alone', () => {
    const hosted = (raw: Record<string, string>) => {
      const decoded = config({ ...validReal, ...raw });
      return decoded.mode === 'real' ? decoded.hostedSignOut : undefined;
    };
    expect(hosted({})).toBeUndefined();
    expect(hosted({ OAUTH_DOMAIN: 'auth.protect.example', OAUTH_SIGN_OUT_URL: 'https://app.protect.example/sign-in' })).toEqual({
      domain: 'https://auth.protect.example',
      signOutUrl: 'https://app.protect.example/sign-in',
    });
    expect(hosted({ OAUTH_DOMAIN: 'http://127.0.0.1:4100', OAUTH_SIGN_OUT_URL: 'http://127.0.0.1:3000/sign-in' })?.domain).toBe('http://127.0.0.1:4100');
    expect(problems({ ...validReal, OAUTH_DOMAIN: 'auth.protect.example' })).toEqual([
      { key: 'OAUTH_SIGN_OUT_URL', reason: 'is required when OAUTH_DOMAIN is set' },
    ]);
    expect(problems({ ...validReal, OAUTH_SIGN_OUT_URL: 'https://app.protect.example/sign-in' })).toEqual([
      { key: 'OAUTH_DOMAIN', reason: 'is required when OAUTH_SIGN_OUT_URL is set' },
    ]);
  });

  it('lists every bad key at once, not only the first', () => {
    const found = problems({ APP_MODE: 'real', LOG_LEVEL: 'LOUD' });

    expect(found.map((p) => p.key).sort()).toEqual([...requiredRealKeys, 'LOG_LEVEL'].sort());
  });

  it('validates optional keys in offline mode too', () => {
    expect(problems({ LOG_LEVEL: 'verbose', LINK_BLOG: 'http://blog.example/' }).map((p) => p.key)).toEqual(['LOG_LEVEL', 'LINK_BLOG']);
  });

  it('takes the hosts a subscription link may open from SUBSCRIPTION_LINK_HOSTS, else from LINK_MANAGE_SUBSCRIPTION', () => {
    expect(config(validReal).links.subscriptionLinkHosts).toEqual([new URL(validReal.LINK_MANAGE_SUBSCRIPTION ?? '').hostname]);
    expect(config({ ...validReal, SUBSCRIPTION_LINK_HOSTS: ' Billing.Stripe.com, portal.protect.example ' }).links.subscriptionLinkHosts).toEqual([
      'billing.stripe.com',
      'portal.protect.example',
    ]);
    expect(config({}).links.subscriptionLinkHosts).toEqual(['protect.example']);
    expect(problems({ SUBSCRIPTION_LINK_HOSTS: 'https://billing.example/' })).toEqual([
      { key: 'SUBSCRIPTION_LINK_HOSTS', reason: 'must be host names separated by commas, such as billing.protect.example' },
    ]);
  });

  it('rejects an unknown mode', () => {
    expect(problems({ APP_MODE: 'staging' })).toEqual([{ key: 'APP_MODE', reason: 'must be one of offline, real' }]);
  });

  it('allows plain http and ws for loopback hosts only (local mode)', () => {
    const local = config({
      ...validReal,
      PROTECTION_API_URL: 'http://127.0.0.1:4000/',
      COGNITO_ENDPOINT: 'http://localhost:4000/cognito',
      CHATBOT_SOCKET_URL: 'ws://127.0.0.1:4000/chat',
    });

    expect(local.mode === 'real' && local.chatbotSocketUrl).toBe('ws://127.0.0.1:4000/chat');
  });

  it.each<[Record<string, string>, boolean]>([
    [{ SENTRY_DSN: 'https://key@sentry.example/1' }, false],
    [{ SENTRY_ENVIRONMENT: 'production' }, false],
    [{ SENTRY_DSN: 'https://key@sentry.example/1', SENTRY_ENVIRONMENT: 'production' }, true],
  ])('starts error reporting only with both the DSN and the environment name (%j)', (keys, enabled) => {
    expect(config({ ...validReal, ...keys }).sentry !== undefined).toBe(enabled);
  });

  it('enables the support chat only with an app id, in region us by default', () => {
    expect(config(validReal).intercom).toBeUndefined();
    expect(config({ ...validReal, INTERCOM_APP_ID: 'abc' }).intercom).toEqual({ appId: 'abc', region: 'us' });
    expect(config({ ...validReal, INTERCOM_APP_ID: 'abc', INTERCOM_REGION: 'eu' }).intercom).toEqual({ appId: 'abc', region: 'eu' });
  });

  describe('the free trial (TRIAL_DAYS)', () => {
    it('is what is configured, 14 days in offline mode by default, and none in real mode unless configured', () => {
      expect(config({ ...validReal, TRIAL_DAYS: '30' }).trialDays).toBe(30);
      expect(config(validReal).trialDays).toBeNull();
      expect(config({}).trialDays).toBe(14);
      expect(config({ TRIAL_DAYS: '7' }).trialDays).toBe(7);
    });

    it.each(['0', '91', '7.5', 'two weeks', '-1'])('refuses %j', (value) => {
      expect(problems({ ...validReal, TRIAL_DAYS: value })).toEqual([{ key: 'TRIAL_DAYS', reason: 'must be a whole number of days from 1 to 90' }]);
    });
  });

  describe('who runs Protect (OPERATOR)', () => {
    it('is what is configured, and nothing unless configured', () => {
      expect(config({ ...validReal, OPERATOR: 'Example Privacy Ltd, London, United Kingdom' }).operator).toBe('Example Privacy Ltd, London, United Kingdom');
      expect(config(validReal).operator).toBeNull();
      expect(config({}).operator).toBeNull();
    });

    it.each(['x', 'A'.repeat(201), 'Evil <script>', 'Two\nlines'])('refuses %j', (value) => {
      expect(problems({ ...validReal, OPERATOR: value })).toEqual([
        { key: 'OPERATOR', reason: 'must be the company and its country, 2 to 200 characters on one line' },
      ]);
    });
  });

  describe('plan prices (PRICE_*)', () => {
    it('reads both prices in minor units, in US dollars by default', () => {
      expect(config({ ...validReal, PRICE_MONTHLY: '9.99', PRICE_ANNUAL: '99.99' }).prices).toEqual({ monthly: 999, annual: 9999, currency: 'USD' });
      expect(config({ ...validReal, PRICE_MONTHLY: '8', PRICE_ANNUAL: '80', PRICE_CURRENCY: 'EUR' }).prices).toEqual({
        monthly: 800,
        annual: 8000,
        currency: 'EUR',
      });
    });

    it('has no price in real mode when none is configured, never a made-up one', () => {
      expect(config(validReal).prices).toBeUndefined();
    });

    it('shows example prices in offline mode, unless prices are configured', () => {
      expect(config({}).prices).toEqual({ monthly: 999, annual: 9999, currency: 'USD' });
      expect(config({ PRICE_MONTHLY: '5', PRICE_ANNUAL: '50' }).prices).toEqual({ monthly: 500, annual: 5000, currency: 'USD' });
    });

    it.each<[Record<string, string>, EnvProblem[]]>([
      [{ PRICE_MONTHLY: '9.99' }, [{ key: 'PRICE_ANNUAL', reason: 'is required when PRICE_MONTHLY is set' }]],
      [{ PRICE_ANNUAL: '99.99' }, [{ key: 'PRICE_MONTHLY', reason: 'is required when PRICE_ANNUAL is set' }]],
      [
        { PRICE_MONTHLY: '$9.99', PRICE_ANNUAL: '0' },
        [
          { key: 'PRICE_MONTHLY', reason: 'must be an amount above zero such as 9.99 (digits, at most two decimals)' },
          { key: 'PRICE_ANNUAL', reason: 'must be an amount above zero such as 9.99 (digits, at most two decimals)' },
        ],
      ],
      [
        { PRICE_MONTHLY: '9.99', PRICE_ANNUAL: '99.99', PRICE_CURRENCY: 'usd' },
        [{ key: 'PRICE_CURRENCY', reason: 'must be a three-letter currency code such as USD' }],
      ],
    ])('reports %j in both modes', (prices, expected) => {
      expect(problems({ ...validReal, ...prices })).toEqual(expected);
      expect(problems(prices)).toEqual(expected);
    });
  });

  it('formats problems as one line per key for the build output', () => {
    expect(
      formatEnvProblems([
        { key: 'A', reason: 'is required' },
        { key: 'B', reason: 'is bad' },
      ]),
    ).toBe('  - A is required\n  - B is bad');
  });

  it('is documented key by key in .env.example', () => {
    const example = fs.readFileSync(path.join(process.cwd(), '.env.example'), 'utf8');
    const documented = new Set([...example.matchAll(/^(?:# )?([A-Z_]+)=/gm)].map((m) => m[1]));

    expect(ENV_KEYS.filter((key) => !documented.has(key))).toEqual([]);
  });
});
