import * as E from 'fp-ts/Either';
import type * as O from 'fp-ts/Option';
import type { AccountApi, EmailAddressApi, RemovalApi } from '../../application/ports/protection-api.port';
import type { BreachStatus } from '../../domain/breach/breach';
import type { BreachProgress } from '../../domain/breach/breach-progress';
import type { EmailAddress } from '../../domain/email/email-address';
import type { HttpFailure } from '../../domain/http-failure';
import { OWN_CLIENT_RETRY_LIMIT } from '../http/retry-policy';
import { toStoredProfile, type UserProfile } from '../../domain/profile/user-profile';
import { contractReadFailure } from '../../domain/removal/contract-read';
import type { RemovalContract, RemovalStats } from '../../domain/removal/removal';
import type { SubscriptionStatus } from '../../domain/subscription/subscription-status';
import { ignoreBody, JsonHttpClient, type BearerSource, type Decoder } from '../http/json-http-client';
import { decodeInWorker, type DecodingWorker } from './breach-status-parts';
import {
  BreachProgressBody,
  breachProgressRequest,
  BreachStatusBody,
  decodeBody,
  EmailAddressesBody,
  emailAddressRequest,
  RemovalContractBody,
  RemovalStatsBody,
  SUBSCRIPTION_STATUS_REQUEST,
  SubscriptionStatusBody,
  toBreachProgress,
  toBreachStatus,
  toEmailAddresses,
  toRemovalContract,
  toRemovalStats,
  toSubscriptionStatus,
  toUserProfile,
  UserProfileBody,
  verifyEmailAddressRequest,
} from '../../wire/protection-api.wire';

export type AxiosProtectionApiOptions = {
  readonly protectionApi: { readonly url: string; readonly key: string };
  readonly verificationUrl: string;
  readonly bearer: BearerSource;
  readonly timeoutMs?: number;
  /** Where a large breach-status answer is decoded, off the main thread; without it, here. */
  readonly decodingWorker?: () => Promise<DecodingWorker>;
};

/** From this length (about 3,000 breaches) an answer's decoding would be a long task on the main thread. */
export const LARGE_ANSWER_CHARS = 1_000_000;

type Call<T> = Promise<E.Either<HttpFailure, T>>;

const subscription: Decoder<SubscriptionStatus> = (text) => decodeBody(SubscriptionStatusBody, toSubscriptionStatus, text);
const decodeBreaches = (text: string) => decodeBody(BreachStatusBody, toBreachStatus, text);
const removals: Decoder<RemovalStats> = (text) => decodeBody(RemovalStatsBody, toRemovalStats, text);
const progress: Decoder<BreachProgress> = (text) => decodeBody(BreachProgressBody, toBreachProgress, text);
const profile: Decoder<UserProfile> = (text) => decodeBody(UserProfileBody, toUserProfile, text);
const emails: Decoder<readonly EmailAddress[]> = (text) => decodeBody(EmailAddressesBody, toEmailAddresses, text);
const contract = (text: string): E.Either<HttpFailure, O.Option<RemovalContract>> => decodeBody(RemovalContractBody, toRemovalContract, text);

/** A created contract must be there: `{contract: null}` after POST is contract drift. */
const createdContract: Decoder<RemovalContract> = (text) =>
  E.flatMap(contract(text), (found) => (found._tag === 'Some' ? E.right(found.value) : E.left({ kind: 'Decode', details: ['contract: expected a contract'] })));

const EMAILS = 'profile-info/email-addresses';
const PROFILE = 'profile-info/user-profile';
const CONTRACT = 'data-broker-removal/contract';
const PROGRESS = 'breach-progress';

export class AxiosProtectionApi implements EmailAddressApi, RemovalApi, AccountApi {
  private readonly api: JsonHttpClient;
  private readonly verification: JsonHttpClient;
  private readonly breaches: Decoder<BreachStatus>;

  constructor(options: AxiosProtectionApiOptions) {
    const shared = { bearer: options.bearer, timeoutMs: options.timeoutMs, retries: OWN_CLIENT_RETRY_LIMIT };
    this.api = new JsonHttpClient({ ...shared, baseUrl: options.protectionApi.url, apiKey: options.protectionApi.key });
    this.verification = new JsonHttpClient({ ...shared, baseUrl: options.verificationUrl });
    const worker = options.decodingWorker;
    this.breaches = (text) => (worker !== undefined && text.length >= LARGE_ANSWER_CHARS ? decodeInWorker(text, worker, decodeBreaches) : decodeBreaches(text));
  }

  getSubscriptionStatus(): Call<SubscriptionStatus> {
    return this.api.send({ method: 'POST', path: 'subscription-status', body: SUBSCRIPTION_STATUS_REQUEST }, subscription);
  }

  getRemovalStats(): Call<RemovalStats> {
    return this.api.send({ method: 'GET', path: 'data-broker-deletion' }, removals);
  }

  getBreachStatus(): Call<BreachStatus> {
    return this.api.send({ method: 'POST', path: 'breach-status' }, this.breaches);
  }

  getBreachProgress(): Call<BreachProgress> {
    return this.api.send({ method: 'GET', path: PROGRESS }, progress);
  }

  setBreachFixed(breachKey: string, fixed: boolean): Call<BreachProgress> {
    return this.api.send({ method: 'PUT', path: PROGRESS, body: breachProgressRequest(breachKey, fixed) }, progress);
  }

  getUserProfile(): Call<UserProfile> {
    return this.api.send({ method: 'GET', path: PROFILE }, profile);
  }

  saveUserProfile(value: UserProfile): Call<UserProfile> {
    return this.api.send({ method: 'POST', path: PROFILE, body: toStoredProfile(value) }, profile);
  }

  getEmailAddresses(): Call<readonly EmailAddress[]> {
    return this.api.send({ method: 'GET', path: EMAILS }, emails);
  }

  addEmailAddress(address: string): Call<readonly EmailAddress[]> {
    return this.api.send({ method: 'POST', path: EMAILS, body: emailAddressRequest(address) }, emails);
  }

  verifyEmailAddress(address: string, code: string): Call<readonly EmailAddress[]> {
    return this.verification.send({ method: 'POST', path: 'email-addresses', body: verifyEmailAddressRequest(address, code) }, emails);
  }

  setPrimaryEmailAddress(address: string): Call<readonly EmailAddress[]> {
    return this.api.send({ method: 'PATCH', path: EMAILS, body: emailAddressRequest(address) }, emails);
  }

  removeEmailAddress(address: string): Call<readonly EmailAddress[]> {
    return this.api.send({ method: 'DELETE', path: EMAILS, body: emailAddressRequest(address) }, emails);
  }

  async getRemovalContract(): Call<O.Option<RemovalContract>> {
    return E.orElse(contractReadFailure<RemovalContract>)(await this.api.send({ method: 'GET', path: CONTRACT }, contract));
  }

  requestRemovalContract(): Call<RemovalContract> {
    return this.api.send({ method: 'POST', path: CONTRACT }, createdContract);
  }

  deleteRemovalContract(): Call<void> {
    return this.api.send({ method: 'DELETE', path: CONTRACT }, ignoreBody);
  }
}
