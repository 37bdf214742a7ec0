// MFA after the right password: the pool's setting and the user's methods decide between tokens, a code challenge,
// SELECT_MFA_TYPE and MFA_SETUP (the app through VerifySoftwareToken, or e-mailed codes to the person's own address).
import type { DeviceRegistry } from './devices';
import { MESSAGES, cognitoError, invalid, notAuthorized } from './errors';
import type { MfaName, PoolMfa } from './mfa';
import type { JsonObject, Strings } from './request';
import type { Answer, PoolCore } from './sessions';
import type { CodeMail } from './triggers';
import { type StoredUser, maskEmail } from './users';

export const PASSWORD_MFA_CHALLENGES = ['SOFTWARE_TOKEN_MFA', 'EMAIL_OTP', 'SMS_MFA', 'SELECT_MFA_TYPE', 'MFA_SETUP'] as const;
type Challenge = (typeof PASSWORD_MFA_CHALLENGES)[number];

const CODE_KEY: Readonly<Record<MfaName, string>> = { SOFTWARE_TOKEN_MFA: 'SOFTWARE_TOKEN_MFA_CODE', EMAIL_OTP: 'EMAIL_OTP_CODE', SMS_MFA: 'SMS_MFA_CODE' };

const SETUP_METHODS: readonly MfaName[] = ['SOFTWARE_TOKEN_MFA', 'EMAIL_OTP'];

/** Wrong codes a session takes; the next one ends it. */
const MAX_WRONG_CODES = 3;

type MfaSession = { readonly code?: string; readonly choices?: readonly MfaName[]; readonly setsUpEmail?: boolean; readonly wrongCodes: number };

type Parts = PoolCore & { readonly mfa: PoolMfa; readonly devices: DeviceRegistry; sendCode(mail: CodeMail): void };

const maskPhone = (phone: string): string => `+${'*'.repeat(Math.max(phone.length - 5, 0))}${phone.slice(-4)}`;

export class PasswordMfa {
  constructor(private readonly pool: Parts) {}

  next(user: StoredUser, now: number): JsonObject {
    const configuration = this.pool.settings.mfaConfiguration;
    if (configuration === 'OFF') return this.pool.devices.finishSignIn(user, now);
    const { enabled, preferred } = this.pool.mfa.methodsOf(user.sub);
    if (enabled.length === 0) {
      // OPTIONAL: a user without a method signs in with the password alone. ON: the user must set one up first.
      if (configuration === 'OPTIONAL') return this.pool.devices.finishSignIn(user, now);
      return this.challenge(user, 'MFA_SETUP', now, { MFAS_CAN_SETUP: JSON.stringify(SETUP_METHODS) });
    }
    const chosen = preferred ?? (enabled.length === 1 ? enabled[0] : undefined);
    if (chosen !== undefined) return this.ask(user, chosen, now);
    return this.challenge(user, 'SELECT_MFA_TYPE', now, { MFAS_CAN_CHOOSE: JSON.stringify(enabled) }, { choices: enabled });
  }

  /** A session answers once, except for a correctable answer: a wrong code (a few times), choice or address. */
  respond(challengeName: Challenge, { session: id, username, responses }: Answer, now: number): JsonObject {
    const session = this.pool.sessions.take<MfaSession>(id, challengeName, now, username);
    const user = this.pool.users.get(session.sub);
    if (!user) throw notAuthorized(MESSAGES.invalidSession);
    const reopen = (changed: Partial<MfaSession> = {}) => this.pool.sessions.reopen({ ...session, ...changed }, id);
    if (challengeName === 'SELECT_MFA_TYPE') {
      const choice = session.choices?.find((name) => name === responses.ANSWER);
      if (choice !== undefined) return this.ask(user, choice, now);
      reopen();
      throw invalid(`Invalid MFA type ${responses.ANSWER ?? ''}: expected one of ${JSON.stringify(session.choices ?? [])}.`);
    }
    if (challengeName === 'MFA_SETUP') {
      if (responses.EMAIL !== undefined) {
        const own = (user.attributes.email ?? '').toLowerCase();
        if (own !== '' && responses.EMAIL.trim().toLowerCase() === own) return this.ask(user, 'EMAIL_OTP', now, { setsUpEmail: true });
        reopen();
        throw invalid('EMAIL must be the email address of the user.');
      }
      // VerifySoftwareToken with this sign-in's session turned the app on; until then there is nothing to finish.
      if (!this.pool.mfa.methodsOf(user.sub).enabled.includes('SOFTWARE_TOKEN_MFA')) throw invalid('User has not set up software token mfa.');
      return this.pool.devices.finishSignIn(user, now);
    }
    const code = (responses[CODE_KEY[challengeName]] ?? '').trim();
    const right = challengeName === 'SOFTWARE_TOKEN_MFA' ? this.pool.mfa.authenticatorCodeMatches(user.sub, code, now) : code === session.code;
    if (right) {
      if (session.setsUpEmail === true) this.pool.mfa.turnOnEmail(user.sub);
      return this.pool.devices.finishSignIn(user, now);
    }
    if (session.wrongCodes + 1 < MAX_WRONG_CODES) reopen({ wrongCodes: session.wrongCodes + 1 });
    throw cognitoError('CodeMismatchException', 'Invalid code or auth state for the user.');
  }

  private ask(user: StoredUser, method: MfaName, now: number, extra: Partial<MfaSession> = {}): JsonObject {
    if (method === 'SOFTWARE_TOKEN_MFA') return this.challenge(user, method, now, {});
    const email = method === 'EMAIL_OTP';
    const to = (email ? user.attributes.email : user.attributes.phone_number) ?? '';
    const code = this.pool.random.code();
    this.pool.sendCode({ to, code, userAlias: user.attributes['custom:user_alias'] ?? '' });
    const delivery = { CODE_DELIVERY_DELIVERY_MEDIUM: email ? 'EMAIL' : 'SMS', CODE_DELIVERY_DESTINATION: email ? maskEmail(to) : maskPhone(to) };
    return this.challenge(user, method, now, delivery, { ...extra, code });
  }

  private challenge(user: StoredUser, challengeName: Challenge, now: number, parameters: Strings, data: Partial<MfaSession> = {}): JsonObject {
    return this.pool.sessions.ask(challengeName, user.sub, now, { ...parameters, USER_ID_FOR_SRP: user.sub }, { wrongCodes: 0, ...data });
  }
}
