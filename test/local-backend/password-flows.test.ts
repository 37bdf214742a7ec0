// Password sign-in on the local peer, driven by the unmodified library's own SRP client (authenticateUser).
import { AuthenticationDetails, CognitoUser, CognitoUserAttribute, CognitoUserPool, type CognitoUserSession } from 'amazon-cognito-identity-js';
import { createHash } from 'node:crypto';
import { type LocalBackend, type LocalBackendOptions, startLocalBackend } from '../../local-backend/index';
import { seedUser } from '../../local-backend/cognito/admin-routes';
import { MemoryStorage } from './support';

const PASSWORD = 'Correct-Horse-Battery-1';

type Outcome =
  | { readonly kind: 'session'; readonly session: CognitoUserSession }
  | { readonly kind: 'custom'; readonly parameters: unknown }
  | { readonly kind: 'new-password'; readonly attributes: unknown; readonly required: unknown }
  | { readonly kind: 'error'; readonly code: string; readonly message: string };

const callbacks = (resolve: (outcome: Outcome) => void) => ({
  onSuccess: (session: CognitoUserSession) => resolve({ kind: 'session', session }),
  onFailure: (error: { code?: string; message?: string }) => resolve({ kind: 'error', code: error.code ?? '', message: error.message ?? '' }),
  customChallenge: (parameters: unknown) => resolve({ kind: 'custom', parameters }),
  newPasswordRequired: (attributes: unknown, required: unknown) => resolve({ kind: 'new-password', attributes, required }),
});

let backend: LocalBackend;
const start = async (options: LocalBackendOptions = {}) => {
  backend = await startLocalBackend({ port: 0, log: () => undefined, ...options });
};
afterEach(() => backend.close());

const pool = () =>
  new CognitoUserPool({ UserPoolId: backend.userPoolId, ClientId: backend.clientId, endpoint: backend.cognitoEndpoint, Storage: new MemoryStorage() });

const signUp = (email: string, password = PASSWORD) =>
  new Promise<void>((resolve, reject) =>
    pool().signUp(email, password, [new CognitoUserAttribute({ Name: 'email', Value: email })], [], (error) => (error ? reject(error) : resolve())),
  );

function signIn(email: string, password: string, flow: 'USER_SRP_AUTH' | 'USER_PASSWORD_AUTH' | 'CUSTOM_AUTH' = 'USER_SRP_AUTH') {
  const user = new CognitoUser({ Username: email, Pool: pool(), Storage: new MemoryStorage() });
  user.setAuthenticationFlowType(flow);
  const outcome = new Promise<Outcome>((resolve) =>
    user.authenticateUser(new AuthenticationDetails({ Username: email, Password: password }), callbacks(resolve)),
  );
  return { user, outcome };
}

const incorrect = { kind: 'error', code: 'NotAuthorizedException', message: 'Incorrect username or password.' };

describe('USER_SRP_AUTH, USER_PASSWORD_AUTH and CUSTOM_AUTH with SRP on the local peer', () => {
  it('keeps a password only as an SRP salt and verifier', async () => {
    await start();
    await signUp('ada@example.com');

    const [user] = backend.pool.state().users;
    // g^x mod N in even-length hex: up to N's 768 digits and a sign byte, fewer when it starts with zero bytes (1 in 256).
    const kept = JSON.stringify(backend.pool.state());
    expect(user?.password).toEqual({ salt: expect.stringMatching(/^[0-9a-f]+$/), verifier: expect.stringMatching(/^([0-9a-f]{2}){1,385}$/) });
    expect(kept).not.toContain(PASSWORD);
    for (const encoding of ['hex', 'base64'] as const) expect(kept).not.toContain(createHash('sha256').update(PASSWORD).digest(encoding));
  });

  it('signs in over SRP with the right password and refuses a wrong one', async () => {
    await start();
    await signUp('ada@example.com');

    const right = await signIn('Ada@Example.com', PASSWORD).outcome;
    expect(right.kind === 'session' && right.session.isValid()).toBe(true);
    expect(right.kind === 'session' && right.session.getIdToken().decodePayload().email).toBe('ada@example.com');
    expect(await signIn('ada@example.com', `${PASSWORD}x`).outcome).toEqual(incorrect);
    expect(await signIn('nobody@example.com', PASSWORD).outcome).toEqual({ kind: 'error', code: 'UserNotFoundException', message: 'User does not exist.' });
  });

  it('with existence errors prevented, an unknown address fails as a wrong password does', async () => {
    await start({ preventUserExistenceErrors: 'ENABLED' });

    expect(await signIn('nobody@example.com', PASSWORD).outcome).toEqual(incorrect);
  });

  it('runs USER_PASSWORD_AUTH only when the app client allows it', async () => {
    await start();
    await signUp('ada@example.com');
    expect(await signIn('ada@example.com', PASSWORD, 'USER_PASSWORD_AUTH').outcome).toEqual({
      kind: 'error',
      code: 'InvalidParameterException',
      message: 'USER_PASSWORD_AUTH flow not enabled for this client',
    });
    await backend.close();

    await start({ allowUserPasswordAuth: true });
    await signUp('ada@example.com');
    expect((await signIn('ada@example.com', PASSWORD, 'USER_PASSWORD_AUTH').outcome).kind).toBe('session');
    expect(await signIn('ada@example.com', 'Wrong-Password-123', 'USER_PASSWORD_AUTH').outcome).toEqual(incorrect);
  });

  it('CUSTOM_AUTH with SRP_A: the password first, then the mailed code; the trigger saw SRP_A and PASSWORD_VERIFIER', async () => {
    const sessions: unknown[] = [];
    await start();
    await signUp('ada@example.com');
    const { user, outcome } = signIn('ada@example.com', PASSWORD, 'CUSTOM_AUTH');
    expect(await outcome).toEqual({ kind: 'custom', parameters: expect.objectContaining({ email: 'ada@example.com' }) });
    const code = backend.outbox.latest('ada@example.com')?.code ?? '';
    const answered = await new Promise<Outcome>((resolve) => user.sendCustomChallengeAnswer(code, callbacks(resolve)));
    expect(answered.kind).toBe('session');

    await backend.close();
    await start({
      triggers: {
        defineAuthChallenge: (event) => {
          sessions.push(event.request.session.map(({ challengeName, challengeResult }) => ({ challengeName, challengeResult })));
          const last = event.request.session.at(-1);
          event.response.challengeName = last?.challengeName === 'SRP_A' ? 'PASSWORD_VERIFIER' : undefined;
          event.response.issueTokens = last?.challengeName === 'PASSWORD_VERIFIER' && last.challengeResult;
          event.response.failAuthentication = last?.challengeName === 'PASSWORD_VERIFIER' && !last.challengeResult;
          return event;
        },
      },
    });
    await signUp('ada@example.com');
    expect((await signIn('ada@example.com', PASSWORD, 'CUSTOM_AUTH').outcome).kind).toBe('session');
    expect(await signIn('ada@example.com', 'Wrong-Password-123', 'CUSTOM_AUTH').outcome).toEqual(incorrect);
    expect(sessions).toEqual([
      [{ challengeName: 'SRP_A', challengeResult: true }],
      [
        { challengeName: 'SRP_A', challengeResult: true },
        { challengeName: 'PASSWORD_VERIFIER', challengeResult: true },
      ],
      [{ challengeName: 'SRP_A', challengeResult: true }],
      [
        { challengeName: 'SRP_A', challengeResult: true },
        { challengeName: 'PASSWORD_VERIFIER', challengeResult: false },
      ],
    ]);
  });

  it('a wrong password in CUSTOM_AUTH with SRP mails no code', async () => {
    await start();
    await signUp('ada@example.com');

    expect(await signIn('ada@example.com', 'Wrong-Password-123', 'CUSTOM_AUTH').outcome).toEqual(incorrect);
    expect(backend.outbox.latest('ada@example.com')).toBeUndefined();
  });
});

describe('users a real pool has: temporary password, reset required, not confirmed', () => {
  it('an admin-created user answers NEW_PASSWORD_REQUIRED with the missing required attributes, then signs in with the new password', async () => {
    await start({ requiredAttributes: ['email', 'name'] });
    const created = await fetch(`${backend.url}/cognito-admin/users`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'grace@example.com', status: 'FORCE_CHANGE_PASSWORD', password: 'Temporary-Pass-1' }),
    });
    expect(created.status).toBe(201);

    const { user, outcome } = signIn('grace@example.com', 'Temporary-Pass-1');
    expect(await outcome).toEqual({ kind: 'new-password', attributes: { email: 'grace@example.com' }, required: ['name'] });
    const missing = await new Promise<Outcome>((resolve) => user.completeNewPasswordChallenge('Brand-New-Pass-2', {}, callbacks(resolve)));
    expect(missing).toEqual({ kind: 'error', code: 'InvalidParameterException', message: 'Invalid attributes given, name is missing' });
    const short = await new Promise<Outcome>((resolve) => user.completeNewPasswordChallenge('short', { name: 'Grace' }, callbacks(resolve)));
    expect(short).toMatchObject({ kind: 'error', code: 'InvalidPasswordException' });

    // The same sign-in goes on once the answer is right.
    const done = await new Promise<Outcome>((resolve) => user.completeNewPasswordChallenge('Brand-New-Pass-2', { name: 'Grace' }, callbacks(resolve)));
    expect(done.kind === 'session' && done.session.getIdToken().decodePayload().name).toBe('Grace');
    expect((await signIn('grace@example.com', 'Brand-New-Pass-2').outcome).kind).toBe('session');
    expect(await signIn('grace@example.com', 'Temporary-Pass-1').outcome).toEqual(incorrect);
  });

  it('a temporary password for an existing person (the dev route) keeps them and asks for a new password; the old one and a refused one do not count', async () => {
    await start();
    await signUp('ada@example.com');
    const [before] = backend.pool.state().users;
    const setTemporary = (email: string, password: string) =>
      fetch(`${backend.url}/cognito-admin/temporary-password`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });

    expect((await setTemporary('nobody@example.com', 'Temporary-Pass-1')).status).toBe(404);
    const refused = await setTemporary('ada@example.com', 'short');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ __type: 'InvalidPasswordException' });
    expect((await setTemporary('ada@example.com', 'Temporary-Pass-1')).status).toBe(200);

    expect(backend.pool.state().users).toEqual([expect.objectContaining({ sub: before?.sub, status: 'FORCE_CHANGE_PASSWORD' })]);
    expect(await signIn('ada@example.com', PASSWORD).outcome).toEqual(incorrect);
    expect(await signIn('ada@example.com', 'Temporary-Pass-1').outcome).toEqual({
      kind: 'new-password',
      attributes: { email: 'ada@example.com' },
      required: [],
    });
  });

  it('a user in RESET_REQUIRED is told to reset; an unconfirmed user with the right password is told so, with a wrong one only "incorrect"', async () => {
    await start();
    seedUser(backend.pool, { email: 'reset@example.com', status: 'RESET_REQUIRED' }, Date.now());
    seedUser(backend.pool, { email: 'new@example.com', status: 'UNCONFIRMED', password: PASSWORD }, Date.now());

    expect(await signIn('reset@example.com', PASSWORD).outcome).toEqual({
      kind: 'error',
      code: 'PasswordResetRequiredException',
      message: 'Password reset required for the user',
    });
    expect(await signIn('new@example.com', PASSWORD).outcome).toEqual({ kind: 'error', code: 'UserNotConfirmedException', message: 'User is not confirmed.' });
    expect(await signIn('new@example.com', 'Wrong-Password-123').outcome).toEqual(incorrect);
  });
});
