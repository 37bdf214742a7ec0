// The peer's passkeys: registered with an access token, listed and deleted, and answered in USER_AUTH's
// WEB_AUTHN challenge; attestations and assertions are really verified against the app's origin.
import { SoftwarePasskey } from '../support/software-passkey';
import { CLIENT_ID, T0, get, makePool, signIn } from './support';

const EMAIL = 'ada@example.com';
const ORIGIN = 'http://localhost:3000';
const RP = { id: 'localhost', name: 'Protect', origin: ORIGIN };

function signedIn(overrides: Parameters<typeof makePool>[0] = {}) {
  const made = makePool({ webAuthnRelyingParty: RP, ...overrides });
  const { accessToken } = signIn(made.call, made.outbox, EMAIL);
  const call = (operation: string, body: unknown, now = T0) => made.pool.handleAsync(`AWSCognitoIdentityProviderService.${operation}`, body, now);
  return { ...made, accessToken, call, syncCall: made.call };
}

type Made = ReturnType<typeof signedIn>;

async function register(r: Made, passkey: SoftwarePasskey, origin = ORIGIN, rpId?: string) {
  const started = await r.call('StartWebAuthnRegistration', { AccessToken: r.accessToken });
  const options = get<{ challenge: string; rp: { id: string } }>(started, 'CredentialCreationOptions');
  return r.call('CompleteWebAuthnRegistration', { AccessToken: r.accessToken, Credential: passkey.create(options, origin, rpId) });
}

const userAuth = (preferred?: string) => ({
  AuthFlow: 'USER_AUTH',
  ClientId: CLIENT_ID,
  AuthParameters: { USERNAME: EMAIL, ...(preferred === undefined ? {} : { PREFERRED_CHALLENGE: preferred }) },
});

const passkeyAnswer = (session: string, credential: unknown) => ({
  ChallengeName: 'WEB_AUTHN',
  ClientId: CLIENT_ID,
  Session: session,
  ChallengeResponses: { USERNAME: EMAIL, CREDENTIAL: JSON.stringify(credential) },
});

describe('passkeys on the local pool', () => {
  it('registers a passkey for the app origin and lists it', async () => {
    const r = signedIn();
    const passkey = new SoftwarePasskey();

    const started = await r.call('StartWebAuthnRegistration', { AccessToken: r.accessToken });
    const done = await r.call('CompleteWebAuthnRegistration', {
      AccessToken: r.accessToken,
      Credential: passkey.create(get(started, 'CredentialCreationOptions'), ORIGIN),
    });
    const listed = await r.call('ListWebAuthnCredentials', { AccessToken: r.accessToken });

    expect(get(started, 'CredentialCreationOptions', 'rp')).toEqual({ id: 'localhost', name: 'Protect' });
    expect(done).toEqual({ status: 200, body: {} });
    expect(listed.body).toEqual({
      Credentials: [
        {
          CredentialId: passkey.id.toString('base64url'),
          RelyingPartyId: 'localhost',
          AuthenticatorTransports: ['internal'],
          AuthenticatorAttachment: 'platform',
          CreatedAt: T0 / 1000,
        },
      ],
    });
  });

  it('excludes a registered passkey from the next registration and refuses it twice', async () => {
    const r = signedIn();
    const passkey = new SoftwarePasskey();
    await register(r, passkey);

    const started = await r.call('StartWebAuthnRegistration', { AccessToken: r.accessToken });
    const again = await r.call('CompleteWebAuthnRegistration', {
      AccessToken: r.accessToken,
      Credential: passkey.create(get(started, 'CredentialCreationOptions'), ORIGIN),
    });

    expect(get(started, 'CredentialCreationOptions', 'excludeCredentials')).toEqual([
      { id: passkey.id.toString('base64url'), type: 'public-key', transports: ['internal'] },
    ]);
    expect(again.body).toEqual({ __type: 'InvalidParameterException', message: 'This passkey is already registered.' });
  });

  it('refuses an attestation made for another relying party or origin, or without a started registration', async () => {
    const r = signedIn();

    const otherRp = await register(r, new SoftwarePasskey(), ORIGIN, 'evil.example');
    const otherOrigin = await register(r, new SoftwarePasskey(), 'http://evil.example');
    const notStarted = await r.call('CompleteWebAuthnRegistration', {
      AccessToken: r.accessToken,
      Credential: new SoftwarePasskey().create({ challenge: 'AAAA', rp: {} }, ORIGIN),
    });

    expect(get(otherRp, '__type')).toBe('WebAuthnRelyingPartyMismatchException');
    expect(get(otherOrigin, '__type')).toBe('WebAuthnOriginNotAllowedException');
    expect(get(notStarted, '__type')).toBe('WebAuthnChallengeNotFoundException');
  });

  it('refuses the passkey calls without a valid access token', async () => {
    const r = signedIn();

    const started = await r.call('StartWebAuthnRegistration', { AccessToken: 'not-a-token' });

    expect(started).toEqual({ status: 400, body: { __type: 'NotAuthorizedException', message: 'Invalid Access Token' } });
  });

  it('deletes a passkey; another person cannot delete it', async () => {
    const r = signedIn();
    const passkey = new SoftwarePasskey();
    await register(r, passkey);
    const other = signIn(r.syncCall, r.outbox, 'bob@example.com');
    const id = passkey.id.toString('base64url');

    const stranger = await r.call('DeleteWebAuthnCredential', { AccessToken: other.accessToken, CredentialId: id });
    const owner = await r.call('DeleteWebAuthnCredential', { AccessToken: r.accessToken, CredentialId: id });
    const listed = await r.call('ListWebAuthnCredentials', { AccessToken: r.accessToken });

    expect(get(stranger, '__type')).toBe('ResourceNotFoundException');
    expect(owner).toEqual({ status: 200, body: {} });
    expect(listed.body).toEqual({ Credentials: [] });
  });

  it('signs in with USER_AUTH and a preferred WEB_AUTHN challenge, verifying the assertion', async () => {
    const r = signedIn();
    const passkey = new SoftwarePasskey();
    await register(r, passkey);

    const challenge = await r.call('InitiateAuth', userAuth('WEB_AUTHN'));
    const options = JSON.parse(get(challenge, 'ChallengeParameters', 'CREDENTIAL_REQUEST_OPTIONS')) as {
      challenge: string;
      rpId: string;
      allowCredentials: unknown;
    };
    const done = await r.call('RespondToAuthChallenge', passkeyAnswer(get(challenge, 'Session'), passkey.get(options, ORIGIN)));

    expect(get(challenge, 'ChallengeName')).toBe('WEB_AUTHN');
    expect(options).toMatchObject({ rpId: 'localhost', allowCredentials: [{ id: passkey.id.toString('base64url'), type: 'public-key' }] });
    expect(get(done, 'AuthenticationResult', 'AccessToken')).toEqual(expect.any(String));
  });

  it("breaks only the forced person's sign-in options, once, when the passkeyOptions fault is set", async () => {
    const r = signedIn();
    await register(r, new SoftwarePasskey());
    r.faults.set({ passkeyOptions: { body: 'malformed-json', times: 1 } }, EMAIL);

    const broken = await r.call('InitiateAuth', userAuth('WEB_AUTHN'));
    const next = await r.call('InitiateAuth', userAuth('WEB_AUTHN'));

    expect(get(broken, 'ChallengeName')).toBe('WEB_AUTHN');
    expect(() => JSON.parse(get(broken, 'ChallengeParameters', 'CREDENTIAL_REQUEST_OPTIONS'))).toThrow(SyntaxError);
    expect(JSON.parse(get(next, 'ChallengeParameters', 'CREDENTIAL_REQUEST_OPTIONS'))).toMatchObject({ rpId: 'localhost' });
  });

  it("breaks only the forced person's creation options, once, when the passkeyRegistrationOptions fault is set", async () => {
    const r = signedIn();
    r.faults.set({ passkeyRegistrationOptions: { body: 'wrong-types', times: 1 } }, EMAIL);

    const broken = await r.call('StartWebAuthnRegistration', { AccessToken: r.accessToken });
    const next = await r.call('StartWebAuthnRegistration', { AccessToken: r.accessToken });

    expect(get(broken, 'CredentialCreationOptions', 'challenge')).toBe(42);
    expect(get(next, 'CredentialCreationOptions')).toMatchObject({ rp: { id: 'localhost' }, challenge: expect.any(String) });
  });

  it('offers the first-factor selection without a preference, then the passkey; a second passkey challenge is refused', async () => {
    const r = signedIn();
    const passkey = new SoftwarePasskey();
    await register(r, passkey);

    const select = await r.call('InitiateAuth', userAuth());
    const selectAnswer = {
      ChallengeName: 'SELECT_CHALLENGE',
      ClientId: CLIENT_ID,
      Session: get(select, 'Session'),
      ChallengeResponses: { USERNAME: EMAIL, ANSWER: 'WEB_AUTHN' },
    };
    const challenge = await r.call('RespondToAuthChallenge', selectAnswer);
    const replayed = await r.call('RespondToAuthChallenge', selectAnswer);
    const options = JSON.parse(get(challenge, 'ChallengeParameters', 'CREDENTIAL_REQUEST_OPTIONS')) as { challenge: string };
    const done = await r.call('RespondToAuthChallenge', passkeyAnswer(get(challenge, 'Session'), passkey.get(options, ORIGIN)));

    expect(select.body).toMatchObject({ ChallengeName: 'SELECT_CHALLENGE', AvailableChallenges: ['PASSWORD', 'PASSWORD_SRP', 'WEB_AUTHN'] });
    expect(get(challenge, 'ChallengeName')).toBe('WEB_AUTHN');
    expect(get(replayed, '__type')).toBe('NotAuthorizedException');
    expect(get(done, 'AuthenticationResult', 'AccessToken')).toEqual(expect.any(String));
  });

  it('refuses a passkey challenge asked again in the same sign-in', async () => {
    const r = signedIn();
    await register(r, new SoftwarePasskey());
    const challenge = await r.call('InitiateAuth', userAuth('WEB_AUTHN'));

    const second = await r.call('RespondToAuthChallenge', {
      ChallengeName: 'SELECT_CHALLENGE',
      ClientId: CLIENT_ID,
      Session: get(challenge, 'Session'),
      ChallengeResponses: { USERNAME: EMAIL, ANSWER: 'WEB_AUTHN' },
    });

    expect(get(second, '__type')).toBe('NotAuthorizedException');
  });

  it('refuses an assertion signed for another relying party, or by a key that is not registered', async () => {
    const r = signedIn();
    const passkey = new SoftwarePasskey();
    await register(r, passkey);
    const first = await r.call('InitiateAuth', userAuth('WEB_AUTHN'));
    const second = await r.call('InitiateAuth', userAuth('WEB_AUTHN'));
    const optionsOf = (response: typeof first) => JSON.parse(get(response, 'ChallengeParameters', 'CREDENTIAL_REQUEST_OPTIONS')) as { challenge: string };

    const otherRp = await r.call('RespondToAuthChallenge', passkeyAnswer(get(first, 'Session'), passkey.get(optionsOf(first), ORIGIN, 'evil.example')));
    const stranger = await r.call('RespondToAuthChallenge', passkeyAnswer(get(second, 'Session'), new SoftwarePasskey().get(optionsOf(second), ORIGIN)));

    expect(get(otherRp, '__type')).toBe('WebAuthnRelyingPartyMismatchException');
    expect(get(stranger, '__type')).toBe('NotAuthorizedException');
  });

  it('refuses every passkey call when the pool has no relying party', async () => {
    const r = signedIn({ webAuthnRelyingParty: undefined });

    const started = await r.call('StartWebAuthnRegistration', { AccessToken: r.accessToken });

    expect(get(started, '__type')).toBe('WebAuthnNotEnabledException');
  });
});
