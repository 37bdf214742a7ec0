// USER_AUTH's choice of a first factor on the local peer: SELECT_CHALLENGE lists what this person can use
// among the pool's allowed first factors, and each answer (PASSWORD, PASSWORD_SRP, WEB_AUTHN) goes on.
import { SoftwarePasskey } from '../support/software-passkey';
import { CLIENT_ID, PASSWORD, T0, get, makePool, signUpBody } from './support';

const EMAIL = 'ada@example.com';
const ORIGIN = 'http://localhost:3000';
const RP = { id: 'localhost', name: 'Protect', origin: ORIGIN };
const SRP_A = 'ab'.repeat(384);

async function pool(overrides: Parameters<typeof makePool>[0] = {}) {
  const made = makePool({ webAuthnRelyingParty: RP, ...overrides });
  made.call('SignUp', signUpBody(EMAIL));
  const call = (operation: string, body: unknown, now = T0) => made.pool.handleAsync(`AWSCognitoIdentityProviderService.${operation}`, body, now);
  return { ...made, call };
}

type Peer = Awaited<ReturnType<typeof pool>>;

/** Signs in with the password (USER_AUTH, PASSWORD preferred) and registers a passkey. */
async function addPasskey(peer: Peer): Promise<void> {
  const signedIn = await peer.call('InitiateAuth', {
    AuthFlow: 'USER_AUTH',
    ClientId: CLIENT_ID,
    AuthParameters: { USERNAME: EMAIL, PREFERRED_CHALLENGE: 'PASSWORD', PASSWORD },
  });
  const accessToken = get<string>(signedIn, 'AuthenticationResult', 'AccessToken');
  const started = await peer.call('StartWebAuthnRegistration', { AccessToken: accessToken });
  const options = get<{ challenge: string; rp: { id: string } }>(started, 'CredentialCreationOptions');
  await peer.call('CompleteWebAuthnRegistration', { AccessToken: accessToken, Credential: new SoftwarePasskey().create(options, ORIGIN) });
}

const userAuth = (preferred?: string) => ({
  AuthFlow: 'USER_AUTH',
  ClientId: CLIENT_ID,
  AuthParameters: { USERNAME: EMAIL, ...(preferred === undefined ? {} : { PREFERRED_CHALLENGE: preferred }) },
});

const select = (session: string, responses: Readonly<Record<string, string>>) => ({
  ChallengeName: 'SELECT_CHALLENGE',
  ClientId: CLIENT_ID,
  Session: session,
  ChallengeResponses: { USERNAME: EMAIL, ...responses },
});

describe("USER_AUTH's first-factor choice on the local pool", () => {
  it('offers the password (both ways) to a person with a password and no passkey', async () => {
    const peer = await pool();

    const chosen = await peer.call('InitiateAuth', userAuth());

    expect(chosen.body).toMatchObject({
      ChallengeName: 'SELECT_CHALLENGE',
      AvailableChallenges: ['PASSWORD', 'PASSWORD_SRP'],
      ChallengeParameters: { USERNAME: expect.any(String) },
    });
  });

  it('offers the password and the passkey to a person with both, and the passkey alone where the pool allows only it', async () => {
    const both = await pool();
    await addPasskey(both);
    const passkeyOnly = await pool({ allowedFirstAuthFactors: ['WEB_AUTHN'] });
    await addPasskey(passkeyOnly);

    expect((await both.call('InitiateAuth', userAuth())).body).toMatchObject({ AvailableChallenges: ['PASSWORD', 'PASSWORD_SRP', 'WEB_AUTHN'] });
    expect((await passkeyOnly.call('InitiateAuth', userAuth())).body).toMatchObject({ AvailableChallenges: ['WEB_AUTHN'] });
  });

  it('answers the choice, not the passkey, when the preferred first factor is one this person cannot use', async () => {
    const peer = await pool();

    const chosen = await peer.call('InitiateAuth', userAuth('WEB_AUTHN'));

    expect(chosen.body).toMatchObject({ ChallengeName: 'SELECT_CHALLENGE', AvailableChallenges: ['PASSWORD', 'PASSWORD_SRP'] });
  });

  it('signs in with ANSWER PASSWORD and the right password; a wrong one is "Incorrect username or password."', async () => {
    const peer = await pool();
    const first = get<string>(await peer.call('InitiateAuth', userAuth()), 'Session');
    const second = get<string>(await peer.call('InitiateAuth', userAuth()), 'Session');

    const wrong = await peer.call('RespondToAuthChallenge', select(first, { ANSWER: 'PASSWORD', PASSWORD: `${PASSWORD}x` }));
    const right = await peer.call('RespondToAuthChallenge', select(second, { ANSWER: 'PASSWORD', PASSWORD }));

    expect(wrong.body).toEqual({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
    expect(get(right, 'AuthenticationResult', 'AccessToken')).toEqual(expect.any(String));
  });

  it('goes on to the MFA a password sign-in gets', async () => {
    const peer = await pool({ mfaConfiguration: 'ON' });
    const session = get<string>(await peer.call('InitiateAuth', userAuth()), 'Session');

    const next = await peer.call('RespondToAuthChallenge', select(session, { ANSWER: 'PASSWORD', PASSWORD }));

    expect(next.body).toMatchObject({ ChallengeName: 'MFA_SETUP', ChallengeParameters: { MFAS_CAN_SETUP: '["SOFTWARE_TOKEN_MFA","EMAIL_OTP"]' } });
  });

  it('answers ANSWER PASSWORD_SRP with SRP_A by PASSWORD_VERIFIER', async () => {
    const peer = await pool();
    const session = get<string>(await peer.call('InitiateAuth', userAuth()), 'Session');

    const verifier = await peer.call('RespondToAuthChallenge', select(session, { ANSWER: 'PASSWORD_SRP', SRP_A }));

    expect(verifier.body).toMatchObject({
      ChallengeName: 'PASSWORD_VERIFIER',
      Session: expect.any(String),
      ChallengeParameters: { SALT: expect.any(String), SRP_B: expect.any(String), SECRET_BLOCK: expect.any(String), USER_ID_FOR_SRP: expect.any(String) },
    });
  });

  it('answers ANSWER WEB_AUTHN by the passkey challenge', async () => {
    const peer = await pool();
    await addPasskey(peer);
    const session = get<string>(await peer.call('InitiateAuth', userAuth()), 'Session');

    const challenge = await peer.call('RespondToAuthChallenge', select(session, { ANSWER: 'WEB_AUTHN' }));

    expect(challenge.body).toMatchObject({ ChallengeName: 'WEB_AUTHN', ChallengeParameters: { CREDENTIAL_REQUEST_OPTIONS: expect.any(String) } });
  });

  it('refuses a factor it did not offer, and the session stays usable', async () => {
    const peer = await pool();
    const session = get<string>(await peer.call('InitiateAuth', userAuth()), 'Session');
    const passkeyOnly = await pool({ allowedFirstAuthFactors: ['WEB_AUTHN'] });
    await addPasskey(passkeyOnly);
    const passkeySession = get<string>(await passkeyOnly.call('InitiateAuth', userAuth()), 'Session');

    const passkey = await peer.call('RespondToAuthChallenge', select(session, { ANSWER: 'WEB_AUTHN' }));
    const code = await peer.call('RespondToAuthChallenge', select(session, { ANSWER: 'EMAIL_OTP' }));
    const password = await passkeyOnly.call('RespondToAuthChallenge', select(passkeySession, { ANSWER: 'PASSWORD', PASSWORD }));
    const after = await peer.call('RespondToAuthChallenge', select(session, { ANSWER: 'PASSWORD', PASSWORD }));

    expect(passkey.body).toEqual({ __type: 'InvalidParameterException', message: 'Challenge WEB_AUTHN is not available for this user.' });
    expect(code.body).toEqual({ __type: 'InvalidParameterException', message: 'Challenge EMAIL_OTP is not available for this user.' });
    expect(password.body).toEqual({ __type: 'InvalidParameterException', message: 'Challenge PASSWORD is not available for this user.' });
    expect(get(after, 'AuthenticationResult', 'AccessToken')).toEqual(expect.any(String));
  });

  it('answers a session once, and not after it expired', async () => {
    const peer = await pool();
    const used = get<string>(await peer.call('InitiateAuth', userAuth()), 'Session');
    const late = get<string>(await peer.call('InitiateAuth', userAuth()), 'Session');

    await peer.call('RespondToAuthChallenge', select(used, { ANSWER: 'PASSWORD', PASSWORD }));
    const again = await peer.call('RespondToAuthChallenge', select(used, { ANSWER: 'PASSWORD', PASSWORD }));
    const expired = await peer.call('RespondToAuthChallenge', select(late, { ANSWER: 'PASSWORD', PASSWORD }), T0 + 180_000);

    expect(again.body).toEqual({ __type: 'NotAuthorizedException', message: 'Invalid session for the user.' });
    expect(expired.body).toEqual({ __type: 'NotAuthorizedException', message: 'Invalid session for the user, session is expired.' });
  });

  it('refuses USER_AUTH to a person with no first factor the pool allows', async () => {
    const peer = await pool({ allowedFirstAuthFactors: ['WEB_AUTHN'] });

    const refused = await peer.call('InitiateAuth', userAuth());

    expect(refused.body).toEqual({ __type: 'NotAuthorizedException', message: 'This person has no passkey.' });
  });
});
