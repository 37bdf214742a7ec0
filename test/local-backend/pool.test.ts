// The pure core of the local Cognito peer, driven with a fake clock and deterministic codes.
import { LocalCognitoPool } from '../../local-backend/cognito/pool';
import { generateSigningKey, jwks, signJwt } from '../../local-backend/cognito/jwt';
import {
  ALIAS,
  CLIENT_ID,
  ISSUER,
  PASSWORD,
  POOL_ID,
  T0,
  answerBody,
  decodeJwt,
  fakeRandom,
  get,
  initiateBody,
  makePool,
  refreshBody,
  signIn,
  signUpBody,
  testKey,
  verifiesAgainst,
} from './support';

const error = (type: string, message?: string) => ({ __type: type, ...(message === undefined ? {} : { message }) });

describe('SignUp', () => {
  it('stores the user, auto-confirms through PreSignUp and answers the sub', () => {
    const { pool, call } = makePool();

    const response = call('SignUp', signUpBody('ada@example.com'));

    expect(response).toEqual({ status: 200, body: { UserConfirmed: true, UserSub: '00000000-0000-4000-8000-000000000001' } });
    expect(pool.users.find('ADA@example.com')).toMatchObject({
      status: 'CONFIRMED',
      attributes: { email: 'ada@example.com', email_verified: 'true', 'custom:region': 'GB', 'custom:user_alias': ALIAS, 'custom:referrer_user_alias': '' },
    });
  });

  it('refuses a second account for the same e-mail in any case', () => {
    const { call } = makePool();
    call('SignUp', signUpBody('ada@example.com'));

    expect(call('SignUp', signUpBody('Ada@Example.COM'))).toEqual({
      status: 400,
      body: error('UsernameExistsException', 'An account with the given email already exists.'),
    });
  });

  it.each([
    ['no password', { Password: null }, 'InvalidPasswordException'],
    ['a short password', { Password: 'short' }, 'InvalidPasswordException'],
    ['no e-mail attribute', { UserAttributes: [{ Name: 'custom:region', Value: 'US' }] }, 'InvalidParameterException'],
    ['a malformed e-mail', { Username: 'not-an-email', UserAttributes: [{ Name: 'email', Value: 'not-an-email' }] }, 'InvalidParameterException'],
    ['a username that is not the e-mail', { Username: 'other@example.com' }, 'InvalidParameterException'],
    [
      'an attribute outside the schema',
      {
        UserAttributes: [
          { Name: 'email', Value: 'ada@example.com' },
          { Name: 'custom:admin', Value: '1' },
        ],
      },
      'InvalidParameterException',
    ],
    ['another app client', { ClientId: 'someone-else' }, 'ResourceNotFoundException'],
    ['a non-string username', { Username: 42 }, 'InvalidParameterException'],
  ])('refuses %s', (_label, extra, type) => {
    const { pool, call } = makePool();

    expect(call('SignUp', signUpBody('ada@example.com', extra))).toMatchObject({ status: 400, body: error(type) });
    expect(pool.state().users).toEqual([]);
  });

  it('reports a throwing PreSignUp trigger as UserLambdaValidationException', () => {
    const { call } = makePool({
      triggers: {
        preSignUp: () => {
          throw new Error('Region not served');
        },
      },
    });

    expect(call('SignUp', signUpBody('ada@example.com'))).toEqual({
      status: 400,
      body: error('UserLambdaValidationException', 'PreSignUp failed with error Region not served.'),
    });
  });

  it('leaves the user unconfirmed when PreSignUp does not confirm, and refuses their sign-in', () => {
    const { call } = makePool({ triggers: { preSignUp: (event) => event } });

    expect(call('SignUp', signUpBody('ada@example.com')).body).toEqual({
      UserConfirmed: false,
      UserSub: '00000000-0000-4000-8000-000000000001',
      CodeDeliveryDetails: { Destination: 'a***@e***', DeliveryMedium: 'EMAIL', AttributeName: 'email' },
    });
    expect(call('InitiateAuth', initiateBody('ada@example.com')).body).toEqual(error('UserNotConfirmedException', 'User is not confirmed.'));
  });
});

describe('CUSTOM_AUTH', () => {
  it('answers a custom challenge and mails a 6-digit code with a magic link', () => {
    const { call, outbox, lines } = makePool();
    call('SignUp', signUpBody('ada@example.com'));

    const challenge = call('InitiateAuth', initiateBody('ada@example.com'), T0 + 5000);

    expect(challenge).toEqual({
      status: 200,
      body: {
        ChallengeName: 'CUSTOM_CHALLENGE',
        Session: 'opaque-token-1',
        ChallengeParameters: { email: 'ada@example.com', USERNAME: '00000000-0000-4000-8000-000000000001' },
      },
    });
    const [message, ...others] = outbox.list();
    expect(others).toEqual([]);
    expect(message).toMatchObject({ to: 'ada@example.com', subject: 'Your Protect sign-in code', code: '123456', sentAt: new Date(T0 + 5000).toISOString() });
    const link = new URL(message?.magicLink ?? '');
    expect(`${link.origin}${link.pathname}`).toBe('http://127.0.0.1:3000/verify-code');
    expect(JSON.parse(Buffer.from(link.searchParams.get('token') ?? '', 'base64url').toString('utf8'))).toEqual({
      username: 'ada@example.com',
      code: '123456',
      userAlias: ALIAS,
    });
    expect(lines).toEqual(['[outbox] code for ada@example.com: 123456']);
  });

  it('says an unknown user does not exist (LEGACY)', () => {
    const { call, outbox } = makePool();

    expect(call('InitiateAuth', initiateBody('nobody@example.com'))).toEqual({ status: 400, body: error('UserNotFoundException', 'User does not exist.') });
    expect(outbox.list()).toEqual([]);
  });

  it('walks an unknown user through challenges that always fail when existence errors are prevented', () => {
    const { call, outbox } = makePool({ preventUserExistenceErrors: 'ENABLED' });

    let step = call('InitiateAuth', initiateBody('nobody@example.com'));
    expect(get(step, 'ChallengeName')).toBe('CUSTOM_CHALLENGE');
    expect(get(step, 'ChallengeParameters', 'email')).toBe('nobody@example.com');
    for (let attempt = 1; attempt < 3; attempt++) {
      step = call('RespondToAuthChallenge', answerBody(get(step, 'Session'), 'nobody@example.com', '123456'));
      expect(get(step, 'ChallengeName')).toBe('CUSTOM_CHALLENGE');
    }
    step = call('RespondToAuthChallenge', answerBody(get(step, 'Session'), 'nobody@example.com', '123456'));

    expect(step).toEqual({ status: 400, body: error('NotAuthorizedException', 'Incorrect username or password.') });
    expect(outbox.list()).toEqual([]);
  });

  it('asks again with a new Session after a wrong code, re-using the mailed code, and accepts it on the next try', () => {
    const { call, outbox } = makePool();
    call('SignUp', signUpBody('ada@example.com'));
    const first = call('InitiateAuth', initiateBody('ada@example.com'));

    const second = call('RespondToAuthChallenge', answerBody(get(first, 'Session'), 'ada@example.com', '999999'));
    expect(second.body).toMatchObject({ ChallengeName: 'CUSTOM_CHALLENGE', ChallengeParameters: { email: 'ada@example.com' } });
    expect(get(second, 'Session')).not.toBe(get(first, 'Session'));
    expect(call('RespondToAuthChallenge', answerBody(get(first, 'Session'), 'ada@example.com', '123456')).body).toEqual(
      error('NotAuthorizedException', 'Invalid session for the user.'),
    );

    const done = call('RespondToAuthChallenge', answerBody(get(second, 'Session'), 'ada@example.com', '123456'));

    expect(get(done, 'AuthenticationResult', 'TokenType')).toBe('Bearer');
    expect(outbox.list()).toHaveLength(1);
  });

  it('refuses the third wrong code', () => {
    const { call, outbox } = makePool();
    call('SignUp', signUpBody('ada@example.com'));
    let step = call('InitiateAuth', initiateBody('ada@example.com'));
    step = call('RespondToAuthChallenge', answerBody(get(step, 'Session'), 'ada@example.com', '000001'));
    step = call('RespondToAuthChallenge', answerBody(get(step, 'Session'), 'ada@example.com', '000002'));
    expect(get(step, 'ChallengeName')).toBe('CUSTOM_CHALLENGE');

    step = call('RespondToAuthChallenge', answerBody(get(step, 'Session'), 'ada@example.com', '000003'));

    expect(step).toEqual({ status: 400, body: error('NotAuthorizedException', 'Incorrect username or password.') });
    expect(outbox.list()).toHaveLength(1);
  });

  it('honours the 180 s session: an answer at 179 s passes, at 181 s it is expired', () => {
    const { call, outbox } = makePool();
    call('SignUp', signUpBody('ada@example.com'));
    call('SignUp', signUpBody('bob@example.com'));
    const late = call('InitiateAuth', initiateBody('ada@example.com'));
    const inTime = call('InitiateAuth', initiateBody('bob@example.com'));

    expect(
      call('RespondToAuthChallenge', answerBody(get(late, 'Session'), 'ada@example.com', outbox.latest('ada@example.com')?.code ?? ''), T0 + 181_000),
    ).toEqual({ status: 400, body: error('NotAuthorizedException', 'Invalid session for the user, session is expired.') });
    expect(
      call('RespondToAuthChallenge', answerBody(get(inTime, 'Session'), 'bob@example.com', outbox.latest('bob@example.com')?.code ?? ''), T0 + 179_000).status,
    ).toBe(200);
  });

  it.each([
    ['an unknown Session', { Session: 'made-up' }, 'NotAuthorizedException', 'Invalid session for the user.'],
    ['no Session', { Session: null }, 'InvalidParameterException', 'Missing required parameter Session'],
    ['another challenge name', { ChallengeName: 'SMS_OTP' }, 'InvalidParameterException', 'Unsupported ChallengeName SMS_OTP'],
  ])('refuses %s', (_label, extra, type, message) => {
    const { call } = makePool();

    expect(call('RespondToAuthChallenge', { ...answerBody('opaque-token-1', 'ada@example.com', '123456'), ...extra }).body).toEqual(error(type, message));
  });

  it('refuses a Session answered for another user', () => {
    const { call, outbox } = makePool();
    call('SignUp', signUpBody('ada@example.com'));
    call('SignUp', signUpBody('eve@example.com'));
    const step = call('InitiateAuth', initiateBody('ada@example.com'));

    expect(call('RespondToAuthChallenge', answerBody(get(step, 'Session'), 'eve@example.com', outbox.latest()?.code ?? '')).body).toEqual(
      error('NotAuthorizedException', 'Invalid session for the user.'),
    );
  });

  it('finds the user whatever the case of the typed e-mail', () => {
    const { call, outbox } = makePool();

    const tokens = signIn(call, outbox, 'Ada.Lovelace@Example.com', T0, 'ada.lovelace@EXAMPLE.com');

    expect(decodeJwt(tokens.idToken).email).toBe('Ada.Lovelace@Example.com');
  });

  it('refuses a flow it does not run, and USER_PASSWORD_AUTH unless the app client allows it', () => {
    const { call } = makePool();
    call('SignUp', signUpBody('ada@example.com'));

    expect(call('InitiateAuth', { ...initiateBody('ada@example.com'), AuthFlow: 'ADMIN_NO_SRP_AUTH' }).body).toEqual(
      error('InvalidParameterException', 'Unsupported AuthFlow ADMIN_NO_SRP_AUTH'),
    );
    expect(
      call('InitiateAuth', {
        ...initiateBody('ada@example.com'),
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: 'ada@example.com', PASSWORD: 'x' },
      }).body,
    ).toEqual(error('InvalidParameterException', 'USER_PASSWORD_AUTH flow not enabled for this client'));
  });

  it.each([
    ['USER_SRP_AUTH', { AuthFlow: 'USER_SRP_AUTH', AuthParameters: { USERNAME: 'ada@example.com', SRP_A: 'abc' } }],
    ['CUSTOM_AUTH with SRP_A', { AuthParameters: { USERNAME: 'ada@example.com', SRP_A: 'abc', CHALLENGE_NAME: 'SRP_A' } }],
  ])('answers %s with the PASSWORD_VERIFIER challenge', (_flow, overrides) => {
    const { call } = makePool();
    const sub = (call('SignUp', signUpBody('ada@example.com')).body as { UserSub: string }).UserSub;

    expect(call('InitiateAuth', { ...initiateBody('ada@example.com'), ...overrides }).body).toEqual({
      ChallengeName: 'PASSWORD_VERIFIER',
      Session: expect.any(String),
      ChallengeParameters: {
        SALT: expect.stringMatching(/^[0-9a-f]+$/),
        SRP_B: expect.stringMatching(/^[0-9a-f]+$/),
        SECRET_BLOCK: expect.any(String),
        USERNAME: sub,
        USER_ID_FOR_SRP: sub,
      },
    });
  });

  it.each([
    [{ USERNAME: 'ada@example.com' }, 'Missing required parameter SRP_A'],
    [{ USERNAME: 'ada@example.com', SRP_A: 'not-hex' }, 'Invalid value for parameter SRP_A'],
    [{ SRP_A: 'abc' }, 'Missing required parameter USERNAME'],
  ])('refuses USER_SRP_AUTH with %j', (parameters, message) => {
    const { call } = makePool();
    call('SignUp', signUpBody('ada@example.com'));

    expect(call('InitiateAuth', { ...initiateBody('ada@example.com'), AuthFlow: 'USER_SRP_AUTH', AuthParameters: parameters }).body).toEqual(
      error('InvalidParameterException', message),
    );
  });
});

describe('tokens', () => {
  it('issues RS256 id, access and opaque refresh tokens with real-pool claims, verifiable against the JWKS', () => {
    const { pool, call, outbox } = makePool();
    call('SignUp', signUpBody('ada@example.com'));
    const step = call('InitiateAuth', initiateBody('ada@example.com'));
    const done = call('RespondToAuthChallenge', answerBody(get(step, 'Session'), 'ada@example.com', outbox.latest()?.code ?? ''), T0 + 10_000);
    const result = get<Record<string, unknown>>(done, 'AuthenticationResult');

    expect(Object.keys(result).sort()).toEqual(['AccessToken', 'ExpiresIn', 'IdToken', 'RefreshToken', 'TokenType']);
    expect(result.ExpiresIn).toBe(3600);
    const sub = '00000000-0000-4000-8000-000000000001';
    const iat = (T0 + 10_000) / 1000;
    const id = decodeJwt(String(result.IdToken));
    const access = decodeJwt(String(result.AccessToken));
    expect(id).toEqual({
      sub,
      email_verified: true,
      iss: ISSUER,
      'cognito:username': sub,
      origin_jti: expect.any(String),
      aud: CLIENT_ID,
      event_id: expect.any(String),
      token_use: 'id',
      auth_time: iat,
      exp: iat + 3600,
      iat,
      jti: expect.any(String),
      email: 'ada@example.com',
      'custom:region': 'GB',
      'custom:user_alias': ALIAS,
      'custom:referrer_user_alias': '',
    });
    expect(access).toEqual({
      sub,
      iss: ISSUER,
      client_id: CLIENT_ID,
      origin_jti: id.origin_jti,
      event_id: id.event_id,
      token_use: 'access',
      scope: 'aws.cognito.signin.user.admin',
      auth_time: iat,
      exp: iat + 3600,
      iat,
      jti: expect.any(String),
      username: sub,
    });
    expect(access.jti).not.toBe(id.jti);
    expect(String(result.RefreshToken).split('.')).toHaveLength(1);
    expect(verifiesAgainst(jwks(pool.signingKey), String(result.IdToken))).toBe(true);
    expect(verifiesAgainst(jwks(pool.signingKey), String(result.AccessToken))).toBe(true);
    expect(verifiesAgainst({ keys: [generateSigningKey().jwk] }, String(result.IdToken))).toBe(false);
  });

  it('honours configured token lifetimes', () => {
    const { call, outbox } = makePool({ idTokenTtlSeconds: 300, accessTokenTtlSeconds: 600 });
    const tokens = signIn(call, outbox, 'ada@example.com');

    expect(decodeJwt(tokens.idToken).exp).toBe(T0 / 1000 + 300);
    expect(decodeJwt(tokens.accessToken).exp).toBe(T0 / 1000 + 600);
  });

  it('refreshes into new id and access tokens of the same family, without a new refresh token', () => {
    const { call, outbox } = makePool();
    const tokens = signIn(call, outbox, 'ada@example.com');

    const refreshed = call('InitiateAuth', refreshBody(tokens.refreshToken), T0 + 4000_000);

    const result = get<Record<string, unknown>>(refreshed, 'AuthenticationResult');
    expect(result.RefreshToken).toBeUndefined();
    const id = decodeJwt(String(result.IdToken));
    expect(id).toMatchObject({ origin_jti: decodeJwt(tokens.idToken).origin_jti, auth_time: T0 / 1000, iat: T0 / 1000 + 4000, email: 'ada@example.com' });
    expect(id.jti).not.toBe(decodeJwt(tokens.idToken).jti);
    expect(decodeJwt(String(result.AccessToken)).origin_jti).toBe(id.origin_jti);
  });

  it('refuses unknown and expired refresh tokens', () => {
    const { call, outbox } = makePool({ refreshTokenTtlSeconds: 3600 });
    const tokens = signIn(call, outbox, 'ada@example.com');

    expect(call('InitiateAuth', refreshBody('forged')).body).toEqual(error('NotAuthorizedException', 'Invalid Refresh Token'));
    expect(call('InitiateAuth', refreshBody(tokens.refreshToken), T0 + 3600_000).body).toEqual(error('NotAuthorizedException', 'Refresh Token has expired'));
  });

  it('revokes the whole family: refresh and GetUser then fail, other sign-ins are untouched', () => {
    const { pool, call, outbox } = makePool();
    const ada = signIn(call, outbox, 'ada@example.com');
    const bob = signIn(call, outbox, 'bob@example.com');

    expect(call('RevokeToken', { Token: ada.refreshToken, ClientId: CLIENT_ID })).toEqual({ status: 200, body: {} });

    expect(call('InitiateAuth', refreshBody(ada.refreshToken)).body).toEqual(error('NotAuthorizedException', 'Refresh Token has been revoked'));
    expect(call('GetUser', { AccessToken: ada.accessToken }).body).toEqual(error('NotAuthorizedException', 'Access Token has been revoked'));
    expect(pool.tokens.verify(ada.idToken, T0)).toEqual({ ok: false, reason: 'revoked', message: 'Id Token has been revoked' });
    expect(call('InitiateAuth', refreshBody(bob.refreshToken)).status).toBe(200);
    expect(call('GetUser', { AccessToken: bob.accessToken }).status).toBe(200);
    expect(call('RevokeToken', { Token: ada.refreshToken, ClientId: CLIENT_ID }).status).toBe(200);
    expect(call('RevokeToken', { Token: ada.accessToken, ClientId: CLIENT_ID }).body).toMatchObject(error('UnsupportedTokenTypeException'));
  });

  it('GetUser answers the username and attributes for a live access token', () => {
    const { call, outbox } = makePool();
    const tokens = signIn(call, outbox, 'ada@example.com');

    expect(call('GetUser', { AccessToken: tokens.accessToken })).toEqual({
      status: 200,
      body: {
        Username: '00000000-0000-4000-8000-000000000001',
        UserAttributes: [
          { Name: 'sub', Value: '00000000-0000-4000-8000-000000000001' },
          { Name: 'email', Value: 'ada@example.com' },
          { Name: 'custom:region', Value: 'GB' },
          { Name: 'custom:user_alias', Value: ALIAS },
          { Name: 'custom:referrer_user_alias', Value: '' },
          { Name: 'email_verified', Value: 'true' },
        ],
      },
    });
  });

  it('GetUser refuses expired, id, tampered and foreign tokens', () => {
    const { call, outbox } = makePool();
    const tokens = signIn(call, outbox, 'ada@example.com');
    const [header, , signature] = tokens.accessToken.split('.');
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...decodeJwt(tokens.accessToken), sub: 'someone-else' })).toString('base64url')}.${signature}`;
    const foreign = signJwt(generateSigningKey(), decodeJwt(tokens.accessToken));

    expect(call('GetUser', { AccessToken: tokens.accessToken }, T0 + 3600_000).body).toEqual(error('NotAuthorizedException', 'Access Token has expired'));
    expect(call('GetUser', { AccessToken: tokens.idToken }).body).toEqual(error('NotAuthorizedException', 'Invalid Access Token'));
    expect(call('GetUser', { AccessToken: tampered }).body).toEqual(error('NotAuthorizedException', 'Invalid Access Token'));
    expect(call('GetUser', { AccessToken: foreign }).body).toEqual(error('NotAuthorizedException', 'Invalid Access Token'));
    expect(call('GetUser', { AccessToken: 'a.b.c' }).body).toEqual(error('NotAuthorizedException', 'Invalid Access Token'));
  });

  it('verifyAccessOrIdToken gives the backend the subject, e-mail and region of either token', () => {
    const { pool, call, outbox } = makePool();
    const tokens = signIn(call, outbox, 'ada@example.com');
    const expected = { sub: '00000000-0000-4000-8000-000000000001', email: 'ada@example.com', region: 'GB', userAlias: ALIAS };

    expect(pool.tokens.verify(tokens.idToken, T0)).toMatchObject({ ok: true, token: { tokenUse: 'id', ...expected } });
    expect(pool.tokens.verify(tokens.accessToken, T0)).toMatchObject({ ok: true, token: { tokenUse: 'access', ...expected } });
    expect(pool.tokens.verify(tokens.idToken, T0 + 3600_000)).toEqual({ ok: false, reason: 'expired', message: 'Id Token has expired' });
    const otherIssuer = signJwt(testKey(), { ...decodeJwt(tokens.idToken), iss: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_Other' });
    expect(pool.tokens.verify(otherIssuer, T0)).toMatchObject({ ok: false, reason: 'invalid' });
    const otherAudience = signJwt(testKey(), { ...decodeJwt(tokens.idToken), aud: 'another-client' });
    expect(pool.tokens.verify(otherAudience, T0)).toMatchObject({ ok: false, reason: 'invalid' });
  });
});

describe('protocol edges and faults', () => {
  it.each([
    ['an unimplemented operation', 'AWSCognitoIdentityProviderService.ChangePassword', {}, 'UnsupportedOperationException'],
    ['a missing target', '', {}, 'UnknownOperationException'],
    ['a body that is not an object', 'AWSCognitoIdentityProviderService.SignUp', [1, 2], 'SerializationException'],
  ])('refuses %s', (_label, target, body, type) => {
    const { pool } = makePool();

    expect(pool.handle(target, body, T0)).toMatchObject({ status: 400, body: error(type) });
  });

  it('forces any error type for a number of calls, with a 500 for InternalErrorException', () => {
    const { call, faults } = makePool();
    faults.set({ SignUp: { error: 'InternalErrorException', times: 1 } });

    expect(call('SignUp', signUpBody('ada@example.com'))).toEqual({
      status: 500,
      body: error('InternalErrorException', 'An internal error occurred (forced by the local fault switch).'),
    });
    expect(call('SignUp', signUpBody('ada@example.com')).status).toBe(200);
  });

  it('targets sign-in and refresh separately through the app names, with message, status and delay', () => {
    const { call, faults, outbox } = makePool();
    const tokens = signIn(call, outbox, 'ada@example.com');
    faults.set({ refresh: { error: 'LimitExceededException', message: 'Slow down', status: 429, delayMs: 250 } });

    expect(call('InitiateAuth', refreshBody(tokens.refreshToken))).toEqual({ status: 429, body: error('LimitExceededException', 'Slow down'), delayMs: 250 });
    expect(call('InitiateAuth', initiateBody('ada@example.com')).status).toBe(200);
    faults.set({ confirmSignIn: { delayMs: 100 } });
    const step = call('InitiateAuth', initiateBody('ada@example.com'));
    expect(call('RespondToAuthChallenge', answerBody(get(step, 'Session'), 'ada@example.com', '000000'))).toMatchObject({ status: 200, delayMs: 100 });
  });

  it('runs the protocol triggers with the real Lambda event shapes', () => {
    const seen: unknown[] = [];
    const { call, outbox } = makePool({
      triggers: {
        defineAuthChallenge: (event) => {
          seen.push(structuredClone(event));
          event.response.challengeName = event.request.session.length === 0 ? 'CUSTOM_CHALLENGE' : undefined;
          event.response.issueTokens = event.request.session.at(-1)?.challengeResult === true;
          event.response.failAuthentication = event.request.session.at(-1)?.challengeResult === false;
          return event;
        },
      },
    });
    signIn(call, outbox, 'ada@example.com');

    expect(seen[1]).toEqual({
      version: '1',
      region: 'us-east-1',
      userPoolId: POOL_ID,
      userName: '00000000-0000-4000-8000-000000000001',
      callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: CLIENT_ID },
      triggerSource: 'DefineAuthChallenge_Authentication',
      request: {
        userAttributes: expect.objectContaining({ email: 'ada@example.com', email_verified: 'true' }),
        clientMetadata: {},
        userNotFound: false,
        session: [{ challengeName: 'CUSTOM_CHALLENGE', challengeResult: true, challengeMetadata: 'CODE-123456' }],
      },
      response: { issueTokens: false, failAuthentication: false },
    });
  });

  it('reports state changes and restores from them (persistence)', () => {
    const states: unknown[] = [];
    const first = makePool({ onStateChange: (state) => states.push(state) });
    const tokens = signIn(first.call, first.outbox, 'ada@example.com');
    expect(states).toHaveLength(2);
    expect(JSON.stringify(first.pool.state())).not.toContain(tokens.refreshToken);

    const restored = new LocalCognitoPool({
      userPoolId: POOL_ID,
      clientId: CLIENT_ID,
      issuer: ISSUER,
      signingKey: testKey(),
      faults: first.faults,
      sendCode: () => undefined,
      random: fakeRandom(),
      initialState: JSON.parse(JSON.stringify(first.pool.state())),
    });

    expect(restored.handle('AWSCognitoIdentityProviderService.InitiateAuth', refreshBody(tokens.refreshToken), T0).status).toBe(200);
    expect(restored.handle('AWSCognitoIdentityProviderService.SignUp', signUpBody('ADA@example.com'), T0).body).toMatchObject(error('UsernameExistsException'));
    expect(restored.tokens.verify(tokens.accessToken, T0)).toMatchObject({ ok: true });
  });

  it('refuses a pool id the library would reject', () => {
    expect(() => makePool({ userPoolId: 'nounderscore' })).toThrow(/Invalid user pool id/);
  });

  it('treats nulls as absent and accepts the password the app generates', () => {
    const { call } = makePool();

    expect(call('SignUp', { ...signUpBody('ada@example.com'), ClientMetadata: null, ValidationData: null, Password: PASSWORD }).status).toBe(200);
  });
});

describe('internal errors', () => {
  it('answers a peer bug as InternalErrorException (500) and reports it', () => {
    const reported: unknown[] = [];
    const { call } = makePool({
      onInternalError: (e) => reported.push(e),
      onStateChange: () => {
        throw new TypeError('disk full');
      },
    });

    expect(call('SignUp', signUpBody('ada@example.com'))).toEqual({ status: 500, body: error('InternalErrorException', 'An internal error occurred.') });
    expect(reported).toEqual([new TypeError('disk full')]);
  });
});

describe('changeEmail: a new primary address becomes the sign-in address (AdminUpdateUserAttributes)', () => {
  it('moves the e-mail and its alias: the old address is unknown, the new one signs in, a refresh carries the new claim', () => {
    const states: unknown[] = [];
    const { pool, call, outbox } = makePool({ onStateChange: (state) => states.push(state) });
    const { refreshToken, accessToken } = signIn(call, outbox, 'ada@example.com');
    const sub = pool.users.find('ada@example.com')?.sub ?? '';
    const before = states.length;

    expect(pool.users.changeEmail(sub, ' Ada.New@Example.com ')).toBe('moved');

    expect(states.length).toBe(before + 1);
    expect(pool.users.find('ada.new@example.com')).toMatchObject({ sub, attributes: { email: 'ada.new@example.com', email_verified: 'true' } });
    expect(pool.users.find('ada@example.com')).toBeUndefined();
    expect(call('InitiateAuth', initiateBody('ada@example.com'))).toEqual({ status: 400, body: error('UserNotFoundException', 'User does not exist.') });
    expect(decodeJwt(get(call('InitiateAuth', refreshBody(refreshToken)), 'AuthenticationResult', 'IdToken'))).toMatchObject({
      sub,
      email: 'ada.new@example.com',
    });
    // Tokens issued before stay valid, and the Protection API hears the new address from them.
    expect(pool.tokens.verify(accessToken, T0)).toMatchObject({ ok: true, token: { sub, email: 'ada.new@example.com' } });
    expect(get(call('InitiateAuth', initiateBody('ADA.NEW@example.com')), 'ChallengeName')).toBe('CUSTOM_CHALLENGE');
  });

  it('refuses an address another user signs in with, changing nothing; its own address again is no change', () => {
    const { pool, call, outbox } = makePool();
    signIn(call, outbox, 'ada@example.com');
    signIn(call, outbox, 'bob@example.com');
    const ada = pool.users.find('ada@example.com')?.sub ?? '';

    expect(pool.users.changeEmail(ada, 'BOB@example.com')).toBe('taken');
    expect(pool.users.changeEmail(ada, 'ada@example.com')).toBe('moved');

    expect(pool.users.find('ada@example.com')?.sub).toBe(ada);
    expect(pool.users.find('bob@example.com')?.sub).not.toBe(ada);
  });

  it('throws for a user the pool does not have (only verified callers reach it)', () => {
    expect(() => makePool().pool.users.changeEmail('no-such-sub', 'x@example.com')).toThrow('No user no-such-sub in the pool.');
  });
});
