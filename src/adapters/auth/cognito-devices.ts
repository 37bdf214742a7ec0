// Remembered devices through the Cognito library. The library confirms a new device itself (ConfirmDevice after
// NewDeviceMetadata) and answers DEVICE_SRP_AUTH itself when its user holds the device's keys; this class moves
// those keys between the sign-in user's scratch storage and the browser's storage, and lists and forgets devices.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { RememberedDevice } from '../../domain/auth/session/remembered-device';
import type { AsSignedInUser } from './cognito-authenticator';
import { LIBRARY_KEY_PREFIX, type CognitoTokenStore } from './cognito-token-store';
import type { LibraryUser, Result, ScratchStorage } from './cognito-library';
import type * as DeviceList from './cognito-device-list';

/** A chunk that did not arrive is a network failure, so the page offers a retry. */
const loadDeviceList = (): Promise<Result<typeof DeviceList>> => import('./cognito-device-list').then(E.right, () => E.left({ kind: 'Network' }));

export class CognitoDevices {
  constructor(
    private readonly tokens: CognitoTokenStore,
    private readonly clientId: string,
    private readonly asSignedInUser: AsSignedInUser,
  ) {}

  /** Puts the remembered device's keys where the library looks for them for this sign-in user: under the typed name, and under the
   * owner's id, which an SRP sign-in switches to (USER_ID_FOR_SRP) before it reads them. */
  seed(storage: ScratchStorage, username: string): void {
    const stored = this.tokens.readDevice();
    if (O.isNone(stored)) return;
    for (const name of new Set([username, stored.value.owner])) {
      const prefix = `${LIBRARY_KEY_PREFIX}${this.clientId}.${name}`;
      storage.setItem(`${prefix}.deviceKey`, stored.value.deviceKey);
      storage.setItem(`${prefix}.deviceGroupKey`, stored.value.deviceGroupKey);
      storage.setItem(`${prefix}.randomPasswordKey`, stored.value.randomPassword);
    }
  }

  /** After a sign-in: the device the sign-in user holds (a new one it confirmed, or the one that proved itself) is kept for `owner`. */
  keep(owner: string, user: LibraryUser): void {
    const { deviceKey, deviceGroupKey, randomPassword } = user;
    if (deviceKey && deviceGroupKey && randomPassword) this.tokens.writeDevice({ owner, deviceKey, deviceGroupKey, randomPassword });
  }

  /** Only the security page lists and forgets: that code loads with it, off the dashboard's first load. */
  async list(): Promise<Result<readonly RememberedDevice[]>> {
    const module = await loadDeviceList();
    return E.isLeft(module) ? module : module.right.listDevices(this.tokens, this.asSignedInUser);
  }

  async forget(deviceKey: string): Promise<Result<void>> {
    const module = await loadDeviceList();
    return E.isLeft(module) ? module : module.right.forgetDevice(this.tokens, this.asSignedInUser, deviceKey);
  }
}
