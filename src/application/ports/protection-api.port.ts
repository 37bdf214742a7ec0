import type { Either } from 'fp-ts/Either';
import type { Option } from 'fp-ts/Option';
import type { BreachStatus } from '../../domain/breach/breach';
import type { EmailAddress } from '../../domain/email/email-address';
import type { HttpFailure } from '../../domain/http/http-failure';
import type { UserProfile } from '../../domain/profile/user-profile';
import type { RemovalContract, RemovalStats } from '../../domain/removal/removal';
import type { SubscriptionStatus } from '../../domain/subscription/subscription-status';

/** Every call resolves; expected failures (no token, transport, status, decode) are a Left. */
type Call<T> = Promise<Either<HttpFailure, T>>;

/**
 * The Protection API (spec §7): base URL and api key from configuration, the session's bearer token,
 * no retries, 10 s time-out, response keys camel-cased. Without a session token no request is made
 * and the call gives Left NoToken (spec §8).
 */
export interface ProtectionApi {
  /** POST subscription-status {isWeb: true} (spec §7). Never rejects; the use-case applies the §8 fallback. */
  getSubscriptionStatus(): Call<SubscriptionStatus>;
  /** GET data-broker-deletion (spec §7): removal progress per broker. Never rejects. */
  getRemovalStats(): Call<RemovalStats>;
  /** POST breach-status (spec §7): the breaches the user's addresses appear in. Never rejects. */
  getBreachStatus(): Call<BreachStatus>;
  /** GET profile-info/user-profile (spec §3 `userProfile`, stored names mapped to form names). Never rejects. */
  getUserProfile(): Call<UserProfile>;
  /** POST profile-info/user-profile with the stored names first_name … zip (spec §3, §7); gives the saved profile. Never rejects. */
  saveUserProfile(profile: UserProfile): Call<UserProfile>;
  /** GET profile-info/email-addresses (spec §3 `emailAddresses`). Never rejects. */
  getEmailAddresses(): Call<readonly EmailAddress[]>;
  /** POST profile-info/email-addresses: adds the address unverified and e-mails it a code; gives the new list. Never rejects. */
  addEmailAddress(address: string): Call<readonly EmailAddress[]>;
  /** Confirms an added address with the code it received; gives the new list. A wrong code is Left Http 4xx. Never rejects. */
  verifyEmailAddress(address: string, code: string): Call<readonly EmailAddress[]>;
  /** PATCH profile-info/email-addresses: makes a verified address the primary one; gives the new list. Never rejects. */
  setPrimaryEmailAddress(address: string): Call<readonly EmailAddress[]>;
  /** DELETE profile-info/email-addresses with a body naming the address; gives the new list. Never rejects. */
  removeEmailAddress(address: string): Call<readonly EmailAddress[]>;
  /** GET data-broker-removal/contract. A 404 is Right(none): no contract yet (spec §8). Never rejects. */
  getRemovalContract(): Call<Option<RemovalContract>>;
  /** POST data-broker-removal/contract (spec §4): creates a contract awaiting signature. Never rejects. */
  requestRemovalContract(): Call<RemovalContract>;
  /** DELETE data-broker-removal/contract (spec §4). Never rejects. */
  deleteRemovalContract(): Call<void>;
}
