// Each user's MFA methods and the calls that set them up, from a signed-in person or a sign-in in MFA_SETUP.
import { cognitoError, invalid } from './errors';
import { type JsonObject, field, isRecord, optionalString, requiredString } from './request';
import type { PoolCore } from './sessions';
import type { Tokens } from './tokens';
import { newTotpSecret, totpMatches } from './totp';

export type MfaName = 'SOFTWARE_TOKEN_MFA' | 'EMAIL_OTP' | 'SMS_MFA';

/** One user's MFA; `pendingSecret` is associated but not yet verified, so it signs nobody in. */
export type UserMfa = {
  readonly sub: string;
  readonly secret?: string;
  readonly pendingSecret?: string;
  readonly totpEnabled: boolean;
  readonly emailEnabled: boolean;
  /** Absent in state kept before SMS existed. */
  readonly smsEnabled?: boolean;
  readonly preferred?: MfaName;
};

/** In the order the service prefers them when several are marked preferred. */
const FLAGS = { SOFTWARE_TOKEN_MFA: 'totpEnabled', EMAIL_OTP: 'emailEnabled', SMS_MFA: 'smsEnabled' } as const;
const METHODS = Object.keys(FLAGS) as MfaName[];

type Setting = { readonly enabled: boolean; readonly preferred: boolean };

type Parts = PoolCore & { readonly tokens: Tokens };

function settingOf(body: JsonObject, key: string): Setting | undefined {
  const value = field(body, key);
  if (value === undefined) return undefined;
  if (!isRecord(value)) throw invalid(`Invalid value for parameter ${key}`);
  const { Enabled: enabled, PreferredMfa: preferred } = value;
  if ((enabled !== undefined && typeof enabled !== 'boolean') || (preferred !== undefined && typeof preferred !== 'boolean')) {
    throw invalid(`Invalid value for parameter ${key}`);
  }
  return { enabled: enabled === true, preferred: preferred === true };
}

export class PoolMfa {
  private readonly users = new Map<string, UserMfa>();

  constructor(private readonly pool: Parts) {}

  load(users: readonly UserMfa[] = []): void {
    for (const user of users) this.users.set(user.sub, user);
  }

  state(): readonly UserMfa[] {
    return [...this.users.values()];
  }

  asksAuthenticator(sub: string): boolean {
    const user = this.users.get(sub);
    return this.pool.settings.mfaConfiguration !== 'OFF' && user?.totpEnabled === true && user.secret !== undefined;
  }

  authenticatorCodeMatches(sub: string, code: string, now: number): boolean {
    const secret = this.users.get(sub)?.secret;
    return secret !== undefined && totpMatches(secret, code, now);
  }

  methodsOf(sub: string): { readonly enabled: readonly MfaName[]; readonly preferred?: MfaName } {
    const user = this.of(sub);
    const usable = (name: MfaName) => (name !== 'SOFTWARE_TOKEN_MFA' || user.secret !== undefined) && (name !== 'SMS_MFA' || this.phoneOf(sub) !== undefined);
    const enabled = METHODS.filter((name) => user[FLAGS[name]] === true && usable(name));
    return user.preferred !== undefined && enabled.includes(user.preferred) ? { enabled, preferred: user.preferred } : { enabled };
  }

  /** GetUser's MFA fields: present only once a method is on, as Cognito answers them. */
  getUserFields(sub: string): JsonObject {
    const user = this.of(sub);
    const list = METHODS.filter((name) => user[FLAGS[name]] === true);
    if (list.length === 0) return {};
    return { UserMFASettingList: list, ...(user.preferred === undefined ? {} : { PreferredMfaSetting: user.preferred }) };
  }

  associateSoftwareToken(body: JsonObject, now: number): JsonObject {
    this.refuseWhenOff();
    const { sub, session } = this.caller(body, now);
    const secret = newTotpSecret();
    this.put({ ...this.of(sub), pendingSecret: secret });
    return { SecretCode: secret, ...(session === undefined ? {} : { Session: session }) };
  }

  verifySoftwareToken(body: JsonObject, now: number): JsonObject {
    this.refuseWhenOff();
    const code = optionalString(body, 'UserCode');
    if (code === undefined || !/^[0-9]{6}$/.test(code)) throw invalid('Invalid value for parameter UserCode');
    const { sub, session } = this.caller(body, now);
    const user = this.of(sub);
    if (user.pendingSecret === undefined) throw invalid('User has not associated a software token.');
    if (!totpMatches(user.pendingSecret, code, now)) throw cognitoError('CodeMismatchException', 'Invalid code received for user');
    const { pendingSecret, ...rest } = user;
    // Verified during MFA_SETUP, the app is the sign-in's MFA from now on, as Cognito turns it on there.
    this.put({ ...rest, secret: pendingSecret, ...(session === undefined ? {} : { totpEnabled: true }) });
    return { Status: 'SUCCESS', ...(session === undefined ? {} : { Session: session }) };
  }

  setUserMfaPreference(body: JsonObject, now: number): JsonObject {
    const accessToken = requiredString(body, 'AccessToken');
    const asked: Partial<Record<MfaName, Setting>> = {
      SOFTWARE_TOKEN_MFA: settingOf(body, 'SoftwareTokenMfaSettings'),
      EMAIL_OTP: settingOf(body, 'EmailMfaSettings'),
      SMS_MFA: settingOf(body, 'SMSMfaSettings'),
    };
    const sub = this.pool.tokens.subOf(accessToken, now);
    this.refuseWhenOff();
    if (asked.SMS_MFA?.enabled && this.phoneOf(sub) === undefined) throw invalid('User does not have a phone number.');
    const { preferred: previous, secret, ...user } = this.of(sub);
    if (asked.SOFTWARE_TOKEN_MFA?.enabled && secret === undefined) throw invalid('User has not verified software token mfa');
    const on = (name: MfaName): boolean => asked[name]?.enabled ?? user[FLAGS[name]] === true;
    if (this.pool.settings.mfaConfiguration === 'ON' && !METHODS.some(on))
      throw invalid('MFA is required by this user pool: at least one method must stay on.');
    // A method set as not preferred stops being the preferred one: with several on and none preferred, sign-in asks to choose.
    const kept = previous !== undefined && asked[previous]?.preferred !== false ? previous : undefined;
    const preferred = METHODS.find((name) => asked[name]?.preferred === true && on(name)) ?? kept;
    // Turning the app off forgets its secret: turning it on again needs a new one, so a lost phone stays useless.
    const keepsSecret = secret !== undefined && asked.SOFTWARE_TOKEN_MFA?.enabled !== false;
    this.put({
      ...user,
      ...(keepsSecret ? { secret } : {}),
      totpEnabled: on('SOFTWARE_TOKEN_MFA'),
      emailEnabled: on('EMAIL_OTP'),
      smsEnabled: on('SMS_MFA'),
      ...(preferred !== undefined && on(preferred) ? { preferred } : {}),
    });
    return {};
  }

  turnOnEmail(sub: string): void {
    this.put({ ...this.of(sub), emailEnabled: true, preferred: 'EMAIL_OTP' });
  }

  private caller(body: JsonObject, now: number): { readonly sub: string; readonly session?: string } {
    const accessToken = optionalString(body, 'AccessToken');
    const session = optionalString(body, 'Session');
    if (accessToken !== undefined) return { sub: this.pool.tokens.subOf(accessToken, now) };
    if (session === undefined) throw invalid('Either AccessToken or Session is required.');
    const setup = this.pool.sessions.take(session, 'MFA_SETUP', now);
    return { sub: setup.sub, session: this.pool.sessions.reopen(setup) };
  }

  private phoneOf(sub: string): string | undefined {
    return this.pool.users.get(sub)?.attributes.phone_number || undefined;
  }

  private refuseWhenOff(): void {
    if (this.pool.settings.mfaConfiguration === 'OFF') throw invalid('MFA is turned off for this user pool.');
  }

  private of(sub: string): UserMfa {
    return this.users.get(sub) ?? { sub, totpEnabled: false, emailEnabled: false };
  }

  private put(user: UserMfa): void {
    this.users.set(user.sub, user);
    this.pool.changed();
  }
}
