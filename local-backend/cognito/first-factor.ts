// USER_AUTH's first factor (choice-based sign-in): without a preferred challenge, or with one the person
// cannot use, the pool answers SELECT_CHALLENGE listing what this person can use among the pool's allowed
// first factors; the answer names one. PASSWORD and PASSWORD_SRP run as the password flows run them (and
// lead to the same MFA); WEB_AUTHN asks for the passkey. E-mail and SMS codes are not first factors here.
import { MESSAGES, cognitoError } from './errors';

/** The pool's AllowedFirstAuthFactors this peer serves; PASSWORD allows both PASSWORD and PASSWORD_SRP. */
export type FirstAuthFactor = 'PASSWORD' | 'WEB_AUTHN';

type Challenge = 'PASSWORD' | 'PASSWORD_SRP' | 'WEB_AUTHN';

type JsonObject = Readonly<Record<string, unknown>>;
type Parameters = Readonly<Record<string, string>>;

type FactorUser = { readonly sub: string; readonly status: string; readonly password?: unknown };

export type FirstFactorHost<U extends FactorUser> = {
  readonly allowed: readonly FirstAuthFactor[];
  readonly sessionTtlMs: number;
  readonly token: () => string;
  readonly findUser: (username: string) => U | undefined;
  /** The person has a passkey, and the pool has a relying party to check it. */
  readonly hasPasskey: (sub: string) => boolean;
  /** The WEB_AUTHN challenge for the person's passkeys. */
  readonly passkeyChallenge: (sub: string, now: number) => Promise<JsonObject>;
  /** USER_AUTH with PASSWORD (the password checked, then MFA or tokens) or PASSWORD_SRP (PASSWORD_VERIFIER), as the password flows run it. */
  readonly passwordFirstFactor: (parameters: Parameters, clientMetadata: Parameters, now: number) => JsonObject;
};

type SelectSession = { readonly sub: string; readonly offered: readonly Challenge[]; readonly clientMetadata: Parameters; readonly expiresAt: number };

const EXPIRED_SESSION_MEMORY_MS = 60 * 60 * 1000;

const isRecord = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

function strings(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  const result: Record<string, string> = {};
  for (const [key, entry] of Object.entries(value)) if (typeof entry === 'string') result[key] = entry;
  return result;
}

/** Whether a call belongs here: USER_AUTH without a password first factor, and the SELECT_CHALLENGE answer. */
export function isFirstFactorCall(operation: string, body: JsonObject): boolean {
  if (operation === 'RespondToAuthChallenge') return body.ChallengeName === 'SELECT_CHALLENGE';
  return operation === 'InitiateAuth' && body.AuthFlow === 'USER_AUTH';
}

export class FirstFactorSelection<U extends FactorUser> {
  private readonly sessions = new Map<string, SelectSession>();

  constructor(private readonly host: FirstFactorHost<U>) {}

  dispatch(operation: string, body: JsonObject, now: number): Promise<JsonObject> {
    return operation === 'InitiateAuth' ? this.initiate(body, now) : this.respond(body, now);
  }

  /** What this person can use among the pool's allowed first factors, in the service's order. */
  private offered(user: U): Challenge[] {
    const password = this.host.allowed.includes('PASSWORD') && user.password !== undefined && user.status !== 'RESET_REQUIRED';
    const passkey = this.host.allowed.includes('WEB_AUTHN') && this.host.hasPasskey(user.sub);
    return [...(password ? (['PASSWORD', 'PASSWORD_SRP'] as const) : []), ...(passkey ? (['WEB_AUTHN'] as const) : [])];
  }

  private async initiate(body: JsonObject, now: number): Promise<JsonObject> {
    this.prune(now);
    const parameters = strings(body.AuthParameters);
    const username = parameters.USERNAME;
    if (!username) throw cognitoError('InvalidParameterException', 'Missing required parameter USERNAME');
    const user = this.host.findUser(username);
    if (!user) throw cognitoError('UserNotFoundException', MESSAGES.userNotFound);
    if (user.status === 'UNCONFIRMED') throw cognitoError('UserNotConfirmedException', MESSAGES.userNotConfirmed);
    const offered = this.offered(user);
    // Nothing to choose from: the person has no passkey (the only factor that needs no password).
    if (offered.length === 0) throw cognitoError('NotAuthorizedException', 'This person has no passkey.');
    if (parameters.PREFERRED_CHALLENGE === 'WEB_AUTHN' && offered.includes('WEB_AUTHN')) return this.host.passkeyChallenge(user.sub, now);
    const session = this.host.token();
    this.sessions.set(session, { sub: user.sub, offered, clientMetadata: strings(body.ClientMetadata), expiresAt: now + this.host.sessionTtlMs });
    return { ChallengeName: 'SELECT_CHALLENGE', Session: session, ChallengeParameters: { USERNAME: user.sub }, AvailableChallenges: offered };
  }

  /** SELECT_CHALLENGE: the session answers once; an answer naming a factor not offered leaves it usable. */
  private async respond(body: JsonObject, now: number): Promise<JsonObject> {
    this.prune(now);
    const sessionId = typeof body.Session === 'string' ? body.Session : '';
    const responses = strings(body.ChallengeResponses);
    const session = this.sessions.get(sessionId);
    if (!session) throw cognitoError('NotAuthorizedException', MESSAGES.invalidSession);
    if (now >= session.expiresAt) {
      this.sessions.delete(sessionId);
      throw cognitoError('NotAuthorizedException', MESSAGES.expiredSession);
    }
    const user = this.host.findUser(responses.USERNAME ?? '');
    if (!user || user.sub !== session.sub) throw cognitoError('NotAuthorizedException', MESSAGES.invalidSession);
    const answer = responses.ANSWER ?? '';
    const chosen = session.offered.find((challenge) => challenge === answer);
    if (chosen === undefined) throw cognitoError('InvalidParameterException', `Challenge ${answer} is not available for this user.`);
    this.sessions.delete(sessionId);
    if (chosen === 'WEB_AUTHN') return this.host.passkeyChallenge(user.sub, now);
    const clientMetadata = { ...session.clientMetadata, ...strings(body.ClientMetadata) };
    const { ANSWER: _answer, ...given } = responses;
    return this.host.passwordFirstFactor({ ...given, USERNAME: user.sub, PREFERRED_CHALLENGE: chosen }, clientMetadata, now);
  }

  private prune(now: number): void {
    for (const [id, session] of this.sessions) if (now >= session.expiresAt + EXPIRED_SESSION_MEMORY_MS) this.sessions.delete(id);
  }
}
