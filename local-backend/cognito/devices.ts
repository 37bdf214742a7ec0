// Remembered devices: NewDeviceMetadata, ConfirmDevice, the device's SRP proof (DEVICE_SRP_AUTH, DEVICE_PASSWORD_VERIFIER),
// ListDevices and ForgetDevice. Kept in memory: after a restart every device is unknown, as a forgotten one is.
import { randomBytes } from 'node:crypto';
import { MESSAGES, cognitoError, invalid, notAuthorized } from './errors';
import { type JsonObject, optionalString } from './request';
import type { Answer, PoolCore } from './sessions';
import { type ServerEphemeral, claimIsValid, serverEphemeral, sharedKey } from './srp';
import type { Tokens } from './tokens';
import type { StoredUser } from './users';

type StoredDevice = {
  readonly key: string;
  readonly groupKey: string;
  readonly sub: string;
  readonly confirmed?: { readonly salt: string; readonly verifier: string; readonly name: string };
  readonly createdAt: number;
  readonly lastAuthenticatedAt: number;
  readonly lastModifiedAt: number;
};

type ConfirmedDevice = StoredDevice & { readonly confirmed: NonNullable<StoredDevice['confirmed']> };

type DeviceProof = { readonly deviceKey: string; readonly ephemeral: ServerEphemeral; readonly srpA: string; readonly secretBlock: string };

type Parts = PoolCore & { readonly tokens: Tokens };

const notFound = () => cognitoError('ResourceNotFoundException', MESSAGES.deviceNotFound);
const base64ToHex = (value: string): string => Buffer.from(value, 'base64').toString('hex');

export class DeviceRegistry {
  private readonly devices = new Map<string, StoredDevice>();
  /** People whose devices are remembered whatever the pool's setting (dev route, for journeys run side by side). */
  private readonly trackedFor = new Set<string>();

  constructor(private readonly pool: Parts) {}

  /** A sign-in finished without a remembered device: its tokens, and a new device to confirm when the pool tracks devices. */
  finishSignIn(user: StoredUser, now: number): JsonObject {
    const answer = this.pool.tokens.signIn(user, now);
    if (this.pool.settings.deviceTracking === 'off' && !this.trackedFor.has(user.sub)) return answer;
    const device: StoredDevice = {
      key: `${this.pool.settings.region}_${this.pool.random.uuid()}`,
      groupKey: `-${randomBytes(9).toString('base64url')}`,
      sub: user.sub,
      createdAt: now,
      lastAuthenticatedAt: now,
      lastModifiedAt: now,
    };
    this.devices.set(device.key, device);
    return {
      ...answer,
      AuthenticationResult: { ...answer.AuthenticationResult, NewDeviceMetadata: { DeviceKey: device.key, DeviceGroupKey: device.groupKey } },
    };
  }

  checkRefresh(sub: string, deviceKey: string | undefined): void {
    if (deviceKey !== undefined && deviceKey !== '') this.remembered(sub, deviceKey);
  }

  /** DEVICE_SRP_AUTH for the user's remembered device; an unknown one is ResourceNotFoundException, so the client drops it. */
  startProof(sub: string, deviceKey: string, now: number): JsonObject {
    this.remembered(sub, deviceKey);
    return this.pool.sessions.ask('DEVICE_SRP_AUTH', sub, now, { USERNAME: sub });
  }

  answerSrp({ session, username, responses }: Answer, now: number): JsonObject {
    const { sub } = this.pool.sessions.take(session, 'DEVICE_SRP_AUTH', now, username);
    const deviceKey = responses.DEVICE_KEY;
    const srpA = responses.SRP_A;
    if (!deviceKey) throw invalid('Missing required parameter DEVICE_KEY');
    if (!srpA || !/^[0-9a-fA-F]{1,1024}$/.test(srpA)) throw invalid('Missing required parameter SRP_A');
    const { confirmed } = this.remembered(sub, deviceKey);
    const ephemeral = serverEphemeral(confirmed.verifier);
    const secretBlock = randomBytes(64).toString('base64');
    const parameters = { SALT: confirmed.salt, SRP_B: ephemeral.B, SECRET_BLOCK: secretBlock, USERNAME: sub, DEVICE_KEY: deviceKey };
    return this.pool.sessions.ask('DEVICE_PASSWORD_VERIFIER', sub, now, parameters, { proof: { deviceKey, ephemeral, srpA, secretBlock } });
  }

  answerVerifier({ session, username, responses }: Answer, now: number): JsonObject {
    const { sub, proof } = this.pool.sessions.take<{ proof: DeviceProof }>(session, 'DEVICE_PASSWORD_VERIFIER', now, username);
    const user = this.pool.users.get(sub);
    const device = this.remembered(sub, proof.deviceKey);
    const valid =
      responses.PASSWORD_CLAIM_SECRET_BLOCK === proof.secretBlock &&
      claimIsValid(sharedKey(proof.srpA, proof.ephemeral, device.confirmed.verifier), {
        poolName: device.groupKey,
        identity: device.key,
        secretBlock: proof.secretBlock,
        timestamp: responses.TIMESTAMP ?? '',
        signature: responses.PASSWORD_CLAIM_SIGNATURE ?? '',
      });
    if (!user || !valid) throw notAuthorized(MESSAGES.incorrectCredentials);
    this.devices.set(device.key, { ...device, lastAuthenticatedAt: now });
    return this.pool.tokens.signIn(user, now);
  }

  /** ConfirmDevice: the verifier the client made from its random password; the service never sees that password. */
  confirm(sub: string, body: JsonObject, now: number): JsonObject {
    const deviceKey = optionalString(body, 'DeviceKey') ?? '';
    const config = body.DeviceSecretVerifierConfig as { Salt?: unknown; PasswordVerifier?: unknown } | undefined;
    if (typeof config?.Salt !== 'string' || typeof config.PasswordVerifier !== 'string') throw invalid('Missing required parameter DeviceSecretVerifierConfig');
    const device = this.devices.get(deviceKey);
    if (!device || device.sub !== sub) throw notFound();
    const name = typeof body.DeviceName === 'string' ? body.DeviceName.slice(0, 1024) : '';
    const confirmed = { salt: base64ToHex(config.Salt), verifier: base64ToHex(config.PasswordVerifier), name };
    this.devices.set(deviceKey, { ...device, confirmed, lastModifiedAt: now });
    return { UserConfirmationNecessary: false };
  }

  list(sub: string): JsonObject {
    const mine = [...this.devices.values()]
      .filter((device) => device.sub === sub && device.confirmed !== undefined)
      .sort((a, b) => b.lastAuthenticatedAt - a.lastAuthenticatedAt);
    return {
      Devices: mine.map((device) => ({
        DeviceKey: device.key,
        DeviceAttributes: [{ Name: 'device_name', Value: device.confirmed?.name ?? '' }],
        DeviceCreateDate: device.createdAt / 1000,
        DeviceLastAuthenticatedDate: device.lastAuthenticatedAt / 1000,
        DeviceLastModifiedDate: device.lastModifiedAt / 1000,
      })),
    };
  }

  forget(sub: string, body: JsonObject): JsonObject {
    const deviceKey = optionalString(body, 'DeviceKey') ?? '';
    const device = this.devices.get(deviceKey);
    if (!device || device.sub !== sub) throw notFound();
    this.devices.delete(deviceKey);
    return {};
  }

  trackFor(sub: string): void {
    this.trackedFor.add(sub);
  }

  forgetAll(sub: string): void {
    for (const device of [...this.devices.values()]) if (device.sub === sub) this.devices.delete(device.key);
  }

  private remembered(sub: string, deviceKey: string): ConfirmedDevice {
    const device = this.devices.get(deviceKey);
    if (!device || device.sub !== sub || device.confirmed === undefined) throw notFound();
    return device as ConfirmedDevice;
  }
}
