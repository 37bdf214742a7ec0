import {
  CognitoAccessToken,
  CognitoIdToken,
  CognitoRefreshToken,
  CognitoUserSession,
  type CognitoUser,
  type ICognitoStorage,
} from 'amazon-cognito-identity-js';
import * as E from 'fp-ts/Either';
import type * as O from 'fp-ts/Option';
import { authFailureFromErrorCode } from '../../domain/auth/failure/auth-error-code';
import type { AuthFailure } from '../../domain/auth/failure/auth-failure';
import type { AuthSession } from '../../domain/auth/session/auth-session';
import { authSessionOf } from './cognito-stored-session';
import type { StoredTokens } from './cognito-token-store';

export type Result<A> = E.Either<AuthFailure, A>;
export type Settle<A> = (result: Result<A>) => void;

/** Members the library has at run time but its typings leave out. */
export type LibraryUser = CognitoUser & {
  Session: string | null;
  revokeTokens?: (callback: (error?: unknown) => void) => void;
  /** The remembered device's keys, once the library has read, confirmed or proved a device. */
  deviceKey?: string | null;
  deviceGroupKey?: string | null;
  randomPassword?: string | null;
};
type LibrarySession = CognitoUserSession & { getClockDrift?: () => number };

/** Takes a sign-in's writes (keys named by the e-mail, empty tokens after an unexpected challenge) away from the browser's storage. */
export class ScratchStorage implements ICognitoStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  clear(): void {
    this.items.clear();
  }
}

/** What fetch's TypeError says when the request never got an answer (Chromium, Firefox, Safari, Node). */
const FETCH_FAILED = /^(Failed to fetch|NetworkError when attempting to fetch resource\.?|Load failed|fetch failed)$/;

/** Library errors carry the Cognito name in `code`; anything else (a TypeError from a body without `__type`, a plain Error) is unforeseen. */
export function toFailure(error: unknown): AuthFailure {
  if (typeof error === 'object' && error !== null) {
    const { code, name, message } = error as { code?: unknown; name?: unknown; message?: unknown };
    if (typeof code === 'string' && code !== '') return authFailureFromErrorCode(code, typeof message === 'string' ? message : '');
    // The library recognises a failed fetch by `instanceof TypeError`, which misses one from another realm.
    if (name === 'TypeError' && typeof message === 'string' && FETCH_FAILED.test(message)) return { kind: 'Network' };
  }
  return { kind: 'Unexpected', cause: error };
}

export const stringRecord = (value: unknown): Readonly<Record<string, string>> => {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, typeof entry === 'string' ? entry : JSON.stringify(entry)]));
};

const clockDriftOf = (session: CognitoUserSession): number => (session as LibrarySession).getClockDrift?.() ?? 0;

/** A session the library made, read as the stored tokens are. */
export const toAuthSession = (session: CognitoUserSession): O.Option<AuthSession> =>
  authSessionOf({ idToken: session.getIdToken().getJwtToken(), accessToken: session.getAccessToken().getJwtToken(), clockDriftSeconds: clockDriftOf(session) });

/** The stored tokens as the library's session, for the calls that need it (its typings leave out the clock drift it takes). */
export function librarySession(stored: StoredTokens): CognitoUserSession {
  const data = {
    IdToken: new CognitoIdToken({ IdToken: stored.idToken }),
    AccessToken: new CognitoAccessToken({ AccessToken: stored.accessToken }),
    RefreshToken: new CognitoRefreshToken({ RefreshToken: stored.refreshToken }),
    ClockDrift: stored.clockDriftSeconds,
  };
  return new CognitoUserSession(data);
}

/** Runs a callback-style library call; a synchronous throw is a Left too, so the promise never rejects. */
export function settle<A>(start: (done: Settle<A>) => void): Promise<Result<A>> {
  return new Promise((resolve) => {
    try {
      start(resolve);
    } catch (error) {
      resolve(E.left(toFailure(error)));
    }
  });
}
