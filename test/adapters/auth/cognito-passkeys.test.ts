// Passkeys through CognitoAuthGateway (the library's request path) against the local Cognito peer, whose
// relying party is the app origin: register, list, sign in with USER_AUTH's WEB_AUTHN challenge, delete.
import * as E from 'fp-ts/Either';
import { type LocalBackend, startLocalBackend } from '../../../local-backend';
import { CognitoAuthGateway } from '../../../src/adapters/auth/cognito-auth-gateway';
import { makeGetValidSession } from '../../../src/application/auth/get-valid-session';
import { makeConfirmSignIn, makeSignIn } from '../../../src/application/auth/sign-in';
import { signUpWith } from '../../support/auth-builders';
import { LocalStorageSignInStateStore } from '../../../src/adapters/browser/local-storage-sign-in-state-store';
import { FakeClock } from '../../support/fakes/fake-clock';
import { FakeRandomSource } from '../../support/fakes/fake-random-source';
import { MemoryStorage } from '../../support/memory-storage';
import { SoftwarePasskey, softwareBrowser } from '../../support/software-passkey';

const ORIGIN = 'http://localhost:3000';
const EMAIL = 'ada@example.com';
const silentLogger = { log: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };

let backend: LocalBackend;
let refusal: string | undefined;
const passkey = () => new SoftwarePasskey();

async function subject(origin = ORIGIN, key = passkey()) {
  const clock = new FakeClock(Date.now());
  backend = await startLocalBackend({ port: 0, clock: () => clock.now(), log: () => undefined, appOrigin: ORIGIN });
  const gateway = new CognitoAuthGateway(
    { userPoolId: backend.userPoolId, clientId: backend.clientId, endpoint: backend.cognitoEndpoint },
    new MemoryStorage(),
    softwareBrowser(key, origin, () => refusal),
  );
  const deps = { auth: gateway, signInState: new LocalStorageSignInStateStore(new MemoryStorage()), clock, random: new FakeRandomSource(7) };
  const signIn = makeSignIn({ ...deps, getValidSession: makeGetValidSession({ auth: gateway, clock, logger: silentLogger }) });
  await signUpWith(gateway, new FakeRandomSource(7))({ email: EMAIL });
  await signIn({ username: EMAIL });
  const confirmed = await makeConfirmSignIn(deps)({ challengeResponse: backend.outbox.latest(EMAIL)?.code ?? '' });
  if (E.isLeft(confirmed)) throw new Error(`expected to be signed in, got ${JSON.stringify(confirmed.left)}`);
  return { gateway, signIn, key };
}

beforeEach(() => {
  refusal = undefined;
});
afterEach(() => backend.close());

describe('passkeys through the Cognito library against the local peer', () => {
  it('registers a passkey, lists it, and signs in with it after signing out', async () => {
    const { gateway, signIn, key } = await subject();

    const registered = await gateway.registerPasskey();
    const listed = await gateway.listPasskeys();
    await gateway.clearSession();
    const signedIn = await signIn({ username: EMAIL, authFlowType: 'USER_AUTH', preferredChallenge: 'WEB_AUTHN' });

    expect(gateway.passkeysAvailable).toBe(true);
    expect(registered).toEqual(E.right(undefined));
    expect(listed).toEqual(E.right([{ id: key.id.toString('base64url'), createdAt: expect.any(Number) }]));
    expect(signedIn).toEqual(E.right(expect.objectContaining({ signedIn: true })));
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

  it('deletes a passkey', async () => {
    const { gateway, key } = await subject();
    await gateway.registerPasskey();

    expect(await gateway.deletePasskey(key.id.toString('base64url'))).toEqual(E.right(undefined));
    expect(await gateway.listPasskeys()).toEqual(E.right([]));
  });
});
