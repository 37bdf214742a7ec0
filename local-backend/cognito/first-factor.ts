// USER_AUTH's choice of a first factor: without a usable preferred challenge, SELECT_CHALLENGE offers what this person
// can use among the pool's allowed first factors; PASSWORD and PASSWORD_SRP go on as the password flows, WEB_AUTHN as a passkey.
import { MESSAGES, cognitoError, invalid, notAuthorized } from './errors';
import type { PasswordFlows } from './password-flows';
import type { JsonObject, Strings } from './request';
import type { Answer, PoolCore } from './sessions';
import type { StoredUser } from './users';
import type { PoolWebAuthn } from './webauthn';

type Challenge = 'PASSWORD' | 'PASSWORD_SRP' | 'WEB_AUTHN';

type Parts = PoolCore & { readonly passwords: PasswordFlows; readonly webauthn: PoolWebAuthn };

export const isPasswordFactor = (parameters: Strings): boolean =>
  parameters.PREFERRED_CHALLENGE === 'PASSWORD' || parameters.PREFERRED_CHALLENGE === 'PASSWORD_SRP';

export class FirstFactorSelection {
  constructor(private readonly pool: Parts) {}

  initiate(parameters: Strings, now: number): JsonObject | Promise<JsonObject> {
    const username = parameters.USERNAME;
    if (!username) throw invalid('Missing required parameter USERNAME');
    const user = this.pool.users.find(username);
    if (!user) throw cognitoError('UserNotFoundException', MESSAGES.userNotFound);
    if (user.status === 'UNCONFIRMED') throw cognitoError('UserNotConfirmedException', MESSAGES.userNotConfirmed);
    const offered = this.offered(user);
    // Nothing to choose from: the person has no passkey (the only factor that needs no password).
    if (offered.length === 0) throw notAuthorized('This person has no passkey.');
    if (parameters.PREFERRED_CHALLENGE === 'WEB_AUTHN' && offered.includes('WEB_AUTHN')) return this.pool.webauthn.challenge(user.sub, now);
    return { ...this.pool.sessions.ask('SELECT_CHALLENGE', user.sub, now, { USERNAME: user.sub }, { offered }), AvailableChallenges: offered };
  }

  /** SELECT_CHALLENGE's answer; one naming a factor not offered leaves the session open. */
  respond({ session: id, username, responses }: Answer, now: number): JsonObject | Promise<JsonObject> {
    const session = this.pool.sessions.take<{ offered: readonly Challenge[] }>(id, 'SELECT_CHALLENGE', now, username);
    const { ANSWER: answer, ...given } = responses;
    const chosen = session.offered.find((challenge) => challenge === answer);
    if (chosen === undefined) {
      this.pool.sessions.reopen(session, id);
      throw invalid(`Challenge ${answer ?? ''} is not available for this user.`);
    }
    if (chosen === 'WEB_AUTHN') return this.pool.webauthn.challenge(session.sub, now);
    return this.pool.passwords.startUserAuth({ ...given, USERNAME: session.sub, PREFERRED_CHALLENGE: chosen }, now);
  }

  private offered(user: StoredUser): Challenge[] {
    const { allowedFirstAuthFactors: allowed } = this.pool.settings;
    const password = allowed.includes('PASSWORD') && user.password !== undefined && user.status !== 'RESET_REQUIRED';
    const passkey = allowed.includes('WEB_AUTHN') && this.pool.webauthn.hasPasskey(user.sub);
    return [...(password ? (['PASSWORD', 'PASSWORD_SRP'] as const) : []), ...(passkey ? (['WEB_AUTHN'] as const) : [])];
  }
}
