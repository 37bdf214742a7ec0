import type { TotpSetupDetails } from './sign-in-step';

export const TOTP_ISSUER = 'Protect';

export function totpSetupDetails(sharedSecret: string, accountName: string, issuer: string = TOTP_ISSUER): TotpSetupDetails {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(accountName)}`;
  const query = `secret=${encodeURIComponent(sharedSecret)}&issuer=${encodeURIComponent(issuer)}`;
  return { sharedSecret, setupUri: `otpauth://totp/${label}?${query}` };
}
