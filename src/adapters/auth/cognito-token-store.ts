// The tokens the Cognito library keeps in Web Storage, under its own key names, read without the library.
import * as O from 'fp-ts/Option';
import type { SessionTokens } from './cognito-stored-session';

/** What the gateway needs of a Web Storage: the library's four calls, plus enumeration to wipe every key. */
export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear' | 'key' | 'length'>;

export const LIBRARY_KEY_PREFIX = 'CognitoIdentityServiceProvider.';

const DEVICE_KEY_SUFFIXES = ['deviceKey', 'deviceGroupKey', 'randomPasswordKey'] as const;

/** A remembered device's keys; `owner`: the sub it was remembered for (storage keys never name the e-mail). */
type StoredDevice = { readonly owner: string; readonly deviceKey: string; readonly deviceGroupKey: string; readonly randomPassword: string };

export type StoredTokens = SessionTokens & { readonly username: string; readonly refreshToken: string };

export class CognitoTokenStore {
  private readonly prefix: string;

  constructor(
    readonly storage: TokenStorage,
    clientId: string,
  ) {
    this.prefix = `${LIBRARY_KEY_PREFIX}${clientId}`;
  }

  /** The last signed-in user's tokens, when both the id and access tokens are there. */
  read(): O.Option<StoredTokens> {
    const username = this.storage.getItem(`${this.prefix}.LastAuthUser`);
    if (!username) return O.none;
    const item = (name: string) => this.storage.getItem(`${this.prefix}.${username}.${name}`) ?? '';
    const idToken = item('idToken');
    const accessToken = item('accessToken');
    if (idToken === '' || accessToken === '') return O.none;
    return O.some({ username, idToken, accessToken, refreshToken: item('refreshToken'), clockDriftSeconds: Number.parseInt(item('clockDrift'), 10) || 0 });
  }

  /** Every key the library wrote, for any user and app client, except this app client's remembered device. */
  clearTokens(): void {
    this.removeKeys((key) => key.startsWith(LIBRARY_KEY_PREFIX) && !this.isDeviceKey(key));
  }

  /** This app client's remembered-device keys only. */
  clearDevice(): void {
    this.removeKeys((key) => this.isDeviceKey(key));
  }

  /** The remembered device's data, under the user (the sub) it was remembered for; none when any part is missing. */
  readDevice(): O.Option<StoredDevice> {
    for (let i = 0; i < this.storage.length; i += 1) {
      const key = this.storage.key(i);
      if (key === null || !key.startsWith(`${this.prefix}.`) || !key.endsWith('.deviceKey')) continue;
      const owner = key.slice(this.prefix.length + 1, -'.deviceKey'.length);
      const item = (name: string) => this.storage.getItem(`${this.prefix}.${owner}.${name}`) ?? '';
      const device = { owner, deviceKey: item('deviceKey'), deviceGroupKey: item('deviceGroupKey'), randomPassword: item('randomPasswordKey') };
      return device.deviceKey !== '' && device.deviceGroupKey !== '' && device.randomPassword !== '' ? O.some(device) : O.none;
    }
    return O.none;
  }

  /** Keeps one device per app client: the newest replaces any other. Stored where the library's refresh reads the device key. */
  writeDevice(device: StoredDevice): void {
    this.clearDevice();
    const prefix = `${this.prefix}.${device.owner}`;
    this.storage.setItem(`${prefix}.deviceKey`, device.deviceKey);
    this.storage.setItem(`${prefix}.deviceGroupKey`, device.deviceGroupKey);
    this.storage.setItem(`${prefix}.randomPasswordKey`, device.randomPassword);
  }

  private isDeviceKey(key: string): boolean {
    return key.startsWith(`${this.prefix}.`) && DEVICE_KEY_SUFFIXES.some((suffix) => key.endsWith(`.${suffix}`));
  }

  private removeKeys(matches: (key: string) => boolean): void {
    const keys: string[] = [];
    for (let i = 0; i < this.storage.length; i += 1) {
      const key = this.storage.key(i);
      if (key !== null && matches(key)) keys.push(key);
    }
    for (const key of keys) this.storage.removeItem(key);
  }
}
