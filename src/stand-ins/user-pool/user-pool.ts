// The offline user pool, as the real one answers behind our custom-auth triggers.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { AuthFailure } from '../../domain/auth/failure/auth-failure';
import type { AuthSession } from '../../domain/auth/session/auth-session';
import type { AuthOutcome } from '../../domain/auth/sign-in/auth-outcome';
import { COGNITO_MFA_NAME } from '../../domain/auth/sign-in/mfa';
import { normalizeUsername } from '../../domain/auth/sign-in/username';
import { codeMail } from '../outbox/code-mail';
import type { OfflineOutbox } from '../outbox/offline-outbox';
import { PoolAuthenticator, totpMatches } from './authenticator';
import { PoolDevices } from './devices';
import { type Challenge, fail, hashPassword, invalidSession, type PoolRandom, PoolStore, type PoolUser, sixDigits } from './pool-store';

const MAX_ATTEMPTS = 3;
const INCORRECT = 'Incorrect username or password.';
const TOKEN_TTL_MS = 3_600_000;
const REVOKED = 'Refresh Token has been revoked';

type Result<A> = E.Either<AuthFailure, A>;

export type OfflineUserPoolDeps = {
  readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  readonly settings?: Pick<Storage, 'getItem'>;
  readonly now: () => number;
  readonly random: PoolRandom;
  readonly outbox: Pick<OfflineOutbox, 'deliver'>;
  readonly appOrigin: string;
  readonly deviceName?: string;
};

const customChallenge = (session: string, parameters: Record<string, string>) => ({
  type: 'challenge' as const,
  challengeName: 'CUSTOM_CHALLENGE',
  session,
  parameters,
});

export class OfflineUserPool {
  readonly store: PoolStore;
  readonly devices: PoolDevices;
  readonly authenticator: PoolAuthenticator;

  constructor(readonly deps: OfflineUserPoolDeps) {
    this.store = new PoolStore(deps.storage, { now: deps.now, newId: () => deps.random.uuid() });
    const { storage, settings, now, random } = deps;
    this.devices = new PoolDevices({ store: this.store, storage, settings, now, newId: () => random.uuid(), name: deps.deviceName ?? '' });
    this.authenticator = new PoolAuthenticator({ store: this.store, random, now });
  }

  startCode(typed: string): Result<AuthOutcome> {
    const username = normalizeUsername(typed);
    const found = this.store.user(username, 'confirmed');
    if (E.isLeft(found)) return found;
    const user = found.right;
    const code = sixDigits(this.deps.random);
    const session = this.store.openChallenge({ username, name: 'CUSTOM_CHALLENGE', code, attempts: 0 });
    const mail = codeMail('signIn', { to: username, code, userAlias: user.userAlias }, this.deps.appOrigin);
    this.deps.outbox.deliver({ id: this.deps.random.uuid(), ...mail, sentAt: this.deps.now() });
    return E.right(customChallenge(session, { email: user.email }));
  }

  async passwordSignIn(typed: string, password: string): Promise<Result<AuthOutcome>> {
    const username = normalizeUsername(typed);
    const found = this.store.user(username);
    if (E.isLeft(found)) return found;
    const { password: stored } = found.right;
    if ((await hashPassword(password, stored.salt)).hash !== stored.hash) return fail('NotAuthorizedException', INCORRECT);
    return E.map((user: PoolUser) => this.signedIn(user, username))(this.store.user(username, 'confirmed'));
  }

  async answerCode(typed: string, id: string, answer: string): Promise<Result<AuthOutcome>> {
    const username = normalizeUsername(typed);
    const open = this.store.challenge(id, 'CUSTOM_CHALLENGE', username);
    if (E.isLeft(open)) return open;
    const pending = open.right;
    const user = this.store.read().users[username];
    // The address stopped signing in (another became primary) while the code was on its way.
    if (!user) return this.close(id, invalidSession());
    const secret = this.authenticator.enabledSecret(user.sub);
    const right = pending.totp ? secret !== undefined && (await totpMatches(secret, answer.trim(), this.deps.now())) : answer.trim() === pending.code;
    const attempts = (pending.attempts ?? 0) + 1;
    if (!right && attempts >= MAX_ATTEMPTS) return this.close(id, fail('NotAuthorizedException', INCORRECT));
    if (!right) return E.right(this.reopen(id, { ...pending, attempts }, user));
    if (pending.totp) return this.close(id, E.right(this.signedIn(user, username)));
    // A remembered device stands in for the app's code; one the pool forgot leaves the session usable.
    const device = this.devices.prove(user.sub);
    if (device === 'unknown') return fail('ResourceNotFoundException', 'Device does not exist.');
    if (device === 'remembered') return this.close(id, E.right(this.issue(user, username)));
    return secret === undefined ? this.close(id, E.right(this.signedIn(user, username))) : E.right(this.reopen(id, { ...pending, totp: true }, user));
  }

  /** A passkey verifies the person itself, so no second step follows. */
  passkeySignIn(username: string): Result<AuthOutcome> {
    const user = this.store.read().users[username];
    return user ? E.right(this.issue(user, username)) : invalidSession();
  }

  refresh(): Result<AuthSession> {
    const stored = this.store.readSession();
    const pool = this.store.read();
    if (O.isNone(stored) || pool.revoked.includes(stored.value.accessToken)) return fail('NotAuthorizedException', REVOKED);
    const found = Object.entries(pool.users).find(([, user]) => user.sub === stored.value.userId);
    if (!found) return fail('NotAuthorizedException', REVOKED);
    const [username, user] = found;
    const device = this.devices.checkRefresh(user.sub);
    return E.isLeft(device) ? device : E.right(this.tokens(user, username));
  }

  setRegion(sub: string, region: string): void {
    this.store.update((pool) => ({
      ...pool,
      users: Object.fromEntries(Object.entries(pool.users).map(([name, user]) => [name, user.sub === sub ? { ...user, region } : user])),
    }));
  }

  private signedIn(user: PoolUser, username: string): AuthOutcome {
    this.devices.remember(user.sub);
    return this.issue(user, username);
  }

  private issue(user: PoolUser, username: string): AuthOutcome {
    return { type: 'tokens', session: this.tokens(user, username) };
  }

  private tokens(user: PoolUser, username: string): AuthSession {
    return this.store.issueSession(user, username, this.deps.now() + TOKEN_TTL_MS);
  }

  /** The define-auth-challenge trigger asks the next question in a new session, which ends when the first would have. */
  private reopen(id: string, next: Challenge, user: PoolUser): AuthOutcome {
    this.store.closeChallenge(id);
    const session = this.deps.random.uuid();
    this.store.update((pool) => ({ ...pool, challenges: { ...pool.challenges, [session]: next } }));
    return customChallenge(session, next.totp ? { challenge: COGNITO_MFA_NAME.TOTP } : { email: user.email });
  }

  private close<A>(id: string, result: Result<A>): Result<A> {
    this.store.closeChallenge(id);
    return result;
  }
}
