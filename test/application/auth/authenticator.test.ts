import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { makeAuthenticator } from '../../../src/application/auth/authenticator';
import { aSession } from '../../support/auth-builders';
import { FakeAuthGateway, done } from '../../support/fakes/auth-fake-gateway';

const setup = (current: E.Either<{ kind: 'Network' }, O.Option<ReturnType<typeof aSession>>> = E.right(O.some(aSession({ email: 'ada@example.com' })))) => {
  const auth = new FakeAuthGateway();
  return { auth, authenticator: makeAuthenticator({ auth, getValidSession: async () => current }) };
};

describe('the signed-in authenticator use-cases', () => {
  it('gives the secret and a setup link naming the signed-in address', async () => {
    const { auth, authenticator } = setup();
    auth.script('associateUserSoftwareToken', E.right({ secretCode: 'JBSWY3DPEHPK3PXP' }));

    expect(await authenticator.start()).toEqual(
      E.right({ sharedSecret: 'JBSWY3DPEHPK3PXP', setupUri: 'otpauth://totp/Protect:ada%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Protect' }),
    );
  });

  it('turns the app on only after its code was checked', async () => {
    const { auth, authenticator } = setup();
    auth.script('verifyUserSoftwareToken', E.left({ kind: 'ConfirmationFailed', problem: 'CodeMismatch' }), done);
    auth.script('setMfaPreference', done);

    expect(await authenticator.confirm('000000')).toEqual(E.left({ kind: 'ConfirmationFailed', problem: 'CodeMismatch' }));
    expect(auth.callsTo('setMfaPreference')).toEqual([]);
    expect(await authenticator.confirm('123456')).toEqual(done);
    expect(auth.callsTo('setMfaPreference')).toEqual([[{ totp: { enabled: true, preferred: true } }]]);
  });

  it('reads the settings and turns the app off', async () => {
    const { auth, authenticator } = setup();
    auth.script('getMfaSettings', E.right({ enabled: ['TOTP'], preferred: 'TOTP' }));
    auth.script('setMfaPreference', done);

    expect(await authenticator.settings()).toEqual(E.right({ enabled: ['TOTP'], preferred: 'TOTP' }));
    expect(await authenticator.turnOff()).toEqual(done);
    expect(auth.callsTo('setMfaPreference')).toEqual([[{ totp: { enabled: false, preferred: false } }]]);
  });

  it('calls nothing for someone signed out, nor when the session could not be refreshed', async () => {
    const signedOut = setup(E.right(O.none));
    const offline = setup(E.left({ kind: 'Network' }));

    expect(await signedOut.authenticator.settings()).toEqual(E.left({ kind: 'NotAuthorized', message: 'Nobody is signed in.' }));
    expect(await offline.authenticator.turnOff()).toEqual(E.left({ kind: 'Network' }));
    expect(signedOut.auth.calls).toEqual([]);
  });
});
