// The pool's passkey checks, as local-backend makes them (@simplewebauthn/server), loaded only when a passkey is used.
import {
  type AuthenticatorTransportFuture,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { AuthFailure } from '../../domain/auth/failure/auth-failure';
import { decodeBase64Url, encodeBase64Url } from '../../wire/text-encoding';
import { fail } from './pool-store';

export type RelyingParty = { readonly id: string; readonly name: string; readonly origin: string };
export type KnownPasskey = { readonly credentialId: string; readonly publicKey: string; readonly counter: number; readonly transports: readonly string[] };

type Json = Readonly<Record<string, unknown>>;

const descriptors = (known: readonly KnownPasskey[]) => known.map((p) => ({ id: p.credentialId, transports: p.transports as AuthenticatorTransportFuture[] }));

const bytesOf = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(O.getOrElse((): Uint8Array => new Uint8Array())(decodeBase64Url(text)));

/** Relying party, origin and challenge each have their own refusal, named as the service names it; anything else is `failed`. */
async function checked<A extends { readonly verified: boolean }>(
  verify: () => Promise<A>,
  failed: E.Either<AuthFailure, never>,
): Promise<E.Either<AuthFailure, A>> {
  try {
    const verdict = await verify();
    return verdict.verified ? E.right(verdict) : failed;
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/RP ID/i.test(message)) return fail('WebAuthnRelyingPartyMismatchException', 'The relying party of the passkey does not match this pool.');
    if (/origin/i.test(message)) return fail('WebAuthnOriginNotAllowedException', 'The origin of the passkey response is not allowed.');
    if (/challenge/i.test(message)) return fail('WebAuthnChallengeNotFoundException', 'The passkey answered a challenge this pool did not ask.');
    return failed;
  }
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

export async function verifyRegistration(rp: RelyingParty, challenge: string, credential: Json): Promise<E.Either<AuthFailure, KnownPasskey>> {
  const response = credential as unknown as Parameters<typeof verifyRegistrationResponse>[0]['response'];
  const expected = { expectedChallenge: challenge, expectedOrigin: rp.origin, expectedRPID: rp.id, requireUserVerification: false };
  const failed = fail('InvalidParameterException', 'The passkey registration could not be verified.');
  const verified = await checked(() => verifyRegistrationResponse({ response, ...expected }), failed);
  if (E.isLeft(verified)) return verified;
  const made = verified.right.registrationInfo?.credential;
  if (!made) return failed;
  return E.right({ credentialId: made.id, publicKey: encodeBase64Url(made.publicKey), counter: made.counter, transports: made.transports ?? [] });
}

export async function authenticationOptions(rp: RelyingParty, known: readonly KnownPasskey[]) {
  return generateAuthenticationOptions({ rpID: rp.id, allowCredentials: descriptors(known), userVerification: 'preferred' });
}

export async function verifyAuthentication(
  rp: RelyingParty,
  challenge: string,
  credential: Json,
  passkey: KnownPasskey,
): Promise<E.Either<AuthFailure, number>> {
  const response = credential as unknown as Parameters<typeof verifyAuthenticationResponse>[0]['response'];
  const expected = { expectedChallenge: challenge, expectedOrigin: rp.origin, expectedRPID: rp.id, requireUserVerification: false };
  const { credentialId: id, counter, transports } = passkey;
  const stored = { id, publicKey: bytesOf(passkey.publicKey), counter, transports: transports as AuthenticatorTransportFuture[] };
  const failed = fail('NotAuthorizedException', 'The passkey answer could not be verified.');
  const verified = await checked(() => verifyAuthenticationResponse({ response, ...expected, credential: stored }), failed);
  return E.isLeft(verified) ? verified : E.right(verified.right.authenticationInfo.newCounter);
}
