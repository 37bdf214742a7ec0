// Behaves as the real pool behind its custom-auth triggers; in sessionStorage, so a reload keeps users, codes and the session.
import { SIGN_IN_STATE_TTL_MS } from '../../domain/auth/sign-in/sign-in-state';
import type { IdTokenCheck } from '../../stand-ins/identity/identity-pool';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as t from 'io-ts';
import { Secret, TOTP } from 'otpauth';
import type { AuthGateway, ChallengeAnswer } from '../../application/ports/auth-gateway.port';
import type { Clock } from '../../application/ports/clock.port';
import type { RandomSource } from '../../application/ports/random-source.port';
import type { AuthFlowType, SignInRequest } from '../../domain/auth/sign-in/auth-flow';
import { authFailureFromErrorCode } from '../../domain/auth/failure/auth-error-code';
import type { AuthFailure } from '../../domain/auth/failure/auth-failure';
import type { AuthOutcome } from '../../domain/auth/sign-in/auth-outcome';
import type { AuthSession } from '../../domain/auth/session/auth-session';
import type { ConfirmSignUpRequest, SignUpOutcome, SignUpRequest } from '../../domain/auth/sign-up/sign-up';
import { COGNITO_MFA_NAME, type MfaPreference, type MfaSettings } from '../../domain/auth/sign-in/mfa';
import type { CodeDeliveryDetails } from '../../domain/auth/sign-in/sign-in-step';
import { codeMail } from '../../stand-ins/outbox/code-mail';
import { encodeVerifyCodeToken } from '../../domain/auth/sign-in/verify-code';
import type { FaultSwitch } from '../../stand-ins/faults/storage-fault-switch';
import type { OfflineOutbox } from '../../stand-ins/outbox/offline-outbox';
import type { SignInMove } from '../../stand-ins/protection/protection-backend';
import { StoredOfflineSession } from './session.codecs';

export const OFFLINE_SESSION_KEY = 'protect.offline.session';
const OFFLINE_POOL_KEY = 'protect.offline.pool';

const MAX_ATTEMPTS = 3;
const MIN_PASSWORD_LENGTH = 8;
const INCORRECT = 'Incorrect username or password.';
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** As authenticator apps count: 6 digits, 30 s, SHA-1, one step of slack either side. */
const totpMatches = (secret: string, code: string, now: number): boolean =>
  /^[0-9]{6}$/.test(code) &&
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).validate({ token: code, timestamp: now, window: 1 }) !== null;
const TOKEN_TTL_MS = 3_600_000;

export class OfflineFaultError extends Error {
  constructor(operation: string, detail: string) {
    super(`Offline fault on ${operation}: ${detail}`);
    this.name = 'OfflineFaultError';
  }
}

const UserStatus = t.keyof({ CONFIRMED: null, UNCONFIRMED: null, FORCE_CHANGE_PASSWORD: null, RESET_REQUIRED: null });
type UserStatus = t.TypeOf<typeof UserStatus>;
/** A password as a salt and a salted SHA-256, never the password itself. */
const StoredPassword = t.type({ salt: t.string, hash: t.string });
const PoolUser = t.intersection([
  t.type({ sub: t.string, email: t.string, region: t.string, userAlias: t.string }),
  // Absent in pools written before password sign-in: CONFIRMED, with no password that signs in.
  t.partial({ status: UserStatus, password: StoredPassword }),
]);
/** `authenticator`: the second step, the app's code, after the e-mailed one was right. */
const PendingChallenge = t.intersection([
  t.type({ username: t.string, code: t.string, attempts: t.number, createdAt: t.number }),
  t.partial({ challengeName: t.literal('NEW_PASSWORD_REQUIRED'), authenticator: t.boolean }),
]);
/** A person's authenticator app: `secret` once a code from it was checked, `pending` before. */
const UserMfa = t.partial({ secret: t.string, pending: t.string, enabled: t.boolean });
const PoolState = t.intersection([
  t.type({
    users: t.record(t.string, PoolUser),
    challenges: t.record(t.string, PendingChallenge),
    revoked: t.array(t.string),
  }),
  t.partial({ mfa: t.record(t.string, UserMfa) }),
]);
type UserMfa = t.TypeOf<typeof UserMfa>;
/** A new user's confirmation code; the rules are the local peer's (local-backend/cognito/sign-up-confirm.ts). */
const PendingConfirmation = t.type({ code: t.string, issuedAt: t.number, failures: t.number, method: t.keyof({ code: null, link: null }), sentAt: t.array(t.number) });
const Confirmations = t.record(t.string, PendingConfirmation);
type Confirmations = t.TypeOf<typeof Confirmations>;
const OFFLINE_CONFIRMATIONS_KEY = 'protect.offline.sign-up-confirmations';
const CONFIRMATION_CODE_TTL_MS = 24 * 3_600_000;
const MAX_CONFIRMATION_FAILURES = 5;
const MAX_CODES_PER_HOUR = 5;
type PoolState = t.TypeOf<typeof PoolState>;
type PoolUser = t.TypeOf<typeof PoolUser>;

const EMPTY_POOL: PoolState = { users: {}, challenges: {}, revoked: [] };

const fail = (code: string, message: string): E.Either<AuthFailure, never> => E.left(authFailureFromErrorCode(code, message));

export type InMemoryAuthGatewayDeps = {
  readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  readonly clock: Clock;
  readonly random: RandomSource;
  readonly faults: FaultSwitch;
  readonly outbox: OfflineOutbox;
  readonly appOrigin: string;
  /** The app client allows USER_PASSWORD_AUTH (off, as a new app client has it). */
  readonly allowUserPasswordAuth?: boolean;
};

export class InMemoryAuthGateway implements AuthGateway {
  readonly hasOAuthProvider = false;

  constructor(private readonly deps: InMemoryAuthGatewayDeps) {}

  async storedSession(): Promise<O.Option<AuthSession>> {
    await this.sessionFault();
    return this.readSession();
  }

  async signUp(request: SignUpRequest): Promise<E.Either<AuthFailure, SignUpOutcome>> {
    const fault = await this.fault('signUp');
    if (fault) return E.left(fault);
    const username = request.username.trim().toLowerCase();
    if (request.password === '') return fail('InvalidPasswordException', 'Password did not conform with policy.');
    const pool = this.readPool();
    if (pool.users[username]) return fail('UsernameExistsException', 'An account with the given email already exists.');
    const user: PoolUser = {
      sub: this.deps.random.uuid(),
      email: request.attributes['email'] ?? username,
      region: request.attributes['custom:region'] || 'US',
      userAlias: request.attributes['custom:user_alias'] ?? '',
      status: request.confirmation === undefined ? 'CONFIRMED' : 'UNCONFIRMED',
      password: await this.hashPassword(request.password),
    };
    this.writePool({ ...pool, users: { ...pool.users, [username]: user } });
    // The pre-sign-up trigger auto-confirms (the code comes with the first sign-in) unless a confirmation was asked for.
    if (request.confirmation === undefined) return E.right({ userConfirmed: true, userId: user.sub, codeDeliveryDetails: O.none });
    return E.right({ userConfirmed: false, userId: user.sub, codeDeliveryDetails: O.some(this.sendConfirmation(username, user, request.confirmation, [])) });
  }

  async confirmSignUp(request: ConfirmSignUpRequest): Promise<E.Either<AuthFailure, void>> {
    const fault = await this.fault('confirmSignUp');
    if (fault) return E.left(fault);
    const username = request.username.trim().toLowerCase();
    const pool = this.readPool();
    const user = pool.users[username];
    if (!user) return fail('UserNotFoundException', 'User does not exist.');
    if (user.status !== 'UNCONFIRMED') return fail('NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED');
    const confirmations = this.readConfirmations();
    const pending = confirmations[username];
    const now = this.deps.clock.now();
    if (!pending || now - pending.issuedAt >= CONFIRMATION_CODE_TTL_MS) return fail('ExpiredCodeException', 'Invalid code provided, please request a code again.');
    if (pending.failures >= MAX_CONFIRMATION_FAILURES) return fail('LimitExceededException', 'Attempt limit exceeded, please try after some time.');
    if (request.code.trim() !== pending.code) {
      this.writeConfirmations({ ...confirmations, [username]: { ...pending, failures: pending.failures + 1 } });
      return fail('CodeMismatchException', 'Invalid verification code provided, please try again.');
    }
    const { [username]: _used, ...others } = confirmations;
    this.writeConfirmations(others);
    const confirmed: PoolUser = { ...user, status: 'CONFIRMED' };
    this.writePool({ ...pool, users: { ...pool.users, [username]: confirmed } });
    return E.right(undefined);
  }

  async resendSignUpCode(request: { readonly username: string }): Promise<E.Either<AuthFailure, CodeDeliveryDetails>> {
    const fault = await this.fault('resendSignUpCode');
    if (fault) return E.left(fault);
    const username = request.username.trim().toLowerCase();
    const user = this.readPool().users[username];
    if (!user) return fail('UserNotFoundException', 'User does not exist.');
    if (user.status !== 'UNCONFIRMED') return fail('InvalidParameterException', 'User is already confirmed.');
    const previous = this.readConfirmations()[username];
    const now = this.deps.clock.now();
    const recent = (previous?.sentAt ?? []).filter((at) => now - at < 3_600_000);
    if (recent.length >= MAX_CODES_PER_HOUR) return fail('LimitExceededException', 'Attempt limit exceeded, please try after some time.');
    return E.right(this.sendConfirmation(username, user, previous?.method ?? 'code', recent));
  }

  async initiateAuth(request: SignInRequest): Promise<E.Either<AuthFailure, AuthOutcome>> {
    const fault = await this.fault('signIn');
    if (fault) return E.left(fault);
    if (request.authFlowType === 'USER_AUTH') return this.unsupportedFlow(request.authFlowType);
    if (request.authFlowType === 'USER_PASSWORD_AUTH' && this.deps.allowUserPasswordAuth !== true) {
      return fail('InvalidParameterException', 'USER_PASSWORD_AUTH flow not enabled for this client');
    }
    const username = request.username.trim().toLowerCase();
    const pool = this.readPool();
    const user = pool.users[username];
    if (!user) return fail('UserNotFoundException', 'User does not exist.');
    // Not confirmed: told at once in the passwordless flow, and only after the right password in the password flows.
    if (request.authFlowType === 'CUSTOM_WITHOUT_SRP' && user.status === 'UNCONFIRMED') return fail('UserNotConfirmedException', 'User is not confirmed.');
    if (request.authFlowType === 'CUSTOM_WITHOUT_SRP') return E.right(this.startCode(pool, user, username));
    // The password flows, as the hosted pool answers them: a reset password is not asked for; the status is told only after the right password.
    if (user.status === 'RESET_REQUIRED') return fail('PasswordResetRequiredException', 'Password reset required for the user');
    if (!(await this.passwordMatches(user, request.password))) return fail('NotAuthorizedException', INCORRECT);
    if (user.status === 'UNCONFIRMED') return fail('UserNotConfirmedException', 'User is not confirmed.');
    if (user.status === 'FORCE_CHANGE_PASSWORD') {
      const session = this.deps.random.uuid();
      const pending = { username, code: '', attempts: 0, createdAt: this.deps.clock.now(), challengeName: 'NEW_PASSWORD_REQUIRED' as const };
      this.writePool({ ...pool, challenges: { ...pool.challenges, [session]: pending } });
      return E.right({ type: 'challenge', challengeName: 'NEW_PASSWORD_REQUIRED', session, parameters: { requiredAttributes: '[]' } });
    }
    if (request.authFlowType === 'CUSTOM_WITH_SRP') return E.right(this.startCode(pool, user, username));
    return E.right({ type: 'tokens', session: this.issueSession(user, username) });
  }

  /**
   * What only an administrator or an import makes: FORCE_CHANGE_PASSWORD with a temporary password, RESET_REQUIRED,
   * UNCONFIRMED (signed up, not confirmed), or CONFIRMED with a password.
   */
  async seedUser(request: { readonly email: string; readonly status: UserStatus; readonly password?: string }): Promise<void> {
    const username = request.email.trim().toLowerCase();
    const pool = this.readPool();
    const password = request.status === 'RESET_REQUIRED' || request.password === undefined ? undefined : await this.hashPassword(request.password);
    const user: PoolUser = { sub: this.deps.random.uuid(), email: username, region: 'US', userAlias: '', status: request.status, ...(password ? { password } : {}) };
    this.writePool({ ...pool, users: { ...pool.users, [username]: user } });
  }

  private startCode(pool: PoolState, user: PoolUser, username: string): AuthOutcome {
    const code = Array.from({ length: 6 }, () => this.deps.random.randomInt(10)).join('');
    const session = this.deps.random.uuid();
    this.writePool({ ...pool, challenges: { ...pool.challenges, [session]: { username, code, attempts: 0, createdAt: this.deps.clock.now() } } });
    this.sendCode(user, username, code);
    return this.challenge(session, user.email);
  }

  private async newPassword(answer: ChallengeAnswer): Promise<E.Either<AuthFailure, AuthOutcome>> {
    const pool = this.readPool();
    const pending = pool.challenges[answer.session];
    const { [answer.session]: _answered, ...others } = pool.challenges;
    const user = pending ? pool.users[pending.username] : undefined;
    if (!pending || pending.challengeName !== 'NEW_PASSWORD_REQUIRED' || pending.username !== answer.username.trim().toLowerCase() || !user) {
      return fail('NotAuthorizedException', 'Invalid session for the user.');
    }
    if (this.deps.clock.now() - pending.createdAt > SIGN_IN_STATE_TTL_MS) {
      this.writePool({ ...pool, challenges: others });
      return fail('NotAuthorizedException', 'Invalid session for the user, session is expired.');
    }
    // A refused password keeps the session, so a better one can follow.
    if (answer.answer.length < MIN_PASSWORD_LENGTH) return fail('InvalidPasswordException', 'Password did not conform with policy: Password not long enough');
    const confirmed: PoolUser = { ...user, status: 'CONFIRMED', password: await this.hashPassword(answer.answer) };
    this.writePool({ ...pool, users: { ...pool.users, [pending.username]: confirmed }, challenges: others });
    return E.right({ type: 'tokens', session: this.issueSession(confirmed, pending.username) });
  }

  private async hashPassword(password: string, salt: string = this.deps.random.uuid()): Promise<{ salt: string; hash: string }> {
    const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}:${password}`));
    return { salt, hash: Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('') };
  }

  private async passwordMatches(user: PoolUser, password: string): Promise<boolean> {
    if (!user.password) return false;
    return (await this.hashPassword(password, user.password.salt)).hash === user.password.hash;
  }

  async respondToChallenge(answer: ChallengeAnswer): Promise<E.Either<AuthFailure, AuthOutcome>> {
    const fault = await this.fault('confirmSignIn');
    if (fault) return E.left(fault);
    if (answer.challengeName === 'NEW_PASSWORD_REQUIRED') return this.newPassword(answer);
    const pool = this.readPool();
    const pending = pool.challenges[answer.session];
    const { [answer.session]: _answered, ...others } = pool.challenges;
    if (!pending || pending.challengeName !== undefined || pending.username !== answer.username.trim().toLowerCase()) return fail('NotAuthorizedException', 'Invalid session for the user.');
    if (this.deps.clock.now() - pending.createdAt > SIGN_IN_STATE_TTL_MS) {
      this.writePool({ ...pool, challenges: others });
      return fail('NotAuthorizedException', 'Invalid session for the user, session is expired.');
    }
    const user = pool.users[pending.username];
    // The address stopped signing in (another became primary) while the code was on its way.
    if (!user) {
      this.writePool({ ...pool, challenges: others });
      return fail('NotAuthorizedException', 'Invalid session for the user.');
    }
    const authenticator = pool.mfa?.[user.sub];
    const right = pending.authenticator
      ? authenticator?.secret !== undefined && totpMatches(authenticator.secret, answer.answer.trim(), this.deps.clock.now())
      : answer.answer.trim() === pending.code;
    if (right && !pending.authenticator && authenticator?.enabled === true && authenticator.secret !== undefined) {
      // The define-auth-challenge trigger asks the app's code next, in a new session.
      const next = this.deps.random.uuid();
      this.writePool({ ...pool, challenges: { ...others, [next]: { ...pending, authenticator: true } } });
      return E.right({ type: 'challenge', challengeName: 'CUSTOM_CHALLENGE', session: next, parameters: { challenge: COGNITO_MFA_NAME.TOTP } });
    }
    if (right) {
      this.writePool({ ...pool, challenges: others });
      return E.right({ type: 'tokens', session: this.issueSession(user, pending.username) });
    }
    const attempts = pending.attempts + 1;
    if (attempts >= MAX_ATTEMPTS) {
      this.writePool({ ...pool, challenges: others });
      return fail('NotAuthorizedException', 'Incorrect username or password.');
    }
    // The define-auth-challenge trigger asks again with the same code, in a new session.
    const next = this.deps.random.uuid();
    this.writePool({ ...pool, challenges: { ...others, [next]: { ...pending, attempts } } });
    if (pending.authenticator) return E.right({ type: 'challenge', challengeName: 'CUSTOM_CHALLENGE', session: next, parameters: { challenge: COGNITO_MFA_NAME.TOTP } });
    return E.right(this.challenge(next, user.email));
  }

  async answerPasskeyChallenge(): Promise<E.Either<AuthFailure, AuthOutcome>> {
    return E.left({ kind: 'Passkey', problem: 'NotSupported' });
  }

  async associateSoftwareToken(): Promise<E.Either<AuthFailure, { readonly secretCode: string; readonly session: string }>> {
    return fail('InvalidParameterException', 'The offline pool offers no TOTP setup.');
  }

  /** The offline pool never asks MFA_SETUP: its sign-in is the passwordless custom flow only. */
  async verifySoftwareToken(): Promise<E.Either<AuthFailure, AuthOutcome>> {
    return fail('InvalidParameterException', 'The offline pool offers no MFA_SETUP.');
  }

  async associateUserSoftwareToken(): Promise<E.Either<AuthFailure, { readonly secretCode: string }>> {
    return this.withSignedInUser((sub, mfa) => {
      const secretCode = Array.from({ length: 32 }, () => BASE32[this.deps.random.randomInt(32)] ?? 'A').join('');
      this.writeMfa(sub, { ...mfa, pending: secretCode });
      return E.right({ secretCode });
    });
  }

  async verifyUserSoftwareToken(code: string): Promise<E.Either<AuthFailure, void>> {
    return this.withSignedInUser((sub, mfa) => {
      if (mfa.pending === undefined) return fail('InvalidParameterException', 'User has not associated a software token.');
      if (!totpMatches(mfa.pending, code.trim(), this.deps.clock.now())) return fail('CodeMismatchException', 'Invalid code received for user');
      const { pending, ...rest } = mfa;
      this.writeMfa(sub, { ...rest, secret: pending });
      return E.right(undefined);
    });
  }

  /** The app only; turning it off forgets its secret, so turning it on again needs a new one. */
  async setMfaPreference(preference: MfaPreference): Promise<E.Either<AuthFailure, void>> {
    return this.withSignedInUser((sub, mfa) => {
      if (preference.email?.enabled === true) return fail('InvalidParameterException', 'The offline pool offers no e-mail MFA.');
      if (preference.totp === undefined) return E.right(undefined);
      if (preference.totp.enabled && mfa.secret === undefined) return fail('InvalidParameterException', 'User has not verified software token mfa');
      this.writeMfa(sub, preference.totp.enabled ? { ...mfa, enabled: true } : {});
      return E.right(undefined);
    });
  }

  async getMfaSettings(): Promise<E.Either<AuthFailure, MfaSettings>> {
    return this.withSignedInUser((_sub, mfa) => E.right(mfa.enabled === true ? { enabled: ['TOTP'], preferred: 'TOTP' } : { enabled: [] }));
  }

  async refreshSession(): Promise<E.Either<AuthFailure, AuthSession>> {
    const fault = await this.fault('refresh');
    if (fault) return E.left(fault);
    const stored = this.readSession();
    if (O.isNone(stored)) return fail('NotAuthorizedException', 'Refresh Token has been revoked');
    const pool = this.readPool();
    if (pool.revoked.includes(stored.value.accessToken)) return fail('NotAuthorizedException', 'Refresh Token has been revoked');
    // By the user's id, as a refresh token names its user: the address it signs in with may have moved.
    const found = Object.entries(pool.users).find(([, user]) => user.sub === stored.value.userId);
    if (!found) return fail('NotAuthorizedException', 'Refresh Token has been revoked');
    const [username, user] = found;
    return E.right(this.issueSession(user, username));
  }

  /**
   * What the hosted service does with admin rights when a person makes another verified address
   * primary (AdminUpdateUserAttributes): the user's `email` and the address they sign in with become
   * `address`; the old one no longer signs in. 'taken' when another account signs in with it.
   * The stored session keeps its tokens: the next refresh carries the new address.
   */
  moveSignInAddress(userId: string, address: string): SignInMove {
    const pool = this.readPool();
    const username = address.trim().toLowerCase();
    const holder = pool.users[username];
    if (holder) return holder.sub === userId ? 'moved' : 'taken';
    const found = Object.entries(pool.users).find(([, user]) => user.sub === userId);
    if (!found) return 'moved'; // Nobody signs in as this user here (a session seeded from outside): nothing to move.
    const [oldUsername, user] = found;
    const { [oldUsername]: _moved, ...others } = pool.users;
    this.writePool({ ...pool, users: { ...others, [username]: { ...user, email: username } } });
    return 'moved';
  }

  async revokeRefreshToken(): Promise<E.Either<AuthFailure, void>> {
    const fault = await this.fault('signOut');
    if (fault) return E.left(fault);
    const stored = this.readSession();
    if (O.isSome(stored)) {
      const pool = this.readPool();
      this.writePool({ ...pool, revoked: [...pool.revoked, stored.value.accessToken] });
    }
    return E.right(undefined);
  }

  async clearSession(): Promise<void> {
    this.deps.storage.removeItem(OFFLINE_SESSION_KEY);
  }

  async signOutOfOAuthProvider(): Promise<E.Either<AuthFailure, void>> {
    return E.right(undefined);
  }

  async forgetDevice(): Promise<void> {}

  /** The identity pool's check of an id token: this pool's current one, not expired. */
  checkIdToken(jwt: string, now: number): IdTokenCheck {
    const session = this.readSession();
    if (O.isNone(session) || session.value.idToken !== jwt) return { ok: false, reason: 'invalid' };
    return now < session.value.expiresAt ? { ok: true, sub: session.value.userId, email: session.value.email } : { ok: false, reason: 'expired' };
  }

  /** As the service checks an access token: stored, not revoked, and naming a user of the pool. */
  private withSignedInUser<A>(call: (sub: string, mfa: UserMfa) => E.Either<AuthFailure, A>): E.Either<AuthFailure, A> {
    const stored = this.readSession();
    const pool = this.readPool();
    if (O.isNone(stored) || pool.revoked.includes(stored.value.accessToken) || !Object.values(pool.users).some((user) => user.sub === stored.value.userId)) {
      return fail('NotAuthorizedException', 'Invalid Access Token');
    }
    return call(stored.value.userId, pool.mfa?.[stored.value.userId] ?? {});
  }

  private writeMfa(sub: string, mfa: UserMfa): void {
    const pool = this.readPool();
    this.writePool({ ...pool, mfa: { ...pool.mfa, [sub]: mfa } });
  }

  private unsupportedFlow(flow: AuthFlowType): E.Either<AuthFailure, never> {
    return fail('InvalidParameterException', `The offline pool does not run ${flow}.`);
  }

  private challenge(session: string, email: string): AuthOutcome {
    return { type: 'challenge', challengeName: 'CUSTOM_CHALLENGE', session, parameters: { email } };
  }

  private sendCode(user: PoolUser, username: string, code: string): void {
    const token = encodeVerifyCodeToken({ username, code, userAlias: user.userAlias });
    this.deps.outbox.deliver({
      id: this.deps.random.uuid(),
      to: username,
      subject: 'Your Protect sign-in code',
      code,
      magicLink: `${this.deps.appOrigin}/verify-code?token=${token}`,
      sentAt: this.deps.clock.now(),
    });
  }

  private sendConfirmation(username: string, user: PoolUser, method: 'code' | 'link', sentBefore: readonly number[]): CodeDeliveryDetails {
    const code = Array.from({ length: 6 }, () => this.deps.random.randomInt(10)).join('');
    const now = this.deps.clock.now();
    this.writeConfirmations({ ...this.readConfirmations(), [username]: { code, issuedAt: now, failures: 0, method, sentAt: [...sentBefore, now] } });
    const mail = codeMail(method === 'link' ? 'signUpLink' : 'signUpCode', { to: username, code, userAlias: user.userAlias }, this.deps.appOrigin);
    this.deps.outbox.deliver({ id: this.deps.random.uuid(), ...mail, sentAt: now });
    return { destination: `${username.slice(0, 1)}***@${(username.split('@')[1] ?? '').slice(0, 1)}***`, deliveryMedium: 'EMAIL', attributeName: 'email' };
  }

  private readConfirmations(): Confirmations {
    return O.getOrElse((): Confirmations => ({}))(this.readJson(OFFLINE_CONFIRMATIONS_KEY, Confirmations));
  }

  private writeConfirmations(confirmations: Confirmations): void {
    this.deps.storage.setItem(OFFLINE_CONFIRMATIONS_KEY, JSON.stringify(confirmations));
  }

  private issueSession(user: PoolUser, username: string): AuthSession {
    const session: AuthSession = {
      userId: user.sub,
      username,
      email: user.email,
      region: user.region.toUpperCase(),
      userAlias: user.userAlias,
      idToken: `offline-id.${this.deps.random.uuid()}`,
      accessToken: `offline-access.${this.deps.random.uuid()}`,
      expiresAt: this.deps.clock.now() + TOKEN_TTL_MS,
    };
    this.deps.storage.setItem(OFFLINE_SESSION_KEY, JSON.stringify(session));
    return session;
  }

  /** A broken session service is a bug by the port's contract, so this fault throws (the app shows its error page). */
  private async sessionFault(): Promise<void> {
    const outcome = await this.deps.faults.apply('session');
    if (outcome.kind !== 'none') throw new OfflineFaultError('session', outcome.kind);
  }

  private async fault(operation: string): Promise<AuthFailure | null> {
    const outcome = await this.deps.faults.apply(operation);
    switch (outcome.kind) {
      case 'none':
      case 'body': // Broken bodies are an HTTP API fault; the user pool has none.
        return null;
      case 'network':
        return { kind: 'Network' };
      case 'error':
        return authFailureFromErrorCode(outcome.name, `Offline fault on ${operation}`);
      case 'status':
        return authFailureFromErrorCode(outcome.status >= 500 ? 'InternalErrorException' : 'InvalidParameterException', `Offline fault on ${operation}`);
    }
  }

  private readSession(): O.Option<AuthSession> {
    return this.readJson(OFFLINE_SESSION_KEY, StoredOfflineSession);
  }

  private readPool(): PoolState {
    return O.getOrElse(() => EMPTY_POOL)(this.readJson(OFFLINE_POOL_KEY, PoolState));
  }

  private writePool(pool: PoolState): void {
    this.deps.storage.setItem(OFFLINE_POOL_KEY, JSON.stringify(pool));
  }

  private readJson<A>(key: string, codec: t.Decoder<unknown, A>): O.Option<A> {
    const raw = this.deps.storage.getItem(key);
    if (raw === null) return O.none;
    try {
      return O.fromEither(codec.decode(JSON.parse(raw)));
    } catch {
      return O.none;
    }
  }
}
