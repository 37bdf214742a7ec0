// The offline pool's passkey checks, as local-backend makes them: options, attestations and assertions by
// @simplewebauthn/server, here in the browser. A chunk of its own, loaded only when a passkey is used.
import {
  type AuthenticatorTransportFuture,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';

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

/** The library's failures: relying party, origin and challenge each have their own name; anything else `fallback`. */
function refusal(error: unknown, fallback: PasskeyRefusal): PasskeyRefusal {
  const message = error instanceof Error ? error.message : '';
  if (/RP ID/i.test(message)) return new PasskeyRefusal('WebAuthnRelyingPartyMismatchException', 'The relying party of the passkey does not match this pool.');
  if (/origin/i.test(message)) return new PasskeyRefusal('WebAuthnOriginNotAllowedException', 'The origin of the passkey response is not allowed.');
  if (/challenge/i.test(message)) return new PasskeyRefusal('WebAuthnChallengeNotFoundException', 'The passkey answered a challenge this pool did not ask.');
  return fallback;
}

const bytesOf = (base64url: string): Uint8Array<ArrayBuffer> => {
  const binary = atob(base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
};

const base64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

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

/** The new passkey (COSE public key, base64url), or a PasskeyRefusal. */
export async function verifyRegistration(rp: RelyingParty, challenge: string, credential: Json): Promise<KnownPasskey> {
  const failed = new PasskeyRefusal('InvalidParameterException', 'The passkey registration could not be verified.');
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response: credential as unknown as Parameters<typeof verifyRegistrationResponse>[0]['response'],
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
  } catch (error) {
    throw refusal(error, failed);
  }
  if (!verified.verified) throw failed;
  const made = verified.registrationInfo.credential;
  return { credentialId: made.id, publicKey: base64url(made.publicKey), counter: made.counter, transports: made.transports ?? [] };
}

export async function authenticationOptions(rp: RelyingParty, known: readonly KnownPasskey[]) {
  return generateAuthenticationOptions({ rpID: rp.id, allowCredentials: descriptors(known), userVerification: 'preferred' });
}

/** The passkey's new signature counter, or a PasskeyRefusal. */
export async function verifyAuthentication(rp: RelyingParty, challenge: string, credential: Json, passkey: KnownPasskey): Promise<number> {
  const failed = new PasskeyRefusal('NotAuthorizedException', 'The passkey answer could not be verified.');
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response: credential as unknown as Parameters<typeof verifyAuthenticationResponse>[0]['response'],
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credentialId,
        publicKey: bytesOf(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports as AuthenticatorTransportFuture[],
      },
      requireUserVerification: false,
    });
  } catch (error) {
    throw refusal(error, failed);
  }
  if (!verified.verified) throw failed;
  return verified.authenticationInfo.newCounter;
}
