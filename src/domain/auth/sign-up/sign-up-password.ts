import type { UniformIntSource } from './uniform-int-source';

export const SIGN_UP_PASSWORD_LENGTH = 30;

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const SPECIAL = '^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+-';

export const PASSWORD_CLASSES: readonly string[] = [LOWER, UPPER, DIGITS, SPECIAL];
export const PASSWORD_ALPHABET = PASSWORD_CLASSES.join('');

const MAX_ATTEMPTS = 1000;

function draw(random: UniformIntSource, length: number): string {
  let password = '';
  for (let i = 0; i < length; i += 1) {
    const index = random.randomInt(PASSWORD_ALPHABET.length);
    if (!Number.isInteger(index) || index < 0 || index >= PASSWORD_ALPHABET.length) {
      throw new RangeError(`randomInt(${PASSWORD_ALPHABET.length}) returned ${index}`);
    }
    password += PASSWORD_ALPHABET.charAt(index);
  }
  return password;
}

const hasEveryClass = (password: string): boolean => PASSWORD_CLASSES.every((chars) => [...password].some((c) => chars.includes(c)));

/** Throws on a length below 4 or a broken random source: both are bugs. */
export function generateSignUpPassword(random: UniformIntSource, length: number = SIGN_UP_PASSWORD_LENGTH): string {
  if (!Number.isInteger(length) || length < PASSWORD_CLASSES.length) throw new RangeError(`Password length ${length} cannot hold every class`);
  // Rejection sampling over whole strings: uniform over all valid passwords, no fixed class positions.
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const password = draw(random, length);
    if (hasEveryClass(password)) return password;
  }
  throw new Error('The random source never produced a password with every character class');
}
