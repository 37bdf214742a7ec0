import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as t from 'io-ts';
import type { Clock } from '../../application/ports/clock.port';
import type { AccountApi, EmailAddressApi, RemovalApi } from '../../application/ports/protection-api.port';
import type { RandomSource } from '../../application/ports/random-source.port';
import type { SessionSource } from '../../application/ports/session-source.port';
import type { BreachStatus } from '../../domain/breach/breach';
import type { BreachProgress } from '../../domain/breach/breach-progress';
import type { EmailAddress } from '../../domain/email/email-address';
import type { HttpFailure } from '../../domain/http-failure';
import { HTTP_TIMEOUT_MS } from '../http/retry-policy';
import type { UserProfile } from '../../domain/profile/user-profile';
import { contractReadFailure } from '../../domain/removal/contract-read';
import type { RemovalContract, RemovalStats } from '../../domain/removal/removal';
import type { SubscriptionStatus } from '../../domain/subscription/subscription-status';
import type { FaultSwitch } from '../../stand-ins/faults/storage-fault-switch';
import type { OfflineOutbox } from '../../stand-ins/outbox/offline-outbox';
import { codeMail } from '../../stand-ins/outbox/code-mail';
import { corruptBody } from '../../stand-ins/faults/body-faults';
import {
  ProtectionBackend,
  StoredUserData,
  type Caller,
  type Outcome,
  type SignInMove,
  type UserDataStore,
} from '../../stand-ins/protection/protection-backend';
import * as wire from '../../wire/protection-api.wire';
import { readStored } from '../../wire/stored-json';

export const OFFLINE_DATA_KEY = 'protect.offline.data';

const AllData = t.record(t.string, StoredUserData);

type Result<T> = Promise<E.Either<HttpFailure, T>>;

/** Each answer goes to wire JSON and back through the HTTP adapter's decoders, so a broken body fails as it would over HTTP. */
type Leg<T> = { readonly encode: (value: T) => unknown; readonly decode: (text: string) => E.Either<HttpFailure, T> };

const SUBSCRIPTION: Leg<SubscriptionStatus> = { encode: wire.encodeSubscriptionStatus, decode: wire.decodeSubscriptionStatus };
const REMOVALS: Leg<RemovalStats> = { encode: wire.encodeRemovalStats, decode: wire.decodeRemovalStats };
const BREACHES: Leg<BreachStatus> = { encode: wire.encodeBreachStatus, decode: wire.decodeBreachStatus };
const PROGRESS: Leg<BreachProgress> = { encode: wire.encodeBreachProgress, decode: wire.decodeBreachProgress };
const PROFILE: Leg<UserProfile> = { encode: wire.encodeUserProfile, decode: wire.decodeUserProfile };
const EMAILS: Leg<readonly EmailAddress[]> = { encode: wire.encodeEmailAddresses, decode: wire.decodeEmailAddresses };
const CONTRACT: Leg<RemovalContract> = { encode: wire.encodeRemovalContract, decode: wire.decodeCreatedContract };
const LAST_VISIT: Leg<string | null> = { encode: wire.encodeLastVisit, decode: wire.decodeLastVisit };
const NO_BODY: Leg<void> = { encode: () => undefined, decode: () => E.right(undefined) };

export type InMemoryProtectionApiDeps = {
  readonly storage: Pick<Storage, 'getItem' | 'setItem'>;
  readonly sessions: SessionSource;
  readonly faults: FaultSwitch;
  readonly clock: Clock;
  readonly random: RandomSource;
  readonly outbox: OfflineOutbox;
  readonly appOrigin: string;
  readonly moveSignInAddress: (userId: string, address: string) => SignInMove;
  readonly timeoutMs?: number;
};

export class InMemoryProtectionApi implements EmailAddressApi, RemovalApi, AccountApi {
  private readonly backend: ProtectionBackend;

  constructor(private readonly deps: InMemoryProtectionApiDeps) {
    this.backend = new ProtectionBackend({
      store: storageStore(deps.storage),
      now: () => deps.clock.now(),
      randomDigit: () => deps.random.randomInt(10),
      uuid: () => deps.random.uuid(),
      sendEmailCode: (mail) => deps.outbox.deliver({ id: deps.random.uuid(), ...codeMail('addressCode', mail, deps.appOrigin), sentAt: deps.clock.now() }),
      moveSignInAddress: deps.moveSignInAddress,
    });
  }

  readonly getSubscriptionStatus = () => this.call('subscriptionStatus', (caller) => this.backend.subscriptionStatus(caller), SUBSCRIPTION);
  readonly getRemovalStats = () => this.call('dataBrokerDeletion', (caller) => this.backend.dataBrokerDeletion(caller), REMOVALS);
  readonly getBreachStatus = () => this.call('breachStatus', (caller) => this.backend.breachStatus(caller), BREACHES);
  readonly getBreachProgress = () => this.call('getBreachProgress', (caller) => this.backend.getBreachProgress(caller), PROGRESS);
  readonly setBreachFixed = (breachKey: string, fixed: boolean) =>
    this.call('setBreachFixed', (caller) => this.backend.setBreachFixed(caller, breachKey, fixed), PROGRESS);
  readonly markVisit = () => this.call('markVisit', (caller) => this.backend.markVisit(caller), LAST_VISIT);
  readonly getUserProfile = () => this.call('getUserProfile', (caller) => this.backend.getUserProfile(caller), PROFILE);
  readonly saveUserProfile = (profile: UserProfile) => this.call('saveUserProfile', (caller) => this.backend.saveUserProfile(caller, profile), PROFILE);
  readonly getEmailAddresses = () => this.call('getEmailAddresses', (caller) => this.backend.getEmailAddresses(caller), EMAILS);
  readonly addEmailAddress = (address: string) => this.call('addEmailAddress', (caller) => this.backend.addEmailAddress(caller, address), EMAILS);
  readonly verifyEmailAddress = (address: string, code: string) =>
    this.call('verifyEmailAddress', (caller) => this.backend.verifyEmailAddress(caller, address, code), EMAILS);
  readonly setPrimaryEmailAddress = (address: string) =>
    this.call('setPrimaryEmailAddress', (caller) => this.backend.setPrimaryEmailAddress(caller, address), EMAILS);
  readonly removeEmailAddress = (address: string) => this.call('removeEmailAddress', (caller) => this.backend.removeEmailAddress(caller, address), EMAILS);
  readonly getRemovalContract = async (): Result<O.Option<RemovalContract>> => {
    const read = await this.call('getRemovalContract', (caller) => this.backend.getRemovalContract(caller), CONTRACT);
    return E.orElse(contractReadFailure<RemovalContract>)(E.map((contract: RemovalContract) => O.some(contract))(read));
  };
  readonly requestRemovalContract = () => this.call('requestRemovalContract', (caller) => this.backend.requestRemovalContract(caller), CONTRACT);
  readonly deleteRemovalContract = () => this.call('deleteRemovalContract', (caller) => this.backend.deleteRemovalContract(caller), NO_BODY);
  readonly markContractSigned = () => this.call('signRemovalContract', (caller) => this.backend.signRemovalContract(caller), CONTRACT);

  private async call<T>(operation: string, run: (caller: Caller) => Outcome<T>, { encode, decode }: Leg<T>): Result<T> {
    const session = await this.deps.sessions.currentSession();
    if (O.isNone(session)) return E.left({ kind: 'NoToken' });
    const fault = await withTimeout(this.deps.faults.apply(operation), this.deps.timeoutMs ?? HTTP_TIMEOUT_MS);
    if (fault === 'timeout') return E.left({ kind: 'Timeout' });
    if (fault.kind === 'network' || fault.kind === 'error') return E.left({ kind: 'Network' });
    if (fault.kind === 'status') return E.left({ kind: 'Http', status: fault.status });
    const { userId, email, userAlias, region } = session.value;
    const outcome = run({ userId, email, userAlias, region });
    if (E.isLeft(outcome)) return E.left({ kind: 'Http', status: outcome.left.status });
    const body = encode(outcome.right);
    if (body === undefined) return decode('');
    const text = JSON.stringify(body);
    return decode(fault.kind === 'body' ? corruptBody(text, fault.body) : text);
  }
}

function withTimeout<T>(answer: Promise<T>, timeoutMs: number): Promise<T | 'timeout'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutMs)));
  return Promise.race([answer, timeout]).finally(() => clearTimeout(timer));
}

function storageStore(storage: Pick<Storage, 'getItem' | 'setItem'>): UserDataStore {
  const readAll = () => readStored<t.TypeOf<typeof AllData>>(storage, OFFLINE_DATA_KEY, AllData, {});
  return {
    read: (userId) => {
      const all = readAll();
      return Object.hasOwn(all, userId) ? all[userId] : undefined;
    },
    userIds: () => Object.keys(readAll()),
    write: (userId, data) => storage.setItem(OFFLINE_DATA_KEY, JSON.stringify({ ...readAll(), [userId]: data })),
  };
}
