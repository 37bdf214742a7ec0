export const PROFILE_FIELDS = ['firstName', 'lastName', 'birthDate', 'address', 'address2', 'city', 'state', 'zip'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export type UserProfile = Readonly<Record<ProfileField, string>>;

export const STORED_PROFILE_NAMES: Readonly<Record<ProfileField, string>> = {
  firstName: 'first_name',
  lastName: 'last_name',
  birthDate: 'birth_date',
  address: 'address',
  address2: 'address_2',
  city: 'city',
  state: 'state',
  zip: 'zip',
};

export const EMPTY_PROFILE: UserProfile = { firstName: '', lastName: '', birthDate: '', address: '', address2: '', city: '', state: '', zip: '' };

export function toStoredProfile(profile: UserProfile): Record<string, string> {
  const stored: Record<string, string> = {};
  for (const field of PROFILE_FIELDS) stored[STORED_PROFILE_NAMES[field]] = profile[field];
  return stored;
}

export function fromStoredProfile(stored: Readonly<Record<string, string | null | undefined>>): UserProfile {
  const profile = { ...EMPTY_PROFILE } as Record<ProfileField, string>;
  for (const field of PROFILE_FIELDS) profile[field] = stored[STORED_PROFILE_NAMES[field]] ?? '';
  return profile;
}
