import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { makeSignOut } from '../../../src/application/auth/sign-out';
import { aSession, aSignInState } from '../../support/auth-builders';
import { FakeAuthGateway, done } from '../../support/fakes/auth-fake-gateway';
import { InMemorySignInStateStore } from '../../support/fakes/auth-in-memory-sign-in-state-store';
import { RecordingLogger } from '../../support/fakes/auth-recording-logger';

function setup() {
  const auth = new FakeAuthGateway();
  auth.session = O.some(aSession());
  const signInState = new InMemorySignInStateStore();
  signInState.state = O.some(aSignInState());
  const logger = new RecordingLogger();
  return { auth, signInState, logger, signOut: makeSignOut({ auth, signInState, logger }) };
}

describe('signOut', () => {
  it('revokes the refresh token, then clears tokens, identity and any pending sign-in', async () => {
    const { auth, signInState, signOut } = setup();
    auth.script('revokeRefreshToken', done);

    expect(await signOut()).toEqual(E.right(undefined));
    expect(auth.calls.map((call) => call.method)).toEqual(['revokeRefreshToken', 'clearSession']);
    expect(auth.session).toEqual(O.none);
    expect(signInState.state).toEqual(O.none);
  });

  it('ends the local session before the revoke answers, so leaving the page mid-sign-out leaves nobody signed in', async () => {
    const { auth, signInState, signOut } = setup();
    let answer: (result: E.Either<never, void>) => void = () => undefined;
    auth.script('revokeRefreshToken', () => new Promise((resolve) => (answer = resolve)));

    const signingOut = signOut();
    await new Promise((resolve) => setImmediate(resolve));
    expect(auth.session).toEqual(O.none);
    expect(signInState.state).toEqual(O.none);
    expect(auth.calls.map((call) => call.method)).toEqual(['revokeRefreshToken', 'clearSession']);

    answer(E.right(undefined));
    expect(await signingOut).toEqual(E.right(undefined));
  });

  it('still signs out locally when the revoke fails, and logs it without details of the token', async () => {
    const { auth, logger, signOut } = setup();
    auth.script('revokeRefreshToken', E.left({ kind: 'Network' }));

    expect(await signOut()).toEqual(E.right(undefined));
    expect(auth.session).toEqual(O.none);
    expect(logger.entries).toEqual([{ level: 'warn', message: 'Refresh token not revoked; signing out locally.', details: ['Network'] }]);
  });

  it('forgets the identity-pool credentials with the tokens', async () => {
    const { auth, signInState, logger } = setup();
    const identity = { clear: jest.fn() };
    auth.script('revokeRefreshToken', done);

    expect(await makeSignOut({ auth, signInState, logger, identity })()).toEqual(E.right(undefined));
    expect(identity.clear).toHaveBeenCalledTimes(1);
  });

  it('ends the hosted sign-in pages’ session last, and a failure there is the OAuth sign-out error with everything local already cleared', async () => {
    const { auth, signInState, logger } = setup();
    auth.script('revokeRefreshToken', done);
    const cleared: boolean[] = [];
    const hostedSignOut = {
      start: jest.fn(async (): Promise<E.Either<'Failed', void>> => {
        cleared.push(O.isNone(auth.session) && O.isNone(signInState.state));
        return E.left('Failed' as const);
      }),
    };

    expect(await makeSignOut({ auth, signInState, logger, hostedSignOut })()).toEqual(E.left({ kind: 'OAuthSignOutFailed' }));
    expect(cleared).toEqual([true]);
    hostedSignOut.start.mockResolvedValueOnce(E.right(undefined));
    auth.script('revokeRefreshToken', done);
    expect(await makeSignOut({ auth, signInState, logger, hostedSignOut })()).toEqual(E.right(undefined));
  });
});
