// The library confirms a new device and answers DEVICE_SRP_AUTH itself when its user holds the device's keys;
// this class moves those keys between the sign-in user's scratch storage and the browser's storage.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as t from 'io-ts';
import type { RememberedDevice } from '../../domain/auth/session/remembered-device';
import type { AsSignedInUser } from './cognito-authenticator';
import type { ICognitoStorage } from 'amazon-cognito-identity-js';
import { type LibraryUser, type Result, toFailure } from './cognito-library';
import { LIBRARY_KEY_PREFIX, putDevice, type CognitoTokenStore } from './cognito-token-store';

const ListedDevice = t.intersection([
  t.type({ DeviceKey: t.string }),
  t.partial({ DeviceAttributes: t.array(t.type({ Name: t.string, Value: t.string })), DeviceLastAuthenticatedDate: t.number, DeviceCreateDate: t.number }),
]);
const ListDevicesAnswer = t.partial({ Devices: t.array(t.unknown) });

const LIST_LIMIT = 60;

export class CognitoDevices {
  constructor(
    private readonly tokens: CognitoTokenStore,
    private readonly clientId: string,
    private readonly asSignedInUser: AsSignedInUser,
  ) {}

  /** The device's keys where the library looks for them: under the typed name, and under the owner's id, which an SRP sign-in switches to. */
  seed(storage: ICognitoStorage, username: string): void {
    const stored = this.tokens.readDevice();
    if (O.isNone(stored)) return;
    for (const name of new Set([username, stored.value.owner])) putDevice(storage, `${LIBRARY_KEY_PREFIX}${this.clientId}.${name}`, stored.value);
  }

  /** After a sign-in: the device its user holds (a new one it confirmed, or one that proved itself) is kept for `owner`. */
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
