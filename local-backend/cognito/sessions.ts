// Sign-in sessions: the opaque Session each challenge hands out, answered once within the session TTL.
import { CognitoServiceError, MESSAGES, notAuthorized } from './errors';
import type { Strings } from './request';
import type { PoolSettings, Random } from './settings';
import { type Users, aliasOf } from './users';

/** A RespondToAuthChallenge call whose ClientId, ChallengeName, Session and USERNAME are checked. */
export type Answer = { readonly session: string; readonly username: string; readonly responses: Strings; readonly clientMetadata: Strings };

export type Session = {
  readonly challengeName: string;
  readonly sub: string;
  readonly expiresAt: number;
  /** The address an unknown user's custom sign-in was started with: only it answers the session. */
  readonly unknownUser?: string;
};

/** Expired sessions are remembered this long, so a late answer hears "session is expired". */
const EXPIRED_SESSION_MEMORY_MS = 60 * 60 * 1000;

/** The parts of the pool every flow reaches through it. */
export type PoolCore = {
  readonly settings: PoolSettings;
  readonly random: Random;
  readonly users: Users;
  readonly sessions: ChallengeSessions;
  changed(): void;
};

export class ChallengeSessions {
  private readonly open = new Map<string, Session>();

  constructor(private readonly pool: Omit<PoolCore, 'sessions'>) {}

  /** The answer asking `challengeName`: a new session for `sub` that holds `data`, and the parameters the client sees. */
  ask(challengeName: string, sub: string, now: number, parameters: Strings, data: object = {}) {
    const session = this.reopen({ ...data, challengeName, sub, expiresAt: now + this.pool.settings.sessionTtlSeconds * 1000 });
    return { ChallengeName: challengeName, Session: session, ChallengeParameters: parameters };
  }

  /** Session `id` of this challenge, used up; NotAuthorizedException when it is unknown, of another challenge, expired, or does not name `username`. */
  take<S extends object>(id: string, challengeName: string, now: number, username?: string): Session & S {
    const session = this.open.get(id);
    if (!session || session.challengeName !== challengeName) throw notAuthorized(MESSAGES.invalidSession);
    this.open.delete(id);
    if (now >= session.expiresAt) throw notAuthorized(MESSAGES.expiredSession);
    if (username !== undefined && !this.names(session, username)) throw notAuthorized(MESSAGES.invalidSession);
    return session as Session & S;
  }

  reopen(session: Session, id = this.pool.random.token()): string {
    this.open.set(id, session);
    return id;
  }

  /** Runs a taken session's next step; when that fails with an error `retry` accepts, the session stays open. */
  keepOpenOn<T>(id: string, session: Session, retry: (error: CognitoServiceError) => boolean, step: () => T): T {
    try {
      return step();
    } catch (error) {
      if (error instanceof CognitoServiceError && retry(error)) this.reopen(session, id);
      throw error;
    }
  }

  prune(now: number): void {
    for (const [id, session] of this.open) if (now >= session.expiresAt + EXPIRED_SESSION_MEMORY_MS) this.open.delete(id);
  }

  private names(session: Session, username: string): boolean {
    if (session.unknownUser !== undefined) return aliasOf(username) === aliasOf(session.unknownUser);
    return username === session.sub || this.pool.users.find(username)?.sub === session.sub;
  }
}
