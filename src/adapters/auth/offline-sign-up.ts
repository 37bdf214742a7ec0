// The offline pool's sign-up and its confirmation code, as the local peer answers them.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { Clock } from '../../application/ports/clock.port';
import type { RandomSource } from '../../application/ports/random-source.port';
import type { AuthFailure } from '../../domain/auth/failure/auth-failure';
import type { CodeDeliveryDetails } from '../../domain/auth/sign-in/sign-in-step';
import type { ConfirmSignUpRequest, SignUpOutcome, SignUpRequest } from '../../domain/auth/sign-up/sign-up';
import { codeMail } from '../../stand-ins/outbox/code-mail';
import type { OfflineOutbox } from '../../stand-ins/outbox/offline-outbox';
import { OfflineMfaStore } from './offline-mfa-store';
import { fail, hashPassword, normalUsername, type OfflinePoolStore, type PoolUser, sixDigits, type UserStatus } from './offline-pool-store';

const CONFIRMATION_CODE_TTL_MS = 24 * 3_600_000;
const MAX_CONFIRMATION_FAILURES = 5;
const MAX_CODES_PER_HOUR = 5;

/**
 * The offline pool's setting "new users confirm their address" ('code' or 'link'; anything else: PreSignUp
 * confirms them), kept in localStorage like the fault switch so a developer or a journey can turn it on.
 */
export const OFFLINE_SIGN_UP_CONFIRMATION_KEY = 'protect.offline.signUpConfirmation';

export type OfflineSignUpDeps = {
  readonly store: OfflinePoolStore;
  /** The pool's storage, where a phone number (the phone_number attribute) is kept for text-message codes. */
  readonly storage: Pick<Storage, 'getItem' | 'setItem'>;
  /** Where the pool's confirmation setting is read, on every sign-up; none: never required. */
  readonly settings?: Pick<Storage, 'getItem'>;
  readonly clock: Clock;
  readonly random: RandomSource;
  readonly outbox: OfflineOutbox;
  readonly appOrigin: string;
};

export class OfflineSignUp {
  constructor(private readonly deps: OfflineSignUpDeps) {}

  async signUp(request: SignUpRequest): Promise<E.Either<AuthFailure, SignUpOutcome>> {
    const username = normalUsername(request.username);
    const confirmation = request.confirmation ?? this.required();
    if (request.password === '') return fail('InvalidPasswordException', 'Password did not conform with policy.');
    const pool = this.deps.store.readPool();
    if (pool.users[username]) return fail('UsernameExistsException', 'An account with the given email already exists.');
    const user: PoolUser = {
      sub: this.deps.random.uuid(),
      email: request.attributes['email'] ?? username,
      region: request.attributes['custom:region'] || 'US',
      userAlias: request.attributes['custom:user_alias'] ?? '',
      status: confirmation === undefined ? 'CONFIRMED' : 'UNCONFIRMED',
      password: await hashPassword(request.password, this.deps.random.uuid()),
    };
    this.deps.store.writePool({ ...pool, users: { ...pool.users, [username]: user } });
    const phone = request.attributes['phone_number'];
    if (phone) new OfflineMfaStore(this.deps.storage).writeMethods(user.sub, { phone });
    // The pre-sign-up trigger auto-confirms (the code comes with the first sign-in) unless the pool requires a confirmation or the client asked for one.
    if (confirmation === undefined) return E.right({ userConfirmed: true, userId: user.sub, codeDeliveryDetails: O.none });
    return E.right({ userConfirmed: false, userId: user.sub, codeDeliveryDetails: O.some(this.send(username, user, confirmation, [])) });
  }

  /**
   * What only an administrator or an import makes: FORCE_CHANGE_PASSWORD with a temporary password, RESET_REQUIRED,
   * UNCONFIRMED (signed up, not confirmed), or CONFIRMED with a password. An existing address stays the same person
   * (their id, so their MFA and devices), as AdminSetUserPassword or AdminResetUserPassword leave them.
   */
  async seedUser(request: { readonly email: string; readonly status: UserStatus; readonly password?: string }): Promise<void> {
    const username = normalUsername(request.email);
    const pool = this.deps.store.readPool();
    const password =
      request.status === 'RESET_REQUIRED' || request.password === undefined ? undefined : await hashPassword(request.password, this.deps.random.uuid());
    const { password: _old, ...existing } = pool.users[username] ?? { sub: this.deps.random.uuid(), email: username, region: 'US', userAlias: '' };
    const user: PoolUser = { ...existing, status: request.status, ...(password ? { password } : {}) };
    this.deps.store.writePool({ ...pool, users: { ...pool.users, [username]: user } });
  }

  private required(): 'code' | 'link' | undefined {
    const setting = this.deps.settings?.getItem(OFFLINE_SIGN_UP_CONFIRMATION_KEY);
    return setting === 'code' || setting === 'link' ? setting : undefined;
  }

  confirmSignUp(request: ConfirmSignUpRequest): E.Either<AuthFailure, void> {
    const { store, clock } = this.deps;
    const username = normalUsername(request.username);
    const pool = store.readPool();
    const user = pool.users[username];
    if (!user) return fail('UserNotFoundException', 'User does not exist.');
    if (user.status !== 'UNCONFIRMED') return fail('NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED');
    const confirmations = store.readConfirmations();
    const pending = confirmations[username];
    if (!pending || clock.now() - pending.issuedAt >= CONFIRMATION_CODE_TTL_MS)
      return fail('ExpiredCodeException', 'Invalid code provided, please request a code again.');
    if (pending.failures >= MAX_CONFIRMATION_FAILURES) return fail('LimitExceededException', 'Attempt limit exceeded, please try after some time.');
    if (request.code.trim() !== pending.code) {
      store.writeConfirmations({ ...confirmations, [username]: { ...pending, failures: pending.failures + 1 } });
      return fail('CodeMismatchException', 'Invalid verification code provided, please try again.');
    }
    const { [username]: _used, ...others } = confirmations;
    store.writeConfirmations(others);
    store.writePool({ ...pool, users: { ...pool.users, [username]: { ...user, status: 'CONFIRMED' } } });
    return E.right(undefined);
  }

  resendSignUpCode(request: { readonly username: string }): E.Either<AuthFailure, CodeDeliveryDetails> {
    const username = normalUsername(request.username);
    const user = this.deps.store.readPool().users[username];
    if (!user) return fail('UserNotFoundException', 'User does not exist.');
    if (user.status !== 'UNCONFIRMED') return fail('InvalidParameterException', 'User is already confirmed.');
    const previous = this.deps.store.readConfirmations()[username];
    const now = this.deps.clock.now();
    const recent = (previous?.sentAt ?? []).filter((at) => now - at < 3_600_000);
    if (recent.length >= MAX_CODES_PER_HOUR) return fail('LimitExceededException', 'Attempt limit exceeded, please try after some time.');
    return E.right(this.send(username, user, previous?.method ?? 'code', recent));
  }

  private send(username: string, user: PoolUser, method: 'code' | 'link', sentBefore: readonly number[]): CodeDeliveryDetails {
    const code = sixDigits(this.deps.random);
    const now = this.deps.clock.now();
    this.deps.store.writeConfirmations({
      ...this.deps.store.readConfirmations(),
      [username]: { code, issuedAt: now, failures: 0, method, sentAt: [...sentBefore, now] },
    });
    const mail = codeMail(method === 'link' ? 'signUpLink' : 'signUpCode', { to: username, code, userAlias: user.userAlias }, this.deps.appOrigin);
    this.deps.outbox.deliver({ id: this.deps.random.uuid(), ...mail, sentAt: now });
    return { destination: `${username.slice(0, 1)}***@${(username.split('@')[1] ?? '').slice(0, 1)}***`, deliveryMedium: 'EMAIL', attributeName: 'email' };
  }
}
