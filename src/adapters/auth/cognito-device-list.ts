// Listing and forgetting remembered devices through the Cognito library: a chunk of its own, loaded by the
// security page only.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as t from 'io-ts';
import type { RememberedDevice } from '../../domain/auth/session/remembered-device';
import type { AsSignedInUser } from './cognito-authenticator';
import { toFailure, type Result } from './cognito-library';
import type { CognitoTokenStore } from './cognito-token-store';

/** ListDevices' answer, decoded at the edge: a device without a key is left out. */
const ListedDevice = t.intersection([
  t.type({ DeviceKey: t.string }),
  t.partial({ DeviceAttributes: t.array(t.type({ Name: t.string, Value: t.string })), DeviceLastAuthenticatedDate: t.number, DeviceCreateDate: t.number }),
]);
const ListDevicesAnswer = t.partial({ Devices: t.array(t.unknown) });

/** Cognito's own limit per ListDevices page. */
const LIST_LIMIT = 60;

export function listDevices(tokens: CognitoTokenStore, asSignedInUser: AsSignedInUser): Promise<Result<readonly RememberedDevice[]>> {
  const thisDevice = O.toUndefined(tokens.readDevice())?.deviceKey;
  return asSignedInUser((user, done) =>
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

/** Forgetting this browser's device also drops what it keeps of it. */
export function forgetDevice(tokens: CognitoTokenStore, asSignedInUser: AsSignedInUser, deviceKey: string): Promise<Result<void>> {
  return asSignedInUser((user, done) =>
    user.forgetSpecificDevice(deviceKey, {
      onSuccess: () => {
        if (O.toUndefined(tokens.readDevice())?.deviceKey === deviceKey) tokens.clearDevice();
        done(E.right(undefined));
      },
      onFailure: (error) => done(E.left(toFailure(error))),
    }),
  );
}
