// Every field is optional, but what is given must let a broker find the person's records.
import { i18n } from '../i18n';
import { PROFILE_FIELDS, type ProfileField, type UserProfile } from './user-profile';

export type ProfileErrors = Partial<Record<ProfileField, string>>;

const MAX_LENGTH: Record<ProfileField, number> = { firstName: 100, lastName: 100, birthDate: 10, address: 200, address2: 200, city: 100, state: 100, zip: 10 };

function birthDateError(value: string, today: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return i18n._('Enter your date of birth as YYYY-MM-DD.');
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const daysInMonth = [31, y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  if (m < 1 || m > 12 || d < 1 || d > (daysInMonth[m - 1] as number)) return i18n._('That date does not exist.');
  if (value > today || y < 1900) return i18n._('Enter a date of birth between 1900 and today.');
  return null;
}

export function validateProfile(profile: UserProfile, today: string): ProfileErrors {
  const errors: ProfileErrors = {};
  for (const field of PROFILE_FIELDS) {
    const value = profile[field].trim();
    const max = MAX_LENGTH[field];
    if (value.length > max) errors[field] = i18n._('Keep this under {max} characters.', { max });
  }
  const birthDate = profile.birthDate.trim();
  if (birthDate !== '' && !errors.birthDate) {
    const problem = birthDateError(birthDate, today);
    if (problem) errors.birthDate = problem;
  }
  const zip = profile.zip.trim();
  if (zip !== '' && !errors.zip && !/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(zip))
    errors.zip = i18n._('Enter a postal code with letters, digits, spaces or hyphens.');
  return errors;
}

export const trimProfile = (profile: UserProfile): UserProfile =>
  Object.fromEntries(PROFILE_FIELDS.map((field) => [field, profile[field].trim()])) as UserProfile;

export const isoDate = (nowMs: number): string => new Date(nowMs).toISOString().slice(0, 10);
