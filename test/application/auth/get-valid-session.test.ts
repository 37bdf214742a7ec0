import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { makeGetValidSession } from '../../../src/application/auth/get-valid-session';
import type { AuthFailure } from '../../../src/domain/auth/failure/auth-failure';
import type { AuthSession } from '../../../src/domain/auth/session/auth-session';
import { HOUR_MS, NOW, aSession } from '../../support/auth-builders';
import { FakeAuthGateway } from '../../support/fakes/auth-fake-gateway';
import { RecordingLogger } from '../../support/fakes/auth-recording-logger';
import { FakeClock } from '../../support/fakes/fake-clock';

const expired = aSession({ expiresAt: NOW, idToken: 'old' });
const refreshed = aSession({ expiresAt: NOW + HOUR_MS, idToken: 'new' });

function setup(stored: O.Option<AuthSession> = O.some(expired)) {
  const auth = new FakeAuthGateway();
  auth.session = stored;
  const logger = new RecordingLogger();
  const clock = new FakeClock(NOW);
  return { auth, logger, clock, getValidSession: makeGetValidSession({ auth, clock, logger }) };
}

/** A promise the test settles by hand. */
function deferred<A>() {
  let resolve!: (value: A) => void;
  const promise = new Promise<A>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('getValidSession', () => {
  it('has no session when nobody is signed in', async () => {
    const { auth, getValidSession } = setup(O.none);

    expect(await getValidSession()).toEqual(E.right(O.none));
    expect(auth.callsTo('refreshSession')).toEqual([]);
  });

  it('returns a session whose tokens are still valid without refreshing', async () => {
    const { auth, getValidSession } = setup(O.some(refreshed));

    expect(await getValidSession()).toEqual(E.right(O.some(refreshed)));
    expect(auth.callsTo('refreshSession')).toEqual([]);
  });

  it('refreshes when the id or access token has expired', async () => {
    const { auth, getValidSession } = setup();
    auth.script('refreshSession', E.right(refreshed));

    expect(await getValidSession()).toEqual(E.right(O.some(refreshed)));
  });

  it.each<AuthFailure>([{ kind: 'NotAuthorized', message: 'Refresh Token has been revoked' }, { kind: 'Internal' }])(
    'clears the tokens after the refresh failure %j and logs the kind only',
    async (failure) => {
      const { auth, logger, getValidSession } = setup();
      auth.script('refreshSession', E.left(failure));

      expect(await getValidSession()).toEqual(E.right(O.none));
      expect(auth.session).toEqual(O.none);
      expect(logger.entries).toEqual([{ level: 'warn', message: 'Token refresh failed; signing out.', details: [failure.kind] }]);
    },
  );

  it('keeps the tokens after a network error and says so', async () => {
    const { auth, getValidSession } = setup();
    auth.script('refreshSession', E.left({ kind: 'Network' }));

    expect(await getValidSession()).toEqual(E.left({ kind: 'Network' }));
    expect(auth.session).toEqual(O.some(expired));
    expect(auth.callsTo('clearSession')).toEqual([]);
  });

  it('forgets a device the server no longer knows and retries the refresh once', async () => {
    const { auth, getValidSession } = setup();
    auth.script('refreshSession', E.left({ kind: 'DeviceNotFound' }), E.right(refreshed));

    expect(await getValidSession()).toEqual(E.right(O.some(refreshed)));
    expect(auth.calls.map((call) => call.method)).toEqual(['storedSession', 'refreshSession', 'clearStoredDevice', 'refreshSession']);
  });

  it('shares one in-flight refresh between concurrent callers', async () => {
    const { auth, getValidSession } = setup();
    const answer = deferred<E.Either<AuthFailure, AuthSession>>();
    auth.script('refreshSession', () => answer.promise);

    const callers = [getValidSession(), getValidSession(), getValidSession()];
    await new Promise((resolve) => setImmediate(resolve));
    answer.resolve(E.right(refreshed));

    expect(await Promise.all(callers)).toEqual([E.right(O.some(refreshed)), E.right(O.some(refreshed)), E.right(O.some(refreshed))]);
    expect(auth.callsTo('refreshSession')).toHaveLength(1);
  });

  it('starts a new refresh once the previous one has settled', async () => {
    const { auth, getValidSession } = setup();
    auth.script('refreshSession', E.left({ kind: 'Network' }), E.right(refreshed));

    expect(await getValidSession()).toEqual(E.left({ kind: 'Network' }));
    expect(await getValidSession()).toEqual(E.right(O.some(refreshed)));
    expect(auth.callsTo('refreshSession')).toHaveLength(2);
  });
});

describe('renew', () => {
  it('refreshes a session whose tokens are still valid (a service refused them), sharing the flight with an expiry refresh', async () => {
    const { auth, getValidSession } = setup(O.some(expired));
    auth.script('refreshSession', E.right(refreshed));

    const [byExpiry, byRefusal] = await Promise.all([getValidSession(), getValidSession.renew()]);

    expect(byExpiry).toEqual(E.right(O.some(refreshed)));
    expect(byRefusal).toEqual(E.right(O.some(refreshed)));
    expect(auth.callsTo('refreshSession')).toHaveLength(1);
  });
});
