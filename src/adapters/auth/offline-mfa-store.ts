// The offline pool's MFA beyond the authenticator app, kept apart from the pool's state so that only the parts
// loaded with their first use read it: the pool's MFA setting (localStorage, like device tracking), each person's
// e-mail and text-message methods, preferred method and phone number, and the sessions of the MFA steps of a
// sign-in (sessionStorage, with the pool). Anything that does not decode reads as empty: storage is outside input.
import * as t from 'io-ts';

/** localStorage: 'OFF', 'OPTIONAL' (the default, as local-backend's) or 'ON', the pool's MFA setting. */
export const OFFLINE_MFA_CONFIGURATION_KEY = 'protect.offline.mfaConfiguration';
const METHODS_KEY = 'protect.offline.mfa-methods';
const SESSIONS_KEY = 'protect.offline.mfa-sessions';
/** An expired session is kept this long, so its answer is told it expired rather than unknown. */
const EXPIRED_SESSION_MEMORY_MS = 3_600_000;

export type MfaConfiguration = 'OFF' | 'OPTIONAL' | 'ON';

export const mfaConfiguration = (settings: Pick<Storage, 'getItem'> | undefined): MfaConfiguration => {
  const setting = settings?.getItem(OFFLINE_MFA_CONFIGURATION_KEY);
  return setting === 'OFF' || setting === 'ON' ? setting : 'OPTIONAL';
};

const MfaName = t.keyof({ SOFTWARE_TOKEN_MFA: null, EMAIL_OTP: null, SMS_MFA: null });
export type MfaName = t.TypeOf<typeof MfaName>;

/** `phone`: the phone_number attribute, where text-message codes go. */
const PersonMethods = t.partial({ email: t.boolean, sms: t.boolean, preferred: MfaName, phone: t.string });
export type PersonMethods = t.TypeOf<typeof PersonMethods>;

const MfaChallengeName = t.keyof({ SOFTWARE_TOKEN_MFA: null, EMAIL_OTP: null, SMS_MFA: null, SELECT_MFA_TYPE: null, MFA_SETUP: null });
export type MfaChallengeName = t.TypeOf<typeof MfaChallengeName>;

/** `code`: the e-mailed or texted code; `choices`: the methods SELECT_MFA_TYPE offered; `setsUpEmail`: MFA_SETUP's EMAIL_OTP. Times in ms. */
const MfaSession = t.intersection([
  t.type({ username: t.string, challengeName: MfaChallengeName, wrongCodes: t.number, expiresAt: t.number }),
  t.partial({ code: t.string, choices: t.array(MfaName), setsUpEmail: t.boolean }),
]);
export type MfaSession = t.TypeOf<typeof MfaSession>;

const Methods = t.record(t.string, PersonMethods);
const Sessions = t.record(t.string, MfaSession);

export class OfflineMfaStore {
  constructor(private readonly storage: Pick<Storage, 'getItem' | 'setItem'>) {}

  methodsOf(sub: string): PersonMethods {
    return this.read(METHODS_KEY, Methods)[sub] ?? {};
  }

  writeMethods(sub: string, methods: PersonMethods): void {
    this.storage.setItem(METHODS_KEY, JSON.stringify({ ...this.read(METHODS_KEY, Methods), [sub]: methods }));
  }

  /** Takes the session out: it answers once (the caller puts it back after a wrong code). */
  takeSession(id: string): MfaSession | undefined {
    const { [id]: session, ...others } = this.read(SESSIONS_KEY, Sessions);
    if (session !== undefined) this.storage.setItem(SESSIONS_KEY, JSON.stringify(others));
    return session;
  }

  putSession(id: string, session: MfaSession, now: number): void {
    const live = Object.entries(this.read(SESSIONS_KEY, Sessions)).filter(([, kept]) => kept.expiresAt + EXPIRED_SESSION_MEMORY_MS > now);
    this.storage.setItem(SESSIONS_KEY, JSON.stringify({ ...Object.fromEntries(live), [id]: session }));
  }

  private read<A>(key: string, codec: t.Decoder<unknown, Record<string, A>>): Record<string, A> {
    const raw = this.storage.getItem(key);
    if (raw === null) return {};
    try {
      const decoded = codec.decode(JSON.parse(raw));
      return decoded._tag === 'Right' ? decoded.right : {};
    } catch {
      return {};
    }
  }
}
