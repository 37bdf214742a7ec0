// The unmodified amazon-cognito-identity-js against startLocalBackend on 127.0.0.1 (guides/cognito.md):
// sign-up, custom challenge with the outboxed code, session, attributes, refresh, revoking sign-out.
import {
  AuthenticationDetails,
  type ChallengeName,
  CognitoUser,
  CognitoUserAttribute,
  CognitoUserPool,
  type CognitoUserSession,
  type ISignUpResult,
} from 'amazon-cognito-identity-js';
import { type LocalBackend, startLocalBackend } from '../../local-backend/index';
import { ALIAS, MemoryStorage, PASSWORD, decodeJwt } from './support';

let backend: LocalBackend;
let offsetMs = 0;

beforeAll(async () => {
  backend = await startLocalBackend({ port: 0, clock: () => Date.now() + offsetMs, log: () => undefined });
});
afterAll(() => backend.close());
beforeEach(() => {
  offsetMs = 0;
  backend.faults.clear();
});

let counter = 0;
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${++counter}@example.com`;

function setup() {
  const storage = new MemoryStorage();
  const pool = new CognitoUserPool({ UserPoolId: backend.userPoolId, ClientId: backend.clientId, endpoint: backend.cognitoEndpoint, Storage: storage });
  return { storage, pool };
}

const attributes = (email: string) => [
  new CognitoUserAttribute({ Name: 'email', Value: email }),
  new CognitoUserAttribute({ Name: 'custom:region', Value: 'GB' }),
  new CognitoUserAttribute({ Name: 'custom:user_alias', Value: ALIAS }),
  new CognitoUserAttribute({ Name: 'custom:referrer_user_alias', Value: '' }),
];

const signUp = (pool: CognitoUserPool, email: string) =>
  new Promise<ISignUpResult>((resolve, reject) =>
    pool.signUp(email, PASSWORD, attributes(email), [], (error, result) => (error || !result ? reject(error ?? new Error('no result')) : resolve(result))),
  );

type Outcome =
  | { readonly kind: 'challenge'; readonly parameters: unknown }
  | { readonly kind: 'session'; readonly session: CognitoUserSession }
  | { readonly kind: 'other'; readonly challenge: ChallengeName }
  | { readonly kind: 'error'; readonly code: string; readonly message: string };

const callbacks = (resolve: (outcome: Outcome) => void) => ({
  customChallenge: (parameters: unknown) => resolve({ kind: 'challenge', parameters }),
  onSuccess: (session: CognitoUserSession) => resolve({ kind: 'session', session }),
  onFailure: (error: { code?: string; message?: string }) => resolve({ kind: 'error', code: error.code ?? '', message: error.message ?? '' }),
  mfaRequired: (challenge: ChallengeName) => resolve({ kind: 'other', challenge }),
});

function startSignIn(pool: CognitoUserPool, storage: MemoryStorage, typed: string) {
  const user = new CognitoUser({ Username: typed, Pool: pool, Storage: storage });
  user.setAuthenticationFlowType('CUSTOM_AUTH');
  const outcome = new Promise<Outcome>((resolve) => user.initiateAuth(new AuthenticationDetails({ Username: typed }), callbacks(resolve)));
  return { user, outcome };
}

const answer = (user: CognitoUser, code: string) => new Promise<Outcome>((resolve) => user.sendCustomChallengeAnswer(code, callbacks(resolve)));

async function latestCode(email: string): Promise<string> {
  const response = await fetch(`${backend.url}/outbox/latest?to=${encodeURIComponent(email)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { code: string }).code;
}

const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

function sessionOf(outcome: Outcome): CognitoUserSession {
  if (outcome.kind !== 'session') throw new Error(`expected a session, got ${JSON.stringify(outcome)}`);
  return outcome.session;
}

async function signedIn(email: string) {
  const { pool, storage } = setup();
  await signUp(pool, email);
  const { user, outcome } = startSignIn(pool, storage, email);
  expect((await outcome).kind).toBe('challenge');
  const session = sessionOf(await answer(user, await latestCode(email)));
  return { pool, storage, user, session };
}

describe('amazon-cognito-identity-js against the local peer', () => {
  it('signs up confirmed and refuses a duplicate e-mail', async () => {
    const { pool } = setup();
    const email = uniqueEmail('ada');

    const result = await signUp(pool, email);

    expect(result.userConfirmed).toBe(true);
    expect(result.userSub).toMatch(/^[0-9a-f-]{36}$/);
    await expect(signUp(pool, email.toUpperCase())).rejects.toMatchObject({
      code: 'UsernameExistsException',
      message: 'An account with the given email already exists.',
    });
  });

  it('signs in with CUSTOM_AUTH: a wrong code asks again, the mailed code gives a valid session with our claims', async () => {
    const { pool, storage } = setup();
    const email = uniqueEmail('grace');
    await signUp(pool, email);
    const typed = email.toUpperCase();

    const { user, outcome } = startSignIn(pool, storage, typed);
    const challenge = await outcome;
    expect(challenge).toMatchObject({ kind: 'challenge', parameters: { email } });
    const code = await latestCode(email);
    expect(code).toMatch(/^[0-9]{6}$/);
    expect(await answer(user, wrongCode(code))).toMatchObject({ kind: 'challenge' });
    const session = sessionOf(await answer(user, code));

    expect(session.isValid()).toBe(true);
    expect(session.getIdToken().decodePayload()).toMatchObject({
      email,
      'custom:region': 'GB',
      'custom:user_alias': ALIAS,
      token_use: 'id',
      aud: backend.clientId,
    });
    expect(storage.getItem(`CognitoIdentityServiceProvider.${backend.clientId}.LastAuthUser`)).toBe(typed);
    expect(storage.keys().some((key) => key.endsWith('.deviceKey'))).toBe(false);
    expect(backend.verifyAccessOrIdToken(session.getAccessToken().getJwtToken())).toMatchObject({ ok: true, token: { email } });
  });

  it('restores the session from storage and reads the user attributes with GetUser', async () => {
    const email = uniqueEmail('hedy');
    const { storage, session } = await signedIn(email);
    const { pool } = {
      pool: new CognitoUserPool({ UserPoolId: backend.userPoolId, ClientId: backend.clientId, endpoint: backend.cognitoEndpoint, Storage: storage }),
    };

    const current = pool.getCurrentUser();
    expect(current).not.toBeNull();
    const restored = await new Promise<CognitoUserSession>((resolve, reject) =>
      current?.getSession((error: Error | null, value: CognitoUserSession | null) => (error || !value ? reject(error ?? new Error('none')) : resolve(value))),
    );
    expect(restored.getIdToken().getJwtToken()).toBe(session.getIdToken().getJwtToken());
    const list = await new Promise<CognitoUserAttribute[]>((resolve, reject) =>
      current?.getUserAttributes((error, result) => (error || !result ? reject(error ?? new Error('none')) : resolve(result))),
    );

    expect(Object.fromEntries(list.map((a) => [a.getName(), a.getValue()]))).toMatchObject({
      email,
      email_verified: 'true',
      'custom:region': 'GB',
      sub: expect.any(String),
    });
  });

  it('writes custom:region with UpdateUserAttributes, which the next refreshed id token carries; no other attribute is the client’s to write', async () => {
    const { user, session } = await signedIn(uniqueEmail('region'));
    const update = (Name: string, Value: string) =>
      new Promise<string>((resolve, reject) => user.updateAttributes([{ Name, Value }], (error, result) => (error ? reject(error) : resolve(result ?? ''))));

    await expect(update('custom:region', 'IE')).resolves.toBe('SUCCESS');
    const refreshed = await new Promise<CognitoUserSession>((resolve, reject) =>
      user.refreshSession(session.getRefreshToken(), (error: Error | null, value: CognitoUserSession | null) =>
        error || !value ? reject(error ?? new Error('none')) : resolve(value),
      ),
    );
    expect(refreshed.getIdToken().decodePayload()['custom:region']).toBe('IE');
    await expect(update('email', 'mallory@example.com')).rejects.toMatchObject({ code: 'NotAuthorizedException' });
    await expect(update('custom:user_alias', 'someone-else')).rejects.toMatchObject({ code: 'NotAuthorizedException' });
  });

  it('refreshes, then signOut(cb) revokes: refresh and GetUser fail afterwards', async () => {
    const email = uniqueEmail('alan');
    const { pool, storage, user, session } = await signedIn(email);
    const refreshToken = session.getRefreshToken();

    const refreshed = await new Promise<CognitoUserSession>((resolve, reject) =>
      user.refreshSession(refreshToken, (error: Error | null, value: CognitoUserSession | null) =>
        error || !value ? reject(error ?? new Error('none')) : resolve(value),
      ),
    );
    expect(refreshed.isValid()).toBe(true);
    expect(refreshed.getRefreshToken().getToken()).toBe(refreshToken.getToken());
    expect(decodeJwt(refreshed.getAccessToken().getJwtToken()).origin_jti).toBe(decodeJwt(session.getAccessToken().getJwtToken()).origin_jti);

    await new Promise<void>((resolve, reject) => user.signOut((error?: Error) => (error ? reject(error) : resolve())));
    expect(storage.keys().filter((key) => /\.(idToken|accessToken|refreshToken)$/.test(key))).toEqual([]);

    const stale = new CognitoUser({ Username: email, Pool: pool, Storage: storage });
    stale.setSignInUserSession(refreshed);
    await expect(new Promise((resolve, reject) => stale.getUserAttributes((error, result) => (error ? reject(error) : resolve(result))))).rejects.toMatchObject(
      { code: 'NotAuthorizedException', message: 'Access Token has been revoked' },
    );
    // The library retries a failed refresh with backoff for about 6 s before it reports.
    await expect(
      new Promise((resolve, reject) => stale.refreshSession(refreshToken, (error: Error | null, value: unknown) => (error ? reject(error) : resolve(value)))),
    ).rejects.toMatchObject({ code: 'NotAuthorizedException', message: 'Refresh Token has been revoked' });
  }, 30_000);

  it('refuses the third wrong code and an unknown user', async () => {
    const { pool, storage } = setup();
    const email = uniqueEmail('eve');
    await signUp(pool, email);
    const { user, outcome } = startSignIn(pool, storage, email);
    await outcome;
    const wrong = wrongCode(await latestCode(email));

    expect(await answer(user, wrong)).toMatchObject({ kind: 'challenge' });
    expect(await answer(user, wrong)).toMatchObject({ kind: 'challenge' });
    expect(await answer(user, wrong)).toEqual({ kind: 'error', code: 'NotAuthorizedException', message: 'Incorrect username or password.' });
    expect(await startSignIn(pool, storage, uniqueEmail('nobody')).outcome).toEqual({
      kind: 'error',
      code: 'UserNotFoundException',
      message: 'User does not exist.',
    });
  });

  it('refuses an answer after the 180 s sign-in session', async () => {
    const { pool, storage } = setup();
    const email = uniqueEmail('linus');
    await signUp(pool, email);
    const { user, outcome } = startSignIn(pool, storage, email);
    await outcome;
    const code = await latestCode(email);

    offsetMs = 181_000;

    expect(await answer(user, code)).toEqual({ kind: 'error', code: 'NotAuthorizedException', message: 'Invalid session for the user, session is expired.' });
  });

  it('surfaces a forced fault by its Cognito error name, once', async () => {
    const { pool, storage } = setup();
    const email = uniqueEmail('faulted');
    await signUp(pool, email);
    const put = await fetch(`${backend.url}/faults`, { method: 'PUT', body: JSON.stringify({ signIn: { error: 'LimitExceededException', times: 1 } }) });
    expect(put.status).toBe(200);

    expect(await startSignIn(pool, storage, email).outcome).toEqual({
      kind: 'error',
      code: 'LimitExceededException',
      message: 'Attempt limit exceeded, please try after some time.',
    });
    expect((await startSignIn(pool, storage, email).outcome).kind).toBe('challenge');
  });

  describe('a new primary address is the sign-in address (what the hosted service does with AdminUpdateUserAttributes)', () => {
    const api = async (method: string, path: string, idToken: string, body: unknown) => {
      const verification = path.startsWith('/verify');
      const response = await fetch(`${verification ? backend.url : `${backend.url}/api`}${path}`, {
        method,
        headers: {
          'x-api-key': verification ? 'local-verification-key' : 'local-protection-key',
          Authorization: `Bearer ${idToken}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    /** Adds `address` to the account and confirms it with the code mailed to it. */
    const addAndVerify = async (idToken: string, address: string) => {
      expect((await api('POST', '/profile-info/email-addresses', idToken, { email_address: address })).status).toBe(201);
      const verified = await api('POST', '/verify/email-addresses', idToken, { email_address: address, code: await latestCode(address) });
      expect(verified.status).toBe(200);
    };

    it('moves sign-in: the refreshed ID token names the new address, the old one is unknown, the new one signs in', async () => {
      const first = uniqueEmail('first');
      const second = uniqueEmail('second');
      const { storage, user, session } = await signedIn(first);
      const idToken = session.getIdToken().getJwtToken();
      await addAndVerify(idToken, second);

      const made = await api('PATCH', '/profile-info/email-addresses', idToken, { email_address: second });
      const refreshed = await new Promise<CognitoUserSession>((resolve, reject) =>
        user.refreshSession(session.getRefreshToken(), (error: Error | null, value: CognitoUserSession | null) =>
          error || !value ? reject(error ?? new Error('none')) : resolve(value),
        ),
      );

      expect(made).toEqual({ status: 200, body: { email_addresses: expect.arrayContaining([{ address: second, is_primary: true, is_verified: true }]) } });
      expect(refreshed.getIdToken().decodePayload()).toMatchObject({ email: second, email_verified: true });
      expect(backend.verifyAccessOrIdToken(idToken)).toMatchObject({ ok: true, token: { email: second } });
      expect(await api('DELETE', '/profile-info/email-addresses', idToken, { email_address: first })).toMatchObject({ status: 200 });
      expect(await startSignIn(setup().pool, storage, first).outcome).toEqual({
        kind: 'error',
        code: 'UserNotFoundException',
        message: 'User does not exist.',
      });
      const again = setup();
      const { user: next, outcome } = startSignIn(again.pool, again.storage, second);
      expect(await outcome).toMatchObject({ kind: 'challenge', parameters: { email: second } });
      expect(
        sessionOf(await answer(next, await latestCode(second)))
          .getIdToken()
          .decodePayload(),
      ).toMatchObject({ email: second, sub: decodeJwt(idToken).sub });
    });

    it('refuses an address another account signs in with: 409 SignInAddressTaken, and nothing changes', async () => {
      const mine = uniqueEmail('mine');
      const theirs = uniqueEmail('theirs');
      await signedIn(theirs);
      const { session } = await signedIn(mine);
      const idToken = session.getIdToken().getJwtToken();
      await addAndVerify(idToken, theirs);

      expect(await api('PATCH', '/profile-info/email-addresses', idToken, { email_address: theirs })).toEqual({
        status: 409,
        body: { error: 'SignInAddressTaken', message: 'Another account signs in with this address, so it cannot be the primary one.' },
      });
      expect(backend.pool.users.find(theirs)?.sub).not.toBe(decodeJwt(idToken).sub);
      expect(backend.pool.users.find(mine)?.sub).toBe(decodeJwt(idToken).sub);
      expect(await api('GET', '/profile-info/email-addresses', idToken, undefined)).toMatchObject({
        body: { email_addresses: expect.arrayContaining([{ address: mine, is_primary: true, is_verified: true }]) },
      });
    });
  });
});
