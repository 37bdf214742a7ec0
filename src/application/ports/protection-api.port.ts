import type { Either } from 'fp-ts/Either';
import type { Option } from 'fp-ts/Option';
import type { BreachStatus } from '../../domain/breach/breach';
import type { BreachProgress } from '../../domain/breach/breach-progress';
import type { EmailAddress } from '../../domain/email/email-address';
import type { HttpFailure } from '../../domain/http-failure';
import type { UserProfile } from '../../domain/profile/user-profile';
import type { RemovalContract, RemovalStats } from '../../domain/removal/removal';
import type { SubscriptionStatus } from '../../domain/subscription/subscription-status';

// The Protection API, a port per area that uses it. No call rejects; without a session token nothing is sent and it gives Left NoToken.
type Call<T> = Promise<Either<HttpFailure, T>>;

/** The account's e-mail addresses; each change gives the new list. */
export interface EmailAddressApi {
  getEmailAddresses(): Call<readonly EmailAddress[]>;
  /** Adds the address unverified and e-mails it a code; an unverified address added again gets a new code. */
  addEmailAddress(address: string): Call<readonly EmailAddress[]>;
  verifyEmailAddress(address: string, code: string): Call<readonly EmailAddress[]>;
  /** The primary address is the one the account signs in with. */
  setPrimaryEmailAddress(address: string): Call<readonly EmailAddress[]>;
  removeEmailAddress(address: string): Call<readonly EmailAddress[]>;
}

export interface RemovalApi {
  getRemovalStats(): Call<RemovalStats>;
  /** A 404 is Right(none): no contract yet. */
  getRemovalContract(): Call<Option<RemovalContract>>;
  requestRemovalContract(): Call<RemovalContract>;
  deleteRemovalContract(): Call<void>;
}

export interface AccountApi {
  getSubscriptionStatus(): Call<SubscriptionStatus>;
  getUserProfile(): Call<UserProfile>;
  saveUserProfile(profile: UserProfile): Call<UserProfile>;
  getBreachStatus(): Call<BreachStatus>;
  /** The breaches the person marked fixed; a service without this extension answers 404 (API Gateway: 403). */
  getBreachProgress(): Call<BreachProgress>;
  setBreachFixed(breachKey: string, fixed: boolean): Call<BreachProgress>;
  /** Marks this visit and gives the one before (null on the first); a service without this extension answers 404. */
  markVisit(): Call<string | null>;
}
