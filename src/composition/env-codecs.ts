// Each codec says, in words a person can act on, why a configured value is refused.
import * as t from 'io-ts';
import { parseAmount } from '../domain/subscription/plan-prices';

const isLoopbackHost = (host: string) => host === 'localhost' || host === '127.0.0.1' || host === '[::1]';

/** A required text value: `problem` says why a given one is refused, or null when it is good. */
const text = (name: string, problem: (value: string) => string | null, is: (u: unknown) => u is string = (u): u is string => typeof u === 'string') =>
  new t.Type<string, string, unknown>(
    name,
    is,
    (u, c) => {
      if (typeof u !== 'string' || u.trim() === '') return t.failure(u, c, 'is required');
      const refused = problem(u);
      return refused === null ? t.success(u) : t.failure(u, c, refused);
    },
    t.identity,
  );

const urlOf = (value: string): URL | null => {
  try {
    return new URL(value);
  } catch {
    return null;
  }
};

/** The plain scheme only on loopback, which local mode uses. */
const urlType = (name: string, secure: 'https' | 'wss', plain: 'http' | 'ws') =>
  text(name, (value) => {
    const url = urlOf(value);
    if (url === null) return 'must be an absolute URL';
    if (url.protocol === `${secure}:` || (url.protocol === `${plain}:` && isLoopbackHost(url.hostname))) return null;
    return `must be a${secure === 'https' ? 'n' : ''} ${secure} URL (${plain} is allowed for localhost only)`;
  });

export const HttpUrl = urlType('HttpUrl', 'https', 'http');
export const SocketUrl = urlType('SocketUrl', 'wss', 'ws');

export const pattern = (name: string, re: RegExp, reason: string) =>
  text(
    name,
    (value) => (re.test(value) ? null : reason),
    (u): u is string => typeof u === 'string' && re.test(u),
  );

export const Secret = pattern('Secret', /^\S+$/, 'must be a non-empty value without spaces');
export const UserPoolId = pattern('UserPoolId', /^[\w-]+_[0-9a-zA-Z]+$/, 'must look like <region>_<id>, e.g. us-east-1_AbC123');
export const IdentityPoolId = pattern('IdentityPoolId', /^[\w-]+:[0-9a-f-]+$/, 'must look like <region>:<uuid>');
/** The link service's SDK refuses a key of any other shape ("missing parameter branch_key") and then opens no link. */
export const BranchKey = pattern(
  'BranchKey',
  /^key_(live|test)_[A-Za-z0-9]{32}$/,
  'must be a link-service key: key_live_ or key_test_ and 32 letters or digits',
);
const HOST_NAME = /^(https:\/\/)?[a-z0-9.-]+(:\d+)?$/i;
export const HostName = text('HostName', (value) => {
  const loopback = /^http:\/\/[^/]+$/i.test(value) && isLoopbackHost(urlOf(value)?.hostname ?? '');
  return HOST_NAME.test(value) || loopback ? null : 'must be a host name such as docuseal.example.com (http://127.0.0.1:port is allowed for local mode)';
});

export const HostList = new t.Type<readonly string[], string, unknown>(
  'HostList',
  (u): u is readonly string[] => Array.isArray(u),
  (u, c) => {
    if (typeof u !== 'string') return t.failure(u, c, 'is required');
    const hosts = u
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter((host) => host !== '');
    const ok = hosts.length > 0 && hosts.every((host) => /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host));
    return ok ? t.success(hosts) : t.failure(u, c, 'must be host names separated by commas, such as billing.protect.example');
  },
  (hosts) => hosts.join(','),
);

export const optional = <C extends t.Mixed>(codec: C) =>
  new t.Type<t.TypeOf<C> | undefined, unknown, unknown>(
    `optional(${codec.name})`,
    (u): u is t.TypeOf<C> | undefined => u === undefined || codec.is(u),
    (u, c) => (u === undefined || u === '' ? t.success(undefined) : codec.validate(u, c)),
    t.identity,
  );

export const withDefault = <C extends t.Mixed>(codec: C, fallback: t.TypeOf<C>) =>
  new t.Type<t.TypeOf<C>, unknown, unknown>(
    `withDefault(${codec.name})`,
    codec.is,
    (u, c) => (u === undefined || u === '' ? t.success(fallback) : codec.validate(u, c)),
    t.identity,
  );

export const keyOf = <K extends string>(keys: readonly K[], name: string) =>
  new t.Type<K, string, unknown>(
    name,
    (u): u is K => typeof u === 'string' && (keys as readonly string[]).includes(u),
    (u, c) => (typeof u === 'string' && (keys as readonly string[]).includes(u) ? t.success(u as K) : t.failure(u, c, `must be one of ${keys.join(', ')}`)),
    t.identity,
  );

export const Amount = new t.Type<number, unknown, unknown>(
  'Amount',
  (u): u is number => typeof u === 'number',
  (u, c) => {
    if (typeof u !== 'string') return t.failure(u, c, 'must be an amount such as 9.99');
    const minor = parseAmount(u);
    return minor._tag === 'Some' ? t.success(minor.value) : t.failure(u, c, 'must be an amount above zero such as 9.99 (digits, at most two decimals)');
  },
  t.identity,
);
export const Currency = pattern('Currency', /^[A-Z]{3}$/, 'must be a three-letter currency code such as USD');
