// Behaves as the real pool behind its custom-auth triggers; in sessionStorage, so a reload keeps users, codes and the session.
import { SIGN_IN_STATE_TTL_MS } from '../../domain/auth/sign-in/sign-in-state';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as t from 'io-ts';
import type { AuthGateway, ChallengeAnswer } from '../../application/ports/auth-gateway.port';
import type { Clock } from '../../application/ports/clock.port';
import type { RandomSource } from '../../application/ports/random-source.port';
import type { AuthFlowType, SignInRequest } from '../../domain/auth/sign-in/auth-flow';
import { authFailureFromErrorCode } from '../../domain/auth/failure/auth-error-code';
import type { AuthFailure } from '../../domain/auth/failure/auth-failure';
import type { AuthOutcome } from '../../domain/auth/sign-in/auth-outcome';
import type { AuthSession } from '../../domain/auth/session/auth-session';
import type { ConfirmSignUpRequest, SignUpOutcome, SignUpRequest } from '../../domain/auth/sign-up/sign-up';
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
const TOKEN_TTL_MS = 3_600_000;

export class OfflineFaultError extends Error {
  constructor(operation: string, detail: string) {
    super(`Offline fault on ${operation}: ${detail}`);
    this.name = 'OfflineFaultError';
  }
}

const PoolUser = t.intersection([
  t.type({ sub: t.string, email: t.string, region: t.string, userAlias: t.string }),
  /** Absent on users stored before sign-up confirmation existed: they are confirmed. */
  t.partial({ unconfirmed: t.boolean }),
]);
/** A new user's confirmation code; the rules are the local peer's (local-backend/cognito/sign-up-confirm.ts). */
const PendingConfirmation = t.type({ code: t.string, issuedAt: t.number, failures: t.number, method: t.keyof({ code: null, link: null }), sentAt: t.array(t.number) });
const PendingChallenge = t.type({ username: t.string, code: t.string, attempts: t.number, createdAt: t.number });
const PoolState = t.type({
  users: t.record(t.string, PoolUser),
  challenges: t.record(t.string, PendingChallenge),
  revoked: t.array(t.string),
});
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
      ...(request.confirmation === undefined ? {} : { unconfirmed: true }),
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
    if (user.unconfirmed !== true) return fail('NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED');
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
    const { unconfirmed: _unconfirmed, ...confirmed } = user;
    this.writePool({ ...pool, users: { ...pool.users, [username]: confirmed } });
    return E.right(undefined);
  }

  async resendSignUpCode(request: { readonly username: string }): Promise<E.Either<AuthFailure, CodeDeliveryDetails>> {
    const fault = await this.fault('resendSignUpCode');
    if (fault) return E.left(fault);
    const username = request.username.trim().toLowerCase();
    const user = this.readPool().users[username];
    if (!user) return fail('UserNotFoundException', 'User does not exist.');
    if (user.unconfirmed !== true) return fail('InvalidParameterException', 'User is already confirmed.');
    const previous = this.readConfirmations()[username];
    const now = this.deps.clock.now();
    const recent = (previous?.sentAt ?? []).filter((at) => now - at < 3_600_000);
    if (recent.length >= MAX_CODES_PER_HOUR) return fail('LimitExceededException', 'Attempt limit exceeded, please try after some time.');
    return E.right(this.sendConfirmation(username, user, previous?.method ?? 'code', recent));
  }

  async initiateAuth(request: SignInRequest): Promise<E.Either<AuthFailure, AuthOutcome>> {
    const fault = await this.fault('signIn');
    if (fault) return E.left(fault);
    if (request.authFlowType !== 'CUSTOM_WITHOUT_SRP') return this.unsupportedFlow(request.authFlowType);
    const username = request.username.trim().toLowerCase();
    const pool = this.readPool();
    const user = pool.users[username];
    if (!user) return fail('UserNotFoundException', 'User does not exist.');
    if (user.unconfirmed === true) return fail('UserNotConfirmedException', 'User is not confirmed.');
    const code = Array.from({ length: 6 }, () => this.deps.random.randomInt(10)).join('');
    const session = this.deps.random.uuid();
    this.writePool({ ...pool, challenges: { ...pool.challenges, [session]: { username, code, attempts: 0, createdAt: this.deps.clock.now() } } });
    this.sendCode(user, username, code);
    return E.right(this.challenge(session, user.email));
  }

  async respondToChallenge(answer: ChallengeAnswer): Promise<E.Either<AuthFailure, AuthOutcome>> {
    const fault = await this.fault('confirmSignIn');
    if (fault) return E.left(fault);
    const pool = this.readPool();
    const pending = pool.challenges[answer.session];
    const { [answer.session]: _answered, ...others } = pool.challenges;
    if (!pending || pending.username !== answer.username.trim().toLowerCase()) return fail('NotAuthorizedException', 'Invalid session for the user.');
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
    if (answer.answer.trim() === pending.code) {
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
    return E.right(this.challenge(next, user.email));
  }

  async answerPasskeyChallenge(): Promise<E.Either<AuthFailure, AuthOutcome>> {
    return E.left({ kind: 'Passkey', problem: 'NotSupported' });
  }

  async associateSoftwareToken(): Promise<E.Either<AuthFailure, { readonly secretCode: string; readonly session: string }>> {
    return fail('InvalidParameterException', 'The offline pool offers no TOTP setup.');
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

  private unsupportedFlow(flow: AuthFlowType): E.Either<AuthFailure, never> {
    return fail('InvalidParameterException', `The offline pool supports CUSTOM_WITHOUT_SRP only, not ${flow}.`);
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
