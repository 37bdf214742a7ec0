// Password sign-in: USER_SRP_AUTH, USER_PASSWORD_AUTH, USER_AUTH with a password first factor, CUSTOM_AUTH that
// starts with SRP_A, and NEW_PASSWORD_REQUIRED. A password is kept only as an SRP salt and verifier (srp.ts).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { CustomAuth, CustomFlow } from './custom-auth';
import type { DeviceRegistry } from './devices';
import { MESSAGES, cognitoError, invalid, notAuthorized } from './errors';
import type { PasswordMfa } from './password-mfa';
import type { JsonObject, Strings } from './request';
import type { Answer, PoolCore } from './sessions';
import { type ServerEphemeral, type Verifier, claimIsValid, makeVerifier, serverEphemeral, sharedKey } from './srp';
import { type StoredUser, WRITABLE_ATTRIBUTES, checkPasswordPolicy } from './users';

type VerifierSession = {
  readonly userNotFound: boolean;
  readonly ephemeral: ServerEphemeral;
  readonly srpA: string;
  readonly verifier: Verifier;
  readonly secretBlock: string;
  readonly custom?: CustomFlow;
};

type Parts = PoolCore & { readonly devices: DeviceRegistry; readonly custom: CustomAuth; readonly passwordMfa: PasswordMfa };

const ATTRIBUTE_PREFIX = 'userAttributes.';

const unknownDevice = (error: { code: string }) => error.code === 'ResourceNotFoundException';

export class PasswordFlows {
  constructor(private readonly pool: Parts) {}

  startSrp(parameters: Strings, now: number): JsonObject {
    const { user, username } = this.userFor(parameters);
    return this.verifierChallenge(user, username, srpAOf(parameters), now);
  }

  startCustom(parameters: Strings, clientMetadata: Strings, now: number): JsonObject {
    const { user, username } = this.userFor(parameters);
    const srpA = srpAOf(parameters);
    const flow: CustomFlow = {
      sub: user?.sub ?? this.pool.random.token(),
      userNotFound: user === undefined,
      userAttributes: user ? { ...user.attributes } : { email: username },
      history: [{ challengeName: 'SRP_A', challengeResult: true }],
      clientMetadata,
    };
    const decision = this.pool.custom.decide(flow);
    if (!decision.failAuthentication && !decision.issueTokens && decision.challengeName === 'PASSWORD_VERIFIER') {
      return this.verifierChallenge(user, username, srpA, now, flow);
    }
    return this.pool.custom.next(flow, now);
  }

  userPassword(parameters: Strings, now: number): JsonObject {
    if (!this.pool.settings.allowUserPasswordAuth) throw invalid('USER_PASSWORD_AUTH flow not enabled for this client');
    return this.checkPassword(parameters, now);
  }

  /** USER_AUTH with PASSWORD (as USER_PASSWORD_AUTH, which this flow does not need allowed) or PASSWORD_SRP (as USER_SRP_AUTH). */
  startUserAuth(parameters: Strings, now: number): JsonObject {
    return parameters.PREFERRED_CHALLENGE === 'PASSWORD_SRP' ? this.startSrp(parameters, now) : this.checkPassword(parameters, now);
  }

  verify(answer: Answer, now: number): JsonObject {
    const session = this.pool.sessions.take<VerifierSession>(answer.session, 'PASSWORD_VERIFIER', now, answer.username);
    // The client drops a device the pool no longer knows and answers the same session again without it.
    return this.pool.sessions.keepOpenOn(answer.session, session, unknownDevice, () => {
      const { responses } = answer;
      const secretBlock = responses.PASSWORD_CLAIM_SECRET_BLOCK ?? '';
      const claim = {
        poolName: this.pool.settings.poolName,
        identity: session.sub,
        secretBlock,
        timestamp: responses.TIMESTAMP ?? '',
        signature: responses.PASSWORD_CLAIM_SIGNATURE ?? '',
      };
      const key = sharedKey(session.srpA, session.ephemeral, session.verifier.verifier);
      const valid = !session.userNotFound && secretBlock === session.secretBlock && claimIsValid(key, claim);
      const user = session.userNotFound ? undefined : this.pool.users.get(session.sub);
      const flow = session.custom;
      if (flow === undefined) return this.afterPassword(user, valid, now, responses.DEVICE_KEY);
      if (valid && user?.status === 'UNCONFIRMED') throw cognitoError('UserNotConfirmedException', MESSAGES.userNotConfirmed);
      const history = [...flow.history, { challengeName: 'PASSWORD_VERIFIER', challengeResult: valid }];
      return this.pool.custom.next({ ...flow, clientMetadata: { ...flow.clientMetadata, ...answer.clientMetadata }, history }, now);
    });
  }

  newPassword(answer: Answer, now: number): JsonObject {
    const session = this.pool.sessions.take(answer.session, 'NEW_PASSWORD_REQUIRED', now, answer.username);
    // A password the policy refuses or a missing attribute can be corrected within the same session.
    const correctable = (error: { code: string }) => error.code !== 'NotAuthorizedException';
    return this.pool.sessions.keepOpenOn(answer.session, session, correctable, () => this.setNewPassword(session.sub, answer.responses, now));
  }

  private checkPassword(parameters: Strings, now: number): JsonObject {
    const password = parameters.PASSWORD;
    if (!password) throw invalid('Missing required parameter PASSWORD');
    const { user } = this.userFor(parameters);
    const stored = user?.password;
    const given = user && stored ? makeVerifier(this.pool.settings.poolName, user.sub, password, stored.salt).verifier : undefined;
    return this.afterPassword(user, given !== undefined && stored !== undefined && sameHex(given, stored.verifier), now, parameters.DEVICE_KEY);
  }

  private afterPassword(user: StoredUser | undefined, valid: boolean, now: number, deviceKey: string | undefined): JsonObject {
    if (!user || !valid) throw notAuthorized(MESSAGES.incorrectCredentials);
    if (user.status === 'UNCONFIRMED') throw cognitoError('UserNotConfirmedException', MESSAGES.userNotConfirmed);
    if (user.status === 'FORCE_CHANGE_PASSWORD') return this.newPasswordChallenge(user, now);
    if (deviceKey) return this.pool.devices.startProof(user.sub, deviceKey, now);
    return this.pool.passwordMfa.next(user, now);
  }

  private newPasswordChallenge(user: StoredUser, now: number): JsonObject {
    const { email_verified: _verified, ...shown } = user.attributes;
    const required = this.missingAttributes(user.attributes).map((name) => `${ATTRIBUTE_PREFIX}${name}`);
    const parameters = { USER_ID_FOR_SRP: user.sub, requiredAttributes: JSON.stringify(required), userAttributes: JSON.stringify(shown) };
    return this.pool.sessions.ask('NEW_PASSWORD_REQUIRED', user.sub, now, parameters);
  }

  private setNewPassword(sub: string, responses: Strings, now: number): JsonObject {
    const user = this.pool.users.get(sub);
    if (!user || user.status !== 'FORCE_CHANGE_PASSWORD') throw notAuthorized(MESSAGES.invalidSession);
    const password = responses.NEW_PASSWORD;
    if (!password) throw invalid('Missing required parameter NEW_PASSWORD');
    checkPasswordPolicy(password, this.pool.settings.minPasswordLength);
    const given: Record<string, string> = {};
    for (const [key, value] of Object.entries(responses)) {
      if (!key.startsWith(ATTRIBUTE_PREFIX)) continue;
      const name = key.slice(ATTRIBUTE_PREFIX.length);
      if (!WRITABLE_ATTRIBUTES.has(name) || name === 'email') throw invalid(`Cannot modify an already provided ${name} attribute`);
      given[name] = value;
    }
    const attributes = { ...user.attributes, ...given };
    const missing = this.missingAttributes(attributes)[0];
    if (missing !== undefined) throw invalid(`Invalid attributes given, ${missing} is missing`);
    const confirmed = { ...user, status: 'CONFIRMED' as const, attributes, password: makeVerifier(this.pool.settings.poolName, user.sub, password) };
    this.pool.users.save(confirmed);
    return this.pool.passwordMfa.next(confirmed, now);
  }

  private missingAttributes(attributes: Strings): string[] {
    return this.pool.settings.requiredAttributes.filter((name) => (attributes[name] ?? '') === '');
  }

  private userFor(parameters: Strings): { user: StoredUser | undefined; username: string } {
    const username = parameters.USERNAME;
    if (!username) throw invalid('Missing required parameter USERNAME');
    const user = this.pool.users.find(username);
    if (!user && this.pool.settings.preventUserExistenceErrors === 'LEGACY') throw cognitoError('UserNotFoundException', MESSAGES.userNotFound);
    // An administrator's reset switched the password off: no proof of it is asked for.
    if (user?.status === 'RESET_REQUIRED') throw cognitoError('PasswordResetRequiredException', MESSAGES.passwordResetRequired);
    return { user, username };
  }

  private verifierChallenge(user: StoredUser | undefined, username: string, srpA: string, now: number, custom?: CustomFlow): JsonObject {
    // An unknown user (existence errors prevented) or one without a password gets a challenge no answer passes.
    const verifier = user?.password ?? makeVerifier(this.pool.settings.poolName, username, randomBytes(32).toString('base64'));
    const ephemeral = serverEphemeral(verifier.verifier);
    const secretBlock = randomBytes(64).toString('base64');
    const sub = user?.sub ?? custom?.sub ?? this.pool.random.token();
    const parameters = { SALT: verifier.salt, SRP_B: ephemeral.B, SECRET_BLOCK: secretBlock, USERNAME: sub, USER_ID_FOR_SRP: sub };
    const session: VerifierSession = { userNotFound: user?.password === undefined, ephemeral, srpA, verifier, secretBlock, custom };
    return this.pool.sessions.ask('PASSWORD_VERIFIER', sub, now, parameters, session);
  }
}

function srpAOf(parameters: Strings): string {
  const srpA = parameters.SRP_A;
  if (!srpA) throw invalid('Missing required parameter SRP_A');
  if (!/^[0-9a-fA-F]{1,1024}$/.test(srpA)) throw invalid('Invalid value for parameter SRP_A');
  return srpA;
}

const sameHex = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
