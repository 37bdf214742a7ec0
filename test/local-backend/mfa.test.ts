// The peer's MFA: an authenticator app registered with an access token, then asked for after the e-mailed code.
import { totpCodeAt } from '../../local-backend/cognito/totp';
import { CLIENT_ID, T0, answerBody, get, initiateBody, makePool, signIn } from './support';

const EMAIL = 'ada@example.com';

function registered(overrides: Parameters<typeof makePool>[0] = {}) {
  const made = makePool(overrides);
  const { accessToken } = signIn(made.call, made.outbox, EMAIL);
  return { ...made, accessToken };
}

function turnOnAuthenticator(r: ReturnType<typeof registered>, now = T0): string {
  const secret = get(r.call('AssociateSoftwareToken', { AccessToken: r.accessToken }, now), 'SecretCode');
  expect(r.call('VerifySoftwareToken', { AccessToken: r.accessToken, UserCode: totpCodeAt(secret, now) }, now)).toEqual({
    status: 200,
    body: { Status: 'SUCCESS' },
  });
  expect(r.call('SetUserMFAPreference', { AccessToken: r.accessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } }, now).status).toBe(200);
  return secret;
}

/** Starts a sign-in and answers the e-mailed code; the response to that answer. */
function emailCodeAnswered(r: ReturnType<typeof registered>, now: number) {
  const challenge = r.call('InitiateAuth', initiateBody(EMAIL), now);
  return r.call('RespondToAuthChallenge', answerBody(get(challenge, 'Session'), EMAIL, r.outbox.latest(EMAIL)?.code ?? ''), now);
}

describe('an authenticator app on the local pool', () => {
  it('registers with an access token and shows in GetUser as the preferred MFA', () => {
    const r = registered();

    turnOnAuthenticator(r);

    expect(r.call('GetUser', { AccessToken: r.accessToken }).body).toMatchObject({
      UserMFASettingList: ['SOFTWARE_TOKEN_MFA'],
      PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA',
    });
  });

  it('asks for the app code after the e-mailed code; a wrong one is asked again, the right one signs in', () => {
    const r = registered();
    const secret = turnOnAuthenticator(r);
    const later = T0 + 120_000;

    const second = emailCodeAnswered(r, later);
    const wrong = r.call('RespondToAuthChallenge', answerBody(get(second, 'Session'), EMAIL, '000000'), later);
    const right = r.call('RespondToAuthChallenge', answerBody(get(wrong, 'Session'), EMAIL, totpCodeAt(secret, later)), later);

    expect(second.body).toMatchObject({ ChallengeName: 'CUSTOM_CHALLENGE', ChallengeParameters: { challenge: 'SOFTWARE_TOKEN_MFA' } });
    expect(wrong.body).toMatchObject({ ChallengeName: 'CUSTOM_CHALLENGE', ChallengeParameters: { challenge: 'SOFTWARE_TOKEN_MFA' } });
    expect(get(right, 'AuthenticationResult', 'AccessToken')).toEqual(expect.any(String));
  });

  it('refuses the sign-in after three wrong answers, e-mail and app codes together', () => {
    const r = registered();
    turnOnAuthenticator(r);
    const challenge = r.call('InitiateAuth', initiateBody(EMAIL));
    const wrongEmail = r.call('RespondToAuthChallenge', answerBody(get(challenge, 'Session'), EMAIL, '999999'));
    const second = r.call('RespondToAuthChallenge', answerBody(get(wrongEmail, 'Session'), EMAIL, r.outbox.latest(EMAIL)?.code ?? ''));
    const wrongApp = r.call('RespondToAuthChallenge', answerBody(get(second, 'Session'), EMAIL, '000000'));

    const third = r.call('RespondToAuthChallenge', answerBody(get(wrongApp, 'Session'), EMAIL, '000001'));

    expect(third).toEqual({ status: 400, body: { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' } });
  });

  it('signs in with the e-mailed code alone once the app is turned off, and forgets its secret', () => {
    const r = registered();
    turnOnAuthenticator(r);

    r.call('SetUserMFAPreference', { AccessToken: r.accessToken, SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false } });

    expect(get(emailCodeAnswered(r, T0), 'AuthenticationResult', 'AccessToken')).toEqual(expect.any(String));
    expect(r.call('GetUser', { AccessToken: r.accessToken }).body).not.toHaveProperty('UserMFASettingList');
    expect(r.call('SetUserMFAPreference', { AccessToken: r.accessToken, SoftwareTokenMfaSettings: { Enabled: true } }).body).toEqual({
      __type: 'InvalidParameterException',
      message: 'User has not verified software token mfa',
    });
  });

  it('refuses a wrong code at registration, and turning the app on before a code was verified', () => {
    const r = registered();
    r.call('AssociateSoftwareToken', { AccessToken: r.accessToken });

    expect(r.call('VerifySoftwareToken', { AccessToken: r.accessToken, UserCode: '000000' }).body).toEqual({
      __type: 'CodeMismatchException',
      message: 'Invalid code received for user',
    });
    expect(r.call('SetUserMFAPreference', { AccessToken: r.accessToken, SoftwareTokenMfaSettings: { Enabled: true } }).body).toMatchObject({
      __type: 'InvalidParameterException',
    });
  });

  it('refuses every MFA call without a valid access token or setup session', () => {
    const r = registered();

    expect(r.call('AssociateSoftwareToken', { AccessToken: 'not-a-token' }).body).toMatchObject({ __type: 'NotAuthorizedException' });
    expect(r.call('AssociateSoftwareToken', { Session: 'not-a-session' }).body).toMatchObject({ __type: 'NotAuthorizedException' });
    expect(r.call('AssociateSoftwareToken', { ClientId: CLIENT_ID }).body).toMatchObject({ __type: 'InvalidParameterException' });
  });

  it('offers no MFA when the pool turns it off', () => {
    const r = registered({ mfaConfiguration: 'OFF' });

    expect(r.call('AssociateSoftwareToken', { AccessToken: r.accessToken }).body).toEqual({
      __type: 'InvalidParameterException',
      message: 'MFA is turned off for this user pool.',
    });
  });

  it('keeps the app across a restart through the pool state', () => {
    const states: unknown[] = [];
    const r = registered({ onStateChange: (state) => states.push(state) });
    const secret = turnOnAuthenticator(r);
    const restarted = makePool({ initialState: r.pool.state() });

    const second = emailCodeAnswered({ ...restarted, accessToken: '' }, T0);

    expect(second.body).toMatchObject({ ChallengeParameters: { challenge: 'SOFTWARE_TOKEN_MFA' } });
    expect(r.pool.state().mfa).toEqual([expect.objectContaining({ secret, totpEnabled: true })]);
  });
});
