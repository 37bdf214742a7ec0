import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject, sign, verify } from 'node:crypto';
import { isRecord } from './request';

export type JwtClaims = Readonly<Record<string, unknown>>;

export type Jwk = { readonly kty: string; readonly n: string; readonly e: string; readonly kid: string; readonly alg: 'RS256'; readonly use: 'sig' };

export type SigningKey = { readonly kid: string; readonly privateKey: KeyObject; readonly publicKey: KeyObject; readonly jwk: Jwk };

const base64url = (data: Buffer | string): string => Buffer.from(data).toString('base64url');

/** The kid is the RFC 7638 thumbprint of the public key, so a reloaded key keeps its kid. */
function signingKeyFrom(privateKey: KeyObject): SigningKey {
  const publicKey = createPublicKey(privateKey);
  const { n, e, kty } = publicKey.export({ format: 'jwk' });
  if (kty !== 'RSA' || typeof n !== 'string' || typeof e !== 'string') throw new Error('The signing key must be an RSA key.');
  const kid = createHash('sha256').update(JSON.stringify({ e, kty, n })).digest('base64url');
  return { kid, privateKey, publicKey, jwk: { kty, n, e, kid, alg: 'RS256', use: 'sig' } };
}

export const generateSigningKey = (): SigningKey => signingKeyFrom(generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey);

export const signingKeyFromPem = (pem: string): SigningKey => signingKeyFrom(createPrivateKey(pem));

export const signingKeyToPem = (key: SigningKey): string => key.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();

export const jwks = (key: SigningKey): { keys: Jwk[] } => ({ keys: [key.jwk] });

export function signJwt(key: SigningKey, claims: JwtClaims): string {
  const header = base64url(JSON.stringify({ kid: key.kid, alg: 'RS256' }));
  const payload = base64url(JSON.stringify(claims));
  const signature = sign('sha256', Buffer.from(`${header}.${payload}`), key.privateKey);
  return `${header}.${payload}.${base64url(signature)}`;
}

function decodeJsonSegment(segment: string): JwtClaims | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(segment)) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The claims of a token signed by `key` (RS256, matching kid), or undefined; expiry is the caller's check. */
export function verifyJwtSignature(key: SigningKey, jwt: string): JwtClaims | undefined {
  if (jwt.length > 16_384) return undefined;
  const parts = jwt.split('.');
  if (parts.length !== 3) return undefined;
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = decodeJsonSegment(headerPart);
  if (header?.alg !== 'RS256' || header.kid !== key.kid || !/^[A-Za-z0-9_-]+$/.test(signaturePart)) return undefined;
  const valid = verify('sha256', Buffer.from(`${headerPart}.${payloadPart}`), key.publicKey, Buffer.from(signaturePart, 'base64url'));
  return valid ? decodeJsonSegment(payloadPart) : undefined;
}
