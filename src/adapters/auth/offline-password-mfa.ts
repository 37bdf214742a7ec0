// The offline pool's MFA after a password, as local-backend asks it: the pool's MFA setting (OFF / OPTIONAL / ON)
// and the person's methods (authenticator app, e-mailed code, texted code) lead to tokens, SOFTWARE_TOKEN_MFA,
// EMAIL_OTP, SMS_MFA, SELECT_MFA_TYPE or MFA_SETUP, unless this browser is a device the pool remembers for them.
// A wrong code can be corrected in the same session, twice. MFA_SETUP sets up the authenticator app, or e-mailed codes
// when answered with the person's own address (a code goes there, then EMAIL_OTP). Also the MFA preference and settings.
import * as E from 'fp-ts/Either';
import type { ChallengeAnswer } from '../../application/ports/auth-gateway.port';
import type { AuthFailure } from '../../domain/auth/failure/auth-failure';
import type { AuthOutcome } from '../../domain/auth/sign-in/auth-outcome';
import type { MfaMethodPreference, MfaPreference, MfaSettings } from '../../domain/auth/sign-in/mfa';
import type { MfaType } from '../../domain/auth/sign-in/sign-in-step';
import { SIGN_IN_STATE_TTL_MS } from '../../domain/auth/sign-in/sign-in-state';
import { codeMail } from '../../stand-ins/outbox/code-mail';
import { newTotpSecret, totpMatches } from './offline-authenticator';
import type { ChallengeDeps } from './offline-challenges';
import type { OfflineDevices } from './offline-devices';
import { type MfaChallengeName, type MfaName, type MfaSession, mfaConfiguration, OfflineMfaStore } from './offline-mfa-store';
import { fail, normalUsername, type PoolUser, sixDigits, type UserMfa } from './offline-pool-store';

const MAX_WRONG_CODES = 3;
const INVALID_SESSION = 'Invalid session for the user.';
const EXPIRED_SESSION = 'Invalid session for the user, session is expired.';
const TYPE_OF: Readonly<Record<MfaName, MfaType>> = { SOFTWARE_TOKEN_MFA: 'TOTP', EMAIL_OTP: 'EMAIL', SMS_MFA: 'SMS' };
/** What MFA_SETUP can set up, as local-backend offers it. */
const SETUP_METHODS: readonly MfaName[] = ['SOFTWARE_TOKEN_MFA', 'EMAIL_OTP'];

type Result<A = AuthOutcome> = E.Either<AuthFailure, A>;

export type OfflinePasswordMfaDeps = ChallengeDeps & {
  readonly storage: Pick<Storage, 'getItem' | 'setItem'>;
  /** Where the pool's MFA setting is read (localStorage); none: OPTIONAL. */
  readonly settings?: Pick<Storage, 'getItem'>;
  readonly devices: Pick<OfflineDevices, 'prove' | 'remember'>;
};

/** `a***@e***` and `+*******0100`, as the service masks a delivery destination. */
const maskEmail = (email: string): string => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
};
const maskPhone = (phone: string): string => `+${'*'.repeat(Math.max(phone.length - 5, 0))}${phone.slice(-4)}`;

export class OfflinePasswordMfa {
  private readonly mfa: OfflineMfaStore;

  constructor(private readonly deps: OfflinePasswordMfaDeps) {
    this.mfa = new OfflineMfaStore(deps.storage);
  }

  /** After the right password of a confirmed person (or their new password): tokens, or the MFA the setting and their methods call for. */
  afterPassword(user: PoolUser, username: string): Result {
    const configuration = mfaConfiguration(this.deps.settings);
    const { enabled, preferred } = this.methodsOf(user.sub);
    if (configuration === 'OFF' || (configuration === 'OPTIONAL' && enabled.length === 0)) return this.finish(user, username);
    // A remembered device proves itself instead of any further step; one the pool forgot is refused, so the app drops it.
    const device = this.deps.devices.prove(user.sub);
    if (device === 'unknown') return fail('ResourceNotFoundException', 'Device does not exist.');
    if (device === 'remembered') return E.right({ type: 'tokens', session: this.deps.issueSession(user, username) });
    if (enabled.length === 0) return E.right(this.challenge(username, 'MFA_SETUP', { MFAS_CAN_SETUP: JSON.stringify(SETUP_METHODS) }));
    const chosen = preferred ?? (enabled.length === 1 ? enabled[0] : undefined);
    if (chosen !== undefined) return E.right(this.ask(user, username, chosen));
    return E.right(this.challenge(username, 'SELECT_MFA_TYPE', { MFAS_CAN_CHOOSE: JSON.stringify(enabled) }, { choices: [...enabled] }));
  }

  /** RespondToAuthChallenge for the five MFA challenges; a session answers once, except after a wrong code or a method not offered. */
  async answer(answer: ChallengeAnswer): Promise<Result> {
    const now = this.deps.clock.now();
    const session = this.mfa.takeSession(answer.session);
    const user = session ? this.deps.store.readPool().users[session.username] : undefined;
    if (!session || session.challengeName !== answer.challengeName || session.username !== normalUsername(answer.username) || !user) {
      return fail('NotAuthorizedException', INVALID_SESSION);
    }
    if (now >= session.expiresAt) return fail('NotAuthorizedException', EXPIRED_SESSION);
    if (session.challengeName === 'SELECT_MFA_TYPE') {
      const choice = session.choices?.find((name) => name === answer.answer);
      if (choice !== undefined) return E.right(this.ask(user, session.username, choice));
      this.mfa.putSession(answer.session, session, now);
      return fail('InvalidParameterException', `Invalid MFA type ${answer.answer}: expected one of ${JSON.stringify(session.choices ?? [])}.`);
    }
    if (session.challengeName === 'MFA_SETUP') {
      // An address sets up e-mailed codes; only the person's own (their sign-in address) is taken, and the session stays usable.
      if (answer.answer.trim() !== '') {
        if (normalUsername(answer.answer) === user.email.toLowerCase()) return E.right(this.ask(user, session.username, 'EMAIL_OTP', { setsUpEmail: true }));
        this.mfa.putSession(answer.session, session, now);
        return fail('InvalidParameterException', 'EMAIL must be the email address of the user.');
      }
      // VerifySoftwareToken with this sign-in's session turned the app on; until then there is nothing to finish.
      return this.methodsOf(user.sub).enabled.includes('SOFTWARE_TOKEN_MFA')
        ? this.finish(user, session.username)
        : fail('InvalidParameterException', 'User has not set up software token mfa.');
    }
    const code = answer.answer.trim();
    const secret = this.appOf(user.sub).secret;
    const right = session.challengeName === 'SOFTWARE_TOKEN_MFA' ? secret !== undefined && (await totpMatches(secret, code, now)) : code === session.code;
    if (right) {
      if (session.setsUpEmail === true) this.mfa.writeMethods(user.sub, { ...this.mfa.methodsOf(user.sub), email: true, preferred: 'EMAIL_OTP' });
      return this.finish(user, session.username);
    }
    const wrongCodes = session.wrongCodes + 1;
    if (wrongCodes < MAX_WRONG_CODES) this.mfa.putSession(answer.session, { ...session, wrongCodes }, now);
    return fail('CodeMismatchException', 'Invalid code or auth state for the user.');
  }

  /** MFA_SETUP: a new authenticator secret for the setup session, and a new session for the next call. */
  associateSoftwareToken(request: { readonly session: string }): Result<{ readonly secretCode: string; readonly session: string }> {
    const setup = this.continueSetup(request.session);
    if (E.isLeft(setup)) return setup;
    const secretCode = newTotpSecret(this.deps.random);
    this.writeApp(setup.right.sub, { ...this.appOf(setup.right.sub), pending: secretCode });
    return E.right({ secretCode, session: setup.right.session });
  }

  /** MFA_SETUP: the app's code checked against the new secret turns the app on, and MFA_SETUP is answered with the next session. */
  async verifySoftwareToken(request: { readonly username: string; readonly session: string; readonly code: string }): Promise<Result> {
    const code = request.code.trim();
    if (!/^[0-9]{6}$/.test(code)) return fail('InvalidParameterException', 'Invalid value for parameter UserCode');
    const setup = this.continueSetup(request.session);
    if (E.isLeft(setup)) return setup;
    const { pending, ...app } = this.appOf(setup.right.sub);
    if (pending === undefined) return fail('InvalidParameterException', 'User has not associated a software token.');
    if (!(await totpMatches(pending, code, this.deps.clock.now()))) return fail('CodeMismatchException', 'Invalid code received for user');
    this.writeApp(setup.right.sub, { ...app, secret: pending, enabled: true });
    return this.answer({ username: request.username, challengeName: 'MFA_SETUP', session: setup.right.session, answer: '' });
  }

  /** SetUserMFAPreference: absent methods stay as they are; ON keeps one on; turning the app off forgets its secret. */
  setPreference(sub: string, preference: MfaPreference): Result<void> {
    const configuration = mfaConfiguration(this.deps.settings);
    if (configuration === 'OFF') return fail('InvalidParameterException', 'MFA is turned off for this user pool.');
    const app = this.appOf(sub);
    const methods = this.mfa.methodsOf(sub);
    const { totp, email, sms } = preference;
    // Texted codes go to the phone_number attribute: without one there is nowhere to send them.
    if (sms?.enabled === true && methods.phone === undefined) return fail('InvalidParameterException', 'User does not have a phone number.');
    if (totp?.enabled === true && app.secret === undefined) return fail('InvalidParameterException', 'User has not verified software token mfa');
    const on: Record<MfaName, boolean> = {
      SOFTWARE_TOKEN_MFA: totp?.enabled ?? app.enabled === true,
      EMAIL_OTP: email?.enabled ?? methods.email === true,
      SMS_MFA: sms?.enabled ?? methods.sms === true,
    };
    if (configuration === 'ON' && !on.SOFTWARE_TOKEN_MFA && !on.EMAIL_OTP && !on.SMS_MFA) {
      return fail('InvalidParameterException', 'MFA is required by this user pool: at least one method must stay on.');
    }
    const given: readonly (readonly [MfaName, MfaMethodPreference | undefined])[] = [
      ['SOFTWARE_TOKEN_MFA', totp],
      ['EMAIL_OTP', email],
      ['SMS_MFA', sms],
    ];
    // A method set as not preferred stops being the preferred one: with several on and none preferred, sign-in asks to choose.
    const kept = given.some(([name, method]) => name === methods.preferred && method?.preferred === false) ? undefined : methods.preferred;
    const preferred = given.find(([name, method]) => method?.preferred === true && on[name])?.[0] ?? kept;
    const { preferred: _old, ...rest } = methods;
    this.mfa.writeMethods(sub, { ...rest, email: on.EMAIL_OTP, sms: on.SMS_MFA, ...(preferred !== undefined && on[preferred] ? { preferred } : {}) });
    if (totp !== undefined) this.writeApp(sub, totp.enabled ? { ...app, enabled: true } : {});
    return E.right(undefined);
  }

  /** GetUser's MFA: the methods turned on and the preferred one. */
  settings(sub: string): MfaSettings {
    const methods = this.mfa.methodsOf(sub);
    const enabled: MfaType[] = [
      ...(this.appOf(sub).enabled === true ? ['TOTP' as const] : []),
      ...(methods.email === true ? ['EMAIL' as const] : []),
      ...(methods.sms === true ? ['SMS' as const] : []),
    ];
    return methods.preferred === undefined ? { enabled } : { enabled, preferred: TYPE_OF[methods.preferred] };
  }

  /** The methods sign-in can ask this person (an app with a checked secret, e-mail, SMS with a phone number), and the preferred one. */
  private methodsOf(sub: string): { readonly enabled: readonly MfaName[]; readonly preferred?: MfaName } {
    const app = this.appOf(sub);
    const methods = this.mfa.methodsOf(sub);
    const enabled: MfaName[] = [
      ...(app.enabled === true && app.secret !== undefined ? ['SOFTWARE_TOKEN_MFA' as const] : []),
      ...(methods.email === true ? ['EMAIL_OTP' as const] : []),
      ...(methods.sms === true && methods.phone !== undefined ? ['SMS_MFA' as const] : []),
    ];
    return methods.preferred !== undefined && enabled.includes(methods.preferred) ? { enabled, preferred: methods.preferred } : { enabled };
  }

  /** The code challenge of one method: the app's code, or a new code e-mailed, or texted to the phone number, now. */
  private ask(user: PoolUser, username: string, method: MfaName, extra: Partial<MfaSession> = {}): AuthOutcome {
    if (method === 'SOFTWARE_TOKEN_MFA') return this.challenge(username, method, {});
    const email = method === 'EMAIL_OTP';
    const to = email ? user.email : (this.mfa.methodsOf(user.sub).phone ?? '');
    const code = sixDigits(this.deps.random);
    this.deps.outbox.deliver({
      id: this.deps.random.uuid(),
      ...codeMail('signIn', { to, code, userAlias: user.userAlias }, this.deps.appOrigin),
      sentAt: this.deps.clock.now(),
    });
    const delivery = { CODE_DELIVERY_DELIVERY_MEDIUM: email ? 'EMAIL' : 'SMS', CODE_DELIVERY_DESTINATION: email ? maskEmail(to) : maskPhone(to) };
    return this.challenge(username, method, delivery, { ...extra, code });
  }

  private challenge(
    username: string,
    challengeName: MfaChallengeName,
    parameters: Readonly<Record<string, string>>,
    extra: Partial<MfaSession> = {},
  ): AuthOutcome {
    const session = this.deps.random.uuid();
    const now = this.deps.clock.now();
    this.mfa.putSession(session, { username, challengeName, wrongCodes: 0, expiresAt: now + SIGN_IN_STATE_TTL_MS, ...extra }, now);
    return { type: 'challenge', challengeName, session, parameters };
  }

  /** AssociateSoftwareToken / VerifySoftwareToken in MFA_SETUP: the sign-in goes on in a new session. */
  private continueSetup(id: string): Result<{ readonly sub: string; readonly session: string }> {
    if (mfaConfiguration(this.deps.settings) === 'OFF') return fail('InvalidParameterException', 'MFA is turned off for this user pool.');
    const now = this.deps.clock.now();
    const session = this.mfa.takeSession(id);
    const user = session ? this.deps.store.readPool().users[session.username] : undefined;
    if (!session || session.challengeName !== 'MFA_SETUP' || !user) return fail('NotAuthorizedException', INVALID_SESSION);
    if (now >= session.expiresAt) return fail('NotAuthorizedException', EXPIRED_SESSION);
    const next = this.deps.random.uuid();
    this.mfa.putSession(next, session, now);
    return E.right({ sub: user.sub, session: next });
  }

  private appOf(sub: string): UserMfa {
    return this.deps.store.readPool().mfa?.[sub] ?? {};
  }

  private writeApp(sub: string, app: UserMfa): void {
    const pool = this.deps.store.readPool();
    this.deps.store.writePool({ ...pool, mfa: { ...pool.mfa, [sub]: app } });
  }

  private finish(user: PoolUser, username: string): Result {
    this.deps.devices.remember(user.sub);
    return E.right({ type: 'tokens', session: this.deps.issueSession(user, username) });
  }
}
