// The pool's passkeys: registration and the list for a signed-in person (access token), and the USER_AUTH
// sign-in whose first factor is WEB_AUTHN. Attestations and assertions are checked by @simplewebauthn/server
// against the relying party (the app's origin). Every operation here is asynchronous, as the library is.
import {
  type AuthenticatorTransportFuture,
  type WebAuthnCredential,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { type BodyFault, corruptBody, corruptJson } from '../../src/stand-ins/faults/body-faults';
import { CognitoServiceError, MESSAGES, cognitoError } from './errors';

/** A registered passkey; the public key is COSE, base64url. */
export type StoredPasskey = {
  readonly sub: string;
  readonly credentialId: string;
  readonly publicKey: string;
  readonly counter: number;
  readonly transports: readonly string[];
  readonly attachment?: string;
  readonly createdAt: number;
};

export type RelyingParty = { readonly id: string; readonly name: string; readonly origin: string };

type JsonObject = Readonly<Record<string, unknown>>;

type PasskeyUser = { readonly sub: string; readonly status: string; readonly attributes: Readonly<Record<string, string>> };

export type WebAuthnDeps<U extends PasskeyUser> = {
  /** Absent: the pool has no relying party, and every passkey call is refused as a pool without WebAuthn. */
  readonly relyingParty: RelyingParty | undefined;
  readonly userOfAccessToken: (accessToken: string, now: number) => string;
  readonly findUser: (username: string) => U | undefined;
  readonly issueTokens: (user: U, now: number) => JsonObject;
  readonly token: () => string;
  readonly sessionTtlMs: number;
  readonly changed: () => void;
  readonly initial?: readonly StoredPasskey[];
  /** The `passkeyOptions` fault for this person's sign-in, if forced: how the sign-in options are broken. */
  readonly brokenOptions?: (sub: string) => BodyFault | undefined;
  /** The `passkeyRegistrationOptions` fault for this person's registration, if forced. */
  readonly brokenRegistrationOptions?: (sub: string) => BodyFault | undefined;
};

type Pending = { readonly challenge: string; readonly expiresAt: number };
type SignInSession = {
  readonly sub: string;
  readonly challengeName: 'WEB_AUTHN';
  readonly challenge?: string;
  readonly passkeyAsked: boolean;
  readonly expiresAt: number;
};

const WEBAUTHN_OPERATIONS = new Set(['StartWebAuthnRegistration', 'CompleteWebAuthnRegistration', 'ListWebAuthnCredentials', 'DeleteWebAuthnCredential']);
const TRANSPORTS = new Set<string>(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);
const MAX_CREDENTIAL_JSON = 16_384;

const invalid = (message: string) => cognitoError('InvalidParameterException', message);
const serviceError = (code: string, message: string) => new CognitoServiceError(code, message);
const isRecord = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

function text(body: JsonObject, key: string): string {
  const value = body[key];
  if (typeof value !== 'string' || value === '' || value.length > MAX_CREDENTIAL_JSON) throw invalid(`Missing required parameter ${key}`);
  return value;
}

function textMap(body: JsonObject, key: string): Record<string, string> {
  const value = body[key];
  if (value === undefined || value === null) return {};
  if (!isRecord(value)) throw invalid(`Invalid value for parameter ${key}`);
  const result: Record<string, string> = {};
  for (const [name, entry] of Object.entries(value)) if (typeof entry === 'string') result[name] = entry;
  return result;
}

/** The library's failures, as the service names them: relying party, origin and challenge each have their own. */
function verificationError(error: unknown, fallback: string): CognitoServiceError {
  if (error instanceof CognitoServiceError) return error;
  const message = error instanceof Error ? error.message : '';
  if (/RP ID/i.test(message)) return serviceError('WebAuthnRelyingPartyMismatchException', 'The relying party of the passkey does not match this pool.');
  if (/origin/i.test(message)) return serviceError('WebAuthnOriginNotAllowedException', 'The origin of the passkey response is not allowed.');
  if (/challenge/i.test(message)) return serviceError('WebAuthnChallengeNotFoundException', 'The passkey answered a challenge this pool did not ask.');
  return invalid(fallback);
}

const isPasswordFirstFactor = (parameters: unknown): boolean =>
  isRecord(parameters) && (parameters.PREFERRED_CHALLENGE === 'PASSWORD' || parameters.PREFERRED_CHALLENGE === 'PASSWORD_SRP');

/** Whether a call is asynchronous: the four passkey operations, USER_AUTH and its two challenges (a passkey may be asked). */
export function isWebAuthnCall(operation: string, body: JsonObject): boolean {
  if (WEBAUTHN_OPERATIONS.has(operation)) return true;
  // A password first factor (PASSWORD, PASSWORD_SRP) is the password flows' to run.
  if (operation === 'InitiateAuth') return body.AuthFlow === 'USER_AUTH' && !isPasswordFirstFactor(body.AuthParameters);
  return operation === 'RespondToAuthChallenge' && (body.ChallengeName === 'WEB_AUTHN' || body.ChallengeName === 'SELECT_CHALLENGE');
}

export class PoolWebAuthn<U extends PasskeyUser> {
  private readonly passkeys = new Map<string, StoredPasskey>();
  private readonly registrations = new Map<string, Pending>();
  private readonly sessions = new Map<string, SignInSession>();

  constructor(private readonly deps: WebAuthnDeps<U>) {
    for (const passkey of deps.initial ?? []) this.passkeys.set(passkey.credentialId, passkey);
  }

  state(): StoredPasskey[] {
    return [...this.passkeys.values()];
  }

  dispatch(operation: string, body: JsonObject, now: number): Promise<JsonObject> {
    switch (operation) {
      case 'StartWebAuthnRegistration':
        return this.startRegistration(body, now);
      case 'CompleteWebAuthnRegistration':
        return this.completeRegistration(body, now);
      case 'ListWebAuthnCredentials':
        return Promise.resolve(this.list(body, now));
      case 'DeleteWebAuthnCredential':
        return Promise.resolve(this.remove(body, now));
      default:
        return this.respond(body, now);
    }
  }

  private rp(): RelyingParty {
    if (!this.deps.relyingParty) throw serviceError('WebAuthnNotEnabledException', 'Passkeys are not enabled for this user pool.');
    return this.deps.relyingParty;
  }

  private ownedBy(sub: string): StoredPasskey[] {
    return [...this.passkeys.values()].filter((passkey) => passkey.sub === sub);
  }

  private async startRegistration(body: JsonObject, now: number): Promise<JsonObject> {
    const rp = this.rp();
    const sub = this.deps.userOfAccessToken(text(body, 'AccessToken'), now);
    const options = await generateRegistrationOptions({
      rpName: rp.name,
      rpID: rp.id,
      userName: sub,
      userID: new TextEncoder().encode(sub),
      attestationType: 'none',
      excludeCredentials: this.ownedBy(sub).map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports as AuthenticatorTransportFuture[] })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    this.registrations.set(sub, { challenge: options.challenge, expiresAt: now + this.deps.sessionTtlMs });
    const broken = this.deps.brokenRegistrationOptions?.(sub);
    return { CredentialCreationOptions: broken === undefined ? options : corruptJson(options, broken) };
  }

  private async completeRegistration(body: JsonObject, now: number): Promise<JsonObject> {
    const rp = this.rp();
    const sub = this.deps.userOfAccessToken(text(body, 'AccessToken'), now);
    const credential = body.Credential;
    if (!isRecord(credential)) throw invalid('Missing required parameter Credential');
    const pending = this.registrations.get(sub);
    if (!pending || now >= pending.expiresAt) throw serviceError('WebAuthnChallengeNotFoundException', 'No passkey registration was started, or it expired.');
    let verified;
    try {
      verified = await verifyRegistrationResponse({
        response: credential as unknown as Parameters<typeof verifyRegistrationResponse>[0]['response'],
        expectedChallenge: pending.challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: false,
      });
    } catch (error) {
      throw verificationError(error, 'The passkey registration could not be verified.');
    }
    if (!verified.verified) throw invalid('The passkey registration could not be verified.');
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
    this.deps.changed();
    return {};
  }

  private list(body: JsonObject, now: number): JsonObject {
    const rp = this.rp();
    const sub = this.deps.userOfAccessToken(text(body, 'AccessToken'), now);
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

  private remove(body: JsonObject, now: number): JsonObject {
    this.rp();
    const sub = this.deps.userOfAccessToken(text(body, 'AccessToken'), now);
    const passkey = this.passkeys.get(text(body, 'CredentialId'));
    if (!passkey || passkey.sub !== sub) throw cognitoError('ResourceNotFoundException', 'The passkey does not exist.');
    this.passkeys.delete(passkey.credentialId);
    this.deps.changed();
    return {};
  }

  /** The person has a passkey this pool can check (a first factor they can use). */
  hasPasskey(sub: string): boolean {
    return this.deps.relyingParty !== undefined && this.ownedBy(sub).length > 0;
  }

  /** The WEB_AUTHN challenge (USER_AUTH with the passkey preferred or chosen). */
  async passkeyChallenge(sub: string, passkeyAsked: boolean, now: number): Promise<JsonObject> {
    // A passkey answer never leads to a second passkey challenge in the same sign-in.
    if (passkeyAsked) throw cognitoError('NotAuthorizedException', 'Two passkey challenges in a row are not allowed.');
    const options = await generateAuthenticationOptions({
      rpID: this.rp().id,
      allowCredentials: this.ownedBy(sub).map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports as AuthenticatorTransportFuture[] })),
      userVerification: 'preferred',
    });
    const session = this.deps.token();
    this.sessions.set(session, { sub, challengeName: 'WEB_AUTHN', challenge: options.challenge, passkeyAsked: true, expiresAt: now + this.deps.sessionTtlMs });
    const json = JSON.stringify(options);
    const broken = this.deps.brokenOptions?.(sub);
    return {
      ChallengeName: 'WEB_AUTHN',
      Session: session,
      ChallengeParameters: { USERNAME: sub, CREDENTIAL_REQUEST_OPTIONS: broken === undefined ? json : corruptBody(json, broken) },
    };
  }

  private async respond(body: JsonObject, now: number): Promise<JsonObject> {
    const rp = this.rp();
    const challengeName = body.ChallengeName;
    const sessionId = text(body, 'Session');
    const responses = textMap(body, 'ChallengeResponses');
    const session = this.sessions.get(sessionId);
    if (!session || session.challengeName !== challengeName) throw cognitoError('NotAuthorizedException', MESSAGES.invalidSession);
    this.sessions.delete(sessionId);
    if (now >= session.expiresAt) throw cognitoError('NotAuthorizedException', MESSAGES.expiredSession);
    const user = this.deps.findUser(responses.USERNAME ?? '');
    if (!user || user.sub !== session.sub) throw cognitoError('NotAuthorizedException', MESSAGES.invalidSession);
    const credential = parseCredential(responses.CREDENTIAL);
    const passkey = this.passkeys.get(String(credential.id));
    if (!passkey || passkey.sub !== session.sub) throw cognitoError('NotAuthorizedException', 'The passkey is not registered for this person.');
    let verified;
    try {
      verified = await verifyAuthenticationResponse({
        response: credential as unknown as Parameters<typeof verifyAuthenticationResponse>[0]['response'],
        expectedChallenge: session.challenge ?? '',
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        credential: storedCredential(passkey),
        requireUserVerification: false,
      });
    } catch (error) {
      throw verificationError(error, 'The passkey answer could not be verified.');
    }
    if (!verified.verified) throw cognitoError('NotAuthorizedException', 'The passkey answer could not be verified.');
    this.passkeys.set(passkey.credentialId, { ...passkey, counter: verified.authenticationInfo.newCounter });
    this.deps.changed();
    return { ChallengeParameters: {}, AuthenticationResult: this.deps.issueTokens(user, now) };
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
