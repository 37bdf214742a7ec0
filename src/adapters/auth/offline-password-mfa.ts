// The offline pool's MFA after a password, as the real pool asks it: the offline pool's one method is the
// authenticator app, so a person whose app is on meets SOFTWARE_TOKEN_MFA after the right password, unless this
// browser is a device the pool remembers for them. A wrong code can be corrected in the same session, twice.
import * as E from 'fp-ts/Either';
import type { ChallengeAnswer } from '../../application/ports/auth-gateway.port';
import type { AuthFailure } from '../../domain/auth/failure/auth-failure';
import type { AuthOutcome } from '../../domain/auth/sign-in/auth-outcome';
import { SIGN_IN_STATE_TTL_MS } from '../../domain/auth/sign-in/sign-in-state';
import type { ChallengeDeps } from './offline-challenges';
import type { OfflineDevices } from './offline-devices';
import { totpMatches } from './offline-authenticator';
import { fail, normalUsername, type PoolUser } from './offline-pool-store';

const MAX_WRONG_CODES = 3;

type Result = E.Either<AuthFailure, AuthOutcome>;
type Devices = Pick<OfflineDevices, 'prove' | 'remember'>;

/** After the right password of a confirmed person: the app's code when it is on, else tokens (this browser remembered when the pool tracks devices). */
export function afterPassword(deps: ChallengeDeps, devices: Devices, user: PoolUser, username: string): Result {
  const pool = deps.store.readPool();
  const app = pool.mfa?.[user.sub];
  if (app?.enabled !== true || app.secret === undefined) return finish(deps, devices, user, username);
  const device = devices.prove(user.sub);
  if (device === 'unknown') return fail('ResourceNotFoundException', 'Device does not exist.');
  if (device === 'remembered') return E.right({ type: 'tokens', session: deps.issueSession(user, username) });
  const session = deps.random.uuid();
  const pending = { username, code: '', attempts: 0, createdAt: deps.clock.now(), challengeName: 'SOFTWARE_TOKEN_MFA' as const };
  deps.store.writePool({ ...pool, challenges: { ...pool.challenges, [session]: pending } });
  return E.right({ type: 'challenge', challengeName: 'SOFTWARE_TOKEN_MFA', session, parameters: {} });
}

/** SOFTWARE_TOKEN_MFA: the app's code; a session answers once, or again after a wrong code. */
export async function answerAppCode(deps: ChallengeDeps, devices: Devices, answer: ChallengeAnswer): Promise<Result> {
  const pool = deps.store.readPool();
  const pending = pool.challenges[answer.session];
  const { [answer.session]: _answered, ...others } = pool.challenges;
  const user = pending ? pool.users[pending.username] : undefined;
  if (!pending || pending.challengeName !== 'SOFTWARE_TOKEN_MFA' || pending.username !== normalUsername(answer.username) || !user) {
    return fail('NotAuthorizedException', 'Invalid session for the user.');
  }
  deps.store.writePool({ ...pool, challenges: others });
  if (deps.clock.now() - pending.createdAt > SIGN_IN_STATE_TTL_MS) return fail('NotAuthorizedException', 'Invalid session for the user, session is expired.');
  const secret = pool.mfa?.[user.sub]?.secret;
  if (secret !== undefined && (await totpMatches(secret, answer.answer.trim(), deps.clock.now()))) return finish(deps, devices, user, pending.username);
  const attempts = pending.attempts + 1;
  if (attempts < MAX_WRONG_CODES) deps.store.writePool({ ...deps.store.readPool(), challenges: { ...others, [answer.session]: { ...pending, attempts } } });
  return fail('CodeMismatchException', 'Invalid code or auth state for the user.');
}

function finish(deps: ChallengeDeps, devices: Devices, user: PoolUser, username: string): Result {
  devices.remember(user.sub);
  return E.right({ type: 'tokens', session: deps.issueSession(user, username) });
}
