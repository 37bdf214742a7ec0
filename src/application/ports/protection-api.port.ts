import type { Either } from 'fp-ts/Either';
import type { Option } from 'fp-ts/Option';
import type { BreachStatus } from '../../domain/breach/breach';
import type { EmailAddress } from '../../domain/email/email-address';
import type { HttpFailure } from '../../domain/http/http-failure';
import type { UserProfile } from '../../domain/profile/user-profile';
import type { RemovalContract, RemovalStats } from '../../domain/removal/removal';
import type { SubscriptionStatus } from '../../domain/subscription/subscription-status';

type Call<T> = Promise<Either<HttpFailure, T>>;

/**
 * The Protection API (spec §7): base URL and api key from configuration, the session's bearer token,
 * no retries. Every method never rejects: no token, transport, HTTP and decode problems come back as Left.
 */
export interface ProtectionApi {
  /** POST subscription-status {isWeb: true}. */
  getSubscriptionStatus(): Call<SubscriptionStatus>;
  /** GET data-broker-deletion: removal progress per broker. */
  getRemovalStats(): Call<RemovalStats>;
  /** POST breach-status: the breaches the user's addresses appear in. */
  getBreachStatus(): Call<BreachStatus>;
  /** GET profile-info/user-profile. */
  getUserProfile(): Call<UserProfile>;
  /** POST profile-info/user-profile with the stored names (spec §3). */
  saveUserProfile(profile: UserProfile): Call<UserProfile>;
  /** GET profile-info/email-addresses. */
  getEmailAddresses(): Call<readonly EmailAddress[]>;
  /** POST profile-info/email-addresses: adds an unverified address and e-mails it a code. */
  addEmailAddress(address: string): Call<readonly EmailAddress[]>;
  /** Confirms an added address with its code (through the configured verification endpoint). */
  verifyEmailAddress(address: string, code: string): Call<readonly EmailAddress[]>;
  /** PATCH profile-info/email-addresses: makes a verified address the primary one. */
  setPrimaryEmailAddress(address: string): Call<readonly EmailAddress[]>;
  /** DELETE profile-info/email-addresses with a body naming the address. */
  removeEmailAddress(address: string): Call<readonly EmailAddress[]>;
  /** GET data-broker-removal/contract. A 404 is Right(none): no contract yet (spec §8). */
  getRemovalContract(): Call<Option<RemovalContract>>;
  /** POST data-broker-removal/contract: creates a contract awaiting signature. */
  requestRemovalContract(): Call<RemovalContract>;
  /** DELETE data-broker-removal/contract. */
  deleteRemovalContract(): Call<void>;
}
