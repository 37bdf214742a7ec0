// The offline pool's passkeys, checked as local-backend checks them (@simplewebauthn/server), with a
// software authenticator in place of the browser's.
import * as E from 'fp-ts/Either';
import { makeConfirmSignIn, makeSignIn } from '../../../src/application/auth/sign-in';
import { makeGetValidSession } from '../../../src/application/auth/get-valid-session';
import { InMemoryAuthGateway } from '../../../src/adapters/auth/in-memory-auth-gateway';
import { LocalStorageSignInStateStore } from '../../../src/adapters/browser/local-storage-sign-in-state-store';
import { FAULTS_STORAGE_KEY, createStorageFaultSwitch } from '../../../src/stand-ins/faults/storage-fault-switch';
import { OfflineOutbox } from '../../../src/stand-ins/outbox/offline-outbox';
import { FakeClock } from '../../support/fakes/fake-clock';
import { FakeRandomSource } from '../../support/fakes/fake-random-source';
import { MemoryStorage } from '../../support/memory-storage';
import { SoftwarePasskey, softwareBrowser } from '../../support/software-passkey';

const ORIGIN = 'http://localhost:3000';
const EMAIL = 'ada@example.com';
const silentLogger = { log: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };

let refusal: string | undefined;

/** A person signed in with the e-mailed code, on a browser at `origin` whose authenticator is `key`. */
async function subject(origin = ORIGIN, key = new SoftwarePasskey()) {
  const session = new MemoryStorage();
  const faults = new MemoryStorage();
  const clock = new FakeClock(Date.now());
  const outbox = new OfflineOutbox(session, () => undefined);
  const gateway = new InMemoryAuthGateway({
    storage: session,
    clock,
    random: new FakeRandomSource(7),
    faults: createStorageFaultSwitch(faults, async () => undefined),
    outbox,
    appOrigin: ORIGIN,
    browser: softwareBrowser(key, origin, () => refusal),
  });
  const deps = { auth: gateway, signInState: new LocalStorageSignInStateStore(session), clock, random: new FakeRandomSource(7) };
  const signIn = makeSignIn({ ...deps, getValidSession: makeGetValidSession({ auth: gateway, clock, logger: silentLogger }) });
  const confirmSignIn = makeConfirmSignIn(deps);
  await gateway.signUp({ username: EMAIL, password: 'Correct-Horse-Battery-1', attributes: { email: EMAIL } });
  await signIn({ username: EMAIL });
  await confirmSignIn({ challengeResponse: outbox.list().find((m) => m.to === EMAIL)?.code ?? '' });
  return { gateway, signIn, confirmSignIn, key, session, faults };
}

beforeEach(() => {
  refusal = undefined;
});

describe('passkeys in the offline pool', () => {
  it('registers a passkey, lists it, and signs in with it after signing out: the first-factor choice, then the passkey', async () => {
    const { gateway, signIn, confirmSignIn, key } = await subject();

    const registered = await gateway.registerPasskey();
    const listed = await gateway.listPasskeys();
    await gateway.clearSession();
    const choice = await signIn({ username: EMAIL, authFlowType: 'USER_AUTH' });
    const signedIn = await confirmSignIn({ challengeResponse: 'WEB_AUTHN' });

    expect(gateway.passkeysAvailable).toBe(true);
    expect(registered).toEqual(E.right(undefined));
    expect(listed).toEqual(E.right([{ id: key.id.toString('base64url'), createdAt: expect.any(Number) }]));
    expect(choice).toEqual(
      E.right({ signedIn: false, nextStep: { step: 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION', availableChallenges: ['WEB_AUTHN'] } }),
    );
    expect(signedIn).toEqual(E.right({ signedIn: true, nextStep: { step: 'DONE' } }));
  });

  it('refuses sign-in options the passkeyOptions fault breaks before the browser is asked', async () => {
    const { gateway, signIn, confirmSignIn, faults, key } = await subject();
    await gateway.registerPasskey();
    await gateway.clearSession();
    const asked = jest.spyOn(key, 'get');
    faults.setItem(FAULTS_STORAGE_KEY, JSON.stringify({ passkeyOptions: { body: 'wrong-types' } }));

    await signIn({ username: EMAIL, authFlowType: 'USER_AUTH' });
    expect(await confirmSignIn({ challengeResponse: 'WEB_AUTHN' })).toEqual(E.left({ kind: 'Passkey', problem: 'InvalidAuthenticationOptions' }));
    expect(asked).not.toHaveBeenCalled();
  });

  it('refuses creation options the passkeyRegistrationOptions fault breaks before the browser is asked, and adds nothing', async () => {
    const { gateway, faults, key } = await subject();
    const asked = jest.spyOn(key, 'create');
    faults.setItem(FAULTS_STORAGE_KEY, JSON.stringify({ passkeyRegistrationOptions: { body: 'malformed-json' } }));

    expect(await gateway.registerPasskey()).toEqual(E.left({ kind: 'Passkey', problem: 'InvalidRegistrationOptions' }));
    expect(asked).not.toHaveBeenCalled();
    expect(await gateway.listPasskeys()).toEqual(E.right([]));
  });

  it('refuses the passkey sign-in of a person who has none, and of nobody', async () => {
    const { gateway, signIn } = await subject();
    await gateway.clearSession();

    expect(await signIn({ username: EMAIL, authFlowType: 'USER_AUTH' })).toEqual(E.left({ kind: 'NotAuthorized', message: 'This person has no passkey.' }));
    expect(await signIn({ username: 'nobody@example.com', authFlowType: 'USER_AUTH' })).toEqual(E.left({ kind: 'UserNotFound' }));
  });

  it('names a second registration of the same passkey "already exists"', async () => {
    const { gateway } = await subject();
    await gateway.registerPasskey();

    expect(await gateway.registerPasskey()).toEqual(E.left({ kind: 'Passkey', problem: 'AlreadyExists' }));
  });

  it('names a cancelled ceremony, and a passkey made for another site', async () => {
    const { gateway } = await subject('http://evil.example');
    refusal = 'NotAllowedError';
    const cancelled = await gateway.registerPasskey();
    refusal = undefined;
    const otherSite = await gateway.registerPasskey();

    expect(cancelled).toEqual(E.left({ kind: 'Passkey', problem: 'Cancelled' }));
    expect(otherSite).toEqual(E.left({ kind: 'Passkey', problem: 'RelyingPartyMismatch' }));
  });

  it('ends the sign-in when the person cancels the passkey, and takes each challenge once', async () => {
    const { gateway, signIn, confirmSignIn } = await subject();
    await gateway.registerPasskey();
    await gateway.clearSession();
    await signIn({ username: EMAIL, authFlowType: 'USER_AUTH' });
    refusal = 'NotAllowedError';

    expect(await confirmSignIn({ challengeResponse: 'WEB_AUTHN' })).toEqual(E.left({ kind: 'Passkey', problem: 'Cancelled' }));
    refusal = undefined;
    expect(await confirmSignIn({ challengeResponse: 'WEB_AUTHN' })).toEqual(E.left({ kind: 'SignInStateMissing' }));
  });

  it('deletes a passkey, and nobody else’s', async () => {
    const { gateway, key } = await subject();
    await gateway.registerPasskey();

    expect(await gateway.deletePasskey('someone-elses')).toEqual(E.left(expect.objectContaining({ kind: 'Service', code: 'ResourceNotFoundException' })));
    expect(await gateway.deletePasskey(key.id.toString('base64url'))).toEqual(E.right(undefined));
    expect(await gateway.listPasskeys()).toEqual(E.right([]));
  });

  it('offers no passkey in a browser without WebAuthn, and needs a signed-in person to add one', async () => {
    const { gateway } = await subject();
    await gateway.clearSession();

    expect(await gateway.registerPasskey()).toEqual(E.left(expect.objectContaining({ kind: 'NotAuthorized' })));
    expect(await gateway.listPasskeys()).toEqual(E.left(expect.objectContaining({ kind: 'NotAuthorized' })));
  });
});
