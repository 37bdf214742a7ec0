// Remembered devices on the local peer, driven by the unmodified library: NewDeviceMetadata → ConfirmDevice,
// DEVICE_SRP_AUTH → DEVICE_PASSWORD_VERIFIER on the next sign-in, ListDevices, ForgetDevice, and a forgotten device.
import { AuthenticationDetails, CognitoUser, CognitoUserAttribute, CognitoUserPool, type CognitoUserSession } from 'amazon-cognito-identity-js';
import { type LocalBackend, startLocalBackend } from '../../local-backend/index';
import { MemoryStorage } from './support';

const PASSWORD = 'Correct-Horse-Battery-1';
let backend: LocalBackend;
const targets: string[] = [];

beforeEach(async () => {
  targets.length = 0;
  backend = await startLocalBackend({ port: 0, log: () => undefined, deviceTracking: 'always' });
});
afterEach(() => backend.close());

const poolOver = (storage: MemoryStorage) =>
  new CognitoUserPool({ UserPoolId: backend.userPoolId, ClientId: backend.clientId, endpoint: backend.cognitoEndpoint, Storage: storage });

/**
 * Records every call the library makes, by operation and the challenge it answers. Each call gets its own
 * connection: the library's SRP arithmetic blocks this process (the peer's too) for seconds, long enough for the
 * peer to drop an idle kept-alive socket just as the next request is written to it.
 */
let recording = false;
beforeEach(() => {
  recording = false;
  const original = globalThis.fetch;
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const headers = new Headers(init?.headers);
    if (recording) {
      const body = JSON.parse(String(init?.body ?? '{}')) as { ChallengeName?: string; AuthFlow?: string };
      targets.push([(headers.get('X-Amz-Target') ?? '').split('.').pop() ?? '', body.AuthFlow ?? body.ChallengeName].filter(Boolean).join(' '));
    }
    headers.set('Connection', 'close');
    return original(input, { ...init, headers });
  });
});
const recordCalls = () => {
  recording = true;
};
afterEach(() => jest.restoreAllMocks());

function signIn(storage: MemoryStorage, password = PASSWORD) {
  const user = new CognitoUser({ Username: 'ada@example.com', Pool: poolOver(storage), Storage: storage });
  user.setAuthenticationFlowType('USER_SRP_AUTH');
  const outcome = new Promise<CognitoUserSession>((resolve, reject) =>
    user.authenticateUser(new AuthenticationDetails({ Username: 'ada@example.com', Password: password }), { onSuccess: resolve, onFailure: reject }),
  );
  return { user, outcome };
}

const listDevices = (user: CognitoUser) =>
  new Promise<{ Devices: { DeviceKey: string; DeviceAttributes: { Name: string; Value: string }[] }[] }>((resolve, reject) =>
    user.listDevices(10, null, { onSuccess: resolve as (data: unknown) => void, onFailure: reject }),
  );

describe('remembered devices', () => {
  beforeEach(async () => {
    await new Promise<void>((resolve, reject) =>
      poolOver(new MemoryStorage()).signUp('ada@example.com', PASSWORD, [new CognitoUserAttribute({ Name: 'email', Value: 'ada@example.com' })], [], (error) =>
        error ? reject(error) : resolve(),
      ),
    );
  });

  it('remembers the device after the first sign-in, and the next sign-in proves the device over SRP instead', async () => {
    const storage = new MemoryStorage();
    recordCalls();
    const first = signIn(storage);
    await first.outcome;
    const deviceKey = storage.keys().find((key) => key.endsWith('.deviceKey'));
    expect(deviceKey).toBeDefined();
    expect(storage.keys().filter((key) => /\.(deviceGroupKey|randomPasswordKey)$/.test(key))).toHaveLength(2);
    expect(targets).toEqual(['InitiateAuth USER_SRP_AUTH', 'RespondToAuthChallenge PASSWORD_VERIFIER', 'ConfirmDevice']);
    const devices = await listDevices(first.user);
    expect(devices.Devices.map((d) => d.DeviceKey)).toEqual([storage.getItem(deviceKey ?? '')]);

    targets.length = 0;
    const second = signIn(storage);
    expect((await second.outcome).isValid()).toBe(true);
    expect(targets).toEqual([
      'InitiateAuth USER_SRP_AUTH',
      'RespondToAuthChallenge PASSWORD_VERIFIER',
      'RespondToAuthChallenge DEVICE_SRP_AUTH',
      'RespondToAuthChallenge DEVICE_PASSWORD_VERIFIER',
    ]);
    expect((await listDevices(second.user)).Devices).toHaveLength(1);
  }, 60_000);

  it('a device the pool forgot is dropped by the client, which signs in again and is remembered anew', async () => {
    const storage = new MemoryStorage();
    const first = signIn(storage);
    await first.outcome;
    const deviceKeyName = storage.keys().find((key) => key.endsWith('.deviceKey')) ?? '';
    const forgotten = storage.getItem(deviceKeyName) ?? '';
    await new Promise((resolve, reject) => first.user.forgetSpecificDevice(forgotten, { onSuccess: resolve, onFailure: reject }));
    expect((await listDevices(first.user)).Devices).toEqual([]);

    recordCalls();
    const again = signIn(storage);
    expect((await again.outcome).isValid()).toBe(true);
    expect(targets).toEqual([
      'InitiateAuth USER_SRP_AUTH',
      'RespondToAuthChallenge PASSWORD_VERIFIER',
      'RespondToAuthChallenge PASSWORD_VERIFIER',
      'ConfirmDevice',
    ]);
    const renewed = storage.getItem(deviceKeyName);
    expect(renewed).not.toBe(forgotten);
    expect((await listDevices(again.user)).Devices.map((d) => d.DeviceKey)).toEqual([renewed]);
  }, 60_000);

  it('a refresh names the device: a forgotten one is refused as "Device does not exist."', async () => {
    const storage = new MemoryStorage();
    const { user, outcome } = signIn(storage);
    const session = await outcome;
    const deviceKey = storage.getItem(storage.keys().find((key) => key.endsWith('.deviceKey')) ?? '') ?? '';
    const refresh = (key: string) =>
      backend.pool.handle(
        'AWSCognitoIdentityProviderService.InitiateAuth',
        {
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: backend.clientId,
          AuthParameters: { REFRESH_TOKEN: session.getRefreshToken().getToken(), DEVICE_KEY: key },
        },
        Date.now(),
      );

    expect(refresh(deviceKey).status).toBe(200);
    await new Promise((resolve, reject) => user.forgetSpecificDevice(deviceKey, { onSuccess: resolve, onFailure: reject }));
    expect(refresh(deviceKey)).toEqual({ status: 400, body: { __type: 'ResourceNotFoundException', message: 'Device does not exist.' } });
  }, 60_000);

  it('tracks no device unless the pool is set to', async () => {
    await backend.close();
    backend = await startLocalBackend({ port: 0, log: () => undefined });
    await new Promise<void>((resolve, reject) =>
      poolOver(new MemoryStorage()).signUp('ada@example.com', PASSWORD, [new CognitoUserAttribute({ Name: 'email', Value: 'ada@example.com' })], [], (error) =>
        error ? reject(error) : resolve(),
      ),
    );
    const storage = new MemoryStorage();
    await signIn(storage).outcome;

    expect(storage.keys().some((key) => key.endsWith('.deviceKey'))).toBe(false);
  }, 60_000);
});
