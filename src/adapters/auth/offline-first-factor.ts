// The offline pool's USER_AUTH first factor, as local-backend's pool chooses it: without a preferred challenge
// (or with one the person cannot use) SELECT_CHALLENGE lists what this person can use among the pool's allowed
// first factors; the password (PASSWORD, or PASSWORD_SRP: the offline pool checks the password itself, as it
// has no wire protocol to imitate) then signs in or goes on to the MFA a password sign-in gets, and WEB_AUTHN
// asks for the passkey. Loads with the passkeys, on the first USER_AUTH.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as t from 'io-ts';
import type { ChallengeAnswer } from '../../application/ports/auth-gateway.port';
import type { AuthFailure } from '../../domain/auth/failure/auth-failure';
import type { AuthOutcome } from '../../domain/auth/sign-in/auth-outcome';
import { SIGN_IN_STATE_TTL_MS } from '../../domain/auth/sign-in/sign-in-state';
import type { ChallengeDeps } from './offline-challenges';
import type { OfflineDevices } from './offline-devices';
import type { OfflinePasskeys } from './offline-passkeys';
import { fail, normalUsername, passwordMatches, type PoolUser } from './offline-pool-store';

const SESSIONS_KEY = 'protect.offline.first-factor';

/** The pool's AllowedFirstAuthFactors the offline pool serves; PASSWORD allows both PASSWORD and PASSWORD_SRP. */
type FirstAuthFactor = 'PASSWORD' | 'WEB_AUTHN';

const Challenge = t.keyof({ PASSWORD: null, PASSWORD_SRP: null, WEB_AUTHN: null });
type Challenge = t.TypeOf<typeof Challenge>;
const Sessions = t.record(t.string, t.type({ sub: t.string, username: t.string, offered: t.array(Challenge), expiresAt: t.number }));
type Sessions = t.TypeOf<typeof Sessions>;

type Result = Promise<E.Either<AuthFailure, AuthOutcome>>;

export type OfflineFirstFactorDeps = ChallengeDeps & {
  readonly storage: Pick<Storage, 'getItem' | 'setItem'>;
  readonly devices: Pick<OfflineDevices, 'prove' | 'remember'>;
  /** PASSWORD and WEB_AUTHN unless given. */
  readonly allowedFirstAuthFactors?: readonly FirstAuthFactor[];
  readonly passkeys: Pick<OfflinePasskeys, 'hasPasskey' | 'passkeyChallenge'>;
  /** What follows any right, permanent password: the MFA the person has, or tokens (the pool's password-MFA part). */
  readonly afterPassword: (user: PoolUser, username: string) => Result;
};

export class OfflineFirstFactor {
  private readonly allowed: readonly FirstAuthFactor[];

  constructor(private readonly deps: OfflineFirstFactorDeps) {
    this.allowed = deps.allowedFirstAuthFactors ?? ['PASSWORD', 'WEB_AUTHN'];
  }

  /** USER_AUTH without a password: the passkey when preferred and usable, else the choice; refused to a person with nothing to choose. */
  async initiate(request: { readonly username: string; readonly preferredChallenge?: string; readonly password?: string }): Result {
    if (request.password !== undefined) return fail('InvalidParameterException', 'The offline pool runs USER_AUTH without a password only.');
    const username = normalUsername(request.username);
    const user = this.deps.store.readPool().users[username];
    if (!user) return fail('UserNotFoundException', 'User does not exist.');
    if (user.status === 'UNCONFIRMED') return fail('UserNotConfirmedException', 'User is not confirmed.');
    const passkey = this.allowed.includes('WEB_AUTHN') && this.deps.passkeys.hasPasskey(user.sub);
    const password = this.allowed.includes('PASSWORD') && user.password !== undefined && user.status !== 'RESET_REQUIRED';
    const offered: Challenge[] = [...(password ? (['PASSWORD', 'PASSWORD_SRP'] as const) : []), ...(passkey ? (['WEB_AUTHN'] as const) : [])];
    // Nothing to choose from: the person has no passkey (the only factor that needs no password).
    if (offered.length === 0) return fail('NotAuthorizedException', 'This person has no passkey.');
    if (request.preferredChallenge === 'WEB_AUTHN' && passkey) return this.deps.passkeys.passkeyChallenge(user.sub, username);
    const session = this.deps.random.uuid();
    this.write({ ...this.read(), [session]: { sub: user.sub, username, offered, expiresAt: this.deps.clock.now() + SIGN_IN_STATE_TTL_MS } });
    return E.right({ type: 'challenge', challengeName: 'SELECT_CHALLENGE', session, parameters: { USERNAME: user.sub }, availableChallenges: offered });
  }

  /**
   * SELECT_CHALLENGE answered: WEB_AUTHN as the challenge name's answer, or a password first factor as the challenge
   * name with the password as the answer. A session answers once; a factor it did not offer leaves it usable.
   */
  async respond(answer: ChallengeAnswer): Result {
    if (!['SELECT_CHALLENGE', 'PASSWORD', 'PASSWORD_SRP'].includes(answer.challengeName))
      return fail('NotAuthorizedException', 'Invalid session for the user.');
    const chosen = answer.challengeName === 'SELECT_CHALLENGE' ? answer.answer : answer.challengeName;
    // The password comes with the choice: choosing it asks for it, in the same session, as the Cognito adapter does.
    if (answer.challengeName === 'SELECT_CHALLENGE' && (chosen === 'PASSWORD' || chosen === 'PASSWORD_SRP'))
      return E.right({ type: 'challenge', challengeName: chosen, session: answer.session, parameters: {} });
    const sessions = this.read();
    const session = sessions[answer.session];
    const username = normalUsername(answer.username);
    if (!session || session.username !== username) return fail('NotAuthorizedException', 'Invalid session for the user.');
    const { [answer.session]: _answered, ...others } = sessions;
    if (this.deps.clock.now() >= session.expiresAt) {
      this.write(others);
      return fail('NotAuthorizedException', 'Invalid session for the user, session is expired.');
    }
    const factor = session.offered.find((offered) => offered === chosen);
    if (factor === undefined) return fail('InvalidParameterException', `Challenge ${chosen} is not available for this user.`);
    this.write(others);
    if (factor === 'WEB_AUTHN') return this.deps.passkeys.passkeyChallenge(session.sub, username);
    const pool = this.deps.store.readPool();
    const user = pool.users[username];
    if (!user || user.sub !== session.sub || !(await passwordMatches(user, answer.answer)))
      return fail('NotAuthorizedException', 'Incorrect username or password.');
    return this.afterPassword(user, username);
  }

  /** As after any right password: a temporary one must be replaced, else the MFA the person has, or tokens. */
  private async afterPassword(user: PoolUser, username: string): Result {
    if (user.status !== 'FORCE_CHANGE_PASSWORD') return this.deps.afterPassword(user, username);
    const pool = this.deps.store.readPool();
    const session = this.deps.random.uuid();
    const pending = { username, code: '', attempts: 0, createdAt: this.deps.clock.now(), challengeName: 'NEW_PASSWORD_REQUIRED' as const };
    this.deps.store.writePool({ ...pool, challenges: { ...pool.challenges, [session]: pending } });
    return E.right({ type: 'challenge', challengeName: 'NEW_PASSWORD_REQUIRED', session, parameters: { requiredAttributes: '[]' } });
  }

  /** Storage is outside input: what does not decode reads as no sessions. */
  private read(): Sessions {
    const raw = this.deps.storage.getItem(SESSIONS_KEY);
    let parsed: unknown = null;
    try {
      parsed = raw === null ? null : JSON.parse(raw);
    } catch {
      parsed = null;
    }
    return O.getOrElse((): Sessions => ({}))(O.fromEither(Sessions.decode(parsed)));
  }

  private write(sessions: Sessions): void {
    this.deps.storage.setItem(SESSIONS_KEY, JSON.stringify(sessions));
  }
}
