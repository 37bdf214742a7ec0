// Configuration, decoded once at start-up: every bad key is reported at once. Offline mode needs none.
import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { LOG_LEVELS, type LogLevel } from '../domain/logging/log-level';
import type { ExternalLinks } from '../domain/navigation/external-links';
import { parseAmount, type PlanPrices } from '../domain/subscription/plan-prices';

export type EnvProblem = { readonly key: string; readonly reason: string };

const isLoopbackHost = (host: string) => host === 'localhost' || host === '127.0.0.1' || host === '[::1]';

/** An absolute URL with the secure scheme; the plain one only on loopback, which local mode uses. */
const urlType = (name: string, secure: 'https' | 'wss', plain: 'http' | 'ws') =>
  new t.Type<string, string, unknown>(
    name,
    (u): u is string => typeof u === 'string',
    (u, c) => {
      if (typeof u !== 'string' || u.trim() === '') return t.failure(u, c, 'is required');
      try {
        const url = new URL(u);
        if (url.protocol === `${secure}:` || (url.protocol === `${plain}:` && isLoopbackHost(url.hostname))) return t.success(u);
        return t.failure(u, c, `must be a${secure === 'https' ? 'n' : ''} ${secure} URL (${plain} is allowed for localhost only)`);
      } catch {
        return t.failure(u, c, 'must be an absolute URL');
      }
    },
    t.identity,
  );

const HttpUrl = urlType('HttpUrl', 'https', 'http');
const SocketUrl = urlType('SocketUrl', 'wss', 'ws');

const pattern = (name: string, re: RegExp, reason: string) =>
  new t.Type<string, string, unknown>(
    name,
    (u): u is string => typeof u === 'string' && re.test(u),
    (u, c) => {
      if (typeof u !== 'string' || u.trim() === '') return t.failure(u, c, 'is required');
      return re.test(u) ? t.success(u) : t.failure(u, c, reason);
    },
    t.identity,
  );

const Secret = pattern('Secret', /^\S+$/, 'must be a non-empty value without spaces');
const UserPoolId = pattern('UserPoolId', /^[\w-]+_[0-9a-zA-Z]+$/, 'must look like <region>_<id>, e.g. us-east-1_AbC123');
const IdentityPoolId = pattern('IdentityPoolId', /^[\w-]+:[0-9a-f-]+$/, 'must look like <region>:<uuid>');
/** The link service's SDK refuses a key of any other shape ("missing parameter branch_key") and then opens no link. */
const BranchKey = pattern('BranchKey', /^key_(live|test)_[A-Za-z0-9]{32}$/, 'must be a link-service key: key_live_ or key_test_ and 32 letters or digits');
const HOST_NAME = /^(https:\/\/)?[a-z0-9.-]+(:\d+)?$/i;
/** A host such as docuseal.example.com (https), or http://127.0.0.1:port for local mode's stand-in. */
const HostName = new t.Type<string, string, unknown>(
  'HostName',
  (u): u is string => typeof u === 'string',
  (u, c) => {
    if (typeof u !== 'string' || u.trim() === '') return t.failure(u, c, 'is required');
    if (HOST_NAME.test(u)) return t.success(u);
    if (/^http:\/\/[^/]+$/i.test(u)) {
      try {
        if (isLoopbackHost(new URL(u).hostname)) return t.success(u);
      } catch {
        // falls through to the failure below
      }
    }
    return t.failure(u, c, 'must be a host name such as docuseal.example.com (http://127.0.0.1:port is allowed for local mode)');
  },
  t.identity,
);

/** Comma-separated host names, lower-cased: billing.protect.example,portal.protect.example */
const HostList = new t.Type<readonly string[], string, unknown>(
  'HostList',
  (u): u is readonly string[] => Array.isArray(u),
  (u, c) => {
    if (typeof u !== 'string') return t.failure(u, c, 'is required');
    const hosts = u.split(',').map((host) => host.trim().toLowerCase()).filter((host) => host !== '');
    const ok = hosts.length > 0 && hosts.every((host) => /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host));
    return ok ? t.success(hosts) : t.failure(u, c, 'must be host names separated by commas, such as billing.protect.example');
  },
  (hosts) => hosts.join(','),
);

const optional = <C extends t.Mixed>(codec: C) =>
  new t.Type<t.TypeOf<C> | undefined, unknown, unknown>(
    `optional(${codec.name})`,
    (u): u is t.TypeOf<C> | undefined => u === undefined || codec.is(u),
    (u, c) => (u === undefined || u === '' ? t.success(undefined) : codec.validate(u, c)),
    t.identity,
  );

const withDefault = <C extends t.Mixed>(codec: C, fallback: t.TypeOf<C>) =>
  new t.Type<t.TypeOf<C>, unknown, unknown>(
    `withDefault(${codec.name})`,
    codec.is,
    (u, c) => (u === undefined || u === '' ? t.success(fallback) : codec.validate(u, c)),
    t.identity,
  );

const keyOf = <K extends string>(keys: readonly K[], name: string) =>
  new t.Type<K, string, unknown>(
    name,
    (u): u is K => typeof u === 'string' && (keys as readonly string[]).includes(u),
    (u, c) =>
      typeof u === 'string' && (keys as readonly string[]).includes(u)
        ? t.success(u as K)
        : t.failure(u, c, `must be one of ${keys.join(', ')}`),
    t.identity,
  );

/** A price as configured, "9.99", decoded to minor units (999). */
const Amount = new t.Type<number, unknown, unknown>(
  'Amount',
  (u): u is number => typeof u === 'number',
  (u, c) => {
    if (typeof u !== 'string') return t.failure(u, c, 'must be an amount such as 9.99');
    const minor = parseAmount(u);
    return minor._tag === 'Some' ? t.success(minor.value) : t.failure(u, c, 'must be an amount above zero such as 9.99 (digits, at most two decimals)');
  },
  t.identity,
);
const Currency = pattern('Currency', /^[A-Z]{3}$/, 'must be a three-letter currency code such as USD');

const INTERCOM_REGIONS = ['us', 'eu', 'ap'] as const;
type IntercomRegion = (typeof INTERCOM_REGIONS)[number];
const APP_MODES = ['offline', 'real'] as const;

const Links = {
  LINK_HOME: HttpUrl,
  LINK_APP_DOWNLOAD: HttpUrl,
  LINK_PRIVACY_POLICY: HttpUrl,
  LINK_TERMS: HttpUrl,
  LINK_BLOG: HttpUrl,
  LINK_HOW_TO_EARN: HttpUrl,
  LINK_NOTICE_OF_INCENTIVE: HttpUrl,
  LINK_MANAGE_SUBSCRIPTION: HttpUrl,
  LINK_BUY_MONTHLY: HttpUrl,
  LINK_BUY_ANNUAL: HttpUrl,
  LINK_SOCIAL_FACEBOOK: HttpUrl,
  LINK_SOCIAL_INSTAGRAM: HttpUrl,
  LINK_SOCIAL_X: HttpUrl,
  LINK_SOCIAL_LINKEDIN: HttpUrl,
};

const RealRequired = {
  PROTECTION_API_URL: HttpUrl,
  PROTECTION_API_KEY: Secret,
  HOOKS_API_URL: HttpUrl,
  HOOKS_API_KEY: Secret,
  COGNITO_USER_POOL_ID: UserPoolId,
  COGNITO_CLIENT_ID: Secret,
  COGNITO_ENDPOINT: HttpUrl,
  REWARDS_API_URL: HttpUrl,
  REWARDS_API_KEY: Secret,
  CHATBOT_SOCKET_URL: SocketUrl,
  VERIFICATION_URL: HttpUrl,
  ANALYTICS_PROXY_URL: HttpUrl,
  AMPLITUDE_API_KEY: Secret,
  BRANCH_KEY: BranchKey,
  DOCUSEAL_HOST: HostName,
  ...Links,
};

const Shared = {
  LOG_LEVEL: withDefault(keyOf(LOG_LEVELS, 'LogLevel'), 'ERROR' as LogLevel),
  SENTRY_DSN: optional(HttpUrl),
  SENTRY_ENVIRONMENT: optional(pattern('EnvironmentName', /^[\w.-]+$/, 'must be a plain name such as production')),
  INTERCOM_APP_ID: optional(Secret),
  INTERCOM_REGION: withDefault(keyOf(INTERCOM_REGIONS, 'IntercomRegion'), 'us' as IntercomRegion),
  COGNITO_IDENTITY_POOL_ID: optional(IdentityPoolId),
  // Where the subscription service's manage link may point; unset, the host of LINK_MANAGE_SUBSCRIPTION.
  SUBSCRIPTION_LINK_HOSTS: optional(HostList),
  // The plans page's prices: both or neither. Unset, real mode shows the plans without a price.
  PRICE_MONTHLY: optional(Amount),
  PRICE_ANNUAL: optional(Amount),
  PRICE_CURRENCY: withDefault(Currency, 'USD'),
};

const RealEnv = t.type({ ...RealRequired, ...Shared });
const OfflineEnv = t.type({ ...Shared, ...mapOptional(Links) });

function mapOptional<P extends Record<string, t.Mixed>>(props: P): { [K in keyof P]: t.Type<t.TypeOf<P[K]> | undefined, unknown, unknown> } {
  const out = {} as { [K in keyof P]: t.Type<t.TypeOf<P[K]> | undefined, unknown, unknown> };
  for (const key of Object.keys(props) as (keyof P)[]) out[key] = optional(props[key]);
  return out;
}

export const ENV_KEYS: readonly string[] = ['APP_MODE', ...Object.keys(Shared), ...Object.keys(RealRequired)];

type SharedConfig = {
  readonly logLevel: LogLevel;
  readonly sentry: { readonly dsn: string; readonly environment: string } | undefined;
  readonly intercom: { readonly appId: string; readonly region: IntercomRegion } | undefined;
  readonly identityPoolId: string | undefined;
  readonly links: ExternalLinks;
  /** Never made up: only what PRICE_* configure, or offline mode's example prices. */
  readonly prices: PlanPrices | undefined;
};

export type RealConfig = SharedConfig & {
  readonly mode: 'real';
  readonly protectionApi: { readonly url: string; readonly key: string };
  readonly hooksApi: { readonly url: string; readonly key: string };
  readonly cognito: { readonly userPoolId: string; readonly clientId: string; readonly endpoint: string };
  readonly rewardsApi: { readonly url: string; readonly key: string };
  readonly chatbotSocketUrl: string;
  readonly verificationUrl: string;
  readonly analytics: { readonly proxyUrl: string; readonly amplitudeKey: string };
  readonly branchKey: string;
  readonly docusealHost: string;
};

export type OfflineConfig = SharedConfig & { readonly mode: 'offline' };

export type AppConfig = RealConfig | OfflineConfig;

/** Placeholder links for offline mode: reserved example domains, so nothing real is ever opened. */
const OFFLINE_LINK = (slug: string) => `https://protect.example/${slug}`;

type RawLinks = { [K in keyof typeof Links]: string | undefined };

const toLinks = (raw: RawLinks, subscriptionLinkHosts: readonly string[] | undefined): ExternalLinks => ({
  home: raw.LINK_HOME ?? OFFLINE_LINK(''),
  appDownload: raw.LINK_APP_DOWNLOAD ?? OFFLINE_LINK('app'),
  privacyPolicy: raw.LINK_PRIVACY_POLICY ?? OFFLINE_LINK('privacy'),
  terms: raw.LINK_TERMS ?? OFFLINE_LINK('terms'),
  blog: raw.LINK_BLOG ?? OFFLINE_LINK('blog'),
  howToEarn: raw.LINK_HOW_TO_EARN ?? OFFLINE_LINK('earn'),
  noticeOfIncentive: raw.LINK_NOTICE_OF_INCENTIVE ?? OFFLINE_LINK('notice-of-incentive'),
  manageSubscription: raw.LINK_MANAGE_SUBSCRIPTION ?? OFFLINE_LINK('account/subscription'),
  subscriptionLinkHosts: subscriptionLinkHosts ?? [new URL(raw.LINK_MANAGE_SUBSCRIPTION ?? OFFLINE_LINK('account/subscription')).hostname.toLowerCase()],
  buyMonthly: raw.LINK_BUY_MONTHLY ?? OFFLINE_LINK('buy/monthly'),
  buyAnnual: raw.LINK_BUY_ANNUAL ?? OFFLINE_LINK('buy/annual'),
  social: {
    facebook: raw.LINK_SOCIAL_FACEBOOK ?? OFFLINE_LINK('social/facebook'),
    instagram: raw.LINK_SOCIAL_INSTAGRAM ?? OFFLINE_LINK('social/instagram'),
    x: raw.LINK_SOCIAL_X ?? OFFLINE_LINK('social/x'),
    linkedin: raw.LINK_SOCIAL_LINKEDIN ?? OFFLINE_LINK('social/linkedin'),
  },
});

type SharedRaw = t.TypeOf<t.TypeC<typeof Shared>>;

/** Offline mode's example prices, used when PRICE_* are not set; a real build has none of its own. */
const EXAMPLE_PRICES: PlanPrices = { monthly: 999, annual: 9999, currency: 'USD' };

/** One price without the other would leave a plan priceless next to a priced one. */
function toPrices(raw: SharedRaw, mode: AppConfig['mode']): E.Either<EnvProblem[], PlanPrices | undefined> {
  const { PRICE_MONTHLY: monthly, PRICE_ANNUAL: annual, PRICE_CURRENCY: currency } = raw;
  if (monthly !== undefined && annual !== undefined) return E.right({ monthly, annual, currency });
  if (monthly !== undefined) return E.left([{ key: 'PRICE_ANNUAL', reason: 'is required when PRICE_MONTHLY is set' }]);
  if (annual !== undefined) return E.left([{ key: 'PRICE_MONTHLY', reason: 'is required when PRICE_ANNUAL is set' }]);
  return E.right(mode === 'offline' ? EXAMPLE_PRICES : undefined);
}

const toShared = (raw: SharedRaw, links: RawLinks, prices: PlanPrices | undefined): SharedConfig => ({
  logLevel: raw.LOG_LEVEL,
  sentry: raw.SENTRY_DSN && raw.SENTRY_ENVIRONMENT ? { dsn: raw.SENTRY_DSN, environment: raw.SENTRY_ENVIRONMENT } : undefined,
  intercom: raw.INTERCOM_APP_ID ? { appId: raw.INTERCOM_APP_ID, region: raw.INTERCOM_REGION } : undefined,
  identityPoolId: raw.COGNITO_IDENTITY_POOL_ID,
  links: toLinks(links, raw.SUBSCRIPTION_LINK_HOSTS),
  prices,
});

/** One line per bad key: the key, then why (io-ts errors reduced to what a person can act on). */
function toProblems(errors: t.Errors): EnvProblem[] {
  const byKey = new Map<string, string>();
  for (const error of errors) {
    const key = error.context.find((entry) => entry.key !== '')?.key ?? '(root)';
    if (!byKey.has(key)) byKey.set(key, error.message ?? (error.value === undefined ? 'is required' : 'is invalid'));
  }
  return [...byKey].map(([key, reason]) => ({ key, reason }));
}

/** Never throws. */
export function decodeEnv(raw: Readonly<Record<string, string | undefined>>): E.Either<EnvProblem[], AppConfig> {
  const mode = raw.APP_MODE ?? 'offline';
  if (mode !== 'offline' && mode !== 'real') {
    return E.left([{ key: 'APP_MODE', reason: `must be one of ${APP_MODES.join(', ')}` }]);
  }
  if (mode === 'offline') {
    const decoded = OfflineEnv.decode(raw);
    if (E.isLeft(decoded)) return E.left(toProblems(decoded.left));
    const prices = toPrices(decoded.right, 'offline');
    if (E.isLeft(prices)) return prices;
    return E.right({ mode: 'offline', ...toShared(decoded.right, decoded.right, prices.right) });
  }
  const decoded = RealEnv.decode(raw);
  if (E.isLeft(decoded)) return E.left(toProblems(decoded.left));
  const v = decoded.right;
  const prices = toPrices(v, 'real');
  if (E.isLeft(prices)) return prices;
  return E.right({
    mode: 'real',
    ...toShared(v, v, prices.right),
    protectionApi: { url: v.PROTECTION_API_URL, key: v.PROTECTION_API_KEY },
    hooksApi: { url: v.HOOKS_API_URL, key: v.HOOKS_API_KEY },
    cognito: { userPoolId: v.COGNITO_USER_POOL_ID, clientId: v.COGNITO_CLIENT_ID, endpoint: v.COGNITO_ENDPOINT },
    rewardsApi: { url: v.REWARDS_API_URL, key: v.REWARDS_API_KEY },
    chatbotSocketUrl: v.CHATBOT_SOCKET_URL,
    verificationUrl: v.VERIFICATION_URL,
    analytics: { proxyUrl: v.ANALYTICS_PROXY_URL, amplitudeKey: v.AMPLITUDE_API_KEY },
    branchKey: v.BRANCH_KEY,
    docusealHost: v.DOCUSEAL_HOST,
  });
}

/** The same list the configuration-error screen shows, for the build's error output. */
export const formatEnvProblems = (problems: readonly EnvProblem[]): string =>
  problems.map((p) => `  - ${p.key} ${p.reason}`).join('\n');
