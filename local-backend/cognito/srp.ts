// The server half of Cognito's SRP-6a (RFC 3526's 3072-bit group, g = 2, SHA-256, k = H(N | g), u = H(A | B), key =
// HKDF(S, u, "Caldera Derived Key") cut to 16 bytes). A user's "pool name" and identity are the pool id after '_' and
// USER_ID_FOR_SRP; a remembered device's are its group key and device key.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const N_HEX =
  'FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DD' +
  'EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED' +
  'EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F' +
  '83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B' +
  'E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA0510' +
  '15728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7' +
  'ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200C' +
  'BBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF';

export const N = BigInt(`0x${N_HEX}`);
export const g = 2n;

/** Even-length hex of a non-negative number, with a leading 00 when the top bit is set (two's complement, as the client pads). */
export function padHex(value: bigint): string {
  let hex = value.toString(16);
  if (hex.length % 2 !== 0) hex = `0${hex}`;
  return /^[89a-f]/i.test(hex) ? `00${hex}` : hex;
}

const sha256Hex = (data: Buffer | string): string => createHash('sha256').update(data).digest('hex');
const hexHash = (hex: string): string => sha256Hex(Buffer.from(hex, 'hex'));
const toBigInt = (hex: string): bigint => BigInt(`0x${hex === '' ? '0' : hex}`);

export const k = toBigInt(hexHash(`${padHex(N)}${padHex(g)}`));

export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = ((base % modulus) + modulus) % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

/** What the service keeps instead of a secret: a salt and g^x, both as hex. Neither signs anyone in. */
export type Verifier = { readonly salt: string; readonly verifier: string };

/** x = H(pad(salt) | H(poolName | identity ":" secret)); verifier = g^x mod N. */
export function makeVerifier(poolName: string, identity: string, secret: string, salt: string = padHex(toBigInt(randomBytes(16).toString('hex')))): Verifier {
  const x = toBigInt(hexHash(padHex(toBigInt(salt)) + sha256Hex(`${poolName}${identity}:${secret}`)));
  return { salt, verifier: padHex(modPow(g, x, N)) };
}

export type ServerEphemeral = { readonly b: string; readonly B: string };

export function serverEphemeral(verifier: string, random: () => Buffer = () => randomBytes(32)): ServerEphemeral {
  for (;;) {
    const b = toBigInt(random().toString('hex'));
    const B = (k * toBigInt(verifier) + modPow(g, b, N)) % N;
    if (b !== 0n && B !== 0n) return { b: b.toString(16), B: B.toString(16) };
  }
}

/** The 16-byte key both sides derive, or undefined for an A the protocol forbids (A mod N = 0, or u = 0). */
export function sharedKey(A: string, ephemeral: ServerEphemeral, verifier: string): Buffer | undefined {
  if (!/^[0-9a-f]+$/i.test(A)) return undefined;
  const a = toBigInt(A);
  if (a % N === 0n) return undefined;
  const B = toBigInt(ephemeral.B);
  const u = toBigInt(hexHash(padHex(a) + padHex(B)));
  if (u === 0n) return undefined;
  const S = modPow(a * modPow(toBigInt(verifier), u, N), toBigInt(ephemeral.b), N);
  const prk = createHmac('sha256', Buffer.from(padHex(u), 'hex'))
    .update(Buffer.from(padHex(S), 'hex'))
    .digest();
  return createHmac('sha256', prk)
    .update(Buffer.concat([Buffer.from('Caldera Derived Key', 'utf8'), Buffer.from([1])]))
    .digest()
    .subarray(0, 16);
}

export type PasswordClaim = {
  readonly poolName: string;
  readonly identity: string;
  readonly secretBlock: string;
  readonly timestamp: string;
  readonly signature: string;
};

/** PASSWORD_CLAIM_SIGNATURE = HMAC(key, poolName | identity | secretBlock bytes | timestamp), compared in constant time. */
export function claimIsValid(key: Buffer | undefined, claim: PasswordClaim): boolean {
  if (key === undefined) return false;
  const expected = createHmac('sha256', key)
    .update(
      Buffer.concat([
        Buffer.from(claim.poolName, 'utf8'),
        Buffer.from(claim.identity, 'utf8'),
        Buffer.from(claim.secretBlock, 'base64'),
        Buffer.from(claim.timestamp, 'utf8'),
      ]),
    )
    .digest();
  const given = Buffer.from(claim.signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
