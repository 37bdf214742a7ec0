// RFC 6238 codes through the `otpauth` library: 6 digits, 30 s steps, SHA-1, as authenticator apps and Cognito use.
import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

const PERIOD_SECONDS = 30;
/** One step either side: a code typed as the app rolls over, or a phone clock a little off, still counts. */
const WINDOW = 1;

export const newTotpSecret = (): string => new Secret({ buffer: randomBytes(20).buffer }).base32;

/** The code an authenticator app shows at `now` (ms); tests use it to answer as the app would. @internal */
export const totpCodeAt = (secret: string, now: number): string => totpFor(secret).generate({ timestamp: now });

export function totpMatches(secret: string, code: string, now: number): boolean {
  if (!/^[0-9]{6}$/.test(code)) return false;
  return totpFor(secret).validate({ token: code, timestamp: now, window: WINDOW }) !== null;
}

const totpFor = (secret: string): TOTP => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: PERIOD_SECONDS, algorithm: 'SHA1' });
