// The tokens the Cognito library keeps in Web Storage, under its own key names, read back as a session.
import { CognitoAccessToken, CognitoIdToken, CognitoRefreshToken, CognitoUserSession } from 'amazon-cognito-identity-js';
import * as O from 'fp-ts/Option';

/** What the gateway needs of a Web Storage: the library's four calls, plus enumeration to wipe every key. */
export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear' | 'key' | 'length'>;

export const LIBRARY_KEY_PREFIX = 'CognitoIdentityServiceProvider.';

const DEVICE_KEY_SUFFIXES = ['deviceKey', 'deviceGroupKey', 'randomPasswordKey'] as const;

export type StoredTokens = { readonly username: string; readonly refreshToken: string; readonly session: CognitoUserSession };

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
    const refreshToken = item('refreshToken');
    const data = {
      IdToken: new CognitoIdToken({ IdToken: idToken }),
      AccessToken: new CognitoAccessToken({ AccessToken: accessToken }),
      RefreshToken: new CognitoRefreshToken({ RefreshToken: refreshToken }),
      ClockDrift: Number.parseInt(item('clockDrift'), 10) || 0,
    };
    return O.some({ username, refreshToken, session: new CognitoUserSession(data) });
  }

  /** Every key the library wrote, for any user and app client, device data included. */
  clearAll(): void {
    this.removeKeys((key) => key.startsWith(LIBRARY_KEY_PREFIX));
  }

  /** This app client's remembered-device keys only. */
  forgetDevice(): void {
    this.removeKeys((key) => key.startsWith(`${this.prefix}.`) && DEVICE_KEY_SUFFIXES.some((suffix) => key.endsWith(`.${suffix}`)));
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
