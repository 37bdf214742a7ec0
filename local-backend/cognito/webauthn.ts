// Passkeys: registration and the list for a signed-in person (access token), and USER_AUTH's WEB_AUTHN challenge.
// @simplewebauthn/server checks attestations and assertions against the relying party (the app's origin).
import {
  type AuthenticatorTransportFuture,
  type WebAuthnCredential,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { corruptBody, corruptJson } from '../../src/stand-ins/faults/body-faults';
import type { FaultOperation } from '../../src/stand-ins/faults/fault-schema';
import type { FaultSwitch } from '../../src/stand-ins/faults/fault-switch';
import { MESSAGES, cognitoError, invalid, notAuthorized } from './errors';
import { type JsonObject, isRecord, requiredString } from './request';
import type { Answer, PoolCore } from './sessions';
import type { RelyingParty } from './settings';
import type { Tokens } from './tokens';

export type StoredPasskey = {
  readonly sub: string;
  readonly credentialId: string;
  readonly publicKey: string;
  readonly counter: number;
  readonly transports: readonly string[];
  readonly attachment?: string;
  readonly createdAt: number;
};

type Parts = PoolCore & { readonly tokens: Tokens; readonly faults: FaultSwitch };

type Pending = { readonly challenge: string; readonly expiresAt: number };

const TRANSPORTS = new Set<string>(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);

/** The library's check, its failures named as the service names them: relying party, origin and challenge each have their own. */
async function checked<T>(fallback: string, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/RP ID/i.test(message)) throw cognitoError('WebAuthnRelyingPartyMismatchException', 'The relying party of the passkey does not match this pool.');
    if (/origin/i.test(message)) throw cognitoError('WebAuthnOriginNotAllowedException', 'The origin of the passkey response is not allowed.');
    if (/challenge/i.test(message)) throw cognitoError('WebAuthnChallengeNotFoundException', 'The passkey answered a challenge this pool did not ask.');
    throw invalid(fallback);
  }
}

export class PoolWebAuthn {
  private readonly passkeys = new Map<string, StoredPasskey>();
  private readonly registrations = new Map<string, Pending>();

  constructor(private readonly pool: Parts) {}

  load(passkeys: readonly StoredPasskey[] = []): void {
    for (const passkey of passkeys) this.passkeys.set(passkey.credentialId, passkey);
  }

  state(): StoredPasskey[] {
    return [...this.passkeys.values()];
  }

  async startRegistration(body: JsonObject, now: number): Promise<JsonObject> {
    const { rp, sub } = this.caller(body, now);
    const options = await generateRegistrationOptions({
      rpName: rp.name,
      rpID: rp.id,
      userName: sub,
      userID: new TextEncoder().encode(sub),
      attestationType: 'none',
      excludeCredentials: this.descriptorsOf(sub),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    this.registrations.set(sub, { challenge: options.challenge, expiresAt: now + this.pool.settings.sessionTtlSeconds * 1000 });
    const broken = this.brokenFor('passkeyRegistrationOptions', sub);
    return { CredentialCreationOptions: broken === undefined ? options : corruptJson(options, broken) };
  }

  async completeRegistration(body: JsonObject, now: number): Promise<JsonObject> {
    const { rp, sub } = this.caller(body, now);
    const credential = body.Credential;
    if (!isRecord(credential)) throw invalid('Missing required parameter Credential');
    const pending = this.registrations.get(sub);
    if (!pending || now >= pending.expiresAt) throw cognitoError('WebAuthnChallengeNotFoundException', 'No passkey registration was started, or it expired.');
    const failed = 'The passkey registration could not be verified.';
    const verified = await checked(failed, () =>
      verifyRegistrationResponse({
        response: credential as unknown as Parameters<typeof verifyRegistrationResponse>[0]['response'],
        expectedChallenge: pending.challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: false,
      }),
    );
    if (!verified.verified) throw invalid(failed);
    this.registrations.delete(sub);
    const { credential: made } = verified.registrationInfo;
    if (this.passkeys.has(made.id)) throw invalid('This passkey is already registered.');
    const attachment = credential.authenticatorAttachment;
    this.passkeys.set(made.id, {
      sub,
      credentialId: made.id,
      publicKey: Buffer.from(made.publicKey).toString('base64url'),
      counter: made.counter,
      transports: (made.transports ?? []).filter((transport) => TRANSPORTS.has(transport)),
      ...(typeof attachment === 'string' ? { attachment } : {}),
      createdAt: now,
    });
    this.pool.changed();
    return {};
  }

  list(body: JsonObject, now: number): JsonObject {
    const { rp, sub } = this.caller(body, now);
    return {
      Credentials: this.ownedBy(sub).map((passkey) => ({
        CredentialId: passkey.credentialId,
        RelyingPartyId: rp.id,
        AuthenticatorTransports: [...passkey.transports],
        ...(passkey.attachment === undefined ? {} : { AuthenticatorAttachment: passkey.attachment }),
        CreatedAt: passkey.createdAt / 1000,
      })),
    };
  }

  remove(body: JsonObject, now: number): JsonObject {
    const { sub } = this.caller(body, now);
    const passkey = this.passkeys.get(requiredString(body, 'CredentialId'));
    if (!passkey || passkey.sub !== sub) throw cognitoError('ResourceNotFoundException', 'The passkey does not exist.');
    this.passkeys.delete(passkey.credentialId);
    this.pool.changed();
    return {};
  }

  hasPasskey(sub: string): boolean {
    return this.pool.settings.webAuthnRelyingParty !== undefined && this.ownedBy(sub).length > 0;
  }

  async challenge(sub: string, now: number): Promise<JsonObject> {
    const options = await generateAuthenticationOptions({ rpID: this.rp().id, allowCredentials: this.descriptorsOf(sub), userVerification: 'preferred' });
    const json = JSON.stringify(options);
    const broken = this.brokenFor('passkeyOptions', sub);
    const parameters = { USERNAME: sub, CREDENTIAL_REQUEST_OPTIONS: broken === undefined ? json : corruptBody(json, broken) };
    return this.pool.sessions.ask('WEB_AUTHN', sub, now, parameters, { challenge: options.challenge });
  }

  async respond(answer: Answer, now: number): Promise<JsonObject> {
    const rp = this.rp();
    const session = this.pool.sessions.take<{ challenge: string }>(answer.session, 'WEB_AUTHN', now, answer.username);
    const user = this.pool.users.get(session.sub);
    if (!user) throw notAuthorized(MESSAGES.invalidSession);
    const credential = parseCredential(answer.responses.CREDENTIAL);
    const passkey = this.passkeys.get(String(credential.id));
    if (!passkey || passkey.sub !== session.sub) throw notAuthorized('The passkey is not registered for this person.');
    const failed = 'The passkey answer could not be verified.';
    const verified = await checked(failed, () =>
      verifyAuthenticationResponse({
        response: credential as unknown as Parameters<typeof verifyAuthenticationResponse>[0]['response'],
        expectedChallenge: session.challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        credential: storedCredential(passkey),
        requireUserVerification: false,
      }),
    );
    if (!verified.verified) throw notAuthorized(failed);
    this.passkeys.set(passkey.credentialId, { ...passkey, counter: verified.authenticationInfo.newCounter });
    this.pool.changed();
    return this.pool.tokens.signIn(user, now);
  }

  private rp(): RelyingParty {
    const rp = this.pool.settings.webAuthnRelyingParty;
    if (!rp) throw cognitoError('WebAuthnNotEnabledException', 'Passkeys are not enabled for this user pool.');
    return rp;
  }

  private caller(body: JsonObject, now: number): { readonly rp: RelyingParty; readonly sub: string } {
    const rp = this.rp();
    return { rp, sub: this.pool.tokens.subOf(requiredString(body, 'AccessToken'), now) };
  }

  private ownedBy(sub: string): StoredPasskey[] {
    return [...this.passkeys.values()].filter((passkey) => passkey.sub === sub);
  }

  private descriptorsOf(sub: string) {
    return this.ownedBy(sub).map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports as AuthenticatorTransportFuture[] }));
  }

  private brokenFor(operation: FaultOperation, sub: string) {
    return this.pool.faults.take([operation], this.pool.users.get(sub)?.attributes.email)?.body;
  }
}

function parseCredential(json: string | undefined): JsonObject {
  if (json === undefined || json === '') throw invalid('Missing required parameter CREDENTIAL');
  try {
    const value: unknown = JSON.parse(json);
    if (isRecord(value) && typeof value.id === 'string') return value;
  } catch {
    // Refused below with the same message as a well-formed JSON that is no credential.
  }
  throw invalid('Invalid value for parameter CREDENTIAL');
}

const storedCredential = (passkey: StoredPasskey): WebAuthnCredential => ({
  id: passkey.credentialId,
  publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
  counter: passkey.counter,
  transports: passkey.transports as AuthenticatorTransportFuture[],
});
