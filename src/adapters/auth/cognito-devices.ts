// Remembered devices through the Cognito library. The library confirms a new device itself (ConfirmDevice after
// NewDeviceMetadata) and answers DEVICE_SRP_AUTH itself when its user holds the device's keys; this class moves
// those keys between the sign-in user's scratch storage and the browser's storage, and lists and forgets devices.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as t from 'io-ts';
import type { RememberedDevice } from '../../domain/auth/devices/remembered-device';
import type { AsSignedInUser } from './cognito-authenticator';
import { LIBRARY_KEY_PREFIX, type CognitoTokenStore } from './cognito-token-store';
import { toFailure, type LibraryUser, type Result, type ScratchStorage } from './cognito-library';

/** ListDevices' answer, decoded at the edge: a device without a key or a date is left out. */
const ListedDevice = t.intersection([
  t.type({ DeviceKey: t.string }),
  t.partial({
    DeviceAttributes: t.array(t.type({ Name: t.string, Value: t.string })),
    DeviceLastAuthenticatedDate: t.number,
    DeviceCreateDate: t.number,
  }),
]);
const ListDevicesAnswer = t.partial({ Devices: t.array(t.unknown) });

/** Cognito's own limit per ListDevices page. */
const LIST_LIMIT = 60;

export class CognitoDevices {
  constructor(
    private readonly tokens: CognitoTokenStore,
    private readonly clientId: string,
    private readonly asSignedInUser: AsSignedInUser,
  ) {}

  /** Puts the remembered device's keys where the library looks for them for this sign-in user. */
  seed(storage: ScratchStorage, username: string): void {
    const stored = this.tokens.readDevice();
    if (O.isNone(stored)) return;
    const prefix = `${LIBRARY_KEY_PREFIX}${this.clientId}.${username}`;
    storage.setItem(`${prefix}.deviceKey`, stored.value.deviceKey);
    storage.setItem(`${prefix}.deviceGroupKey`, stored.value.deviceGroupKey);
    storage.setItem(`${prefix}.randomPasswordKey`, stored.value.randomPassword);
  }

  /** After a sign-in: the device the sign-in user holds (a new one it confirmed, or the one that proved itself) is kept for `owner`. */
  keep(owner: string, user: LibraryUser): void {
    const { deviceKey, deviceGroupKey, randomPassword } = user;
    if (deviceKey && deviceGroupKey && randomPassword) this.tokens.writeDevice({ owner, deviceKey, deviceGroupKey, randomPassword });
  }

  list(): Promise<Result<readonly RememberedDevice[]>> {
    const thisDevice = O.toUndefined(this.tokens.readDevice())?.deviceKey;
    return this.asSignedInUser((user, done) =>
      user.listDevices(LIST_LIMIT, null, {
        onSuccess: (data: unknown) => {
          const answer = ListDevicesAnswer.decode(data);
          if (E.isLeft(answer)) return done(E.left({ kind: 'Unexpected', cause: new Error('ListDevices answer did not decode') }));
          const devices = (answer.right.Devices ?? []).flatMap((raw) => {
            const device = ListedDevice.decode(raw);
            if (E.isLeft(device)) return [];
            const { DeviceKey: key, DeviceAttributes: attributes = [], DeviceLastAuthenticatedDate: last, DeviceCreateDate: created } = device.right;
            const name = attributes.find((attribute) => attribute.Name === 'device_name')?.Value ?? '';
            return [{ key, name, lastUsedAt: (last ?? created ?? 0) * 1000, thisDevice: key === thisDevice }];
          });
          return done(E.right([...devices].sort((a, b) => b.lastUsedAt - a.lastUsedAt)));
        },
        onFailure: (error) => done(E.left(toFailure(error))),
      }),
    );
  }

  forget(deviceKey: string): Promise<Result<void>> {
    return this.asSignedInUser((user, done) =>
      user.forgetSpecificDevice(deviceKey, {
        onSuccess: () => {
          if (O.toUndefined(this.tokens.readDevice())?.deviceKey === deviceKey) this.tokens.clearDevice();
          done(E.right(undefined));
        },
        onFailure: (error) => done(E.left(toFailure(error))),
      }),
    );
  }
}
