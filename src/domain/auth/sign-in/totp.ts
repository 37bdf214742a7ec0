// TOTP setup link for authenticator apps (spec §4 "TOTP setup (shared secret, setup link)").
import type { TotpSetupDetails } from './sign-in-step';

export const TOTP_ISSUER = 'Protect';

/** The Key Uri Format authenticator apps read: otpauth://totp/<issuer>:<account>?secret=…&issuer=…. */
export function totpSetupDetails(sharedSecret: string, accountName: string, issuer: string = TOTP_ISSUER): TotpSetupDetails {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(accountName)}`;
  const query = `secret=${encodeURIComponent(sharedSecret)}&issuer=${encodeURIComponent(issuer)}`;
  return { sharedSecret, setupUri: `otpauth://totp/${label}?${query}` };
}
