import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { AuthFailure } from '../../domain/auth/failure/auth-failure';
import type { CodeDeliveryDetails } from '../../domain/auth/sign-in/sign-in-step';
import { normalizeUsername } from '../../domain/auth/sign-in/username';
import type { ConfirmSignUpRequest, SignUpOutcome, SignUpRequest } from '../../domain/auth/sign-up/sign-up';
import { codeMail } from '../outbox/code-mail';
import { fail, hashPassword, type PoolStore, type PoolUser, sixDigits, without } from './pool-store';
import type { OfflineUserPool, OfflineUserPoolDeps } from './user-pool';

const CONFIRMATION_CODE_TTL_MS = 24 * 3_600_000;
const MAX_CONFIRMATION_FAILURES = 5;
const MAX_CODES_PER_HOUR = 5;
const LIMIT_EXCEEDED = 'Attempt limit exceeded, please try after some time.';

const RESET_CODE_TTL_MS = 3_600_000;

const maskedDelivery = (username: string): CodeDeliveryDetails => ({
  destination: `${username.slice(0, 1)}***@${(username.split('@')[1] ?? '').slice(0, 1)}***`,
  deliveryMedium: 'EMAIL',
  attributeName: 'email',
});

/** localStorage: 'code' or 'link' makes new users confirm their address that way; anything else (the default) confirms them at once. */
export const OFFLINE_SIGN_UP_CONFIRMATION_KEY = 'protect.offline.signUpConfirmation';

export class PoolSignUp {
  private readonly deps: OfflineUserPoolDeps & { readonly store: PoolStore };

  constructor(pool: OfflineUserPool) {
    this.deps = { ...pool.deps, store: pool.store };
  }

  /** The pre-sign-up trigger confirms the user unless the pool requires a confirmation or the client asked for one. */
  async signUp(request: SignUpRequest): Promise<E.Either<AuthFailure, SignUpOutcome>> {
    const username = normalizeUsername(request.username);
    const setting = this.deps.settings?.getItem(OFFLINE_SIGN_UP_CONFIRMATION_KEY);
    const confirmation = request.confirmation ?? (setting === 'code' || setting === 'link' ? setting : undefined);
    if (request.password === '') return fail('InvalidPasswordException', 'Password did not conform with policy.');
    if (this.deps.store.read().users[username]) return fail('UsernameExistsException', 'An account with the given email already exists.');
    const user: PoolUser = {
      sub: this.deps.random.uuid(),
      email: request.attributes['email'] ?? username,
      region: request.attributes['custom:region'] || 'US',
      userAlias: request.attributes['custom:user_alias'] ?? '',
      password: await hashPassword(request.password, this.deps.random.uuid()),
      ...(confirmation === undefined ? {} : { unconfirmed: true }),
    };
    this.deps.store.update((pool) => ({ ...pool, users: { ...pool.users, [username]: user } }));
    const codeDeliveryDetails = confirmation === undefined ? O.none : O.some(this.send(username, user, confirmation, []));
    return E.right({ userConfirmed: confirmation === undefined, userId: user.sub, codeDeliveryDetails });
  }

  confirmSignUp(request: ConfirmSignUpRequest): E.Either<AuthFailure, void> {
    const username = normalizeUsername(request.username);
    const pool = this.deps.store.read();
    const found = this.deps.store.user(username);
    if (E.isLeft(found)) return found;
    const user = found.right;
    if (user.unconfirmed !== true) return fail('NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED');
    const pending = pool.confirmations[username];
    if (!pending || this.deps.now() - pending.issuedAt >= CONFIRMATION_CODE_TTL_MS)
      return fail('ExpiredCodeException', 'Invalid code provided, please request a code again.');
    if (pending.failures >= MAX_CONFIRMATION_FAILURES) return fail('LimitExceededException', LIMIT_EXCEEDED);
    if (request.code.trim() !== pending.code) {
      this.deps.store.update((p) => ({ ...p, confirmations: { ...p.confirmations, [username]: { ...pending, failures: pending.failures + 1 } } }));
      return fail('CodeMismatchException', 'Invalid verification code provided, please try again.');
    }
    const { unconfirmed: _confirmed, ...confirmed } = user;
    this.deps.store.update((p) => ({ ...p, confirmations: without(pool.confirmations, username), users: { ...p.users, [username]: confirmed } }));
    return E.right(undefined);
  }

  resendSignUpCode(request: { readonly username: string }): E.Either<AuthFailure, CodeDeliveryDetails> {
    const username = normalizeUsername(request.username);
    const found = this.deps.store.user(username);
    if (E.isLeft(found)) return found;
    const user = found.right;
    if (user.unconfirmed !== true) return fail('InvalidParameterException', 'User is already confirmed.');
    const previous = this.deps.store.read().confirmations[username];
    const now = this.deps.now();
    const recent = (previous?.sentAt ?? []).filter((at) => now - at < 3_600_000);
    if (recent.length >= MAX_CODES_PER_HOUR) return fail('LimitExceededException', LIMIT_EXCEEDED);
    return E.right(this.send(username, user, previous?.method ?? 'code', recent));
  }

  forgotPassword(request: { readonly username: string }): E.Either<AuthFailure, CodeDeliveryDetails> {
    const username = normalizeUsername(request.username);
    const found = this.deps.store.user(username);
    if (E.isLeft(found)) return found;
    const code = sixDigits(this.deps.random);
    const now = this.deps.now();
    this.deps.store.update((pool) => ({ ...pool, resets: { ...pool.resets, [username]: { code, issuedAt: now, failures: 0 } } }));
    const mail = codeMail('signIn', { to: username, code, userAlias: found.right.userAlias }, this.deps.appOrigin);
    this.deps.outbox.deliver({ id: this.deps.random.uuid(), ...mail, sentAt: now });
    return E.right(maskedDelivery(username));
  }

  /** The code first, then the password: a refused password leaves the code usable. */
  async confirmForgotPassword(request: { readonly username: string; readonly code: string; readonly password: string }): Promise<E.Either<AuthFailure, void>> {
    const username = normalizeUsername(request.username);
    const found = this.deps.store.user(username);
    if (E.isLeft(found)) return found;
    const pending = this.deps.store.read().resets?.[username];
    if (!pending || this.deps.now() - pending.issuedAt >= RESET_CODE_TTL_MS)
      return fail('ExpiredCodeException', 'Invalid code provided, please request a code again.');
    if (pending.failures >= MAX_CONFIRMATION_FAILURES) return fail('LimitExceededException', LIMIT_EXCEEDED);
    if (request.code.trim() !== pending.code) {
      this.deps.store.update((p) => ({ ...p, resets: { ...p.resets, [username]: { ...pending, failures: pending.failures + 1 } } }));
      return fail('CodeMismatchException', 'Invalid verification code provided, please try again.');
    }
    if (request.password === '') return fail('InvalidPasswordException', 'Password did not conform with policy.');
    const { resetRequired: _reset, ...user } = found.right;
    const password = await hashPassword(request.password, this.deps.random.uuid());
    this.deps.store.update((p) => ({ ...p, resets: without(p.resets ?? {}, username), users: { ...p.users, [username]: { ...user, password } } }));
    return E.right(undefined);
  }

  private send(username: string, user: PoolUser, method: 'code' | 'link', sentBefore: readonly number[]): CodeDeliveryDetails {
    const code = sixDigits(this.deps.random);
    const now = this.deps.now();
    const pending = { code, issuedAt: now, failures: 0, method, sentAt: [...sentBefore, now] };
    this.deps.store.update((pool) => ({ ...pool, confirmations: { ...pool.confirmations, [username]: pending } }));
    const mail = codeMail(method === 'link' ? 'signUpLink' : 'signUpCode', { to: username, code, userAlias: user.userAlias }, this.deps.appOrigin);
    this.deps.outbox.deliver({ id: this.deps.random.uuid(), ...mail, sentAt: now });
    return maskedDelivery(username);
  }
}
