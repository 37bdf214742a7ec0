// The tokens the Cognito library keeps in Web Storage, under its own key names, read without the library: a
// signed-in start needs only the identity token's claims and the expiry, so the library loads with the first call.
import * as E from 'fp-ts/Either';
import * as J from 'fp-ts/Json';
import * as O from 'fp-ts/Option';
import * as t from 'io-ts';
import type { AuthSession } from '../../domain/auth/session/auth-session';
import { normalizeRegion } from '../../domain/region';
import { decodeBase64Url, decodeUtf8 } from '../../wire/text-encoding';

const IdTokenClaims = t.intersection([
  t.type({ sub: t.string, exp: t.number }),
  t.partial({ email: t.string, 'cognito:username': t.string, 'custom:region': t.string, 'custom:user_alias': t.string }),
]);

export type SessionTokens = { readonly idToken: string; readonly accessToken: string; readonly clockDriftSeconds: number };

export function jwtPayload(token: string): unknown {
  const json = O.chain(decodeUtf8)(decodeBase64Url(token.split('.')[1] ?? ''));
  return O.isNone(json) ? {} : E.getOrElseW(() => ({}))(J.parse(json.value));
}

const expiryOf = (payload: unknown): unknown => (typeof payload === 'object' && payload !== null ? (payload as { exp?: unknown }).exp : undefined);

/** expiresAt is local-clock ms: the earlier of the two tokens' expiry, shifted by the clock drift. */
export function authSessionOf(tokens: SessionTokens): O.Option<AuthSession> {
  const claims = IdTokenClaims.decode(jwtPayload(tokens.idToken));
  if (E.isLeft(claims)) return O.none;
  const c = claims.right;
  const accessExp = expiryOf(jwtPayload(tokens.accessToken));
  const exp = typeof accessExp === 'number' && Number.isFinite(accessExp) ? Math.min(accessExp, c.exp) : c.exp;
  return O.some({
    userId: c.sub,
    username: c['cognito:username'] ?? c.email ?? c.sub,
    email: c.email ?? '',
    region: normalizeRegion(c['custom:region']),
    userAlias: c['custom:user_alias'] ?? '',
    idToken: tokens.idToken,
    accessToken: tokens.accessToken,
    expiresAt: (exp + tokens.clockDriftSeconds) * 1000,
  });
}

export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear' | 'key' | 'length'>;

export const LIBRARY_KEY_PREFIX = 'CognitoIdentityServiceProvider.';

const DEVICE_KEY_SUFFIXES = ['deviceKey', 'deviceGroupKey', 'randomPasswordKey'] as const;

/** A remembered device's keys; `owner`: the sub it was remembered for (storage keys never name the e-mail). */
type StoredDevice = { readonly owner: string; readonly deviceKey: string; readonly deviceGroupKey: string; readonly randomPassword: string };

export type StoredTokens = SessionTokens & { readonly username: string; readonly refreshToken: string };

export function putDevice(storage: Pick<Storage, 'setItem'>, prefix: string, device: StoredDevice): void {
  storage.setItem(`${prefix}.deviceKey`, device.deviceKey);
  storage.setItem(`${prefix}.deviceGroupKey`, device.deviceGroupKey);
  storage.setItem(`${prefix}.randomPasswordKey`, device.randomPassword);
}

export class CognitoTokenStore {
  private readonly prefix: string;

  constructor(
    readonly storage: TokenStorage,
    clientId: string,
  ) {
    this.prefix = `${LIBRARY_KEY_PREFIX}${clientId}`;
  }

  read(): O.Option<StoredTokens> {
    const username = this.storage.getItem(`${this.prefix}.LastAuthUser`);
    if (!username) return O.none;
    const item = (name: string) => this.storage.getItem(`${this.prefix}.${username}.${name}`) ?? '';
    const idToken = item('idToken');
    const accessToken = item('accessToken');
    if (idToken === '' || accessToken === '') return O.none;
    return O.some({ username, idToken, accessToken, refreshToken: item('refreshToken'), clockDriftSeconds: Number.parseInt(item('clockDrift'), 10) || 0 });
  }

  session(): O.Option<AuthSession> {
    return O.chain(authSessionOf)(this.read());
  }

  /** Every key the library wrote, for any user and app client, except this app client's remembered device. */
  clearTokens(): void {
    this.removeKeys((key) => key.startsWith(LIBRARY_KEY_PREFIX) && !this.isDeviceKey(key));
  }

  clearDevice(): void {
    this.removeKeys((key) => this.isDeviceKey(key));
  }

  readDevice(): O.Option<StoredDevice> {
    const key = this.keys().find((name) => name.startsWith(`${this.prefix}.`) && name.endsWith('.deviceKey'));
    if (key === undefined) return O.none;
    const owner = key.slice(this.prefix.length + 1, -'.deviceKey'.length);
    const item = (name: string) => this.storage.getItem(`${this.prefix}.${owner}.${name}`) ?? '';
    const device = { owner, deviceKey: item('deviceKey'), deviceGroupKey: item('deviceGroupKey'), randomPassword: item('randomPasswordKey') };
    return device.deviceKey !== '' && device.deviceGroupKey !== '' && device.randomPassword !== '' ? O.some(device) : O.none;
  }

  /** Keeps one device per app client: the newest replaces any other. Stored where the library's refresh reads the device key. */
  writeDevice(device: StoredDevice): void {
    this.clearDevice();
    putDevice(this.storage, `${this.prefix}.${device.owner}`, device);
  }

  private isDeviceKey(key: string): boolean {
    return key.startsWith(`${this.prefix}.`) && DEVICE_KEY_SUFFIXES.some((suffix) => key.endsWith(`.${suffix}`));
  }

  /** Read in full before any is removed. */
  private keys(): string[] {
    return Array.from({ length: this.storage.length }, (_, i) => this.storage.key(i)).filter((key): key is string => key !== null);
  }

  private removeKeys(matches: (key: string) => boolean): void {
    for (const key of this.keys().filter(matches)) this.storage.removeItem(key);
  }
}
