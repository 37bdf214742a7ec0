// The peer's MFA after a password: the pool's setting and the user's methods decide the next challenge.
import type { MfaConfiguration } from '../../local-backend/cognito/settings';
import { totpCodeAt } from '../../local-backend/cognito/totp';
import { CLIENT_ID, PASSWORD, T0, get, makePool, signUpBody } from './support';

const EMAIL = 'ada@example.com';
const PHONE = '+15555550100';

function pool(mfaConfiguration: MfaConfiguration = 'OPTIONAL', phone?: string) {
  const made = makePool({ mfaConfiguration, allowUserPasswordAuth: true });
  const attributes = phone === undefined ? [] : [{ Name: 'phone_number', Value: phone }];
  const extra = { UserAttributes: [{ Name: 'email', Value: EMAIL }, ...attributes] };
  expect(made.call('SignUp', signUpBody(EMAIL, extra)).status).toBe(200);
  const signIn = (now = T0, flow: 'USER_PASSWORD_AUTH' | 'USER_AUTH' = 'USER_PASSWORD_AUTH') =>
    made.call(
      'InitiateAuth',
      {
        AuthFlow: flow,
        ClientId: CLIENT_ID,
        AuthParameters: { USERNAME: EMAIL, PASSWORD, ...(flow === 'USER_AUTH' ? { PREFERRED_CHALLENGE: 'PASSWORD' } : {}) },
      },
      now,
    );
  const answer = (challengeName: string, session: string, responses: Record<string, string>, now = T0) =>
    made.call(
      'RespondToAuthChallenge',
      { ChallengeName: challengeName, ClientId: CLIENT_ID, Session: session, ChallengeResponses: { USERNAME: EMAIL, ...responses } },
      now,
    );
  return { ...made, signIn, answer };
}

type Pool = ReturnType<typeof pool>;

/** Signs in (no MFA yet) and sets the methods as the signed-in person would; the app's secret when it was turned on. */
function withMethods(
  p: Pool,
  methods: { readonly totp?: boolean; readonly email?: boolean; readonly sms?: boolean; readonly preferred?: 'totp' | 'email' | 'sms' },
): string {
  const accessToken = get(p.signIn(), 'AuthenticationResult', 'AccessToken');
  let secret = '';
  if (methods.totp) {
    secret = get(p.call('AssociateSoftwareToken', { AccessToken: accessToken }), 'SecretCode');
    expect(p.call('VerifySoftwareToken', { AccessToken: accessToken, UserCode: totpCodeAt(secret, T0) }).status).toBe(200);
  }
  const setting = (name: 'totp' | 'email' | 'sms', on: boolean | undefined) => (on ? { Enabled: true, PreferredMfa: methods.preferred === name } : undefined);
  const set = p.call('SetUserMFAPreference', {
    AccessToken: accessToken,
    SoftwareTokenMfaSettings: setting('totp', methods.totp),
    EmailMfaSettings: setting('email', methods.email),
    SMSMfaSettings: setting('sms', methods.sms),
  });
  expect(set).toEqual({ status: 200, body: {} });
  return secret;
}

const codeMismatch = { status: 400, body: { __type: 'CodeMismatchException', message: 'Invalid code or auth state for the user.' } };
const invalidSession = { status: 400, body: { __type: 'NotAuthorizedException', message: 'Invalid session for the user.' } };

describe('MFA after a password on the local pool', () => {
  it('signs a user without a method in with the password alone when MFA is optional', () => {
    const p = pool('OPTIONAL');

    expect(get(p.signIn(), 'AuthenticationResult', 'AccessToken')).toEqual(expect.any(String));
  });

  it('asks the authenticator code: a wrong one is CodeMismatchException and can be corrected; the session then answers once', () => {
    const p = pool();
    const secret = withMethods(p, { totp: true });

    const challenge = p.signIn();
    const session = get(challenge, 'Session');
    const wrong = p.answer('SOFTWARE_TOKEN_MFA', session, { SOFTWARE_TOKEN_MFA_CODE: totpCodeAt(secret, T0 + 10 * 60_000) });
    const right = p.answer('SOFTWARE_TOKEN_MFA', session, { SOFTWARE_TOKEN_MFA_CODE: totpCodeAt(secret, T0) });
    const again = p.answer('SOFTWARE_TOKEN_MFA', session, { SOFTWARE_TOKEN_MFA_CODE: totpCodeAt(secret, T0) });

    expect(challenge.body).toMatchObject({ ChallengeName: 'SOFTWARE_TOKEN_MFA', ChallengeParameters: {} });
    expect(wrong).toEqual(codeMismatch);
    expect(get(right, 'AuthenticationResult', 'AccessToken')).toEqual(expect.any(String));
    expect(again).toEqual(invalidSession);
  });

  it('ends the session after three wrong codes, and refuses an expired one', () => {
    const p = pool();
    const secret = withMethods(p, { totp: true });
    const session = get(p.signIn(), 'Session');
    for (let i = 0; i < 3; i++) expect(p.answer('SOFTWARE_TOKEN_MFA', session, { SOFTWARE_TOKEN_MFA_CODE: '000000' })).toEqual(codeMismatch);

    expect(p.answer('SOFTWARE_TOKEN_MFA', session, { SOFTWARE_TOKEN_MFA_CODE: totpCodeAt(secret, T0) })).toEqual(invalidSession);
    const late = get(p.signIn(), 'Session');
    expect(p.answer('SOFTWARE_TOKEN_MFA', late, { SOFTWARE_TOKEN_MFA_CODE: totpCodeAt(secret, T0 + 181_000) }, T0 + 181_000)).toEqual({
      status: 400,
      body: { __type: 'NotAuthorizedException', message: 'Invalid session for the user, session is expired.' },
    });
  });

  it('e-mails a code for EMAIL_OTP, with the masked address, and checks it', () => {
    const p = pool();
    withMethods(p, { email: true });

    const challenge = p.signIn();
    const code = p.outbox.latest(EMAIL)?.code ?? '';
    const wrong = p.answer('EMAIL_OTP', get(challenge, 'Session'), { EMAIL_OTP_CODE: code === '000000' ? '000001' : '000000' });
    const right = p.answer('EMAIL_OTP', get(challenge, 'Session'), { EMAIL_OTP_CODE: code });

    expect(challenge.body).toMatchObject({
      ChallengeName: 'EMAIL_OTP',
      ChallengeParameters: { CODE_DELIVERY_DELIVERY_MEDIUM: 'EMAIL', CODE_DELIVERY_DESTINATION: 'a***@e***' },
    });
    expect(code).toMatch(/^[0-9]{6}$/);
    expect(wrong).toEqual(codeMismatch);
    expect(get(right, 'AuthenticationResult', 'AccessToken')).toEqual(expect.any(String));
  });

  it('texts a code for SMS_MFA to the phone number (the outbox stands in), and will not turn SMS on without one', () => {
    const p = pool('OPTIONAL', PHONE);
    withMethods(p, { sms: true });

    const challenge = p.signIn();
    const code = p.outbox.latest(PHONE)?.code ?? '';

    expect(challenge.body).toMatchObject({
      ChallengeName: 'SMS_MFA',
      ChallengeParameters: { CODE_DELIVERY_DELIVERY_MEDIUM: 'SMS', CODE_DELIVERY_DESTINATION: '+*******0100' },
    });
    expect(p.answer('SMS_MFA', get(challenge, 'Session'), { SMS_MFA_CODE: '999999' })).toEqual(codeMismatch);
    expect(get(p.answer('SMS_MFA', get(challenge, 'Session'), { SMS_MFA_CODE: code }), 'AuthenticationResult', 'AccessToken')).toEqual(expect.any(String));

    const noPhone = pool();
    const accessToken = get(noPhone.signIn(), 'AuthenticationResult', 'AccessToken');
    expect(noPhone.call('SetUserMFAPreference', { AccessToken: accessToken, SMSMfaSettings: { Enabled: true } })).toEqual({
      status: 400,
      body: { __type: 'InvalidParameterException', message: 'User does not have a phone number.' },
    });
  });

  it('lets the user choose when more than one method is on and none is preferred; a preferred one is asked at once', () => {
    const p = pool('OPTIONAL', PHONE);
    withMethods(p, { totp: true, email: true, sms: true });

    const choice = p.signIn();
    const refused = p.answer('SELECT_MFA_TYPE', get(choice, 'Session'), { ANSWER: 'WEB_AUTHN' });
    const chosen = p.answer('SELECT_MFA_TYPE', get(choice, 'Session'), { ANSWER: 'EMAIL_OTP' });

    expect(choice.body).toMatchObject({
      ChallengeName: 'SELECT_MFA_TYPE',
      ChallengeParameters: { MFAS_CAN_CHOOSE: '["SOFTWARE_TOKEN_MFA","EMAIL_OTP","SMS_MFA"]' },
    });
    expect(refused.body).toMatchObject({ __type: 'InvalidParameterException' });
    expect(chosen.body).toMatchObject({ ChallengeName: 'EMAIL_OTP' });
    expect(
      get(p.answer('EMAIL_OTP', get(chosen, 'Session'), { EMAIL_OTP_CODE: p.outbox.latest(EMAIL)?.code ?? '' }), 'AuthenticationResult', 'AccessToken'),
    ).toEqual(expect.any(String));

    const preferred = pool('OPTIONAL', PHONE);
    withMethods(preferred, { totp: true, sms: true, preferred: 'sms' });
    expect(preferred.signIn().body).toMatchObject({ ChallengeName: 'SMS_MFA' });
  });

  it('asks MFA_SETUP when the pool requires MFA and the user has none; the app set up with the session finishes the sign-in', () => {
    const p = pool('ON');

    const setup = p.signIn();
    const early = p.answer('MFA_SETUP', get(setup, 'Session'), {});
    const again = p.signIn();
    const associated = p.call('AssociateSoftwareToken', { Session: get(again, 'Session') });
    const secret = get(associated, 'SecretCode');
    const verified = p.call('VerifySoftwareToken', { Session: get(associated, 'Session'), UserCode: totpCodeAt(secret, T0) });
    const done = p.answer('MFA_SETUP', get(verified, 'Session'), {});

    expect(setup.body).toMatchObject({ ChallengeName: 'MFA_SETUP', ChallengeParameters: { MFAS_CAN_SETUP: '["SOFTWARE_TOKEN_MFA","EMAIL_OTP"]' } });
    expect(early.body).toMatchObject({ __type: 'InvalidParameterException' });
    expect(get(done, 'AuthenticationResult', 'AccessToken')).toEqual(expect.any(String));
    // From now on the app is the sign-in's MFA.
    expect(p.signIn().body).toMatchObject({ ChallengeName: 'SOFTWARE_TOKEN_MFA' });
  });

  it('sets up e-mailed codes in MFA_SETUP: EMAIL gets a code and EMAIL_OTP; a wrong code can be corrected, the right one signs in and turns them on', () => {
    const p = pool('ON');

    const setup = p.signIn();
    const asked = p.answer('MFA_SETUP', get(setup, 'Session'), { EMAIL: ' Ada@Example.com ' });
    const session = get(asked, 'Session');
    const code = p.outbox.latest(EMAIL)?.code ?? '';
    const wrong = p.answer('EMAIL_OTP', session, { EMAIL_OTP_CODE: code === '000000' ? '000001' : '000000' });
    const right = p.answer('EMAIL_OTP', session, { EMAIL_OTP_CODE: code });

    expect(asked.body).toMatchObject({
      ChallengeName: 'EMAIL_OTP',
      ChallengeParameters: { CODE_DELIVERY_DELIVERY_MEDIUM: 'EMAIL', CODE_DELIVERY_DESTINATION: 'a***@e***' },
    });
    expect(session).not.toBe(get(setup, 'Session'));
    expect(code).toMatch(/^[0-9]{6}$/);
    expect(wrong).toEqual(codeMismatch);
    const accessToken = get(right, 'AuthenticationResult', 'AccessToken');
    expect(p.call('GetUser', { AccessToken: accessToken }).body).toMatchObject({ UserMFASettingList: ['EMAIL_OTP'], PreferredMfaSetting: 'EMAIL_OTP' });
    expect(p.signIn().body).toMatchObject({ ChallengeName: 'EMAIL_OTP' });
  });

  it("refuses MFA_SETUP with an EMAIL that is not the user's own address, sends nothing, and keeps the session", () => {
    const p = pool('ON');

    const setup = p.signIn();
    const refused = p.answer('MFA_SETUP', get(setup, 'Session'), { EMAIL: 'eve@example.com' });
    const own = p.answer('MFA_SETUP', get(setup, 'Session'), { EMAIL: EMAIL });

    expect(refused).toEqual({ status: 400, body: { __type: 'InvalidParameterException', message: 'EMAIL must be the email address of the user.' } });
    expect(p.outbox.latest('eve@example.com')).toBeUndefined();
    expect(own.body).toMatchObject({ ChallengeName: 'EMAIL_OTP' });
  });

  it('asks nothing after the password when the pool has MFA off, whatever the user had turned on', () => {
    const p = pool('OPTIONAL');
    withMethods(p, { email: true });
    const off = makePool({ mfaConfiguration: 'OFF', allowUserPasswordAuth: true, initialState: p.pool.state() });

    const started = off.call('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: CLIENT_ID, AuthParameters: { USERNAME: EMAIL, PASSWORD } });

    expect(get(started, 'AuthenticationResult', 'AccessToken')).toEqual(expect.any(String));
  });

  it('runs USER_AUTH with the PASSWORD first factor (not needing USER_PASSWORD_AUTH allowed) into the same MFA', () => {
    const p = pool();
    withMethods(p, { email: true });
    const strict = makePool({ initialState: p.pool.state() });

    const started = strict.call('InitiateAuth', {
      AuthFlow: 'USER_AUTH',
      ClientId: CLIENT_ID,
      AuthParameters: { USERNAME: EMAIL, PASSWORD, PREFERRED_CHALLENGE: 'PASSWORD' },
    });
    const wrong = strict.call('InitiateAuth', {
      AuthFlow: 'USER_AUTH',
      ClientId: CLIENT_ID,
      AuthParameters: { USERNAME: EMAIL, PASSWORD: 'Wrong-1234', PREFERRED_CHALLENGE: 'PASSWORD' },
    });

    expect(started.body).toMatchObject({ ChallengeName: 'EMAIL_OTP' });
    expect(wrong.body).toEqual({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
  });
});
