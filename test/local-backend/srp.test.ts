// The server's SRP math against the library's own client half (AuthenticationHelper), for users and devices.
import { createHmac, randomBytes } from 'node:crypto';
import AuthenticationHelper from 'amazon-cognito-identity-js/lib/AuthenticationHelper';
import BigInteger from 'amazon-cognito-identity-js/lib/BigInteger';
import { N, claimIsValid, g, k, makeVerifier, modPow, padHex, serverEphemeral, sharedKey } from '../../local-backend/cognito/srp';

type Helper = {
  getLargeAValue(cb: (error: unknown, value: { toString(radix: number): string }) => void): void;
  getPasswordAuthenticationKey(identity: string, secret: string, B: unknown, salt: unknown, cb: (error: unknown, key: Buffer) => void): void;
  generateHashDevice(groupKey: string, deviceKey: string, cb: (error: unknown) => void): void;
  getSaltDevices(): string;
  getVerifierDevices(): string;
  getRandomPassword(): string;
  k: { toString(radix: number): string };
};
const newHelper = (poolName: string) => new (AuthenticationHelper as unknown as new (name: string) => Helper)(poolName);
const big = (hex: string) => new (BigInteger as unknown as new (hex: string, radix: number) => unknown)(hex, 16);

/** The client's key for a challenge, computed by the library as authenticateUser does. */
function clientKey(helper: Helper, identity: string, secret: string, B: string, salt: string): Promise<{ A: string; key: Buffer }> {
  return new Promise((resolve, reject) => {
    helper.getLargeAValue((error, A) => {
      if (error) return reject(error);
      helper.getPasswordAuthenticationKey(identity, secret, big(B), big(salt), (keyError, key) =>
        keyError ? reject(keyError) : resolve({ A: A.toString(16), key: Buffer.from(key) }),
      );
    });
  });
}

const sign = (key: Buffer, poolName: string, identity: string, secretBlock: string, timestamp: string) =>
  createHmac('sha256', key)
    .update(Buffer.concat([Buffer.from(poolName), Buffer.from(identity), Buffer.from(secretBlock, 'base64'), Buffer.from(timestamp)]))
    .digest('base64');

describe('SRP-6a as Cognito speaks it', () => {
  it('has the group and multiplier the library uses', () => {
    expect(padHex(N).length).toBe(2 + 768);
    expect(g).toBe(2n);
    expect(k.toString(16)).toBe(newHelper('x').k.toString(16));
  });

  it('pads like the client: even length, 00 before a set top bit', () => {
    expect(padHex(0xfn)).toBe('0f');
    expect(padHex(0x80n)).toBe('0080');
    expect(padHex(0x7fffn)).toBe('7fff');
    expect(modPow(3n, 0n, 7n)).toBe(1n);
    expect(modPow(-3n, 3n, 7n)).toBe(1n);
  });

  it('derives the same key as the library for the right password and accepts its signature, and refuses a wrong password', async () => {
    const stored = makeVerifier('LocalPool1', 'user-sub', 'correct horse');
    const ephemeral = serverEphemeral(stored.verifier);
    const secretBlock = randomBytes(64).toString('base64');
    const timestamp = 'Thu Nov 26 16:00:00 UTC 2026';

    const right = await clientKey(newHelper('LocalPool1'), 'user-sub', 'correct horse', ephemeral.B, stored.salt);
    const key = sharedKey(right.A, ephemeral, stored.verifier);
    expect(key?.equals(right.key)).toBe(true);
    const signature = sign(right.key, 'LocalPool1', 'user-sub', secretBlock, timestamp);
    expect(claimIsValid(key, { poolName: 'LocalPool1', identity: 'user-sub', secretBlock, timestamp, signature })).toBe(true);
    expect(claimIsValid(key, { poolName: 'LocalPool1', identity: 'user-sub', secretBlock, timestamp: `${timestamp} `, signature })).toBe(false);

    const wrong = await clientKey(newHelper('LocalPool1'), 'user-sub', 'wrong horse', ephemeral.B, stored.salt);
    const wrongSignature = sign(wrong.key, 'LocalPool1', 'user-sub', secretBlock, timestamp);
    expect(
      claimIsValid(sharedKey(wrong.A, ephemeral, stored.verifier), {
        poolName: 'LocalPool1',
        identity: 'user-sub',
        secretBlock,
        timestamp,
        signature: wrongSignature,
      }),
    ).toBe(false);
  });

  it('checks a device the library remembered: its salt and verifier make the same key for the device key and random password', async () => {
    const device = newHelper('group-key');
    await new Promise<void>((resolve, reject) => device.generateHashDevice('group-key', 'us-east-1_device', (error) => (error ? reject(error) : resolve())));
    const salt = device.getSaltDevices();
    const verifier = device.getVerifierDevices();
    expect(makeVerifier('group-key', 'us-east-1_device', device.getRandomPassword(), salt).verifier).toBe(verifier);

    const ephemeral = serverEphemeral(verifier);
    const client = await clientKey(newHelper('group-key'), 'us-east-1_device', device.getRandomPassword(), ephemeral.B, salt);
    expect(sharedKey(client.A, ephemeral, verifier)?.equals(client.key)).toBe(true);
  });

  it('refuses an A the protocol forbids and a signature of the wrong length', () => {
    const stored = makeVerifier('p', 'u', 's');
    const ephemeral = serverEphemeral(stored.verifier);
    expect(sharedKey('0', ephemeral, stored.verifier)).toBeUndefined();
    expect(sharedKey(N.toString(16), ephemeral, stored.verifier)).toBeUndefined();
    expect(sharedKey('not hex', ephemeral, stored.verifier)).toBeUndefined();
    expect(claimIsValid(undefined, { poolName: 'p', identity: 'u', secretBlock: '', timestamp: '', signature: '' })).toBe(false);
    expect(claimIsValid(Buffer.alloc(16), { poolName: 'p', identity: 'u', secretBlock: '', timestamp: '', signature: 'c2hvcnQ=' })).toBe(false);
  });

  it('draws again when b would be zero', () => {
    const draws = [Buffer.alloc(32), Buffer.alloc(32, 1)];
    const ephemeral = serverEphemeral(makeVerifier('p', 'u', 's').verifier, () => draws.shift() ?? randomBytes(32));
    expect(ephemeral.b).toBe('01'.repeat(32).replace(/^0/, ''));
  });
});
