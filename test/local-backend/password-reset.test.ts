// A password reset an administrator required, on the local peer, driven by the unmodified library: sign-in of any
// kind is refused until ForgotPassword's e-mailed code and ConfirmForgotPassword set a new password.
import { AuthenticationDetails, CognitoUser, CognitoUserPool } from 'amazon-cognito-identity-js';
import { type LocalBackend, startLocalBackend } from '../../local-backend/index';
import { seedUser } from '../../local-backend/cognito/admin-routes';
import { MemoryStorage } from './support';

const NEW_PASSWORD = 'Fresh-Horse-Battery-2';

let backend: LocalBackend;
beforeEach(async () => {
  backend = await startLocalBackend({ port: 0, log: () => undefined });
  seedUser(backend.pool, { email: 'ada@example.com', status: 'RESET_REQUIRED' }, Date.now());
});
afterEach(() => backend.close());

const userNamed = (email: string) =>
  new CognitoUser({
    Username: email,
    Pool: new CognitoUserPool({ UserPoolId: backend.userPoolId, ClientId: backend.clientId, endpoint: backend.cognitoEndpoint, Storage: new MemoryStorage() }),
    Storage: new MemoryStorage(),
  });

type Outcome = { readonly kind: string; readonly code?: string };
const ended = (resolve: (outcome: Outcome) => void) => ({
  onSuccess: () => resolve({ kind: 'session' }),
  onFailure: (error: Error & { code?: string }) => resolve({ kind: 'error', code: error.code ?? '' }),
  customChallenge: () => resolve({ kind: 'custom' }),
});

function signIn(email: string, flow: 'CUSTOM_AUTH' | 'USER_SRP_AUTH', password?: string): Promise<Outcome> {
  const user = userNamed(email);
  user.setAuthenticationFlowType(flow);
  return new Promise((resolve) => {
    const details = new AuthenticationDetails({ Username: email, ...(password === undefined ? {} : { Password: password }) });
    if (flow === 'CUSTOM_AUTH') user.initiateAuth(details, ended(resolve));
    else user.authenticateUser(details, ended(resolve));
  });
}

const forgot = (email: string) =>
  new Promise<Outcome & { destination?: string }>((resolve) =>
    userNamed(email).forgotPassword({
      onSuccess: () => resolve({ kind: 'sent' }),
      onFailure: (error: Error & { code?: string }) => resolve({ kind: 'error', code: error.code ?? '' }),
      inputVerificationCode: (data: { CodeDeliveryDetails?: { Destination?: string } }) =>
        resolve({ kind: 'sent', destination: data.CodeDeliveryDetails?.Destination ?? '' }),
    }),
  );

const confirm = (email: string, code: string, password = NEW_PASSWORD) =>
  new Promise<Outcome>((resolve) =>
    userNamed(email).confirmPassword(code, password, {
      onSuccess: () => resolve({ kind: 'reset' }),
      onFailure: (error: Error & { code?: string }) => resolve({ kind: 'error', code: error.code ?? '' }),
    }),
  );

describe('a required password reset on the local peer', () => {
  it('refuses the passwordless sign-in as it refuses a password one', async () => {
    expect(await signIn('ada@example.com', 'CUSTOM_AUTH')).toEqual({ kind: 'error', code: 'PasswordResetRequiredException' });
    expect(backend.outbox.latest('ada@example.com')).toBeUndefined();
  });

  it('mails a code for the reset; a wrong code is refused, the right one sets the new password, and every sign-in works again', async () => {
    expect(await forgot('Ada@Example.com')).toEqual({ kind: 'sent', destination: 'a***@e***' });
    const mail = backend.outbox.latest('ada@example.com');
    expect(mail?.subject).toBe('Your Protect sign-in code');
    const code = mail?.code ?? '';
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    expect(await confirm('ada@example.com', wrong)).toEqual({ kind: 'error', code: 'CodeMismatchException' });
    expect(await confirm('ada@example.com', code, 'short')).toEqual({ kind: 'error', code: 'InvalidPasswordException' });
    expect(await confirm('ada@example.com', code)).toEqual({ kind: 'reset' });
    expect(await confirm('ada@example.com', code)).toEqual({ kind: 'error', code: 'ExpiredCodeException' });

    expect(await signIn('ada@example.com', 'USER_SRP_AUTH', NEW_PASSWORD)).toEqual({ kind: 'session' });
    expect(await signIn('ada@example.com', 'CUSTOM_AUTH')).toEqual({ kind: 'custom' });
    expect(backend.pool.users.find('ada@example.com')?.status).toBe('CONFIRMED');
  });

  it('an unknown address: UserNotFoundException, and nothing is mailed', async () => {
    expect(await forgot('nobody@example.com')).toEqual({ kind: 'error', code: 'UserNotFoundException' });
    expect(backend.outbox.latest('nobody@example.com')).toBeUndefined();
  });
});
