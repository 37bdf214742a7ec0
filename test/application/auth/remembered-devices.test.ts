import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { makeRememberedDevices } from '../../../src/application/auth/remembered-devices';
import { aSession } from '../../support/auth-builders';
import { FakeAuthGateway, done } from '../../support/fakes/auth-fake-gateway';

const setup = (current: E.Either<{ kind: 'Network' }, O.Option<ReturnType<typeof aSession>>> = E.right(O.some(aSession()))) => {
  const auth = new FakeAuthGateway();
  return { auth, devices: makeRememberedDevices({ auth, getValidSession: async () => current }) };
};

const device = { key: 'us-east-1_1', name: 'Chrome on Linux', lastUsedAt: 1_700_000_000_000, thisDevice: true };

describe('the signed-in remembered-device use-cases', () => {
  it('lists and forgets over a valid session, passing the service’s answers through', async () => {
    const { auth, devices } = setup();
    auth.script('listDevices', E.right([device]));
    auth.script('forgetDevice', done);

    expect(await devices.list()).toEqual(E.right([device]));
    expect(await devices.forget('us-east-1_1')).toEqual(done);
    expect(auth.callsTo('forgetDevice')).toEqual([['us-east-1_1']]);
  });

  it('calls nothing for someone signed out, and passes a failed session check through', async () => {
    const signedOut = setup(E.right(O.none));
    const offline = setup(E.left({ kind: 'Network' }));

    expect(E.isLeft(await signedOut.devices.list())).toBe(true);
    expect(E.isLeft(await signedOut.devices.forget('k'))).toBe(true);
    expect(await offline.devices.list()).toEqual(E.left({ kind: 'Network' }));
    expect(signedOut.auth.callsTo('listDevices')).toEqual([]);
    expect(offline.auth.callsTo('forgetDevice')).toEqual([]);
  });
});
