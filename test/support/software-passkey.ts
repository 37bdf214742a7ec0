// A software authenticator for tests: an ES256 key answering WebAuthn creation and request options with
// the JSON a browser's PublicKeyCredential.toJSON() gives ("none" attestation).
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';

type CborValue = number | string | Uint8Array | ReadonlyMap<CborValue, CborValue>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  const out = Buffer.alloc(3);
  out[0] = (major << 5) | 25;
  out.writeUInt16BE(length, 1);
  return out;
}

function cbor(value: CborValue): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([key, entry]) => [cbor(key), cbor(entry)])]);
}

const sha256 = (data: Buffer | string): Buffer => createHash('sha256').update(data).digest();
const b64url = (data: Buffer): string => data.toString('base64url');

export type CreationOptions = { readonly challenge: string; readonly rp: { readonly id?: string } };
export type RequestOptions = { readonly challenge: string; readonly rpId?: string };

export class SoftwarePasskey {
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  readonly id = randomBytes(16);
  private counter = 0;

  /** `rpId` and `origin` are what the browser would use; a test may lie with them. */
  create(options: CreationOptions, origin: string, rpId = options.rp.id ?? new URL(origin).hostname) {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const cose = cbor(
      new Map<CborValue, CborValue>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]),
    );
    const length = Buffer.alloc(2);
    length.writeUInt16BE(this.id.length);
    const authData = Buffer.concat([sha256(rpId), Buffer.from([0x45]), Buffer.alloc(4), Buffer.alloc(16), length, this.id, cose]);
    const clientData = JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin, crossOrigin: false });
    const attestation = cbor(
      new Map<CborValue, CborValue>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: b64url(this.id),
      rawId: b64url(this.id),
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: { clientDataJSON: b64url(Buffer.from(clientData)), attestationObject: b64url(attestation), transports: ['internal'] },
    };
  }

  get(options: RequestOptions, origin: string, rpId = options.rpId ?? new URL(origin).hostname) {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(++this.counter);
    const authData = Buffer.concat([sha256(rpId), Buffer.from([0x05]), count]);
    const clientData = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin, crossOrigin: false }));
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), this.keys.privateKey);
    return {
      id: b64url(this.id),
      rawId: b64url(this.id),
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: { clientDataJSON: b64url(clientData), authenticatorData: b64url(authData), signature: b64url(signature) },
    };
  }
}

const toJson = (buffer: BufferSource): string => Buffer.from(buffer as ArrayBuffer).toString('base64url');
const toBuffer = (text: string): ArrayBuffer => new Uint8Array(Buffer.from(text, 'base64url')).buffer;

/** navigator.credentials over a software passkey, for `origin`; a refusal (e.g. 'NotAllowedError') stands in for the person cancelling. */
export function softwareBrowser(passkey: SoftwarePasskey, origin: string, refuse?: () => string | undefined) {
  const refused = () => {
    const name = refuse?.();
    return name === undefined ? undefined : Promise.reject(new DOMException('refused', name));
  };
  const asBrowser = (json: { id: string; rawId: string; type: string; authenticatorAttachment: string; response: Record<string, unknown> }) => ({
    ...json,
    rawId: toBuffer(json.rawId),
    getClientExtensionResults: () => ({}),
    response: Object.fromEntries(
      Object.entries(json.response)
        .map(([key, value]) => (typeof value === 'string' ? [key, toBuffer(value)] : [key, value]))
        .concat([['getTransports', () => ['internal']]]),
    ),
  });
  return {
    create: (options: CredentialCreationOptions) =>
      refused() ??
      // As a browser does: an authenticator already holding an excluded credential refuses to make another.
      (options.publicKey?.excludeCredentials?.some((c) => toJson(c.id) === passkey.id.toString('base64url'))
        ? Promise.reject(new DOMException('excluded', 'InvalidStateError'))
        : undefined) ??
      Promise.resolve(
        asBrowser(passkey.create({ challenge: toJson(options.publicKey?.challenge ?? new ArrayBuffer(0)), rp: { id: options.publicKey?.rp.id } }, origin)),
      ),
    get: (options: CredentialRequestOptions) =>
      refused() ??
      Promise.resolve(asBrowser(passkey.get({ challenge: toJson(options.publicKey?.challenge ?? new ArrayBuffer(0)), rpId: options.publicKey?.rpId }, origin))),
  };
}
