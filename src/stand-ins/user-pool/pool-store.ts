// The offline user pool's records, in sessionStorage (a reload keeps them); one that does not decode reads as empty.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as t from 'io-ts';
import { authFailureFromErrorCode } from '../../domain/auth/failure/auth-error-code';
import type { AuthFailure } from '../../domain/auth/failure/auth-failure';
import type { AuthSession } from '../../domain/auth/session/auth-session';
import { SIGN_IN_STATE_TTL_MS } from '../../domain/auth/sign-in/sign-in-state';
import { normalizeUsername } from '../../domain/auth/sign-in/username';
import { readStored } from '../../wire/stored-json';
import type { SignInMove } from '../protection/protection-backend';
import type { IdTokenCheck } from './identity-pool';

export const OFFLINE_SESSION_KEY = 'protect.offline.session';
export const OFFLINE_POOL_KEY = 'protect.offline.pool';

const StoredPassword = t.type({ salt: t.string, hash: t.string });
const PoolUser = t.intersection([
  t.type({ sub: t.string, email: t.string, region: t.string, userAlias: t.string, password: StoredPassword }),
  t.partial({ unconfirmed: t.boolean, resetRequired: t.boolean }),
]);
export type PoolUser = t.TypeOf<typeof PoolUser>;

/** An open challenge of a sign-in: the e-mailed code (then the app's, `totp`), the first-factor choice, or the passkey asked. Times in ms. */
const Challenge = t.intersection([
  t.type({ username: t.string, name: t.keyof({ CUSTOM_CHALLENGE: null, SELECT_CHALLENGE: null, WEB_AUTHN: null }), expiresAt: t.number }),
  t.partial({ code: t.string, attempts: t.number, totp: t.boolean, webAuthnChallenge: t.string }),
]);
export type Challenge = t.TypeOf<typeof Challenge>;

const StoredPasskey = t.type({
  sub: t.string,
  credentialId: t.string,
  publicKey: t.string,
  counter: t.number,
  transports: t.array(t.string),
  createdAt: t.number,
});
export type StoredPasskey = t.TypeOf<typeof StoredPasskey>;

const PoolState = t.intersection([
  t.type({
    users: t.record(t.string, PoolUser),
    challenges: t.record(t.string, Challenge),
    revoked: t.array(t.string),
    /** By sub: the authenticator app, `secret` once a code from it was checked, `pending` before. */
    totp: t.record(t.string, t.partial({ secret: t.string, pending: t.string, enabled: t.boolean })),
    devices: t.record(t.string, t.type({ sub: t.string, name: t.string, createdAt: t.number, lastUsedAt: t.number })),
    confirmations: t.record(
      t.string,
      t.type({ code: t.string, issuedAt: t.number, failures: t.number, method: t.keyof({ code: null, link: null }), sentAt: t.array(t.number) }),
    ),
    passkeys: t.array(StoredPasskey),
    registrations: t.record(t.string, t.type({ challenge: t.string, expiresAt: t.number })),
  }),
  /** By username: the code of a password reset the pool requires. */
  t.partial({ resets: t.record(t.string, t.type({ code: t.string, issuedAt: t.number, failures: t.number })) }),
]);
export type PoolState = t.TypeOf<typeof PoolState>;

const EMPTY_POOL: PoolState = { users: {}, challenges: {}, revoked: [], totp: {}, devices: {}, confirmations: {}, passkeys: [], registrations: {} };

const StoredSession = t.type({
  userId: t.string,
  username: t.string,
  email: t.string,
  region: t.string,
  userAlias: t.string,
  idToken: t.string,
  accessToken: t.string,
  expiresAt: t.number,
});

export type PoolRandom = { readonly uuid: () => string; readonly randomInt: (max: number) => number };

export const fail = (code: string, message: string): E.Either<AuthFailure, never> => E.left(authFailureFromErrorCode(code, message));

export const invalidSession = (): E.Either<AuthFailure, never> => fail('NotAuthorizedException', 'Invalid session for the user.');

export const without = <T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> =>
  Object.fromEntries(Object.entries(record).filter(([name]) => name !== key));

export const sixDigits = (random: PoolRandom): string => Array.from({ length: 6 }, () => random.randomInt(10)).join('');

export async function hashPassword(password: string, salt: string): Promise<t.TypeOf<typeof StoredPassword>> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}:${password}`));
  return { salt, hash: Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('') };
}

export class PoolStore {
  constructor(
    private readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
    private readonly clock: { readonly now: () => number; readonly newId: () => string },
  ) {}

  read(): PoolState {
    return readStored(this.storage, OFFLINE_POOL_KEY, PoolState, EMPTY_POOL);
  }

  /** With 'confirmed', as a sign-in asks: a user not confirmed, or one whose password reset is required, is refused. */
  user(username: string, confirmed?: 'confirmed'): E.Either<AuthFailure, PoolUser> {
    const user = this.read().users[username];
    if (!user) return fail('UserNotFoundException', 'User does not exist.');
    if (confirmed && user.unconfirmed === true) return fail('UserNotConfirmedException', 'User is not confirmed.');
    return confirmed && user.resetRequired === true ? fail('PasswordResetRequiredException', 'Password reset required for the user') : E.right(user);
  }

  update(change: (pool: PoolState) => PoolState): void {
    this.storage.setItem(OFFLINE_POOL_KEY, JSON.stringify(change(this.read())));
  }

  openChallenge(challenge: Omit<Challenge, 'expiresAt'>): string {
    const id = this.clock.newId();
    this.update((pool) => ({ ...pool, challenges: { ...pool.challenges, [id]: { ...challenge, expiresAt: this.clock.now() + SIGN_IN_STATE_TTL_MS } } }));
    return id;
  }

  /** The open challenge `id` of this sign-in, as named; an expired one is closed. */
  challenge(id: string, name: Challenge['name'], username: string): E.Either<AuthFailure, Challenge> {
    const challenge = this.read().challenges[id];
    if (!challenge || challenge.name !== name || challenge.username !== username) return invalidSession();
    if (this.clock.now() < challenge.expiresAt) return E.right(challenge);
    this.closeChallenge(id);
    return fail('NotAuthorizedException', 'Invalid session for the user, session is expired.');
  }

  closeChallenge(id: string): void {
    this.update((pool) => ({ ...pool, challenges: without(pool.challenges, id) }));
  }

  readSession(): O.Option<AuthSession> {
    return O.fromNullable(readStored<AuthSession | null>(this.storage, OFFLINE_SESSION_KEY, StoredSession, null));
  }

  issueSession(user: PoolUser, username: string, expiresAt: number): AuthSession {
    const session: AuthSession = {
      userId: user.sub,
      username,
      email: user.email,
      region: user.region.toUpperCase(),
      userAlias: user.userAlias,
      idToken: `offline-id.${this.clock.newId()}`,
      accessToken: `offline-access.${this.clock.newId()}`,
      expiresAt,
    };
    this.storage.setItem(OFFLINE_SESSION_KEY, JSON.stringify(session));
    return session;
  }

  clearSession(): void {
    this.storage.removeItem(OFFLINE_SESSION_KEY);
  }

  revoke(session: O.Option<AuthSession>): void {
    if (O.isSome(session)) this.update((pool) => ({ ...pool, revoked: [...pool.revoked, session.value.accessToken] }));
  }

  /** As the hosted service moves it when a person makes another verified address primary; the next refresh carries the new address. */
  moveSignInAddress(userId: string, address: string): SignInMove {
    const username = normalizeUsername(address);
    const pool = this.read();
    const holder = pool.users[username];
    if (holder) return holder.sub === userId ? 'moved' : 'taken';
    const found = Object.entries(pool.users).find(([, user]) => user.sub === userId);
    if (!found) return 'moved';
    const [old, user] = found;
    this.update((p) => ({ ...p, users: { ...without(pool.users, old), [username]: { ...user, email: username } } }));
    return 'moved';
  }

  /** As the service checks an access token: stored, not revoked, and naming a user of the pool. */
  signedInSub(): E.Either<AuthFailure, string> {
    const stored = this.readSession();
    const pool = this.read();
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
}
