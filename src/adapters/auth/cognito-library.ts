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
import * as t from 'io-ts';
import { authFailureFromErrorCode } from '../../domain/auth/failure/auth-error-code';
import type { AuthFailure } from '../../domain/auth/failure/auth-failure';
import type { AuthSession } from '../../domain/auth/session/auth-session';
import type { AuthOutcome } from '../../domain/auth/sign-in/auth-outcome';
import { authSessionOf, type StoredTokens } from './cognito-token-store';

export type Result<A> = E.Either<AuthFailure, A>;
export type Settle<A> = (result: Result<A>) => void;

/** Members the library has at run time but its typings leave out. */
export type LibraryUser = CognitoUser & {
  Session: string | null;
  revokeTokens?: (callback: (error?: unknown) => void) => void;
  deviceKey?: string | null;
  deviceGroupKey?: string | null;
  randomPassword?: string | null;
};
type LibrarySession = CognitoUserSession & { getClockDrift?: () => number };

export type Params = Readonly<Record<string, unknown>>;

export type LibraryClient = { request(operation: string, params: Params, callback: (error: unknown, data: unknown) => void): void };

export const clientOf = (holder: object): LibraryClient => (holder as { client: LibraryClient }).client;

export function wrapClient(user: LibraryUser, wrap: (client: LibraryClient) => LibraryClient['request']): void {
  const holder = user as LibraryUser & { client: LibraryClient };
  holder.client = { request: wrap(holder.client) };
}

export const record = (value: unknown): Params => (typeof value === 'object' && value !== null ? (value as Params) : {});

export const AuthAnswer = t.partial({
  ChallengeName: t.string,
  Session: t.string,
  ChallengeParameters: t.record(t.string, t.unknown),
  AvailableChallenges: t.array(t.string),
  AuthenticationResult: t.intersection([t.type({ IdToken: t.string, AccessToken: t.string }), t.partial({ RefreshToken: t.string })]),
});

/** Takes a sign-in's writes (keys named by the e-mail, empty tokens after an unexpected challenge) away from the browser's storage. */
export function scratchStorage(): ICognitoStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
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

export const toAuthSession = (session: CognitoUserSession): O.Option<AuthSession> =>
  authSessionOf({ idToken: session.getIdToken().getJwtToken(), accessToken: session.getAccessToken().getJwtToken(), clockDriftSeconds: clockDriftOf(session) });

/** Without a clock drift, the library works it out from the tokens. */
export function librarySession(
  tokens: Pick<StoredTokens, 'idToken' | 'accessToken' | 'refreshToken'> & { readonly clockDriftSeconds?: number },
): CognitoUserSession {
  const data = {
    IdToken: new CognitoIdToken({ IdToken: tokens.idToken }),
    AccessToken: new CognitoAccessToken({ AccessToken: tokens.accessToken }),
    RefreshToken: new CognitoRefreshToken({ RefreshToken: tokens.refreshToken }),
    ClockDrift: tokens.clockDriftSeconds,
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

export function request<C extends t.Mixed>(client: LibraryClient, operation: string, params: Params, codec: C): Promise<Result<t.TypeOf<C>>> {
  return settle((done) =>
    client.request(operation, params, (error, data) => {
      if (error) return done(E.left(toFailure(error)));
      const decoded = codec.decode(data);
      done(E.isRight(decoded) ? E.right(decoded.right) : E.left({ kind: 'Unexpected', cause: `${operation} answered a malformed body` }));
    }),
  );
}

export function answerOutcome(answer: t.TypeOf<typeof AuthAnswer>, signedIn: (session: CognitoUserSession) => Result<AuthOutcome>): Result<AuthOutcome> {
  const tokens = answer.AuthenticationResult;
  if (tokens) return signedIn(librarySession({ idToken: tokens.IdToken, accessToken: tokens.AccessToken, refreshToken: tokens.RefreshToken ?? '' }));
  if (answer.ChallengeName === undefined) return E.left({ kind: 'Unexpected', cause: 'The service answered neither tokens nor a challenge' });
  const { ChallengeName: challengeName, Session: session = '', ChallengeParameters: parameters, AvailableChallenges: availableChallenges } = answer;
  return E.right({ type: 'challenge', challengeName, session, parameters: stringRecord(parameters), availableChallenges });
}
