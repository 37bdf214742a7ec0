import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { makePasskeys } from '../../../src/application/auth/passkeys';
import { aSession } from '../../support/auth-builders';
import { FakeAuthGateway, done } from '../../support/fakes/auth-fake-gateway';

const setup = (current: E.Either<{ kind: 'Network' }, O.Option<ReturnType<typeof aSession>>> = E.right(O.some(aSession({ email: 'ada@example.com' })))) => {
  const auth = new FakeAuthGateway();
  return { auth, passkeys: makePasskeys({ auth, getValidSession: async () => current }) };
};

describe('the signed-in passkey use-cases', () => {
  it('says whether this browser can use passkeys, as the gateway knows it', () => {
    const { auth, passkeys } = setup();
    expect(passkeys.available()).toBe(false);
    auth.passkeysAvailable = true;
    expect(passkeys.available()).toBe(true);
  });

  it('lists, adds and deletes over a valid session, passing the service’s answers through', async () => {
    const { auth, passkeys } = setup();
    auth.script('listPasskeys', E.right([{ id: 'pk-1', createdAt: 1_700_000_000_000 }]));
    auth.script('registerPasskey', E.left({ kind: 'Passkey', problem: 'Cancelled' }), done);
    auth.script('deletePasskey', done);

    expect(await passkeys.list()).toEqual(E.right([{ id: 'pk-1', createdAt: 1_700_000_000_000 }]));
    expect(await passkeys.add()).toEqual(E.left({ kind: 'Passkey', problem: 'Cancelled' }));
    expect(await passkeys.add()).toEqual(done);
    expect(await passkeys.remove('pk-1')).toEqual(done);
    expect(auth.callsTo('deletePasskey')).toEqual([['pk-1']]);
  });

  it('calls nothing for someone signed out, nor when the session could not be refreshed', async () => {
    const signedOut = setup(E.right(O.none));
    const offline = setup(E.left({ kind: 'Network' }));

    expect(await signedOut.passkeys.list()).toEqual(E.left({ kind: 'NotAuthorized', message: 'Nobody is signed in.' }));
    expect(await signedOut.passkeys.add()).toEqual(E.left({ kind: 'NotAuthorized', message: 'Nobody is signed in.' }));
    expect(await offline.passkeys.remove('pk-1')).toEqual(E.left({ kind: 'Network' }));
    expect(signedOut.auth.calls).toEqual([]);
    expect(offline.auth.calls).toEqual([]);
  });
});
