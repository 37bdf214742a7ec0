// Password sign-in for the local pool: USER_SRP_AUTH, USER_PASSWORD_AUTH, CUSTOM_AUTH that starts with
// SRP_A, and NEW_PASSWORD_REQUIRED. A password is kept only as an SRP salt and verifier (srp.ts).
import { timingSafeEqual, randomBytes } from 'node:crypto';
import { CognitoServiceError, MESSAGES, cognitoError } from './errors';
import { claimIsValid, makeVerifier, serverEphemeral, sharedKey, type ServerEphemeral, type Verifier } from './srp';
import type { DeviceProof, DeviceRegistry } from './devices';
import type { ChallengeResult, ClientMetadata } from './triggers';

export type UserStatus = 'CONFIRMED' | 'UNCONFIRMED' | 'FORCE_CHANGE_PASSWORD' | 'RESET_REQUIRED';

/** The part of a stored user these flows read and write. */
export type PasswordUser = {
  readonly sub: string;
  readonly status: UserStatus;
  readonly attributes: Readonly<Record<string, string>>;
  readonly createdAt: number;
  /** The password as an SRP salt and verifier only; absent for a user whose password an administrator reset. */
  readonly password?: Verifier;
};

/** A custom-auth sign-in as the define-auth-challenge trigger sees it. */
export type CustomFlow = {
  readonly sub: string;
  readonly userNotFound: boolean;
  readonly userAttributes: Readonly<Record<string, string>>;
  readonly history: readonly ChallengeResult[];
  readonly clientMetadata: ClientMetadata;
};

type JsonObject = Readonly<Record<string, unknown>>;

/** What the pool lends these flows. */
export type PasswordHost<U extends PasswordUser> = {
  /** The part of the user pool id after '_': the SRP "pool name". */
  readonly poolName: string;
  readonly sessionTtlMs: number;
  readonly preventUserExistenceErrors: 'LEGACY' | 'ENABLED';
  readonly allowUserPasswordAuth: boolean;
  readonly minPasswordLength: number;
  /** Attributes the pool's schema requires; a new password must come with any the user lacks. */
  readonly requiredAttributes: readonly string[];
  readonly writableAttributes: ReadonlySet<string>;
  readonly token: () => string;
  readonly devices: DeviceRegistry;
  findUser(username: string): U | undefined;
  userBySub(sub: string): U | undefined;
  saveUser(user: U): void;
  /** An AuthenticationResult for a finished sign-in. */
  issueTokens(user: U, now: number): JsonObject;
  /** The step after the right password of a confirmed user without a remembered device: MFA, or tokens. */
  afterPassword(user: U, now: number): JsonObject;
  /** The define-auth-challenge decision for a custom flow: its next challenge name, tokens or failure. */
  defineNext(flow: CustomFlow): { readonly challengeName?: string; readonly issueTokens: boolean; readonly failAuthentication: boolean };
  /** The custom flow's next step (define, then create a challenge or issue tokens), as InitiateAuth/RespondToAuthChallenge answer it. */
  continueCustom(flow: CustomFlow, now: number): JsonObject;
};

type SrpSession = {
  readonly kind: 'srp';
  readonly sub: string;
  readonly userNotFound: boolean;
  readonly ephemeral: ServerEphemeral;
  readonly srpA: string;
  readonly verifier: Verifier;
  readonly secretBlock: string;
  readonly expiresAt: number;
  /** Set when the sign-in is CUSTOM_AUTH: the trigger decides after the password. */
  readonly custom?: CustomFlow;
};

type NewPasswordSession = { readonly kind: 'new-password'; readonly sub: string; readonly expiresAt: number; readonly clientMetadata: ClientMetadata };
/** A remembered device proving itself after the password: first its SRP_A, then its claim. */
type DeviceSession =
  | { readonly kind: 'device-srp'; readonly sub: string; readonly expiresAt: number }
  | { readonly kind: 'device-verifier'; readonly sub: string; readonly expiresAt: number; readonly proof: DeviceProof };

const SESSION_KIND = {
  PASSWORD_VERIFIER: 'srp',
  NEW_PASSWORD_REQUIRED: 'new-password',
  DEVICE_SRP_AUTH: 'device-srp',
  DEVICE_PASSWORD_VERIFIER: 'device-verifier',
} as const;

const EXPIRED_SESSION_MEMORY_MS = 60 * 60 * 1000;
const ATTRIBUTE_PREFIX = 'userAttributes.';

const invalid = (message: string) => cognitoError('InvalidParameterException', message);

export const passwordPolicyError = (password: string, minLength: number) =>
  password.length < minLength
    ? cognitoError('InvalidPasswordException', 'Password did not conform with policy: Password not long enough')
    : password.length > 256
      ? invalid('Password did not conform with policy: Password is too long')
      : undefined;

export class PasswordFlows<U extends PasswordUser> {
  private readonly sessions = new Map<string, SrpSession | NewPasswordSession | DeviceSession>();

  constructor(private readonly host: PasswordHost<U>) {}

  /** The verifier a user's password is kept as: the identity hashed in is the user's sub (USER_ID_FOR_SRP). */
  verifierFor(sub: string, password: string): Verifier {
    return makeVerifier(this.host.poolName, sub, password);
  }

  /** USER_SRP_AUTH: the PASSWORD_VERIFIER challenge with salt, B and a secret block. */
  startUserSrp(parameters: Readonly<Record<string, string>>, now: number): JsonObject {
    const { user, username } = this.userFor(parameters);
    return this.verifierChallenge(user, username, requiredSrpA(parameters), now, undefined);
  }

  /** CUSTOM_AUTH with SRP_A: the trigger sees SRP_A passed and usually asks for PASSWORD_VERIFIER first. */
  startCustomWithSrp(parameters: Readonly<Record<string, string>>, clientMetadata: ClientMetadata, now: number): JsonObject {
    const { user, username } = this.userFor(parameters);
    const srpA = requiredSrpA(parameters);
    const flow: CustomFlow = {
      sub: user?.sub ?? this.host.token(),
      userNotFound: user === undefined,
      userAttributes: user ? { ...user.attributes } : { email: username },
      history: [{ challengeName: 'SRP_A', challengeResult: true }],
      clientMetadata,
    };
    const decision = this.host.defineNext(flow);
    if (!decision.failAuthentication && !decision.issueTokens && decision.challengeName === 'PASSWORD_VERIFIER') {
      return this.verifierChallenge(user, username, srpA, now, flow);
    }
    return this.host.continueCustom(flow, now);
  }

  /** USER_PASSWORD_AUTH: the password itself, checked against the verifier; only when the app client allows the flow. */
  userPassword(parameters: Readonly<Record<string, string>>, clientMetadata: ClientMetadata, now: number): JsonObject {
    if (!this.host.allowUserPasswordAuth) throw invalid('USER_PASSWORD_AUTH flow not enabled for this client');
    return this.checkPassword(parameters, clientMetadata, now);
  }

  private checkPassword(parameters: Readonly<Record<string, string>>, clientMetadata: ClientMetadata, now: number): JsonObject {
    const password = parameters.PASSWORD;
    if (!password) throw invalid('Missing required parameter PASSWORD');
    const { user } = this.userFor(parameters);
    const stored = user?.password;
    const given = stored === undefined ? undefined : makeVerifier(this.host.poolName, user?.sub ?? '', password, stored.salt).verifier;
    const valid = user !== undefined && stored !== undefined && given !== undefined && sameHex(given, stored.verifier);
    return this.afterPassword(user, valid, clientMetadata, now, parameters.DEVICE_KEY);
  }

  /** USER_AUTH with a password first factor: PASSWORD as USER_PASSWORD_AUTH (which this flow does not need allowed), PASSWORD_SRP as USER_SRP_AUTH. */
  startUserAuth(parameters: Readonly<Record<string, string>>, clientMetadata: ClientMetadata, now: number): JsonObject {
    if (parameters.PREFERRED_CHALLENGE === 'PASSWORD_SRP') return this.startUserSrp(parameters, now);
    if (parameters.PREFERRED_CHALLENGE !== 'PASSWORD') throw invalid(`Unsupported PREFERRED_CHALLENGE ${parameters.PREFERRED_CHALLENGE ?? ''}`);
    return this.checkPassword(parameters, clientMetadata, now);
  }

  /** DEVICE_SRP_AUTH for the user's remembered device; an unknown one is ResourceNotFoundException, so the client drops it and retries. */
  startDeviceProof(sub: string, deviceKey: string, now: number): JsonObject {
    this.host.devices.remembered(sub, deviceKey);
    const sessionId = this.host.token();
    this.sessions.set(sessionId, { kind: 'device-srp', sub, expiresAt: now + this.host.sessionTtlMs });
    return { ChallengeName: 'DEVICE_SRP_AUTH', Session: sessionId, ChallengeParameters: { USERNAME: sub } };
  }

  /** RespondToAuthChallenge for PASSWORD_VERIFIER, NEW_PASSWORD_REQUIRED, DEVICE_SRP_AUTH and DEVICE_PASSWORD_VERIFIER. */
  respond(challengeName: string, sessionId: string, responses: Readonly<Record<string, string>>, clientMetadata: ClientMetadata, now: number): JsonObject {
    if (!Object.prototype.hasOwnProperty.call(SESSION_KIND, challengeName)) throw invalid(`Unsupported ChallengeName ${challengeName}`);
    this.prune(now);
    const username = responses.USERNAME;
    if (!username) throw invalid('Missing required parameter USERNAME');
    const session = this.sessions.get(sessionId);
    if (!session || session.kind !== SESSION_KIND[challengeName as keyof typeof SESSION_KIND])
      throw cognitoError('NotAuthorizedException', MESSAGES.invalidSession);
    this.sessions.delete(sessionId);
    if (now >= session.expiresAt) throw cognitoError('NotAuthorizedException', MESSAGES.expiredSession);
    const named = username === session.sub || this.host.findUser(username)?.sub === session.sub;
    if (!named) throw cognitoError('NotAuthorizedException', MESSAGES.invalidSession);
    if (session.kind === 'srp') {
      try {
        return this.passwordVerifier(session, responses, clientMetadata, now);
      } catch (error) {
        // The client drops a device the pool no longer knows and answers the same session again without it.
        if (error instanceof CognitoServiceError && error.code === 'ResourceNotFoundException') this.sessions.set(sessionId, session);
        throw error;
      }
    }
    if (session.kind === 'device-srp') {
      const { proof, parameters } = this.host.devices.startProof(session.sub, responses);
      const next = this.host.token();
      this.sessions.set(next, { kind: 'device-verifier', sub: session.sub, expiresAt: now + this.host.sessionTtlMs, proof });
      return { ChallengeName: 'DEVICE_PASSWORD_VERIFIER', Session: next, ChallengeParameters: parameters };
    }
    if (session.kind === 'device-verifier') {
      const user = this.host.userBySub(session.sub);
      if (!user || !this.host.devices.proofIsValid(session.sub, session.proof, responses, now))
        throw cognitoError('NotAuthorizedException', MESSAGES.incorrectCredentials);
      return { ChallengeParameters: {}, AuthenticationResult: this.host.issueTokens(user, now) };
    }
    try {
      return this.newPassword(session, responses, now);
    } catch (error) {
      // A password the policy refuses or a missing attribute can be corrected within the same session.
      if (error instanceof CognitoServiceError && error.code !== 'NotAuthorizedException') this.sessions.set(sessionId, session);
      throw error;
    }
  }

  private passwordVerifier(session: SrpSession, responses: Readonly<Record<string, string>>, clientMetadata: ClientMetadata, now: number): JsonObject {
    const secretBlock = responses.PASSWORD_CLAIM_SECRET_BLOCK ?? '';
    const claim = {
      poolName: this.host.poolName,
      identity: session.sub,
      secretBlock,
      timestamp: responses.TIMESTAMP ?? '',
      signature: responses.PASSWORD_CLAIM_SIGNATURE ?? '',
    };
    const valid =
      !session.userNotFound &&
      secretBlock === session.secretBlock &&
      claimIsValid(sharedKey(session.srpA, session.ephemeral, session.verifier.verifier), claim);
    const user = session.userNotFound ? undefined : this.host.userBySub(session.sub);
    if (session.custom === undefined) return this.afterPassword(user, valid, clientMetadata, now, responses.DEVICE_KEY);
    if (valid && user?.status === 'UNCONFIRMED') throw cognitoError('UserNotConfirmedException', MESSAGES.userNotConfirmed);
    const flow = { ...session.custom, clientMetadata: { ...session.custom.clientMetadata, ...clientMetadata } };
    return this.host.continueCustom({ ...flow, history: [...flow.history, { challengeName: 'PASSWORD_VERIFIER', challengeResult: valid }] }, now);
  }

  /** After a password check: a wrong one (or an unknown user) is "Incorrect username or password."; then the user's status decides. */
  private afterPassword(user: U | undefined, valid: boolean, clientMetadata: ClientMetadata, now: number, deviceKey: string | undefined): JsonObject {
    if (!user || !valid) throw cognitoError('NotAuthorizedException', MESSAGES.incorrectCredentials);
    if (user.status === 'UNCONFIRMED') throw cognitoError('UserNotConfirmedException', MESSAGES.userNotConfirmed);
    if (user.status === 'FORCE_CHANGE_PASSWORD') return this.newPasswordChallenge(user, clientMetadata, now);
    // A remembered device proves itself instead of any further factor.
    if (deviceKey) return this.startDeviceProof(user.sub, deviceKey, now);
    return this.host.afterPassword(user, now);
  }

  private newPasswordChallenge(user: U, clientMetadata: ClientMetadata, now: number): JsonObject {
    const sessionId = this.host.token();
    this.sessions.set(sessionId, { kind: 'new-password', sub: user.sub, expiresAt: now + this.host.sessionTtlMs, clientMetadata });
    const { email_verified: _verified, ...shown } = user.attributes;
    return {
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: sessionId,
      ChallengeParameters: {
        USER_ID_FOR_SRP: user.sub,
        requiredAttributes: JSON.stringify(this.missingAttributes(user.attributes).map((name) => `${ATTRIBUTE_PREFIX}${name}`)),
        userAttributes: JSON.stringify(shown),
      },
    };
  }

  private newPassword(session: NewPasswordSession, responses: Readonly<Record<string, string>>, now: number): JsonObject {
    const user = this.host.userBySub(session.sub);
    if (!user || user.status !== 'FORCE_CHANGE_PASSWORD') throw cognitoError('NotAuthorizedException', MESSAGES.invalidSession);
    const password = responses.NEW_PASSWORD;
    if (!password) throw invalid('Missing required parameter NEW_PASSWORD');
    const policy = passwordPolicyError(password, this.host.minPasswordLength);
    if (policy) throw policy;
    const given: Record<string, string> = {};
    for (const [key, value] of Object.entries(responses)) {
      if (!key.startsWith(ATTRIBUTE_PREFIX)) continue;
      const name = key.slice(ATTRIBUTE_PREFIX.length);
      if (!this.host.writableAttributes.has(name) || name === 'email') throw invalid(`Cannot modify an already provided ${name} attribute`);
      given[name] = value;
    }
    const attributes = { ...user.attributes, ...given };
    const missing = this.missingAttributes(attributes)[0];
    if (missing !== undefined) throw invalid(`Invalid attributes given, ${missing} is missing`);
    const confirmed = { ...user, status: 'CONFIRMED' as const, attributes, password: this.verifierFor(user.sub, password) };
    this.host.saveUser(confirmed);
    // Signed in with the new password, the user meets MFA as after any right password (the README has why).
    return this.host.afterPassword(confirmed, now);
  }

  private missingAttributes(attributes: Readonly<Record<string, string>>): string[] {
    return this.host.requiredAttributes.filter((name) => (attributes[name] ?? '') === '');
  }

  /** The user a sign-in names; unknown users are refused here only when the pool reveals existence (LEGACY). */
  private userFor(parameters: Readonly<Record<string, string>>): { user: U | undefined; username: string } {
    const username = parameters.USERNAME;
    if (!username) throw invalid('Missing required parameter USERNAME');
    const user = this.host.findUser(username);
    if (!user && this.host.preventUserExistenceErrors === 'LEGACY') throw cognitoError('UserNotFoundException', MESSAGES.userNotFound);
    // An administrator's reset switched the password off: no proof of it is asked for.
    if (user?.status === 'RESET_REQUIRED') throw cognitoError('PasswordResetRequiredException', MESSAGES.passwordResetRequired);
    return { user, username };
  }

  private verifierChallenge(user: U | undefined, username: string, srpA: string, now: number, custom: CustomFlow | undefined): JsonObject {
    // An unknown user (existence errors prevented) or one without a password gets a challenge no answer passes.
    const verifier = user?.password ?? makeVerifier(this.host.poolName, username, randomBytes(32).toString('base64'));
    const ephemeral = serverEphemeral(verifier.verifier);
    const secretBlock = randomBytes(64).toString('base64');
    const sub = user?.sub ?? custom?.sub ?? this.host.token();
    const sessionId = this.host.token();
    this.sessions.set(sessionId, {
      kind: 'srp',
      sub,
      userNotFound: user === undefined || user.password === undefined,
      ephemeral,
      srpA,
      verifier,
      secretBlock,
      expiresAt: now + this.host.sessionTtlMs,
      ...(custom === undefined ? {} : { custom }),
    });
    return {
      ChallengeName: 'PASSWORD_VERIFIER',
      Session: sessionId,
      ChallengeParameters: { SALT: verifier.salt, SRP_B: ephemeral.B, SECRET_BLOCK: secretBlock, USERNAME: sub, USER_ID_FOR_SRP: sub },
    };
  }

  private prune(now: number): void {
    for (const [id, session] of this.sessions) if (now >= session.expiresAt + EXPIRED_SESSION_MEMORY_MS) this.sessions.delete(id);
  }
}

function requiredSrpA(parameters: Readonly<Record<string, string>>): string {
  const srpA = parameters.SRP_A;
  if (!srpA) throw invalid('Missing required parameter SRP_A');
  if (!/^[0-9a-fA-F]{1,1024}$/.test(srpA)) throw invalid('Invalid value for parameter SRP_A');
  return srpA;
}

const sameHex = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
