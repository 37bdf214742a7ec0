// The pool's users, by sub and by their e-mail alias. The library sends the address as typed, so aliases match case-insensitively.
import { MESSAGES, cognitoError, invalid } from './errors';
import type { Strings } from './request';
import type { Verifier } from './srp';

export const USER_STATUSES = ['CONFIRMED', 'UNCONFIRMED', 'FORCE_CHANGE_PASSWORD', 'RESET_REQUIRED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export type StoredUser = {
  readonly sub: string;
  readonly status: UserStatus;
  readonly attributes: Strings;
  readonly createdAt: number;
  /** The password as an SRP salt and verifier only; absent once an administrator reset it. */
  readonly password?: Verifier;
};

export const WRITABLE_ATTRIBUTES: ReadonlySet<string> = new Set([
  'email',
  'name',
  'given_name',
  'family_name',
  'locale',
  'custom:region',
  'custom:user_alias',
  'custom:referrer_user_alias',
  'phone_number',
]);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const aliasOf = (email: string): string => email.trim().toLowerCase();

export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}

export function checkEmail(email: string): void {
  if (!EMAIL.test(email)) throw invalid('Invalid email address format.');
}

export function checkPasswordPolicy(password: string, minLength: number): void {
  if (password.length < minLength) throw cognitoError('InvalidPasswordException', 'Password did not conform with policy: Password not long enough');
  if (password.length > 256) throw invalid('Password did not conform with policy: Password is too long');
}

export class Users {
  private readonly bySub = new Map<string, StoredUser>();
  private readonly subByAlias = new Map<string, string>();

  constructor(private readonly pool: { changed(): void }) {}

  load(users: readonly StoredUser[] = []): void {
    for (const user of users) this.put(user);
  }

  /** By e-mail alias, or by sub (the USERNAME the pool's challenges name). */
  find(username: string): StoredUser | undefined {
    return this.bySub.get(this.subByAlias.get(aliasOf(username)) ?? username);
  }

  get(sub: string): StoredUser | undefined {
    return this.bySub.get(sub);
  }

  all(): StoredUser[] {
    return [...this.bySub.values()];
  }

  checkFree(email: string): void {
    if (this.subByAlias.has(aliasOf(email))) throw cognitoError('UsernameExistsException', MESSAGES.emailExists);
  }

  save(user: StoredUser): void {
    this.put(user);
    this.pool.changed();
  }

  /** AdminUpdateUserAttributes for the e-mail: the new address (verified) replaces the old as the sign-in alias; issued tokens stay valid. */
  changeEmail(sub: string, email: string): 'moved' | 'taken' {
    const user = this.bySub.get(sub);
    if (!user) throw new Error(`No user ${sub} in the pool.`);
    const alias = aliasOf(email);
    const holder = this.subByAlias.get(alias);
    if (holder !== undefined && holder !== sub) return 'taken';
    if (user.attributes.email !== undefined) this.subByAlias.delete(aliasOf(user.attributes.email));
    this.save({ ...user, attributes: { ...user.attributes, email: alias, email_verified: 'true' } });
    return 'moved';
  }

  private put(user: StoredUser): void {
    this.bySub.set(user.sub, user);
    if (user.attributes.email) this.subByAlias.set(aliasOf(user.attributes.email), user.sub);
  }
}
