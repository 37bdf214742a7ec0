// Remembered devices for the local pool: NewDeviceMetadata on a sign-in, ConfirmDevice with the device's
// SRP salt and verifier, DEVICE_SRP_AUTH → DEVICE_PASSWORD_VERIFIER (srp.ts with group key and device key),
// ListDevices and ForgetDevice. Kept in memory: after a restart every device is unknown, as a forgotten one is.
import { randomBytes } from 'node:crypto';
import { MESSAGES, cognitoError } from './errors';
import { claimIsValid, serverEphemeral, sharedKey, type ServerEphemeral } from './srp';

/** 'always' remembers every device that signs in; 'off' (the default) returns no NewDeviceMetadata. */
export type DeviceTracking = 'off' | 'always';

type StoredDevice = {
  readonly key: string;
  readonly groupKey: string;
  readonly sub: string;
  readonly confirmed?: { readonly salt: string; readonly verifier: string; readonly name: string };
  readonly createdAt: number;
  readonly lastAuthenticatedAt: number;
  readonly lastModifiedAt: number;
};

/** A device proof under way: the server half of its SRP exchange. */
export type DeviceProof = { readonly deviceKey: string; readonly ephemeral: ServerEphemeral; readonly srpA: string; readonly secretBlock: string };

type JsonObject = Readonly<Record<string, unknown>>;

const invalid = (message: string) => cognitoError('InvalidParameterException', message);
const notFound = () => cognitoError('ResourceNotFoundException', MESSAGES.deviceNotFound);
const base64ToHex = (value: string): string => Buffer.from(value, 'base64').toString('hex');

export class DeviceRegistry {
  private readonly devices = new Map<string, StoredDevice>();
  /** People whose devices are remembered although the pool's setting is 'off' (dev route; for journeys run side by side). */
  private readonly trackedFor = new Set<string>();

  constructor(private readonly options: { readonly tracking: DeviceTracking; readonly region: string; readonly uuid: () => string }) {}

  /** NewDeviceMetadata for a sign-in that used no remembered device, when the pool tracks devices. */
  newDeviceMetadata(sub: string, now: number): JsonObject | undefined {
    if (this.options.tracking === 'off' && !this.trackedFor.has(sub)) return undefined;
    const device: StoredDevice = {
      key: `${this.options.region}_${this.options.uuid()}`,
      groupKey: `-${randomBytes(9).toString('base64url')}`,
      sub,
      createdAt: now,
      lastAuthenticatedAt: now,
      lastModifiedAt: now,
    };
    this.devices.set(device.key, device);
    return { DeviceKey: device.key, DeviceGroupKey: device.groupKey };
  }

  /** The user's confirmed device with this key; unknown (or another user's) → ResourceNotFoundException "Device does not exist.". */
  remembered(sub: string, deviceKey: string): StoredDevice {
    const device = this.devices.get(deviceKey);
    if (!device || device.sub !== sub || device.confirmed === undefined) throw notFound();
    return device;
  }

  /** A refresh may name a device: it must still be the user's. */
  checkRefresh(sub: string, deviceKey: string | undefined): void {
    if (deviceKey !== undefined && deviceKey !== '') this.remembered(sub, deviceKey);
  }

  /** DEVICE_SRP_AUTH's answer (SRP_A) → the DEVICE_PASSWORD_VERIFIER parameters. */
  startProof(sub: string, responses: Readonly<Record<string, string>>): { proof: DeviceProof; parameters: Record<string, string> } {
    const deviceKey = responses.DEVICE_KEY;
    const srpA = responses.SRP_A;
    if (!deviceKey) throw invalid('Missing required parameter DEVICE_KEY');
    if (!srpA || !/^[0-9a-fA-F]{1,1024}$/.test(srpA)) throw invalid('Missing required parameter SRP_A');
    const device = this.remembered(sub, deviceKey);
    const confirmed = device.confirmed as NonNullable<StoredDevice['confirmed']>;
    const ephemeral = serverEphemeral(confirmed.verifier);
    const secretBlock = randomBytes(64).toString('base64');
    return {
      proof: { deviceKey, ephemeral, srpA, secretBlock },
      parameters: { SALT: confirmed.salt, SRP_B: ephemeral.B, SECRET_BLOCK: secretBlock, USERNAME: sub, DEVICE_KEY: deviceKey },
    };
  }

  /** DEVICE_PASSWORD_VERIFIER: the claim signed with the device's key; a good one marks the device used. */
  proofIsValid(sub: string, proof: DeviceProof, responses: Readonly<Record<string, string>>, now: number): boolean {
    const device = this.remembered(sub, proof.deviceKey);
    const confirmed = device.confirmed as NonNullable<StoredDevice['confirmed']>;
    const valid =
      responses.PASSWORD_CLAIM_SECRET_BLOCK === proof.secretBlock &&
      claimIsValid(sharedKey(proof.srpA, proof.ephemeral, confirmed.verifier), {
        poolName: device.groupKey,
        identity: device.key,
        secretBlock: proof.secretBlock,
        timestamp: responses.TIMESTAMP ?? '',
        signature: responses.PASSWORD_CLAIM_SIGNATURE ?? '',
      });
    if (valid) this.devices.set(device.key, { ...device, lastAuthenticatedAt: now });
    return valid;
  }

  /** ConfirmDevice: the verifier the client made from its random password; the service never sees that password. */
  confirm(sub: string, body: JsonObject, now: number): JsonObject {
    const deviceKey = typeof body.DeviceKey === 'string' ? body.DeviceKey : '';
    const config = body.DeviceSecretVerifierConfig as { Salt?: unknown; PasswordVerifier?: unknown } | undefined;
    if (typeof config?.Salt !== 'string' || typeof config.PasswordVerifier !== 'string') throw invalid('Missing required parameter DeviceSecretVerifierConfig');
    const device = this.devices.get(deviceKey);
    if (!device || device.sub !== sub) throw notFound();
    const name = typeof body.DeviceName === 'string' ? body.DeviceName.slice(0, 1024) : '';
    this.devices.set(deviceKey, {
      ...device,
      confirmed: { salt: base64ToHex(config.Salt), verifier: base64ToHex(config.PasswordVerifier), name },
      lastModifiedAt: now,
    });
    return { UserConfirmationNecessary: false };
  }

  /** ListDevices: the user's remembered devices, newest sign-in first. */
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

  /** Remembers this user's devices whatever the pool's setting. */
  trackFor(sub: string): void {
    this.trackedFor.add(sub);
  }

  /** Every device of the user forgotten, as an administrator would (dev route). */
  forgetAll(sub: string): void {
    for (const device of [...this.devices.values()]) if (device.sub === sub) this.devices.delete(device.key);
  }

  /** ForgetDevice: afterwards the device signs in as a new one. */
  forget(sub: string, body: JsonObject): JsonObject {
    const deviceKey = typeof body.DeviceKey === 'string' ? body.DeviceKey : '';
    const device = this.devices.get(deviceKey);
    if (!device || device.sub !== sub) throw notFound();
    this.devices.delete(deviceKey);
    return {};
  }
}
