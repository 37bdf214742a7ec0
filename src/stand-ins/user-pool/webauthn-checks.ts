// The pool's passkey checks, as local-backend makes them: options, attestations and assertions by
// @simplewebauthn/server, here in the browser. A chunk of its own, loaded only when a passkey is used.
import {
  type AuthenticatorTransportFuture,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import * as O from 'fp-ts/Option';
import { decodeBase64Url, encodeBase64Url } from '../../wire/text-encoding';

export type RelyingParty = { readonly id: string; readonly name: string; readonly origin: string };
export type KnownPasskey = { readonly credentialId: string; readonly publicKey: string; readonly counter: number; readonly transports: readonly string[] };

/** A refusal named as the service names it, so the offline pool answers as the real one. */
export class PasskeyRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'PasskeyRefusal';
  }
}

type Json = Readonly<Record<string, unknown>>;

const descriptors = (known: readonly KnownPasskey[]) => known.map((p) => ({ id: p.credentialId, transports: p.transports as AuthenticatorTransportFuture[] }));

const bytesOf = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(O.getOrElse((): number[] => [])(decodeBase64Url(text)));

/** Relying party, origin and challenge each have their own refusal; anything else is `failed`. */
async function checked<A extends { readonly verified: boolean }>(verify: () => Promise<A>, failed: PasskeyRefusal): Promise<A> {
  let verdict: A;
  try {
    verdict = await verify();
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/RP ID/i.test(message)) throw new PasskeyRefusal('WebAuthnRelyingPartyMismatchException', 'The relying party of the passkey does not match this pool.');
    if (/origin/i.test(message)) throw new PasskeyRefusal('WebAuthnOriginNotAllowedException', 'The origin of the passkey response is not allowed.');
    if (/challenge/i.test(message)) throw new PasskeyRefusal('WebAuthnChallengeNotFoundException', 'The passkey answered a challenge this pool did not ask.');
    throw failed;
  }
  if (!verdict.verified) throw failed;
  return verdict;
}

export async function registrationOptions(rp: RelyingParty, sub: string, known: readonly KnownPasskey[]) {
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: sub,
    userID: new TextEncoder().encode(sub),
    attestationType: 'none',
    excludeCredentials: descriptors(known),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
}

export async function verifyRegistration(rp: RelyingParty, challenge: string, credential: Json): Promise<KnownPasskey> {
  const response = credential as unknown as Parameters<typeof verifyRegistrationResponse>[0]['response'];
  const expected = { expectedChallenge: challenge, expectedOrigin: rp.origin, expectedRPID: rp.id, requireUserVerification: false };
  const failed = new PasskeyRefusal('InvalidParameterException', 'The passkey registration could not be verified.');
  const verified = await checked(() => verifyRegistrationResponse({ response, ...expected }), failed);
  const made = verified.registrationInfo?.credential;
  if (!made) throw failed;
  return { credentialId: made.id, publicKey: encodeBase64Url([...made.publicKey]), counter: made.counter, transports: made.transports ?? [] };
}

export async function authenticationOptions(rp: RelyingParty, known: readonly KnownPasskey[]) {
  return generateAuthenticationOptions({ rpID: rp.id, allowCredentials: descriptors(known), userVerification: 'preferred' });
}

export async function verifyAuthentication(rp: RelyingParty, challenge: string, credential: Json, passkey: KnownPasskey): Promise<number> {
  const response = credential as unknown as Parameters<typeof verifyAuthenticationResponse>[0]['response'];
  const expected = { expectedChallenge: challenge, expectedOrigin: rp.origin, expectedRPID: rp.id, requireUserVerification: false };
  const { credentialId: id, counter, transports } = passkey;
  const stored = { id, publicKey: bytesOf(passkey.publicKey), counter, transports: transports as AuthenticatorTransportFuture[] };
  const failed = new PasskeyRefusal('NotAuthorizedException', 'The passkey answer could not be verified.');
  const verified = await checked(() => verifyAuthenticationResponse({ response, ...expected, credential: stored }), failed);
  return verified.authenticationInfo.newCounter;
}
