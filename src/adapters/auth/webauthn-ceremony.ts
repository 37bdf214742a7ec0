// The browser's passkey ceremony. The service's options are decoded here before the browser sees them, and the
// credential goes back as the JSON of PublicKeyCredential.toJSON(); every refusal is one PasskeyProblem.
import * as E from 'fp-ts/Either';
import * as J from 'fp-ts/Json';
import * as O from 'fp-ts/Option';
import * as t from 'io-ts';
import type { AuthFailure, PasskeyProblem } from '../../domain/auth/failure/auth-failure';
import { decodeBase64Url, encodeBase64Url } from '../../wire/text-encoding';

export type PasskeyCredentials = { create(options: CredentialCreationOptions): Promise<unknown>; get(options: CredentialRequestOptions): Promise<unknown> };

const Base64Url = t.refinement(t.string, (value) => O.isSome(decodeBase64Url(value)), 'Base64Url');

const Descriptor = t.intersection([t.type({ id: Base64Url, type: t.literal('public-key') }), t.partial({ transports: t.array(t.string) })]);

const CreationOptionsJson = t.exact(
  t.intersection([
    t.type({
      challenge: Base64Url,
      rp: t.intersection([t.type({ name: t.string }), t.partial({ id: t.string })]),
      user: t.type({ id: Base64Url, name: t.string, displayName: t.string }),
      pubKeyCredParams: t.array(t.type({ type: t.literal('public-key'), alg: t.number })),
    }),
    t.partial({
      timeout: t.number,
      excludeCredentials: t.array(Descriptor),
      authenticatorSelection: t.partial({
        authenticatorAttachment: t.keyof({ platform: null, 'cross-platform': null }),
        residentKey: t.keyof({ discouraged: null, preferred: null, required: null }),
        requireResidentKey: t.boolean,
        userVerification: t.keyof({ discouraged: null, preferred: null, required: null }),
      }),
      attestation: t.keyof({ none: null, indirect: null, direct: null, enterprise: null }),
    }),
  ]),
);

const RequestOptionsJson = t.exact(
  t.intersection([
    t.type({ challenge: Base64Url }),
    t.partial({
      timeout: t.number,
      rpId: t.string,
      allowCredentials: t.array(Descriptor),
      userVerification: t.keyof({ discouraged: null, preferred: null, required: null }),
    }),
  ]),
);

const fromBase64Url = (text: string): ArrayBuffer => Uint8Array.from(O.getOrElse((): Uint8Array => new Uint8Array())(decodeBase64Url(text))).buffer;

const toBase64Url = (buffer: ArrayBuffer | null | undefined): string => encodeBase64Url(new Uint8Array(buffer ?? new ArrayBuffer(0)));

const descriptor = (d: t.TypeOf<typeof Descriptor>): PublicKeyCredentialDescriptor => ({
  id: fromBase64Url(d.id),
  type: 'public-key',
  transports: d.transports as AuthenticatorTransport[] | undefined,
});

const passkeyFailure = (problem: PasskeyProblem): AuthFailure => ({ kind: 'Passkey', problem });

/** The DOMException names of the WebAuthn spec; anything else is the ceremony's own failure. */
const REFUSALS = new Map<string, PasskeyProblem>([
  ['NotAllowedError', 'Cancelled'],
  ['AbortError', 'Aborted'],
  ['SecurityError', 'RelyingPartyMismatch'],
  ['NotSupportedError', 'NotSupported'],
]);

function refusal(error: unknown, otherwise: PasskeyProblem): AuthFailure {
  const name = error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error) ? String((error as { name: unknown }).name) : '';
  if (name === 'InvalidStateError' && otherwise === 'RegistrationFailed') return passkeyFailure('AlreadyExists');
  return passkeyFailure(REFUSALS.get(name) ?? otherwise);
}

type BrowserCredential = {
  readonly id: string;
  readonly rawId: ArrayBuffer;
  readonly type: string;
  readonly authenticatorAttachment?: string | null;
  readonly getClientExtensionResults?: () => unknown;
  readonly response: Record<string, unknown>;
};

const isCredential = (value: unknown): value is BrowserCredential =>
  typeof value === 'object' &&
  value !== null &&
  'id' in value &&
  'rawId' in value &&
  'response' in value &&
  typeof (value as { response: unknown }).response === 'object';

type CredentialJson = E.Either<AuthFailure, Readonly<Record<string, unknown>>>;

async function ceremony<R>(ask: () => Promise<unknown>, failed: PasskeyProblem, toJson: (response: R) => Record<string, unknown>): Promise<CredentialJson> {
  let credential: unknown;
  try {
    credential = await ask();
  } catch (error) {
    return E.left(refusal(error, failed));
  }
  if (!isCredential(credential)) return E.left(passkeyFailure(failed));
  return E.right({
    id: credential.id,
    rawId: toBase64Url(credential.rawId),
    type: credential.type,
    authenticatorAttachment: credential.authenticatorAttachment ?? undefined,
    clientExtensionResults: credential.getClientExtensionResults?.() ?? {},
    response: toJson(credential.response as R),
  });
}

const attestationJson = (response: { clientDataJSON: ArrayBuffer; attestationObject: ArrayBuffer; getTransports?: () => string[] }) => ({
  clientDataJSON: toBase64Url(response.clientDataJSON),
  attestationObject: toBase64Url(response.attestationObject),
  transports: response.getTransports?.() ?? [],
});

const assertionJson = (response: { clientDataJSON: ArrayBuffer; authenticatorData: ArrayBuffer; signature: ArrayBuffer; userHandle?: ArrayBuffer | null }) => ({
  clientDataJSON: toBase64Url(response.clientDataJSON),
  authenticatorData: toBase64Url(response.authenticatorData),
  signature: toBase64Url(response.signature),
  userHandle: response.userHandle ? toBase64Url(response.userHandle) : undefined,
});

export async function createPasskey(credentials: PasskeyCredentials, options: unknown): Promise<CredentialJson> {
  const decoded = CreationOptionsJson.decode(options);
  if (E.isLeft(decoded)) return E.left(passkeyFailure('InvalidRegistrationOptions'));
  const json = decoded.right;
  const publicKey: PublicKeyCredentialCreationOptions = {
    ...json,
    challenge: fromBase64Url(json.challenge),
    user: { ...json.user, id: fromBase64Url(json.user.id) },
    excludeCredentials: json.excludeCredentials?.map(descriptor),
  };
  return ceremony(() => credentials.create({ publicKey }), 'RegistrationFailed', attestationJson);
}

/** Sign-in: the WEB_AUTHN challenge's CREDENTIAL_REQUEST_OPTIONS (JSON text) in, the CREDENTIAL answer out. */
export async function getPasskey(credentials: PasskeyCredentials, optionsJson: string, signal?: AbortSignal): Promise<CredentialJson> {
  const decoded = E.flatMap(J.parse(optionsJson), (json) => RequestOptionsJson.decode(json));
  if (E.isLeft(decoded)) return E.left(passkeyFailure('InvalidAuthenticationOptions'));
  const json = decoded.right;
  const publicKey: PublicKeyCredentialRequestOptions = {
    ...json,
    challenge: fromBase64Url(json.challenge),
    allowCredentials: json.allowCredentials?.map(descriptor),
  };
  return ceremony(() => credentials.get({ publicKey, ...(signal === undefined ? {} : { signal }) }), 'RetrievalFailed', assertionJson);
}
