// The pool's MFA: its setting (OFF / OPTIONAL / ON), each user's authenticator app and preference, and the
// three operations a signed-in person (access token) or a sign-in in MFA_SETUP (challenge session) calls.
import { cognitoError } from './errors';
import { newTotpSecret, totpMatches } from './totp';

export type MfaConfiguration = 'OFF' | 'OPTIONAL' | 'ON';
export const MFA_CONFIGURATIONS: readonly MfaConfiguration[] = ['OFF', 'OPTIONAL', 'ON'];

export type MfaName = 'SOFTWARE_TOKEN_MFA' | 'EMAIL_OTP' | 'SMS_MFA';

/** One user's MFA; `pendingSecret` is associated but not yet verified, so it signs nobody in. */
export type UserMfa = {
  readonly sub: string;
  readonly secret?: string;
  readonly pendingSecret?: string;
  readonly totpEnabled: boolean;
  readonly emailEnabled: boolean;
  /** Codes by text message to the user's phone_number; absent in state kept before SMS existed. */
  readonly smsEnabled?: boolean;
  readonly preferred?: MfaName;
};

type JsonObject = Readonly<Record<string, unknown>>;

export type MfaDeps = {
  readonly configuration: MfaConfiguration;
  /** The sub of a valid access token; throws the service's NotAuthorizedException otherwise. */
  readonly userOfAccessToken: (accessToken: string, now: number) => string;
  /** The sub of a live MFA_SETUP sign-in session, and a new session id for the next call; throws NotAuthorizedException otherwise. */
  readonly continueSetupSession: (session: string, now: number) => { readonly sub: string; readonly session: string };
  readonly changed: () => void;
  /** The user's phone_number attribute, where SMS codes go; SMS MFA needs one. */
  readonly phoneOf: (sub: string) => string | undefined;
  readonly initial?: readonly UserMfa[];
};

const invalid = (message: string) => cognitoError('InvalidParameterException', message);

function text(body: JsonObject, key: string): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value.length > 8192) throw invalid(`Invalid value for parameter ${key}`);
  return value;
}

/** `{Enabled, PreferredMfa}` of SetUserMFAPreference; absent leaves that method as it is. */
function methodSettings(body: JsonObject, key: string): { readonly enabled: boolean; readonly preferred: boolean } | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw invalid(`Invalid value for parameter ${key}`);
  const { Enabled: enabled, PreferredMfa: preferred } = value as Record<string, unknown>;
  if ((enabled !== undefined && typeof enabled !== 'boolean') || (preferred !== undefined && typeof preferred !== 'boolean')) {
    throw invalid(`Invalid value for parameter ${key}`);
  }
  return { enabled: enabled === true, preferred: preferred === true };
}

export class PoolMfa {
  readonly configuration: MfaConfiguration;
  private readonly users = new Map<string, UserMfa>();

  constructor(private readonly deps: MfaDeps) {
    this.configuration = deps.configuration;
    for (const user of deps.initial ?? []) this.users.set(user.sub, user);
  }

  state(): readonly UserMfa[] {
    return [...this.users.values()];
  }

  /** Whether sign-in asks this user for an authenticator code: the app is verified and turned on, and the pool allows MFA. */
  asksAuthenticator(sub: string): boolean {
    const user = this.users.get(sub);
    return this.configuration !== 'OFF' && user?.totpEnabled === true && user.secret !== undefined;
  }

  authenticatorCodeMatches(sub: string, code: string, now: number): boolean {
    const secret = this.users.get(sub)?.secret;
    return secret !== undefined && totpMatches(secret, code, now);
  }

  /** The methods turned on for this user that sign-in can ask (an app with a verified secret, SMS with a phone number), and the preferred one. */
  methodsOf(sub: string): { readonly enabled: readonly MfaName[]; readonly preferred?: MfaName } {
    const user = this.users.get(sub);
    const enabled: MfaName[] = [
      ...(user?.totpEnabled === true && user.secret !== undefined ? ['SOFTWARE_TOKEN_MFA' as const] : []),
      ...(user?.emailEnabled === true ? ['EMAIL_OTP' as const] : []),
      ...(user?.smsEnabled === true && this.deps.phoneOf(sub) !== undefined ? ['SMS_MFA' as const] : []),
    ];
    return user?.preferred !== undefined && enabled.includes(user.preferred) ? { enabled, preferred: user.preferred } : { enabled };
  }

  /** GetUser's MFA fields: present only once a method is turned on, as Cognito answers them. */
  getUserFields(sub: string): JsonObject {
    const user = this.users.get(sub);
    const list: MfaName[] = [
      ...(user?.totpEnabled ? ['SOFTWARE_TOKEN_MFA' as const] : []),
      ...(user?.emailEnabled ? ['EMAIL_OTP' as const] : []),
      ...(user?.smsEnabled ? ['SMS_MFA' as const] : []),
    ];
    if (list.length === 0) return {};
    return { UserMFASettingList: list, ...(user?.preferred === undefined ? {} : { PreferredMfaSetting: user.preferred }) };
  }

  /** A new secret for the caller: with an access token (a signed-in person) or a MFA_SETUP session (then a new session too). */
  associateSoftwareToken(body: JsonObject, now: number): JsonObject {
    this.refuseWhenOff();
    const { sub, session } = this.caller(body, now);
    const secret = newTotpSecret();
    this.put({ ...this.of(sub), pendingSecret: secret });
    return { SecretCode: secret, ...(session === undefined ? {} : { Session: session }) };
  }

  /** Checks a code from the app against the associated secret; on success the app is registered (not yet turned on). */
  verifySoftwareToken(body: JsonObject, now: number): JsonObject {
    this.refuseWhenOff();
    const code = text(body, 'UserCode');
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
    const accessToken = text(body, 'AccessToken');
    if (accessToken === undefined) throw invalid('Missing required parameter AccessToken');
    const totp = methodSettings(body, 'SoftwareTokenMfaSettings');
    const email = methodSettings(body, 'EmailMfaSettings');
    const sms = methodSettings(body, 'SMSMfaSettings');
    const sub = this.deps.userOfAccessToken(accessToken, now);
    this.refuseWhenOff();
    // SMS codes go to the phone_number attribute: without one there is nowhere to send them.
    if (sms?.enabled && this.deps.phoneOf(sub) === undefined) throw invalid('User does not have a phone number.');
    const user = this.of(sub);
    if (totp?.enabled && user.secret === undefined) throw invalid('User has not verified software token mfa');
    const totpEnabled = totp === undefined ? user.totpEnabled : totp.enabled;
    const emailEnabled = email === undefined ? user.emailEnabled : email.enabled;
    const smsEnabled = sms === undefined ? user.smsEnabled === true : sms.enabled;
    if (this.configuration === 'ON' && !totpEnabled && !emailEnabled && !smsEnabled)
      throw invalid('MFA is required by this user pool: at least one method must stay on.');
    // A method set as not preferred stops being the preferred one: with several on and none preferred, sign-in asks to choose.
    const unpreferred = [
      totp && !totp.preferred ? 'SOFTWARE_TOKEN_MFA' : '',
      email && !email.preferred ? 'EMAIL_OTP' : '',
      sms && !sms.preferred ? 'SMS_MFA' : '',
    ];
    const kept = user.preferred !== undefined && unpreferred.includes(user.preferred) ? undefined : user.preferred;
    const preferred: MfaName | undefined =
      totp?.preferred && totpEnabled ? 'SOFTWARE_TOKEN_MFA' : email?.preferred && emailEnabled ? 'EMAIL_OTP' : sms?.preferred && smsEnabled ? 'SMS_MFA' : kept;
    const keepsPreferred =
      preferred === 'SOFTWARE_TOKEN_MFA' ? totpEnabled : preferred === 'EMAIL_OTP' ? emailEnabled : preferred === 'SMS_MFA' ? smsEnabled : false;
    const { preferred: _old, ...rest } = user;
    // Turning the app off forgets its secret: turning it on again needs a new one, so a lost phone stays useless.
    const { secret: _secret, ...withoutSecret } = rest;
    const base = totp !== undefined && !totp.enabled ? withoutSecret : rest;
    this.put({ ...base, totpEnabled, emailEnabled, smsEnabled, ...(keepsPreferred && preferred !== undefined ? { preferred } : {}) });
    return {};
  }

  /** E-mailed codes set up during sign-in (MFA_SETUP): on, and the preferred method. */
  turnOnEmail(sub: string): void {
    this.put({ ...this.of(sub), emailEnabled: true, preferred: 'EMAIL_OTP' });
  }

  private caller(body: JsonObject, now: number): { readonly sub: string; readonly session?: string } {
    const accessToken = text(body, 'AccessToken');
    const session = text(body, 'Session');
    if (accessToken !== undefined) return { sub: this.deps.userOfAccessToken(accessToken, now) };
    if (session !== undefined) return this.deps.continueSetupSession(session, now);
    throw invalid('Either AccessToken or Session is required.');
  }

  private refuseWhenOff(): void {
    if (this.configuration === 'OFF') throw invalid('MFA is turned off for this user pool.');
  }

  private of(sub: string): UserMfa {
    return this.users.get(sub) ?? { sub, totpEnabled: false, emailEnabled: false };
  }

  private put(user: UserMfa): void {
    this.users.set(user.sub, user);
    this.deps.changed();
  }
}
