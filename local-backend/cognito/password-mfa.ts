// MFA after a password sign-in (USER_SRP_AUTH, USER_PASSWORD_AUTH, USER_AUTH with PASSWORD or PASSWORD_SRP):
// the pool's setting (OFF / OPTIONAL / ON) and the user's methods decide between tokens, SOFTWARE_TOKEN_MFA,
// EMAIL_OTP, SMS_MFA, SELECT_MFA_TYPE and MFA_SETUP. A remembered device never gets here: it proves itself instead.
// MFA_SETUP sets up the authenticator app (AssociateSoftwareToken / VerifySoftwareToken with the session) or e-mailed
// codes (an answer naming the person's address, then the EMAIL_OTP code sent there).
import { MESSAGES, cognitoError } from './errors';
import type { MfaName, PoolMfa } from './mfa';
import type { CodeMail } from './triggers';

export type PasswordMfaChallenge = MfaName | 'SELECT_MFA_TYPE' | 'MFA_SETUP';

const CHALLENGES: readonly string[] = ['SOFTWARE_TOKEN_MFA', 'EMAIL_OTP', 'SMS_MFA', 'SELECT_MFA_TYPE', 'MFA_SETUP'] satisfies readonly PasswordMfaChallenge[];

/** Whether RespondToAuthChallenge with this name belongs here. */
export const isPasswordMfaChallenge = (name: string): boolean => CHALLENGES.includes(name);

/** The ChallengeResponses key each code arrives in, as the service documents them. */
const CODE_KEY: Readonly<Record<MfaName, string>> = { SOFTWARE_TOKEN_MFA: 'SOFTWARE_TOKEN_MFA_CODE', EMAIL_OTP: 'EMAIL_OTP_CODE', SMS_MFA: 'SMS_MFA_CODE' };

/** What MFA_SETUP can set up: the app, and e-mailed codes (available in every pool whose MFA is not OFF). */
const SETUP_METHODS: readonly MfaName[] = ['SOFTWARE_TOKEN_MFA', 'EMAIL_OTP'];

/** Wrong codes a session takes; the next one ends it. */
const MAX_WRONG_CODES = 3;
const EXPIRED_SESSION_MEMORY_MS = 60 * 60 * 1000;

type MfaUser = { readonly sub: string; readonly attributes: Readonly<Record<string, string>> };

type MfaSession = {
  readonly sub: string;
  readonly challengeName: PasswordMfaChallenge;
  /** The e-mailed or texted code; none for the app's (checked against its secret) and for the choice and the setup. */
  readonly code?: string;
  /** SELECT_MFA_TYPE: the methods offered. */
  readonly choices?: readonly MfaName[];
  /** EMAIL_OTP of MFA_SETUP: the right code turns e-mailed codes on for the user. */
  readonly setsUpEmail?: boolean;
  readonly wrongCodes: number;
  readonly expiresAt: number;
};

type JsonObject = Readonly<Record<string, unknown>>;

export type PasswordMfaHost<U extends MfaUser> = {
  readonly mfa: PoolMfa;
  readonly sessionTtlMs: number;
  readonly token: () => string;
  readonly generateCode: () => string;
  /** Codes go where the e-mailed sign-in code goes (the outbox), to the address or the phone number. */
  readonly sendCode: (mail: CodeMail) => void;
  readonly findUser: (username: string) => U | undefined;
  readonly userBySub: (sub: string) => U | undefined;
  /** Tokens for a finished sign-in (with NewDeviceMetadata when the pool tracks devices). */
  readonly finish: (user: U, now: number) => JsonObject;
};

const invalid = (message: string) => cognitoError('InvalidParameterException', message);

/** `a***@e***` and `+*******0100`, as Cognito masks a delivery destination. */
const maskEmail = (email: string): string => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
};
const maskPhone = (phone: string): string => `+${'*'.repeat(Math.max(phone.length - 5, 0))}${phone.slice(-4)}`;

export class PasswordMfa<U extends MfaUser> {
  private readonly sessions = new Map<string, MfaSession>();

  constructor(private readonly host: PasswordMfaHost<U>) {}

  /** After the right password: tokens, or the MFA the pool's setting and the user's methods call for. */
  next(user: U, now: number): JsonObject {
    const { mfa } = this.host;
    if (mfa.configuration === 'OFF') return this.host.finish(user, now);
    const { enabled, preferred } = mfa.methodsOf(user.sub);
    if (enabled.length === 0) {
      // OPTIONAL: a user without a method signs in with the password alone. ON: the user must set one up first.
      if (mfa.configuration === 'OPTIONAL') return this.host.finish(user, now);
      return this.challenge(user, 'MFA_SETUP', { MFAS_CAN_SETUP: JSON.stringify(SETUP_METHODS) }, now);
    }
    const chosen = preferred ?? (enabled.length === 1 ? enabled[0] : undefined);
    if (chosen !== undefined) return this.ask(user, chosen, now);
    return this.challenge(user, 'SELECT_MFA_TYPE', { MFAS_CAN_CHOOSE: JSON.stringify(enabled) }, now, { choices: enabled });
  }

  /** RespondToAuthChallenge for the five MFA challenges; a session answers once, except after a wrong code. */
  respond(challengeName: string, sessionId: string, responses: Readonly<Record<string, string>>, now: number): JsonObject {
    this.prune(now);
    const username = responses.USERNAME;
    if (!username) throw invalid('Missing required parameter USERNAME');
    const session = this.sessions.get(sessionId);
    if (!session || session.challengeName !== challengeName) throw cognitoError('NotAuthorizedException', MESSAGES.invalidSession);
    this.sessions.delete(sessionId);
    if (now >= session.expiresAt) throw cognitoError('NotAuthorizedException', MESSAGES.expiredSession);
    const user = this.host.userBySub(session.sub);
    const named = username === session.sub || this.host.findUser(username)?.sub === session.sub;
    if (!user || !named) throw cognitoError('NotAuthorizedException', MESSAGES.invalidSession);

    if (session.challengeName === 'SELECT_MFA_TYPE') {
      const answer = responses.ANSWER;
      const choice = session.choices?.find((name) => name === answer);
      if (choice === undefined) {
        this.sessions.set(sessionId, session);
        throw invalid(`Invalid MFA type ${answer ?? ''}: expected one of ${JSON.stringify(session.choices ?? [])}.`);
      }
      return this.ask(user, choice, now);
    }
    if (session.challengeName === 'MFA_SETUP') {
      if (responses.EMAIL !== undefined) return this.setUpEmail(user, sessionId, session, responses.EMAIL, now);
      // VerifySoftwareToken with this sign-in's session turned the app on; until then there is nothing to finish.
      if (!this.host.mfa.methodsOf(user.sub).enabled.includes('SOFTWARE_TOKEN_MFA')) throw invalid('User has not set up software token mfa.');
      return this.host.finish(user, now);
    }
    const code = responses[CODE_KEY[session.challengeName]] ?? '';
    const right =
      session.challengeName === 'SOFTWARE_TOKEN_MFA' ? this.host.mfa.authenticatorCodeMatches(user.sub, code.trim(), now) : code.trim() === session.code;
    if (right) {
      if (session.setsUpEmail === true) this.host.mfa.turnOnEmail(user.sub);
      return this.host.finish(user, now);
    }
    // A wrong code can be corrected in the same session, a few times.
    const wrongCodes = session.wrongCodes + 1;
    if (wrongCodes < MAX_WRONG_CODES) this.sessions.set(sessionId, { ...session, wrongCodes });
    throw cognitoError('CodeMismatchException', 'Invalid code or auth state for the user.');
  }

  /** AssociateSoftwareToken / VerifySoftwareToken in MFA_SETUP: the sign-in goes on in a new session. */
  continueSetup(sessionId: string, now: number): { readonly sub: string; readonly session: string } {
    const session = this.sessions.get(sessionId);
    if (!session || session.challengeName !== 'MFA_SETUP') throw cognitoError('NotAuthorizedException', MESSAGES.invalidSession);
    this.sessions.delete(sessionId);
    if (now >= session.expiresAt) throw cognitoError('NotAuthorizedException', MESSAGES.expiredSession);
    const next = this.host.token();
    this.sessions.set(next, session);
    return { sub: session.sub, session: next };
  }

  /**
   * MFA_SETUP answered with EMAIL: a code goes to the address and EMAIL_OTP follows. The address must be the user's
   * own `email` (the pool's sign-in address); another is refused and the session stays usable.
   */
  private setUpEmail(user: U, sessionId: string, session: MfaSession, email: string, now: number): JsonObject {
    const own = (user.attributes.email ?? '').toLowerCase();
    if (own === '' || email.trim().toLowerCase() !== own) {
      this.sessions.set(sessionId, session);
      throw invalid('EMAIL must be the email address of the user.');
    }
    return this.ask(user, 'EMAIL_OTP', now, { setsUpEmail: true });
  }

  /** The code challenge of one method: the app's code, or a new code e-mailed or texted now. */
  private ask(user: U, method: MfaName, now: number, extra: Partial<MfaSession> = {}): JsonObject {
    if (method === 'SOFTWARE_TOKEN_MFA') return this.challenge(user, method, {}, now);
    const email = method === 'EMAIL_OTP';
    const to = email ? (user.attributes.email ?? '') : (user.attributes.phone_number ?? '');
    const code = this.host.generateCode();
    this.host.sendCode({ to, code, userAlias: user.attributes['custom:user_alias'] ?? '' });
    const delivery = { CODE_DELIVERY_DELIVERY_MEDIUM: email ? 'EMAIL' : 'SMS', CODE_DELIVERY_DESTINATION: email ? maskEmail(to) : maskPhone(to) };
    return this.challenge(user, method, delivery, now, { ...extra, code });
  }

  private challenge(
    user: U,
    challengeName: PasswordMfaChallenge,
    parameters: Readonly<Record<string, string>>,
    now: number,
    extra: Partial<MfaSession> = {},
  ): JsonObject {
    const sessionId = this.host.token();
    this.sessions.set(sessionId, { sub: user.sub, challengeName, wrongCodes: 0, expiresAt: now + this.host.sessionTtlMs, ...extra });
    return { ChallengeName: challengeName, Session: sessionId, ChallengeParameters: { ...parameters, USER_ID_FOR_SRP: user.sub } };
  }

  private prune(now: number): void {
    for (const [id, session] of this.sessions) if (now >= session.expiresAt + EXPIRED_SESSION_MEMORY_MS) this.sessions.delete(id);
  }
}
