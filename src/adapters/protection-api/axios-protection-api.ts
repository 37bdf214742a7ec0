import * as E from 'fp-ts/Either';
import type * as O from 'fp-ts/Option';
import type { AccountApi, EmailAddressApi, RemovalApi } from '../../application/ports/protection-api.port';
import type { BreachStatus } from '../../domain/breach/breach';
import type { EmailAddress } from '../../domain/email/email-address';
import type { HttpFailure } from '../../domain/http-failure';
import { OWN_CLIENT_RETRY_LIMIT } from '../http/retry-policy';
import { toStoredProfile, type UserProfile } from '../../domain/profile/user-profile';
import { contractReadFailure } from '../../domain/removal/contract-read';
import type { RemovalContract } from '../../domain/removal/removal';
import { READS } from './dashboard-reads';
import { ignoreBody, JsonHttpClient, type BearerSource, type EarlyAnswers, type BodyDecoder, type HttpMethod } from '../http/json-http-client';
import { decodeInWorker, type DecodingWorker } from './breach-status-parts';
import * as wire from '../../wire/protection-api.wire';

export type AxiosProtectionApiOptions = {
  readonly protectionApi: { readonly url: string; readonly key: string };
  readonly verificationUrl: string;
  readonly verificationKey: string;
  readonly bearer: BearerSource;
  readonly timeoutMs?: number;
  readonly decodingWorker?: () => Promise<DecodingWorker>;
  /** The dashboard's reads the page's start sent early. */
  readonly early?: EarlyAnswers;
};

/** From this size (about 3,000 breaches) an answer's decoding would be a long task on the main thread. */
export const LARGE_ANSWER_BYTES = 1_000_000;

type Call<T> = Promise<E.Either<HttpFailure, T>>;

const EMAILS = READS.emails.path;
const PROFILE = READS.profile.path;
const CONTRACT = READS.contract.path;
const PROGRESS = READS.progress.path;

export class AxiosProtectionApi implements EmailAddressApi, RemovalApi, AccountApi {
  private readonly api: JsonHttpClient;
  private readonly verification: JsonHttpClient;
  private readonly breaches: BodyDecoder<BreachStatus>;

  constructor(options: AxiosProtectionApiOptions) {
    const shared = { bearer: options.bearer, timeoutMs: options.timeoutMs, retries: OWN_CLIENT_RETRY_LIMIT };
    this.api = new JsonHttpClient({ ...shared, baseUrl: options.protectionApi.url, apiKey: options.protectionApi.key, early: options.early });
    this.verification = new JsonHttpClient({ ...shared, baseUrl: options.verificationUrl, apiKey: options.verificationKey });
    const worker = options.decodingWorker;
    const decodeHere = async (body: Blob) => wire.decodeBreachStatus(await body.text());
    this.breaches = (body) => (worker !== undefined && body.size >= LARGE_ANSWER_BYTES ? decodeInWorker(body, worker, decodeHere) : decodeHere(body));
  }

  readonly getSubscriptionStatus = () => this.api.send(READS.subscription, wire.decodeSubscriptionStatus);
  readonly getRemovalStats = () => this.api.send(READS.removals, wire.decodeRemovalStats);
  readonly getBreachStatus = () => this.api.sendForBody(READS.breaches, this.breaches);
  readonly getBreachProgress = () => this.api.send(READS.progress, wire.decodeBreachProgress);
  readonly setBreachFixed = (breachKey: string, fixed: boolean) =>
    this.api.send({ method: 'PUT', path: PROGRESS, body: wire.breachProgressRequest(breachKey, fixed) }, wire.decodeBreachProgress);
  readonly markVisit = () => this.api.send(READS.lastVisit, wire.decodeLastVisit);
  readonly getUserProfile = () => this.api.send(READS.profile, wire.decodeUserProfile);
  readonly saveUserProfile = (value: UserProfile) => this.api.send({ method: 'POST', path: PROFILE, body: toStoredProfile(value) }, wire.decodeUserProfile);
  readonly getEmailAddresses = () => this.api.send(READS.emails, wire.decodeEmailAddresses);
  readonly addEmailAddress = (address: string) => this.emails('POST', address);
  readonly setPrimaryEmailAddress = (address: string) => this.emails('PATCH', address);
  readonly removeEmailAddress = (address: string) => this.emails('DELETE', address);
  readonly verifyEmailAddress = (address: string, code: string) =>
    this.verification.send({ method: 'POST', path: 'email-addresses', body: wire.verifyEmailAddressRequest(address, code) }, wire.decodeEmailAddresses);
  readonly getRemovalContract = async (): Call<O.Option<RemovalContract>> =>
    E.orElse(contractReadFailure<RemovalContract>)(await this.api.send(READS.contract, wire.decodeRemovalContract));
  readonly requestRemovalContract = () => this.api.send({ method: 'POST', path: CONTRACT }, wire.decodeCreatedContract);
  readonly deleteRemovalContract = () => this.api.send({ method: 'DELETE', path: CONTRACT }, ignoreBody);

  private emails(method: HttpMethod, address?: string): Call<readonly EmailAddress[]> {
    return this.api.send({ method, path: EMAILS, body: address === undefined ? undefined : wire.emailAddressRequest(address) }, wire.decodeEmailAddresses);
  }
}
