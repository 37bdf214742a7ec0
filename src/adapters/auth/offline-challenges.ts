// Two steps of the offline pool's sign-in: starting the e-mailed-code challenge (the code and its link go
// to the on-screen inbox) and answering NEW_PASSWORD_REQUIRED, as the real pool behind our triggers does.
import type * as E from 'fp-ts/Either';
import type { ChallengeAnswer } from '../../application/ports/auth-gateway.port';
import type { Clock } from '../../application/ports/clock.port';
import type { RandomSource } from '../../application/ports/random-source.port';
import type { AuthFailure } from '../../domain/auth/failure/auth-failure';
import type { AuthSession } from '../../domain/auth/session/auth-session';
import type { AuthOutcome } from '../../domain/auth/sign-in/auth-outcome';
import { SIGN_IN_STATE_TTL_MS } from '../../domain/auth/sign-in/sign-in-state';
import { encodeVerifyCodeToken } from '../../wire/verify-code-token';
import type { OfflineOutbox } from '../../stand-ins/outbox/offline-outbox';
import { fail, hashPassword, normalUsername, type OfflinePoolStore, type PoolState, type PoolUser, sixDigits } from './offline-pool-store';

const MIN_PASSWORD_LENGTH = 8;

export type ChallengeDeps = {
  readonly store: Pick<OfflinePoolStore, 'readPool' | 'writePool'>;
  readonly clock: Clock;
  readonly random: RandomSource;
  readonly outbox: Pick<OfflineOutbox, 'deliver'>;
  readonly appOrigin: string;
  readonly issueSession: (user: PoolUser, username: string) => AuthSession;
};

/** The custom challenge the passwordless flow asks: the e-mailed code. */
export const codeChallenge = (session: string, email: string): AuthOutcome => ({
  type: 'challenge',
  challengeName: 'CUSTOM_CHALLENGE',
  session,
  parameters: { email },
});

/** A new six-digit code for `username`, kept with its session and sent to the inbox with its magic link. */
export function startCode(deps: ChallengeDeps, pool: PoolState, user: PoolUser, username: string): AuthOutcome {
  const code = sixDigits(deps.random);
  const session = deps.random.uuid();
  deps.store.writePool({ ...pool, challenges: { ...pool.challenges, [session]: { username, code, attempts: 0, createdAt: deps.clock.now() } } });
  const token = encodeVerifyCodeToken({ username, code, userAlias: user.userAlias });
  deps.outbox.deliver({
    id: deps.random.uuid(),
    to: username,
    subject: 'Your Protect sign-in code',
    code,
    magicLink: `${deps.appOrigin}/verify-code?token=${token}`,
    sentAt: deps.clock.now(),
  });
  return codeChallenge(session, user.email);
}

/**
 * NEW_PASSWORD_REQUIRED: a password the policy takes confirms the user, who goes on as after a right password (`next`:
 * MFA, or tokens); a refused one keeps the session.
 */
export async function answerNewPassword(
  deps: ChallengeDeps,
  answer: ChallengeAnswer,
  next: (user: PoolUser, username: string) => Promise<E.Either<AuthFailure, AuthOutcome>>,
): Promise<E.Either<AuthFailure, AuthOutcome>> {
  const pool = deps.store.readPool();
  const pending = pool.challenges[answer.session];
  const { [answer.session]: _answered, ...others } = pool.challenges;
  const user = pending ? pool.users[pending.username] : undefined;
  if (!pending || pending.challengeName !== 'NEW_PASSWORD_REQUIRED' || pending.username !== normalUsername(answer.username) || !user) {
    return fail('NotAuthorizedException', 'Invalid session for the user.');
  }
  if (deps.clock.now() - pending.createdAt > SIGN_IN_STATE_TTL_MS) {
    deps.store.writePool({ ...pool, challenges: others });
    return fail('NotAuthorizedException', 'Invalid session for the user, session is expired.');
  }
  if (answer.answer.length < MIN_PASSWORD_LENGTH) return fail('InvalidPasswordException', 'Password did not conform with policy: Password not long enough');
  const confirmed: PoolUser = { ...user, status: 'CONFIRMED', password: await hashPassword(answer.answer, deps.random.uuid()) };
  deps.store.writePool({ ...pool, users: { ...pool.users, [pending.username]: confirmed }, challenges: others });
  return next(confirmed, pending.username);
}
