// Pure: time comes in as `now`, randomness through `Random`, persistence out through `onStateChange`.
import { SIGN_IN_STATE_TTL_MS } from '../../src/domain/auth/sign-in/sign-in-state';
import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { type FaultSwitch, defaultFaultMessage } from '../../src/stand-ins/faults/fault-switch';
import { CognitoServiceError, MESSAGES, cognitoError, errorBody, statusFor } from './errors';
import { type Jwk, type JwtClaims, type SigningKey, jwks, signJwt, verifyJwtSignature } from './tokens';
import { type MfaConfiguration, PoolMfa, type UserMfa } from './mfa';
import { PasswordMfa, isPasswordMfaChallenge } from './password-mfa';
import { faultNames } from './fault-names';
import {
  type ChallengeResult,
  type ClientMetadata,
  type CodeMail,
  type CreateAuthChallengeEvent,
  type DefineAuthChallengeEvent,
  type PreSignUpEvent,
  type TriggerCommon,
  type Triggers,
  type VerifyAuthChallengeResponseEvent,
  passwordlessTriggers,
} from './triggers';
import { type CustomFlow, PasswordFlows, type PasswordUser, type UserStatus, passwordPolicyError } from './password-flows';
import { DeviceRegistry, type DeviceTracking } from './devices';
import { type ConfirmationMail, type SignUpConfirmation, SignUpConfirmations, confirmationFor } from './sign-up-confirm';
import { PoolWebAuthn, type RelyingParty, type StoredPasskey, isWebAuthnCall } from './webauthn';
import { type FirstAuthFactor, FirstFactorSelection, isFirstFactorCall } from './first-factor';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

export type Random = {
  readonly code: () => string;
  readonly uuid: () => string;
  /** Opaque and unguessable: auth sessions and refresh tokens. */
  readonly token: () => string;
};

const cryptoRandom: Random = {
  code: () => randomInt(0, 1_000_000).toString().padStart(6, '0'),
  uuid: () => randomUUID(),
  token: () => randomBytes(48).toString('base64url'),
};

export type StoredUser = PasswordUser;

/** One sign-in: its refresh token (kept as a hash) and every id/access token minted from it share origin_jti. */
export type TokenFamily = {
  readonly originJti: string;
  readonly sub: string;
  /** Seconds, as the auth_time claim. */
  readonly authTime: number;
  readonly eventId: string;
  readonly refreshTokenHash: string;
  readonly expiresAt: number;
  readonly revokedAt?: number;
};

export type PoolState = {
  readonly users: readonly StoredUser[];
  readonly families: readonly TokenFamily[];
  readonly mfa?: readonly UserMfa[];
  readonly passkeys?: readonly StoredPasskey[];
};

export type PreventUserExistenceErrors = 'LEGACY' | 'ENABLED';

export type PoolOptions = {
  readonly userPoolId: string;
  readonly clientId: string;
  readonly issuer: string;
  readonly signingKey: SigningKey;
  readonly faults: FaultSwitch;
  readonly sendCode: (mail: CodeMail, now: number) => void;
  readonly random?: Random;
  readonly triggers?: Partial<Triggers>;
  readonly preventUserExistenceErrors?: PreventUserExistenceErrors;
  /** The pool's MFA setting; OPTIONAL unless given. */
  readonly mfaConfiguration?: MfaConfiguration;
  readonly sessionTtlSeconds?: number;
  readonly maxAttempts?: number;
  readonly idTokenTtlSeconds?: number;
  readonly accessTokenTtlSeconds?: number;
  readonly refreshTokenTtlSeconds?: number;
  readonly minPasswordLength?: number;
  /** The app client allows USER_PASSWORD_AUTH (off, as a new app client has it). */
  readonly allowUserPasswordAuth?: boolean;
  /** Attributes the pool's schema requires (email by default); a forced new password must come with any the user lacks. */
  readonly requiredAttributes?: readonly string[];
  /** Remember devices after a password sign-in (NewDeviceMetadata, ConfirmDevice, DEVICE_SRP_AUTH); off by default. */
  readonly deviceTracking?: DeviceTracking;
  readonly initialState?: PoolState;
  readonly onStateChange?: (state: PoolState) => void;
  readonly onInternalError?: (error: unknown) => void;
  /** 'auto' (default): PreSignUp confirms new users unless the client asks for a confirmation. */
  readonly signUpConfirmation?: SignUpConfirmation;
  readonly sendConfirmation?: (mail: ConfirmationMail, now: number) => void;
  /** The app passkeys are registered for; without one, passkey calls are refused as by a pool without WebAuthn. */
  readonly webAuthnRelyingParty?: RelyingParty;
  /** The pool's AllowedFirstAuthFactors for USER_AUTH (PASSWORD and WEB_AUTHN unless given). */
  readonly allowedFirstAuthFactors?: readonly FirstAuthFactor[];
};

export type PoolResponse = { readonly status: number; readonly body: unknown; readonly delayMs?: number };

type VerifiedToken = {
  readonly tokenUse: 'id' | 'access';
  readonly sub: string;
  readonly email: string;
  readonly region: string;
  readonly userAlias: string;
  readonly originJti: string;
  readonly claims: JwtClaims;
};

export type TokenVerification =
  { readonly ok: true; readonly token: VerifiedToken } | { readonly ok: false; readonly reason: 'invalid' | 'expired' | 'revoked'; readonly message: string };

type JsonObject = Readonly<Record<string, unknown>>;

type AuthSession = {
  readonly sub: string;
  readonly userNotFound: boolean;
  readonly userAttributes: Readonly<Record<string, string>>;
  readonly history: readonly ChallengeResult[];
  readonly challengeName: string;
  readonly privateParameters: Readonly<Record<string, string>>;
  readonly challengeMetadata: string | undefined;
  readonly clientMetadata: ClientMetadata;
  readonly expiresAt: number;
};

const WRITABLE_ATTRIBUTES = new Set([
  'email',
  'name',
  'given_name',
  'family_name',
  'locale',
  'custom:region',
  'custom:user_alias',
  'custom:referrer_user_alias',
  'phone_number',
]);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** Expired auth sessions and token families are remembered this long, so late callers hear "expired". */
const EXPIRED_SESSION_MEMORY_MS = 60 * 60 * 1000;
const EXPIRED_FAMILY_MEMORY_MS = 24 * 60 * 60 * 1000;
const MAX_STRING = 8192;

const isRecord = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

const invalid = (message: string) => cognitoError('InvalidParameterException', message);

/** A request field; `null` counts as absent (the library sends nulls, e.g. ValidationData). */
function field(obj: JsonObject, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(obj, key) && obj[key] !== null ? obj[key] : undefined;
}

function optionalString(obj: JsonObject, key: string): string | undefined {
  const value = field(obj, key);
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.length > MAX_STRING) throw invalid(`Invalid value for parameter ${key}`);
  return value;
}

function requiredString(obj: JsonObject, key: string): string {
  const value = optionalString(obj, key);
  if (value === undefined || value === '') throw invalid(`Missing required parameter ${key}`);
  return value;
}

function stringMap(obj: JsonObject, key: string): Record<string, string> {
  const value = field(obj, key);
  if (value === undefined) return {};
  if (!isRecord(value)) throw invalid(`Invalid value for parameter ${key}`);
  const result: Record<string, string> = {};
  for (const [name, entry] of Object.entries(value)) {
    if (UNSAFE_KEYS.has(name) || entry === null) continue;
    if (typeof entry !== 'string' || entry.length > MAX_STRING) throw invalid(`Invalid value for ${key}.${name}`);
    result[name] = entry;
  }
  return result;
}

function nameValueList(obj: JsonObject, key: string): Record<string, string> {
  const value = field(obj, key);
  if (value === undefined) return {};
  if (!Array.isArray(value)) throw invalid(`Invalid value for parameter ${key}`);
  const result: Record<string, string> = {};
  for (const item of value as unknown[]) {
    if (!isRecord(item)) throw invalid(`Invalid value for parameter ${key}`);
    const name = requiredString(item, 'Name');
    if (!UNSAFE_KEYS.has(name)) result[name] = optionalString(item, 'Value') ?? '';
  }
  return result;
}

function userAttributes(obj: JsonObject): Record<string, string> {
  const attributes = nameValueList(obj, 'UserAttributes');
  for (const name of Object.keys(attributes)) {
    if (!WRITABLE_ATTRIBUTES.has(name)) throw invalid(`Attributes did not conform to the schema: Type for attribute {${name}} could not be determined`);
  }
  return attributes;
}

const seconds = (ms: number): number => Math.floor(ms / 1000);

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** `a***@e***` as Cognito masks a delivery destination. */
const maskEmail = (email: string): string => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
};

export class LocalCognitoPool {
  readonly userPoolId: string;
  readonly clientId: string;
  readonly issuer: string;
  private readonly key: SigningKey;
  private readonly faults: FaultSwitch;
  private readonly random: Random;
  private readonly triggers: Triggers;
  private readonly sendCode: (mail: CodeMail, now: number) => void;
  private readonly preventUserExistenceErrors: PreventUserExistenceErrors;
  private readonly sessionTtlMs: number;
  private readonly idTtl: number;
  private readonly accessTtl: number;
  private readonly refreshTtlMs: number;
  private readonly minPasswordLength: number;
  private readonly onStateChange: ((state: PoolState) => void) | undefined;
  private readonly onInternalError: ((error: unknown) => void) | undefined;

  private readonly users = new Map<string, StoredUser>();
  private readonly subByEmail = new Map<string, string>();
  private readonly families = new Map<string, TokenFamily>();
  private readonly familyByRefreshHash = new Map<string, string>();
  private readonly sessions = new Map<string, AuthSession>();
  private readonly passwords: PasswordFlows<StoredUser>;
  private readonly devices: DeviceRegistry;
  readonly mfa: PoolMfa;
  private readonly passwordMfa: PasswordMfa<StoredUser>;
  private readonly webauthn: PoolWebAuthn<StoredUser>;
  private readonly firstFactors: FirstFactorSelection<StoredUser>;
  private readonly signUpConfirmation: SignUpConfirmation;
  /** Addresses whose sign-up must be confirmed although the pool's setting is 'auto' (dev route; for journeys run side by side). */
  private readonly confirmationRequiredFor = new Map<string, 'code' | 'link'>();
  private readonly confirmations: SignUpConfirmations;
  /** The time of the call being handled; triggers that mail a code stamp it on the message. */
  private now = 0;

  constructor(options: PoolOptions) {
    if (!/^[\w-]+_[0-9a-zA-Z]+$/.test(options.userPoolId)) throw new Error(`Invalid user pool id '${options.userPoolId}' (expected <region>_<id>).`);
    this.userPoolId = options.userPoolId;
    this.clientId = options.clientId;
    this.issuer = options.issuer;
    this.key = options.signingKey;
    this.faults = options.faults;
    this.random = options.random ?? cryptoRandom;
    this.sendCode = options.sendCode;
    this.preventUserExistenceErrors = options.preventUserExistenceErrors ?? 'LEGACY';
    this.sessionTtlMs = options.sessionTtlSeconds === undefined ? SIGN_IN_STATE_TTL_MS : options.sessionTtlSeconds * 1000;
    this.idTtl = options.idTokenTtlSeconds ?? 3600;
    this.accessTtl = options.accessTokenTtlSeconds ?? 3600;
    this.refreshTtlMs = (options.refreshTokenTtlSeconds ?? 30 * 24 * 3600) * 1000;
    this.minPasswordLength = options.minPasswordLength ?? 8;
    this.onStateChange = options.onStateChange;
    this.onInternalError = options.onInternalError;
    this.mfa = new PoolMfa({
      configuration: options.mfaConfiguration ?? 'OPTIONAL',
      userOfAccessToken: (token, now) => this.userOfAccessToken(token, now),
      continueSetupSession: (session, now) => this.passwordMfa.continueSetup(session, now),
      changed: () => this.changed(),
      phoneOf: (sub) => this.users.get(sub)?.attributes.phone_number || undefined,
      initial: options.initialState?.mfa,
    });
    const defaults = passwordlessTriggers({
      authenticator: { asks: (sub) => this.mfa.asksAuthenticator(sub), matches: (sub, code) => this.mfa.authenticatorCodeMatches(sub, code, this.now) },
      generateCode: () => this.random.code(),
      sendCode: (mail) => this.sendCode(mail, this.now),
      maxAttempts: options.maxAttempts ?? 3,
    });
    this.signUpConfirmation = options.signUpConfirmation ?? 'auto';
    const sendConfirmation = options.sendConfirmation ?? (() => undefined);
    this.confirmations = new SignUpConfirmations({ newCode: () => this.random.code(), send: sendConfirmation, mask: maskEmail });
    this.triggers = { ...defaults, ...options.triggers };
    this.devices = new DeviceRegistry({
      tracking: options.deviceTracking ?? 'off',
      region: this.userPoolId.split('_')[0] ?? '',
      uuid: () => this.random.uuid(),
    });
    this.passwordMfa = new PasswordMfa<StoredUser>({
      mfa: this.mfa,
      sessionTtlMs: this.sessionTtlMs,
      token: () => this.random.token(),
      generateCode: () => this.random.code(),
      sendCode: (mail) => this.sendCode(mail, this.now),
      findUser: (username) => this.findUser(username),
      userBySub: (sub) => this.users.get(sub),
      finish: (user, now) => this.finishSignIn(user, now),
    });
    this.passwords = new PasswordFlows<StoredUser>({
      devices: this.devices,
      poolName: this.userPoolId.split('_')[1] ?? '',
      sessionTtlMs: this.sessionTtlMs,
      preventUserExistenceErrors: this.preventUserExistenceErrors,
      allowUserPasswordAuth: options.allowUserPasswordAuth ?? false,
      minPasswordLength: this.minPasswordLength,
      requiredAttributes: options.requiredAttributes ?? ['email'],
      writableAttributes: WRITABLE_ATTRIBUTES,
      token: () => this.random.token(),
      findUser: (username) => this.findUser(username),
      userBySub: (sub) => this.users.get(sub),
      saveUser: (user) => {
        this.putUser(user);
        this.changed();
      },
      issueTokens: (user, now) => this.issueTokens(user, now),
      afterPassword: (user, now) => this.passwordMfa.next(user, now),
      defineNext: (flow) => this.defineNext(flow),
      continueCustom: (flow, now) => this.nextStep(flow, now),
    });
    this.webauthn = new PoolWebAuthn<StoredUser>({
      relyingParty: options.webAuthnRelyingParty,
      userOfAccessToken: (token, now) => this.userOfAccessToken(token, now),
      findUser: (username) => this.findUser(username),
      issueTokens: (user, now) => this.issueTokens(user, now),
      token: () => this.random.token(),
      sessionTtlMs: this.sessionTtlMs,
      changed: () => this.changed(),
      initial: options.initialState?.passkeys,
      brokenOptions: (sub) => this.faults.take(['passkeyOptions'], this.addressOfUser(sub))?.body,
      brokenRegistrationOptions: (sub) => this.faults.take(['passkeyRegistrationOptions'], this.addressOfUser(sub))?.body,
    });
    this.firstFactors = new FirstFactorSelection<StoredUser>({
      allowed: options.allowedFirstAuthFactors ?? ['PASSWORD', 'WEB_AUTHN'],
      sessionTtlMs: this.sessionTtlMs,
      token: () => this.random.token(),
      findUser: (username) => this.findUser(username),
      hasPasskey: (sub) => this.webauthn.hasPasskey(sub),
      passkeyChallenge: (sub, now) => this.webauthn.passkeyChallenge(sub, false, now),
      passwordFirstFactor: (parameters, clientMetadata, now) => this.passwords.startUserAuth(parameters, clientMetadata, now),
    });
    for (const user of options.initialState?.users ?? []) this.putUser(user);
    for (const family of options.initialState?.families ?? []) this.putFamily(family);
  }

  /** One protocol call. `target` is the X-Amz-Target header; `body` the decoded JSON. Passkey calls need `handleAsync`. */
  handle(target: string, body: unknown, now: number): PoolResponse {
    return this.answer(target, body, now, (operation, request) => {
      if (isWebAuthnCall(operation, request)) throw cognitoError('UnsupportedOperationException', `${operation} is asynchronous; call handleAsync.`);
      return this.dispatch(operation, request, now);
    });
  }

  /** Any protocol call, passkey calls (whose verification is asynchronous) included. */
  async handleAsync(target: string, body: unknown, now: number): Promise<PoolResponse> {
    let pending: Promise<JsonObject> | undefined;
    const first = this.answer(target, body, now, (operation, request) => {
      if (!isWebAuthnCall(operation, request)) return this.dispatch(operation, request, now);
      pending = isFirstFactorCall(operation, request) ? this.firstFactors.dispatch(operation, request, now) : this.webauthn.dispatch(operation, request, now);
      return {};
    });
    if (pending === undefined) return first;
    const delay = first.delayMs === undefined ? {} : { delayMs: first.delayMs };
    try {
      return { status: 200, body: await pending, ...delay };
    } catch (error) {
      return { ...this.failure(error), ...delay };
    }
  }

  private answer(target: string, body: unknown, now: number, run: (operation: string, body: JsonObject) => JsonObject): PoolResponse {
    this.now = now;
    this.prune(now);
    let delayMs: number | undefined;
    try {
      if (!target.startsWith(TARGET_PREFIX)) throw cognitoError('UnknownOperationException', 'Missing or unknown X-Amz-Target.');
      const operation = target.slice(TARGET_PREFIX.length);
      if (!isRecord(body)) throw cognitoError('SerializationException', 'The request body must be a JSON object.');
      const fault = this.faults.take(faultNames(operation, body), this.addressOf(body, now));
      delayMs = fault?.delayMs;
      if (fault?.error !== undefined || fault?.status !== undefined) {
        // A status alone forces the service's internal error with that status.
        const type = fault.error ?? 'InternalErrorException';
        const code = type.split('#').pop() ?? type;
        throw new CognitoServiceError(type, fault.message ?? defaultFaultMessage(code), fault.status ?? statusFor(code));
      }
      return { status: 200, body: run(operation, body), ...(delayMs === undefined ? {} : { delayMs }) };
    } catch (error) {
      return { ...this.failure(error), ...(delayMs === undefined ? {} : { delayMs }) };
    }
  }

  private failure(error: unknown): PoolResponse {
    if (!(error instanceof CognitoServiceError)) this.onInternalError?.(error);
    const serviceError = error instanceof CognitoServiceError ? error : cognitoError('InternalErrorException', 'An internal error occurred.');
    return { status: serviceError.status, body: errorBody(serviceError) };
  }

  /** Checks a bearer token of this pool: RS256 signature, issuer, audience, expiry and revocation. */
  verifyAccessOrIdToken(jwt: string, now: number): TokenVerification {
    const claims = verifyJwtSignature(this.key, jwt);
    const tokenUse = claims?.token_use;
    const label = tokenUse === 'id' ? 'Id Token' : tokenUse === 'access' ? 'Access Token' : 'Token';
    const failure = (reason: 'invalid' | 'expired' | 'revoked'): TokenVerification => ({
      ok: false,
      reason,
      message: reason === 'invalid' ? `Invalid ${label}` : `${label} has ${reason === 'expired' ? 'expired' : 'been revoked'}`,
    });
    if (!claims || (tokenUse !== 'id' && tokenUse !== 'access') || claims.iss !== this.issuer) return failure('invalid');
    const audience = tokenUse === 'id' ? claims.aud : claims.client_id;
    const { sub, exp, origin_jti: originJti } = claims;
    if (audience !== this.clientId || typeof sub !== 'string' || typeof exp !== 'number' || typeof originJti !== 'string') return failure('invalid');
    if (seconds(now) >= exp) return failure('expired');
    const family = this.families.get(originJti);
    const user = this.users.get(sub);
    if (!family || family.sub !== sub || !user) return failure('invalid');
    if (family.revokedAt !== undefined) return failure('revoked');
    return {
      ok: true,
      token: {
        tokenUse,
        sub,
        email: user.attributes.email ?? '',
        region: user.attributes['custom:region'] ?? '',
        userAlias: user.attributes['custom:user_alias'] ?? '',
        originJti,
        claims,
      },
    };
  }

  jwks(): { keys: Jwk[] } {
    return jwks(this.key);
  }

  state(): PoolState {
    return { users: [...this.users.values()], families: [...this.families.values()], mfa: this.mfa.state(), passkeys: this.webauthn.state() };
  }

  findUser(username: string): StoredUser | undefined {
    const sub = this.subByEmail.get(username.trim().toLowerCase()) ?? username;
    return this.users.get(sub);
  }

  /** Whose call this is, for faults forced for one person: the address typed or held by the user the call names. */
  private addressOf(body: JsonObject, now: number): string | undefined {
    try {
      return this.addressNamedIn(body, now);
    } catch {
      return undefined; // A malformed body is refused by the operation itself, with its own message.
    }
  }

  private addressNamedIn(body: JsonObject, now: number): string | undefined {
    const named = [optionalString(body, 'Username'), stringMap(body, 'AuthParameters').USERNAME, stringMap(body, 'ChallengeResponses').USERNAME].find(Boolean);
    const token = optionalString(body, 'AccessToken');
    const verified = token === undefined ? undefined : this.verifyAccessOrIdToken(token, now);
    const refresh = optionalString(body, 'Token') ?? stringMap(body, 'AuthParameters').REFRESH_TOKEN;
    const family = refresh === undefined ? undefined : this.familyOf(refresh);
    const user = named !== undefined ? this.findUser(named) : this.users.get(verified?.ok ? verified.token.sub : (family?.sub ?? ''));
    return user?.attributes.email ?? named;
  }

  /** The sign-in a refresh token belongs to (its hash is what is kept). */
  private familyOf(refreshToken: string): TokenFamily | undefined {
    const originJti = this.familyByRefreshHash.get(hashToken(refreshToken));
    return originJti === undefined ? undefined : this.families.get(originJti);
  }

  /**
   * AdminUpdateUserAttributes for the e-mail, as the hosted Protection service calls it when a person
   * makes another verified address primary: the `email` attribute (verified) and the alias it signs in
   * with become `email`; the old address no longer signs in. Tokens already issued stay valid; the next
   * ones carry the new claim. 'taken' when another user signs in with that address; an unknown `sub`
   * throws (the Protection API only calls it for a caller whose token this pool has just verified).
   */
  changeEmail(sub: string, email: string): 'moved' | 'taken' {
    const user = this.users.get(sub);
    if (!user) throw new Error(`No user ${sub} in the pool.`);
    const alias = email.trim().toLowerCase();
    const holder = this.subByEmail.get(alias);
    if (holder !== undefined && holder !== sub) return 'taken';
    const old = user.attributes.email;
    if (old !== undefined) this.subByEmail.delete(old.trim().toLowerCase());
    this.putUser({ ...user, attributes: { ...user.attributes, email: alias, email_verified: 'true' } });
    this.changed();
    return 'moved';
  }

  /**
   * Dev-only: a user as an administrator or an import leaves one, which sign-up cannot make: FORCE_CHANGE_PASSWORD
   * with a temporary password (AdminCreateUser), RESET_REQUIRED (AdminResetUserPassword, a user import), UNCONFIRMED
   * (signed up, code not yet entered), or CONFIRMED with a password. The e-mail is the sign-in alias and verified.
   */
  /** Dev only: `email`'s sign-up will need confirming by `method`, as in a pool that requires it, whatever the pool's setting. */
  requireSignUpConfirmation(email: string, method: 'code' | 'link'): void {
    this.confirmationRequiredFor.set(email.trim().toLowerCase(), method);
  }

  seedUser(
    request: { readonly email: string; readonly status: UserStatus; readonly password?: string; readonly attributes?: Readonly<Record<string, string>> },
    now: number,
  ): StoredUser {
    const email = request.email.trim().toLowerCase();
    if (!EMAIL.test(email)) throw invalid('Invalid email address format.');
    if (this.subByEmail.has(email)) throw cognitoError('UsernameExistsException', MESSAGES.emailExists);
    for (const name of Object.keys(request.attributes ?? {}))
      if (!WRITABLE_ATTRIBUTES.has(name)) throw invalid(`Attributes did not conform to the schema: ${name}`);
    const sub = this.random.uuid();
    const password = request.status === 'RESET_REQUIRED' ? undefined : request.password;
    if (request.status !== 'RESET_REQUIRED') {
      const policy = passwordPolicyError(password ?? '', this.minPasswordLength);
      if (policy) throw policy;
    }
    const user: StoredUser = {
      sub,
      status: request.status,
      attributes: { ...request.attributes, email, email_verified: request.status === 'UNCONFIRMED' ? 'false' : 'true' },
      createdAt: now,
      ...(password === undefined ? {} : { password: this.passwords.verifierFor(sub, password) }),
    };
    this.putUser(user);
    this.changed();
    return user;
  }

  /** The e-mail address of the user with this id, for faults forced for one person. */
  addressOfUser(sub: string): string | undefined {
    return this.users.get(sub)?.attributes.email;
  }

  private dispatch(operation: string, body: JsonObject, now: number): JsonObject {
    switch (operation) {
      case 'SignUp':
        return this.signUp(body, now);
      case 'InitiateAuth':
        return this.initiateAuth(body, now);
      case 'RespondToAuthChallenge':
        return this.respondToAuthChallenge(body, now);
      case 'RevokeToken':
        return this.revokeToken(body, now);
      case 'GetUser':
        return this.getUser(body, now);
      case 'ConfirmDevice':
        return this.devices.confirm(this.accessTokenSub(body, now), body, now);
      case 'ListDevices':
        return this.devices.list(this.accessTokenSub(body, now));
      case 'ForgetDevice':
        return this.devices.forget(this.accessTokenSub(body, now), body);
      case 'AssociateSoftwareToken':
        return this.mfa.associateSoftwareToken(body, now);
      case 'VerifySoftwareToken':
        return this.mfa.verifySoftwareToken(body, now);
      case 'SetUserMFAPreference':
        return this.mfa.setUserMfaPreference(body, now);
      case 'ConfirmSignUp':
        return this.confirmSignUp(body, now);
      case 'ResendConfirmationCode':
        return this.resendConfirmationCode(body, now);
      default:
        throw cognitoError('UnsupportedOperationException', `${operation} is not supported by the local Cognito peer.`);
    }
  }

  private signUp(body: JsonObject, now: number): JsonObject {
    this.checkClient(body);
    const username = requiredString(body, 'Username');
    const password = optionalString(body, 'Password') ?? '';
    const policy = passwordPolicyError(password, this.minPasswordLength);
    if (policy) throw policy;
    const attributes = userAttributes(body);
    const email = attributes.email;
    if (email === undefined || email === '') throw invalid('Attributes did not conform to the schema: email: The attribute is required');
    if (!EMAIL.test(email)) throw invalid('Invalid email address format.');
    if (username.trim().toLowerCase() !== email.trim().toLowerCase()) throw invalid('Username should be the email address given in the email attribute.');
    if (this.subByEmail.has(email.trim().toLowerCase())) throw cognitoError('UsernameExistsException', MESSAGES.emailExists);

    const sub = this.random.uuid();
    const clientMetadata = stringMap(body, 'ClientMetadata');
    const confirmation = confirmationFor(this.confirmationRequiredFor.get(email.trim().toLowerCase()) ?? this.signUpConfirmation, clientMetadata);
    const event: PreSignUpEvent = {
      ...this.common(sub),
      triggerSource: 'PreSignUp_SignUp',
      request: {
        userAttributes: attributes,
        validationData: nameValueList(body, 'ValidationData'),
        clientMetadata: { ...clientMetadata, ...(confirmation === 'auto' ? {} : { signUpConfirmation: confirmation }) },
      },
      response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
    };
    const { response } = this.runTrigger('PreSignUp', () => this.triggers.preSignUp(event));
    const user: StoredUser = {
      sub,
      status: response.autoConfirmUser ? 'CONFIRMED' : 'UNCONFIRMED',
      attributes: { ...attributes, email_verified: response.autoVerifyEmail ? 'true' : 'false' },
      createdAt: now,
      password: this.passwords.verifierFor(sub, password),
    };
    this.putUser(user);
    this.changed();
    if (user.status === 'CONFIRMED') return { UserConfirmed: true, UserSub: sub };
    return { UserConfirmed: false, UserSub: sub, CodeDeliveryDetails: this.confirmations.start(user, confirmation === 'link' ? 'link' : 'code', now) };
  }

  /** Remembers the devices of the person with this address whatever the pool's setting (dev route); false when there is no such person. */
  trackDevicesOf(email: string): boolean {
    const user = this.findUser(email);
    if (!user) return false;
    this.devices.trackFor(user.sub);
    return true;
  }

  /**
   * AdminSetUserPassword without Permanent (dev route): a temporary password the person must replace at the next sign-in
   * (FORCE_CHANGE_PASSWORD); they stay who they are, with their MFA and devices. False when there is no such person.
   */
  setTemporaryPassword(email: string, password: string): boolean {
    const user = this.findUser(email);
    if (!user) return false;
    const policy = passwordPolicyError(password, this.minPasswordLength);
    if (policy) throw policy;
    this.putUser({ ...user, status: 'FORCE_CHANGE_PASSWORD', password: this.passwords.verifierFor(user.sub, password) });
    this.changed();
    return true;
  }

  /** Forgets every remembered device of the person with this address (dev route); false when there is no such person. */
  forgetDevicesOf(email: string): boolean {
    const user = this.findUser(email);
    if (!user) return false;
    this.devices.forgetAll(user.sub);
    return true;
  }

  private initiateAuth(body: JsonObject, now: number): JsonObject {
    this.checkClient(body);
    const flow = requiredString(body, 'AuthFlow');
    const parameters = stringMap(body, 'AuthParameters');
    switch (flow) {
      case 'CUSTOM_AUTH':
        return this.startCustomAuth(parameters, stringMap(body, 'ClientMetadata'), now);
      case 'REFRESH_TOKEN_AUTH':
      case 'REFRESH_TOKEN':
        return this.refresh(parameters, now);
      case 'USER_SRP_AUTH':
        return this.passwords.startUserSrp(parameters, now);
      case 'USER_PASSWORD_AUTH':
        return this.passwords.userPassword(parameters, stringMap(body, 'ClientMetadata'), now);
      case 'USER_AUTH':
        return this.passwords.startUserAuth(parameters, stringMap(body, 'ClientMetadata'), now);
      default:
        throw invalid(`Unsupported AuthFlow ${flow}`);
    }
  }

  private startCustomAuth(parameters: Record<string, string>, clientMetadata: ClientMetadata, now: number): JsonObject {
    const username = parameters.USERNAME;
    if (!username) throw invalid('Missing required parameter USERNAME');
    if (parameters.SRP_A !== undefined) return this.passwords.startCustomWithSrp(parameters, clientMetadata, now);
    const user = this.findUser(username);
    if (!user && this.preventUserExistenceErrors === 'LEGACY') throw cognitoError('UserNotFoundException', MESSAGES.userNotFound);
    if (user?.status === 'UNCONFIRMED') throw cognitoError('UserNotConfirmedException', MESSAGES.userNotConfirmed);
    // With existence errors prevented, an unknown user walks the same challenge path and can never pass.
    const sub = user?.sub ?? this.random.uuid();
    const userAttributes = user ? { ...user.attributes } : { email: username };
    return this.nextStep({ sub, userNotFound: !user, userAttributes, history: [], clientMetadata }, now);
  }

  private respondToAuthChallenge(body: JsonObject, now: number): JsonObject {
    this.checkClient(body);
    const challengeName = requiredString(body, 'ChallengeName');
    const sessionId = requiredString(body, 'Session');
    if (isPasswordMfaChallenge(challengeName)) return this.passwordMfa.respond(challengeName, sessionId, stringMap(body, 'ChallengeResponses'), now);
    if (challengeName !== 'CUSTOM_CHALLENGE')
      return this.passwords.respond(challengeName, sessionId, stringMap(body, 'ChallengeResponses'), stringMap(body, 'ClientMetadata'), now);
    const responses = stringMap(body, 'ChallengeResponses');
    const username = responses.USERNAME;
    if (!username) throw invalid('Missing required parameter USERNAME');
    const answer = responses.ANSWER;
    if (answer === undefined) throw invalid('Missing required parameter ANSWER');

    const session = this.sessions.get(sessionId);
    if (!session) throw cognitoError('NotAuthorizedException', MESSAGES.invalidSession);
    this.sessions.delete(sessionId);
    if (now >= session.expiresAt) throw cognitoError('NotAuthorizedException', MESSAGES.expiredSession);
    const sameUser = session.userNotFound
      ? username.trim().toLowerCase() === (session.userAttributes.email ?? '').trim().toLowerCase()
      : this.findUser(username)?.sub === session.sub;
    if (!sameUser) throw cognitoError('NotAuthorizedException', MESSAGES.invalidSession);

    const clientMetadata = { ...session.clientMetadata, ...stringMap(body, 'ClientMetadata') };
    const verifyEvent: VerifyAuthChallengeResponseEvent = {
      ...this.common(session.sub),
      triggerSource: 'VerifyAuthChallengeResponse_Authentication',
      request: {
        userAttributes: session.userAttributes,
        clientMetadata,
        userNotFound: session.userNotFound,
        privateChallengeParameters: session.privateParameters,
        challengeAnswer: answer,
      },
      response: { answerCorrect: false },
    };
    const verified = this.runTrigger('VerifyAuthChallengeResponse', () => this.triggers.verifyAuthChallengeResponse(verifyEvent));
    const result: ChallengeResult = {
      challengeName: session.challengeName,
      challengeResult: verified.response.answerCorrect === true && !session.userNotFound,
      ...(session.challengeMetadata === undefined ? {} : { challengeMetadata: session.challengeMetadata }),
    };
    const deviceKey = responses.DEVICE_KEY;
    if (result.challengeResult && deviceKey) return this.proveDeviceInstead(session, sessionId, deviceKey, now);
    return this.nextStep({ ...session, clientMetadata, history: [...session.history, result] }, now);
  }

  /**
   * A right answer that names a remembered device: the device proves itself (DEVICE_SRP_AUTH) instead of any
   * further challenge, as a remembered device stands in for MFA. An unknown device leaves the session usable,
   * so the client drops its device data and sends the same answer again.
   */
  private proveDeviceInstead(session: AuthSession, sessionId: string, deviceKey: string, now: number): JsonObject {
    try {
      return this.passwords.startDeviceProof(session.sub, deviceKey, now);
    } catch (error) {
      if (error instanceof CognitoServiceError && error.code === 'ResourceNotFoundException') this.sessions.set(sessionId, session);
      throw error;
    }
  }

  private defineNext(flow: CustomFlow): DefineAuthChallengeEvent['response'] {
    const defineEvent: DefineAuthChallengeEvent = {
      ...this.common(flow.sub),
      triggerSource: 'DefineAuthChallenge_Authentication',
      request: { userAttributes: flow.userAttributes, clientMetadata: flow.clientMetadata, userNotFound: flow.userNotFound, session: flow.history },
      response: { issueTokens: false, failAuthentication: false },
    };
    return this.runTrigger('DefineAuthChallenge', () => this.triggers.defineAuthChallenge(defineEvent)).response;
  }

  private nextStep(flow: CustomFlow, now: number): JsonObject {
    const request = { userAttributes: flow.userAttributes, clientMetadata: flow.clientMetadata, userNotFound: flow.userNotFound };
    const decision = this.defineNext(flow);
    if (decision.failAuthentication) throw cognitoError('NotAuthorizedException', MESSAGES.incorrectCredentials);
    if (decision.issueTokens) {
      const user = this.users.get(flow.sub);
      if (!user || flow.userNotFound) throw cognitoError('NotAuthorizedException', MESSAGES.incorrectCredentials);
      return this.finishSignIn(user, now);
    }
    if (decision.challengeName !== 'CUSTOM_CHALLENGE') throw cognitoError('InvalidLambdaResponseException', 'Unrecognizable lambda output');

    const createEvent: CreateAuthChallengeEvent = {
      ...this.common(flow.sub),
      triggerSource: 'CreateAuthChallenge_Authentication',
      request: { ...request, challengeName: decision.challengeName, session: flow.history },
      response: { publicChallengeParameters: {}, privateChallengeParameters: {} },
    };
    const { response: challenge } = this.runTrigger('CreateAuthChallenge', () => this.triggers.createAuthChallenge(createEvent));
    const sessionId = this.random.token();
    this.sessions.set(sessionId, {
      ...flow,
      challengeName: decision.challengeName,
      privateParameters: { ...challenge.privateChallengeParameters },
      challengeMetadata: challenge.challengeMetadata,
      expiresAt: now + this.sessionTtlMs,
    });
    return { ChallengeName: decision.challengeName, Session: sessionId, ChallengeParameters: { ...challenge.publicChallengeParameters, USERNAME: flow.sub } };
  }

  /** A finished sign-in: tokens, and a new device to confirm when the pool tracks devices. */
  private finishSignIn(user: StoredUser, now: number): JsonObject {
    const tokens = this.issueTokens(user, now);
    const newDevice = this.devices.newDeviceMetadata(user.sub, now);
    return { ChallengeParameters: {}, AuthenticationResult: newDevice === undefined ? tokens : { ...tokens, NewDeviceMetadata: newDevice } };
  }

  private issueTokens(user: StoredUser, now: number): JsonObject {
    const refreshToken = this.random.token();
    const family: TokenFamily = {
      originJti: this.random.uuid(),
      sub: user.sub,
      authTime: seconds(now),
      eventId: this.random.uuid(),
      refreshTokenHash: hashToken(refreshToken),
      expiresAt: now + this.refreshTtlMs,
    };
    this.putFamily(family);
    this.changed();
    return { ...this.mintTokens(user, family, now), RefreshToken: refreshToken };
  }

  private mintTokens(user: StoredUser, family: TokenFamily, now: number): JsonObject {
    const iat = seconds(now);
    const { email_verified: emailVerified, ...attributes } = user.attributes;
    const idToken = signJwt(this.key, {
      sub: user.sub,
      email_verified: emailVerified === 'true',
      iss: this.issuer,
      'cognito:username': user.sub,
      origin_jti: family.originJti,
      aud: this.clientId,
      event_id: family.eventId,
      token_use: 'id',
      auth_time: family.authTime,
      exp: iat + this.idTtl,
      iat,
      jti: this.random.uuid(),
      ...attributes,
    });
    const accessToken = signJwt(this.key, {
      sub: user.sub,
      iss: this.issuer,
      client_id: this.clientId,
      origin_jti: family.originJti,
      event_id: family.eventId,
      token_use: 'access',
      scope: 'aws.cognito.signin.user.admin',
      auth_time: family.authTime,
      exp: iat + this.accessTtl,
      iat,
      jti: this.random.uuid(),
      username: user.sub,
    });
    return { AccessToken: accessToken, ExpiresIn: this.accessTtl, TokenType: 'Bearer', IdToken: idToken };
  }

  private refresh(parameters: Record<string, string>, now: number): JsonObject {
    const token = parameters.REFRESH_TOKEN;
    if (!token) throw invalid('Missing required parameter REFRESH_TOKEN');
    const family = this.familyOf(token);
    if (!family) throw cognitoError('NotAuthorizedException', MESSAGES.invalidRefreshToken);
    if (family.revokedAt !== undefined) throw cognitoError('NotAuthorizedException', MESSAGES.refreshRevoked);
    if (now >= family.expiresAt) throw cognitoError('NotAuthorizedException', MESSAGES.refreshExpired);
    const user = this.users.get(family.sub);
    if (!user) throw cognitoError('NotAuthorizedException', MESSAGES.userNotFound);
    this.devices.checkRefresh(user.sub, parameters.DEVICE_KEY);
    // No new refresh token: the library keeps the one it has.
    return { ChallengeParameters: {}, AuthenticationResult: this.mintTokens(user, family, now) };
  }

  private revokeToken(body: JsonObject, now: number): JsonObject {
    this.checkClient(body);
    const token = requiredString(body, 'Token');
    if (token.split('.').length === 3) throw cognitoError('UnsupportedTokenTypeException', 'Only refresh tokens can be revoked.');
    const family = this.familyOf(token);
    // An unknown or already revoked token is a success, as in RFC 7009.
    if (family && family.revokedAt === undefined) {
      this.families.set(family.originJti, { ...family, revokedAt: now });
      this.changed();
    }
    return {};
  }

  /** The user an access token of this pool names; NotAuthorizedException as GetUser answers it. */
  private accessTokenSub(body: JsonObject, now: number): string {
    const accessToken = requiredString(body, 'AccessToken');
    const check = this.verifyAccessOrIdToken(accessToken, now);
    if (!check.ok || check.token.tokenUse !== 'access') {
      const reason = check.ok ? 'invalid' : check.reason;
      const message = reason === 'expired' ? MESSAGES.accessExpired : reason === 'revoked' ? MESSAGES.accessRevoked : MESSAGES.invalidAccessToken;
      throw cognitoError('NotAuthorizedException', message);
    }
    return check.token.sub;
  }

  private getUser(body: JsonObject, now: number): JsonObject {
    const user = this.users.get(this.accessTokenSub(body, now));
    if (!user) throw cognitoError('UserNotFoundException', MESSAGES.userNotFound);
    return {
      Username: user.sub,
      UserAttributes: [{ Name: 'sub', Value: user.sub }, ...Object.entries(user.attributes).map(([Name, Value]) => ({ Name, Value }))],
      ...this.mfa.getUserFields(user.sub),
    };
  }

  /** The sub of a valid access token of this pool, or the service's NotAuthorizedException. */
  private userOfAccessToken(accessToken: string, now: number): string {
    const check = this.verifyAccessOrIdToken(accessToken, now);
    if (check.ok && check.token.tokenUse === 'access') return check.token.sub;
    const reason = check.ok ? 'invalid' : check.reason;
    const message = reason === 'expired' ? MESSAGES.accessExpired : reason === 'revoked' ? MESSAGES.accessRevoked : MESSAGES.invalidAccessToken;
    throw cognitoError('NotAuthorizedException', message);
  }

  private confirmSignUp(body: JsonObject, now: number): JsonObject {
    this.checkClient(body);
    const user = this.confirmableUser(requiredString(body, 'Username'));
    this.confirmations.confirm(user, requiredString(body, 'ConfirmationCode'), now);
    this.putUser({ ...user, status: 'CONFIRMED', attributes: { ...user.attributes, email_verified: 'true' } });
    this.changed();
    return {};
  }

  private resendConfirmationCode(body: JsonObject, now: number): JsonObject {
    this.checkClient(body);
    const user = this.confirmableUser(requiredString(body, 'Username'));
    // A pretended delivery for an unknown user: nothing is mailed.
    if (!this.users.has(user.sub))
      return { CodeDeliveryDetails: { Destination: maskEmail(user.attributes.email ?? ''), DeliveryMedium: 'EMAIL', AttributeName: 'email' } };
    return { CodeDeliveryDetails: this.confirmations.resend(user, now) };
  }

  /** An unknown user: UserNotFoundException (LEGACY); with existence errors prevented, a wrong code or a pretended delivery. */
  private confirmableUser(username: string): StoredUser {
    const user = this.findUser(username);
    if (user) return user;
    if (this.preventUserExistenceErrors === 'LEGACY') throw cognitoError('UserNotFoundException', MESSAGES.userNotFound);
    return { sub: this.random.uuid(), status: 'UNCONFIRMED', attributes: { email: username }, createdAt: 0 };
  }

  private checkClient(body: JsonObject): void {
    const clientId = requiredString(body, 'ClientId');
    if (clientId !== this.clientId) throw cognitoError('ResourceNotFoundException', `User pool client ${clientId} does not exist.`);
  }

  private common(userName: string): TriggerCommon {
    return {
      version: '1',
      region: this.userPoolId.split('_')[0] ?? '',
      userPoolId: this.userPoolId,
      userName,
      callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: this.clientId },
    };
  }

  private runTrigger<E>(name: string, run: () => E): E {
    try {
      return run();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw cognitoError('UserLambdaValidationException', `${name} failed with error ${reason}.`);
    }
  }

  private putUser(user: StoredUser): void {
    this.users.set(user.sub, user);
    const email = user.attributes.email;
    if (email) this.subByEmail.set(email.trim().toLowerCase(), user.sub);
  }

  private putFamily(family: TokenFamily): void {
    this.families.set(family.originJti, family);
    this.familyByRefreshHash.set(family.refreshTokenHash, family.originJti);
  }

  private prune(now: number): void {
    for (const [id, session] of this.sessions) if (now >= session.expiresAt + EXPIRED_SESSION_MEMORY_MS) this.sessions.delete(id);
    let pruned = false;
    for (const [originJti, family] of this.families) {
      if (now < family.expiresAt + EXPIRED_FAMILY_MEMORY_MS) continue;
      this.families.delete(originJti);
      this.familyByRefreshHash.delete(family.refreshTokenHash);
      pruned = true;
    }
    if (pruned) this.changed();
  }

  private changed(): void {
    this.onStateChange?.(this.state());
  }
}
