// Configuration, decoded once at start-up: every bad key is reported at once. Offline mode needs none.
import * as E from 'fp-ts/Either';
import { sequenceS } from 'fp-ts/Apply';
import * as t from 'io-ts';
import { LOG_LEVELS, type LogLevel } from '../domain/log-level';
import type { ExternalLinks } from '../domain/navigation/external-links';
import type { PlanPrices } from '../domain/subscription/plan-prices';
import {
  Amount,
  BranchKey,
  Currency,
  HostList,
  HostName,
  HttpUrl,
  IdentityPoolId,
  Secret,
  SocketUrl,
  UserPoolId,
  keyOf,
  optional,
  pattern,
  withDefault,
} from './env-codecs';

export type EnvProblem = { readonly key: string; readonly reason: string };

const INTERCOM_REGIONS = ['us', 'eu', 'ap'] as const;
type IntercomRegion = (typeof INTERCOM_REGIONS)[number];
const APP_MODES = ['offline', 'real'] as const;
const ON_OFF = ['on', 'off'] as const;
type OnOff = (typeof ON_OFF)[number];

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
  CHATBOT_SOCKET_URL: SocketUrl,
  CHATBOT_SOCKET_KEY: Secret,
  VERIFICATION_URL: HttpUrl,
  VERIFICATION_API_KEY: Secret,
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
  // Unset: AWS's for the identity pool's region.
  COGNITO_IDENTITY_ENDPOINT: optional(HttpUrl),
  COGNITO_IDENTITY_GUEST_ACCESS: withDefault(keyOf(ON_OFF, 'OnOff'), 'off' as OnOff),
  // Unset: the host of LINK_MANAGE_SUBSCRIPTION.
  SUBSCRIPTION_LINK_HOSTS: optional(HostList),
  // Both or neither. Unset, real mode shows the plans without a price.
  PRICE_MONTHLY: optional(Amount),
  PRICE_ANNUAL: optional(Amount),
  PRICE_CURRENCY: withDefault(Currency, 'USD'),
  // Unset: no trial is offered on the front door (offline mode: 14 days, as its stand-in grants).
  TRIAL_DAYS: optional(pattern('Days', /^([1-9]|[1-8]\d|90)$/, 'must be a whole number of days from 1 to 90')),
  // Who runs Protect, as the front door says it (the company and its country). Unset: not said.
  OPERATOR: optional(pattern('Operator', /^[^<>\p{Cc}]{2,200}$/u, 'must be the company and its country, 2 to 200 characters on one line')),
};

/** Decoded when present, each pair both or neither. */
const RealOptional = {
  // No feature calls the rewards API yet, so a deployment may leave it out.
  REWARDS_API_URL: optional(HttpUrl),
  REWARDS_API_KEY: optional(Secret),
  OAUTH_DOMAIN: optional(HostName),
  OAUTH_SIGN_OUT_URL: optional(HttpUrl),
};

const RealEnv = t.type({ ...RealRequired, ...RealOptional, ...Shared });
const OfflineEnv = t.type({ ...Shared, ...mapOptional(Links) });

function mapOptional<P extends Record<string, t.Mixed>>(props: P): { [K in keyof P]: t.Type<t.TypeOf<P[K]> | undefined, unknown, unknown> } {
  const out = {} as { [K in keyof P]: t.Type<t.TypeOf<P[K]> | undefined, unknown, unknown> };
  for (const key of Object.keys(props) as (keyof P)[]) out[key] = optional(props[key]);
  return out;
}

export const ENV_KEYS: readonly string[] = ['APP_MODE', ...Object.keys(Shared), ...Object.keys(RealRequired), ...Object.keys(RealOptional)];

const OFFLINE_IDENTITY_POOL_ID = 'us-east-1:00000000-0000-4000-8000-0000000000ff';

type IdentityPoolConfig = { readonly id: string; readonly endpoint: string | undefined; readonly guestAccess: boolean };

type SharedConfig = {
  readonly logLevel: LogLevel;
  readonly sentry: { readonly dsn: string; readonly environment: string } | undefined;
  readonly intercom: { readonly appId: string; readonly region: IntercomRegion } | undefined;
  readonly identityPool: IdentityPoolConfig | undefined;
  readonly links: ExternalLinks;
  readonly prices: PlanPrices | undefined;
  readonly trialDays: number | null;
  readonly operator: string | null;
};

export type RealConfig = SharedConfig & {
  readonly mode: 'real';
  readonly protectionApi: { readonly url: string; readonly key: string };
  readonly hooksApi: { readonly url: string; readonly key: string };
  readonly cognito: { readonly userPoolId: string; readonly clientId: string; readonly endpoint: string };
  readonly rewardsApi: { readonly url: string; readonly key: string } | undefined;
  readonly chatbotSocketUrl: string;
  readonly chatbotSocketKey: string;
  readonly verificationUrl: string;
  readonly verificationKey: string;
  readonly analytics: { readonly proxyUrl: string; readonly amplitudeKey: string };
  readonly branchKey: string;
  readonly docusealHost: string;
  readonly hostedSignOut: { readonly domain: string; readonly signOutUrl: string } | undefined;
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

const EXAMPLE_PRICES: PlanPrices = { monthly: 999, annual: 9999, currency: 'USD' };

/** Both keys or neither: one without the other (a URL without its key, one price of two) is a half-made setting, not an absent one. */
function bothOrNeither<R, A extends keyof R & string, B extends keyof R & string>(raw: R, a: A, b: B): E.Either<EnvProblem[], Both<R[A], R[B]> | undefined> {
  const [first, second] = [raw[a], raw[b]];
  if (first !== undefined && second !== undefined) return E.right([first, second] as Both<R[A], R[B]>);
  if (first !== undefined) return E.left([{ key: b, reason: `is required when ${a} is set` }]);
  if (second !== undefined) return E.left([{ key: a, reason: `is required when ${b} is set` }]);
  return E.right(undefined);
}

type Both<A, B> = readonly [Exclude<A, undefined>, Exclude<B, undefined>];

const OFFLINE_TRIAL_DAYS = '14';

const toShared = (raw: SharedRaw, links: RawLinks, prices: Both<number, number> | undefined, unpriced?: PlanPrices): SharedConfig => ({
  logLevel: raw.LOG_LEVEL,
  sentry: raw.SENTRY_DSN && raw.SENTRY_ENVIRONMENT ? { dsn: raw.SENTRY_DSN, environment: raw.SENTRY_ENVIRONMENT } : undefined,
  intercom: raw.INTERCOM_APP_ID ? { appId: raw.INTERCOM_APP_ID, region: raw.INTERCOM_REGION } : undefined,
  identityPool: raw.COGNITO_IDENTITY_POOL_ID
    ? { id: raw.COGNITO_IDENTITY_POOL_ID, endpoint: raw.COGNITO_IDENTITY_ENDPOINT, guestAccess: raw.COGNITO_IDENTITY_GUEST_ACCESS === 'on' }
    : undefined,
  links: toLinks(links, raw.SUBSCRIPTION_LINK_HOSTS),
  prices: prices ? { monthly: prices[0], annual: prices[1], currency: raw.PRICE_CURRENCY } : unpriced,
  trialDays: raw.TRIAL_DAYS === undefined ? null : Number(raw.TRIAL_DAYS),
  operator: raw.OPERATOR ?? null,
});

/** One line per bad key, in words a person can act on. */
function toProblems(errors: t.Errors): EnvProblem[] {
  const byKey = new Map<string, string>();
  for (const error of errors) {
    const key = error.context.find((entry) => entry.key !== '')?.key ?? '(root)';
    if (!byKey.has(key)) byKey.set(key, error.message ?? (error.value === undefined ? 'is required' : 'is invalid'));
  }
  return [...byKey].map(([key, reason]) => ({ key, reason }));
}

export function decodeEnv(raw: Readonly<Record<string, string | undefined>>): E.Either<EnvProblem[], AppConfig> {
  const mode = raw.APP_MODE ?? 'offline';
  if (mode !== 'offline' && mode !== 'real') {
    return E.left([{ key: 'APP_MODE', reason: `must be one of ${APP_MODES.join(', ')}` }]);
  }
  if (mode === 'offline') {
    const decoded = OfflineEnv.decode(raw);
    if (E.isLeft(decoded)) return E.left(toProblems(decoded.left));
    const prices = bothOrNeither(decoded.right, 'PRICE_MONTHLY', 'PRICE_ANNUAL');
    if (E.isLeft(prices)) return prices;
    const identityPoolId = decoded.right.COGNITO_IDENTITY_POOL_ID ?? OFFLINE_IDENTITY_POOL_ID;
    return E.right({
      mode: 'offline',
      ...toShared(
        { ...decoded.right, COGNITO_IDENTITY_POOL_ID: identityPoolId, TRIAL_DAYS: decoded.right.TRIAL_DAYS ?? OFFLINE_TRIAL_DAYS },
        decoded.right,
        prices.right,
        EXAMPLE_PRICES,
      ),
    });
  }
  const decoded = RealEnv.decode(raw);
  if (E.isLeft(decoded)) return E.left(toProblems(decoded.left));
  const v = decoded.right;
  const pairs = sequenceS(E.Apply)({
    prices: bothOrNeither(v, 'PRICE_MONTHLY', 'PRICE_ANNUAL'),
    rewards: bothOrNeither(v, 'REWARDS_API_URL', 'REWARDS_API_KEY'),
    hosted: bothOrNeither(v, 'OAUTH_DOMAIN', 'OAUTH_SIGN_OUT_URL'),
  });
  if (E.isLeft(pairs)) return pairs;
  const { prices, rewards, hosted } = pairs.right;
  return E.right({
    mode: 'real',
    ...toShared(v, v, prices),
    protectionApi: { url: v.PROTECTION_API_URL, key: v.PROTECTION_API_KEY },
    hooksApi: { url: v.HOOKS_API_URL, key: v.HOOKS_API_KEY },
    cognito: { userPoolId: v.COGNITO_USER_POOL_ID, clientId: v.COGNITO_CLIENT_ID, endpoint: v.COGNITO_ENDPOINT },
    rewardsApi: rewards && { url: rewards[0], key: rewards[1] },
    chatbotSocketUrl: v.CHATBOT_SOCKET_URL,
    chatbotSocketKey: v.CHATBOT_SOCKET_KEY,
    verificationUrl: v.VERIFICATION_URL,
    verificationKey: v.VERIFICATION_API_KEY,
    analytics: { proxyUrl: v.ANALYTICS_PROXY_URL, amplitudeKey: v.AMPLITUDE_API_KEY },
    branchKey: v.BRANCH_KEY,
    docusealHost: v.DOCUSEAL_HOST,
    // The domain as an origin: https unless given as loopback http.
    hostedSignOut: hosted && { domain: /^https?:\/\//i.test(hosted[0]) ? hosted[0] : `https://${hosted[0]}`, signOutUrl: hosted[1] },
  });
}

export const formatEnvProblems = (problems: readonly EnvProblem[]): string => problems.map((p) => `  - ${p.key} ${p.reason}`).join('\n');
