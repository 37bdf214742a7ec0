import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { makeAccountSecurity } from '../../../src/application/auth/account-security';
import type { AuthFailure } from '../../../src/domain/auth/failure/auth-failure';
import type { AuthSession } from '../../../src/domain/auth/session/auth-session';
import { aSession } from '../../support/auth-builders';
import { FakeAuthGateway, done } from '../../support/fakes/auth-fake-gateway';

const setup = (current: E.Either<{ kind: 'Network' }, O.Option<ReturnType<typeof aSession>>> = E.right(O.some(aSession({ email: 'ada@example.com' })))) => {
  const auth = new FakeAuthGateway();
  const refreshSession = jest.fn(async (): Promise<E.Either<AuthFailure, AuthSession>> => E.right(aSession({ region: 'GB' })));
  return { auth, refreshSession, ...makeAccountSecurity({ auth, getValidSession: async () => current, refreshSession }) };
};

const device = { key: 'us-east-1_1', name: 'Chrome on Linux', lastUsedAt: 1_700_000_000_000, thisDevice: true };

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

describe('the signed-in region use-case', () => {
  it('stores the region upper-cased, then refreshes the session so its tokens carry it', async () => {
    const { auth, refreshSession, region } = setup();
    auth.script('setRegion', done);

    expect(await region.change('gb')).toEqual(E.right('GB'));
    expect(auth.callsTo('setRegion')).toEqual([['GB']]);
    expect(refreshSession).toHaveBeenCalledTimes(1);
  });

  it('answers the new region when only the refresh failed: the change is made', async () => {
    const { auth, refreshSession, region } = setup();
    auth.script('setRegion', done);
    refreshSession.mockResolvedValueOnce(E.left({ kind: 'Network' }));

    expect(await region.change('IE')).toEqual(E.right('IE'));
  });

  it('passes a refusal through and refreshes nothing', async () => {
    const { auth, refreshSession, region } = setup();
    auth.script('setRegion', E.left({ kind: 'Network' }));

    expect(await region.change('IE')).toEqual(E.left({ kind: 'Network' }));
    expect(refreshSession).not.toHaveBeenCalled();
  });

  it('calls nothing for someone signed out', async () => {
    const { auth, region } = setup(E.right(O.none));

    expect(await region.change('IE')).toEqual(E.left(expect.objectContaining({ kind: 'NotAuthorized' })));
    expect(auth.callsTo('setRegion')).toEqual([]);
  });
});
