import type { Either } from 'fp-ts/Either';
import type { Option } from 'fp-ts/Option';
import type { BreachStatus } from '../../domain/breach/breach';
import type { BreachProgress } from '../../domain/breach/breach-progress';
import type { EmailAddress } from '../../domain/email/email-address';
import type { HttpFailure } from '../../domain/http-failure';
import type { UserProfile } from '../../domain/profile/user-profile';
import type { RemovalContract, RemovalStats } from '../../domain/removal/removal';
import type { SubscriptionStatus } from '../../domain/subscription/subscription-status';

type Call<T> = Promise<Either<HttpFailure, T>>;

/** Every call resolves; without a session token no request is made and the call gives Left NoToken. */
export interface ProtectionApi {
  /** POST subscription-status {isWeb: true}. Never rejects. */
  getSubscriptionStatus(): Call<SubscriptionStatus>;
  /** Removal progress per broker. Never rejects. */
  getRemovalStats(): Call<RemovalStats>;
  /** The breaches the user's addresses appear in. Never rejects. */
  getBreachStatus(): Call<BreachStatus>;
  /** The breaches the person marked fixed; a service without this extension answers 404 (API Gateway: 403). Never rejects. */
  getBreachProgress(): Call<BreachProgress>;
  /** Marks one breach fixed, or needing action again; gives the new progress. Never rejects. */
  setBreachFixed(breachKey: string, fixed: boolean): Call<BreachProgress>;
  /** The profile, stored names mapped to form names. Never rejects. */
  getUserProfile(): Call<UserProfile>;
  /** Gives the saved profile. Never rejects. */
  saveUserProfile(profile: UserProfile): Call<UserProfile>;
  /** The account's addresses. Never rejects. */
  getEmailAddresses(): Call<readonly EmailAddress[]>;
  /** Adds the address unverified and e-mails it a code; gives the new list. Never rejects. */
  addEmailAddress(address: string): Call<readonly EmailAddress[]>;
  /** Gives the new list; a wrong code is Left Http 4xx. Never rejects. */
  verifyEmailAddress(address: string, code: string): Call<readonly EmailAddress[]>;
  /** Makes a verified address the primary one; gives the new list. Never rejects. */
  setPrimaryEmailAddress(address: string): Call<readonly EmailAddress[]>;
  /** Gives the new list. Never rejects. */
  removeEmailAddress(address: string): Call<readonly EmailAddress[]>;
  /** A 404 is Right(none): no contract yet. Never rejects. */
  getRemovalContract(): Call<Option<RemovalContract>>;
  /** Creates a contract awaiting signature. Never rejects. */
  requestRemovalContract(): Call<RemovalContract>;
  /** Withdraws the contract. Never rejects. */
  deleteRemovalContract(): Call<void>;
}
