// The offline user pool's state in sessionStorage (a reload keeps users, codes and the session). Anything
// that does not decode reads as empty: storage is outside input.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as t from 'io-ts';
import type { RandomSource } from '../../application/ports/random-source.port';
import { authFailureFromErrorCode } from '../../domain/auth/failure/auth-error-code';
import type { AuthFailure } from '../../domain/auth/failure/auth-failure';
import type { AuthSession } from '../../domain/auth/session/auth-session';
import type { IdTokenCheck } from '../../stand-ins/user-pool/identity-pool';
import type { SignInMove } from '../../stand-ins/protection/protection-backend';
import { StoredOfflineSession } from './session.codecs';

export const OFFLINE_SESSION_KEY = 'protect.offline.session';
const OFFLINE_POOL_KEY = 'protect.offline.pool';
const OFFLINE_CONFIRMATIONS_KEY = 'protect.offline.sign-up-confirmations';

export const UserStatus = t.keyof({ CONFIRMED: null, UNCONFIRMED: null, FORCE_CHANGE_PASSWORD: null, RESET_REQUIRED: null });
export type UserStatus = t.TypeOf<typeof UserStatus>;
/** A password as a salt and a salted SHA-256, never the password itself. */
const StoredPassword = t.type({ salt: t.string, hash: t.string });
type StoredPassword = t.TypeOf<typeof StoredPassword>;
const PoolUser = t.intersection([
  t.type({ sub: t.string, email: t.string, region: t.string, userAlias: t.string }),
  // Absent in pools written before password sign-in: CONFIRMED, with no password that signs in.
  t.partial({ status: UserStatus, password: StoredPassword }),
]);
export type PoolUser = t.TypeOf<typeof PoolUser>;
/** `authenticator`: the second step, the app's code, after the e-mailed one was right. */
const PendingChallenge = t.intersection([
  t.type({ username: t.string, code: t.string, attempts: t.number, createdAt: t.number }),
  t.partial({ challengeName: t.keyof({ NEW_PASSWORD_REQUIRED: null, SOFTWARE_TOKEN_MFA: null }), authenticator: t.boolean }),
]);
/** A person's authenticator app: `secret` once a code from it was checked, `pending` before. */
const UserMfa = t.partial({ secret: t.string, pending: t.string, enabled: t.boolean });
export type UserMfa = t.TypeOf<typeof UserMfa>;
/** A remembered device, by its key; times in ms. */
const PoolDevice = t.type({ sub: t.string, name: t.string, createdAt: t.number, lastUsedAt: t.number });
const PoolState = t.intersection([
  t.type({ users: t.record(t.string, PoolUser), challenges: t.record(t.string, PendingChallenge), revoked: t.array(t.string) }),
  t.partial({ mfa: t.record(t.string, UserMfa), devices: t.record(t.string, PoolDevice) }),
]);
export type PoolState = t.TypeOf<typeof PoolState>;
/** A new user's confirmation code; the rules are the local peer's (local-backend/cognito/sign-up-confirm.ts). */
const PendingConfirmation = t.type({
  code: t.string,
  issuedAt: t.number,
  failures: t.number,
  method: t.keyof({ code: null, link: null }),
  sentAt: t.array(t.number),
});
const Confirmations = t.record(t.string, PendingConfirmation);
export type Confirmations = t.TypeOf<typeof Confirmations>;

const EMPTY_POOL: PoolState = { users: {}, challenges: {}, revoked: [] };

export const fail = (code: string, message: string): E.Either<AuthFailure, never> => E.left(authFailureFromErrorCode(code, message));

export const normalUsername = (username: string): string => username.trim().toLowerCase();

export const sixDigits = (random: RandomSource): string => Array.from({ length: 6 }, () => random.randomInt(10)).join('');

export async function hashPassword(password: string, salt: string): Promise<StoredPassword> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}:${password}`));
  return { salt, hash: Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('') };
}

export async function passwordMatches(user: PoolUser, password: string): Promise<boolean> {
  if (!user.password) return false;
  return (await hashPassword(password, user.password.salt)).hash === user.password.hash;
}

export class OfflinePoolStore {
  constructor(private readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>) {}

  readPool(): PoolState {
    return O.getOrElse(() => EMPTY_POOL)(this.readJson(OFFLINE_POOL_KEY, PoolState));
  }

  writePool(pool: PoolState): void {
    this.storage.setItem(OFFLINE_POOL_KEY, JSON.stringify(pool));
  }

  writeMfa(sub: string, mfa: UserMfa): void {
    const pool = this.readPool();
    this.writePool({ ...pool, mfa: { ...pool.mfa, [sub]: mfa } });
  }

  readSession(): O.Option<AuthSession> {
    return this.readJson(OFFLINE_SESSION_KEY, StoredOfflineSession);
  }

  writeSession(session: AuthSession): void {
    this.storage.setItem(OFFLINE_SESSION_KEY, JSON.stringify(session));
  }

  /** A new session for `user`, stored as the current one. */
  issueSession(user: PoolUser, username: string, newId: () => string, expiresAt: number): AuthSession {
    const session: AuthSession = {
      userId: user.sub,
      username,
      email: user.email,
      region: user.region.toUpperCase(),
      userAlias: user.userAlias,
      idToken: `offline-id.${newId()}`,
      accessToken: `offline-access.${newId()}`,
      expiresAt,
    };
    this.writeSession(session);
    return session;
  }

  clearSession(): void {
    this.storage.removeItem(OFFLINE_SESSION_KEY);
  }

  readConfirmations(): Confirmations {
    return O.getOrElse((): Confirmations => ({}))(this.readJson(OFFLINE_CONFIRMATIONS_KEY, Confirmations));
  }

  writeConfirmations(confirmations: Confirmations): void {
    this.storage.setItem(OFFLINE_CONFIRMATIONS_KEY, JSON.stringify(confirmations));
  }

  /**
   * What the hosted service does with admin rights when a person makes another verified address
   * primary (AdminUpdateUserAttributes): the user's `email` and the address they sign in with become
   * `username`; the old one no longer signs in. 'taken' when another account signs in with it.
   * The stored session keeps its tokens: the next refresh carries the new address.
   */
  moveSignInAddress(userId: string, username: string): SignInMove {
    const pool = this.readPool();
    const holder = pool.users[username];
    if (holder) return holder.sub === userId ? 'moved' : 'taken';
    const found = Object.entries(pool.users).find(([, user]) => user.sub === userId);
    if (!found) return 'moved'; // Nobody signs in as this user here (a session seeded from outside): nothing to move.
    const [oldUsername, user] = found;
    const { [oldUsername]: _moved, ...others } = pool.users;
    this.writePool({ ...pool, users: { ...others, [username]: { ...user, email: username } } });
    return 'moved';
  }

  /** The identity pool's check of an id token: this pool's current one, not expired. */
  /** As the service checks an access token: stored, not revoked, and naming a user of the pool. */
  signedInSub(): E.Either<AuthFailure, string> {
    const stored = this.readSession();
    const pool = this.readPool();
    if (O.isNone(stored) || pool.revoked.includes(stored.value.accessToken) || !Object.values(pool.users).some((user) => user.sub === stored.value.userId)) {
      return fail('NotAuthorizedException', 'Invalid Access Token');
    }
    return E.right(stored.value.userId);
  }

  checkIdToken(jwt: string, now: number): IdTokenCheck {
    const session = this.readSession();
    if (O.isNone(session) || session.value.idToken !== jwt) return { ok: false, reason: 'invalid' };
    return now < session.value.expiresAt ? { ok: true, sub: session.value.userId, email: session.value.email } : { ok: false, reason: 'expired' };
  }

  private readJson<A>(key: string, codec: t.Decoder<unknown, A>): O.Option<A> {
    const raw = this.storage.getItem(key);
    if (raw === null) return O.none;
    try {
      return O.fromEither(codec.decode(JSON.parse(raw)));
    } catch {
      return O.none;
    }
  }
}
