// The user's e-mail addresses (spec §3: `emailAddresses`, entry shape designed here; docs/api/).

export type EmailAddress = {
  readonly address: string;
  readonly isPrimary: boolean;
  readonly isVerified: boolean;
};

/** Primary first, then alphabetical: a stable order for the profile list. */
export const sortEmailAddresses = (addresses: readonly EmailAddress[]): EmailAddress[] =>
  [...addresses].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.address.localeCompare(b.address));
