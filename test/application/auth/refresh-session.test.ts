import * as E from 'fp-ts/Either';
import { makeRefreshSession } from '../../../src/application/auth/get-valid-session';
import { aSession } from '../../support/auth-builders';
import { FakeAuthGateway } from '../../support/fakes/auth-fake-gateway';

describe('makeRefreshSession', () => {
  it('refreshes now, whether or not the stored tokens are still valid, and gives the new session', async () => {
    const fresh = aSession({ email: 'new@example.com' });
    const auth = new FakeAuthGateway().script('refreshSession', E.right(fresh));

    expect(await makeRefreshSession({ auth })()).toEqual(E.right(fresh));
    expect(auth.callsTo('refreshSession')).toHaveLength(1);
  });

  it('forgets a device the pool no longer knows and tries once more', async () => {
    const fresh = aSession();
    const auth = new FakeAuthGateway().script('refreshSession', E.left({ kind: 'DeviceNotFound' }), E.right(fresh));

    expect(await makeRefreshSession({ auth })()).toEqual(E.right(fresh));
    expect(auth.callsTo('clearStoredDevice')).toHaveLength(1);
  });

  it('passes a failure through and clears nothing', async () => {
    const auth = new FakeAuthGateway().script('refreshSession', E.left({ kind: 'Network' }));

    expect(await makeRefreshSession({ auth })()).toEqual(E.left({ kind: 'Network' }));
    expect(auth.callsTo('clearSession')).toEqual([]);
  });
});
