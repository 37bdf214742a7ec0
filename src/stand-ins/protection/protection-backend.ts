// The Protection API's behaviour for the offline fake and local-backend; refusals carry the service's HTTP status.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as t from 'io-ts';
import { isEmailAddress } from '../../domain/email/email-shape';
import type { Breach, BreachStatus } from '../../domain/breach/breach';
import { parseBreachKey } from '../../domain/breach/breach-key';
import { withFixed, type BreachProgress } from '../../domain/breach/breach-progress';
import type { EmailAddress } from '../../domain/email/email-address';
import { EMPTY_PROFILE, PROFILE_FIELDS, type UserProfile } from '../../domain/profile/user-profile';
import { detailsMissingForRemoval, type RemovalContract, type RemovalStats } from '../../domain/removal/removal';
import type { SubscriptionStatus } from '../../domain/subscription/subscription-status';
import { brokerRemovals } from './broker-removals';
import breachSeed from '../seed-data/hibp-breaches.seed.json';

/** `region`: the account's country (ISO 3166 alpha-2), as the session carries it; brokers are picked by it. */
export type Caller = { readonly userId: string; readonly email: string; readonly userAlias: string; readonly region?: string };

type Refusal = { readonly status: number; readonly error: string; readonly message: string };

export type Outcome<T> = E.Either<Refusal, T>;

const FixedBreaches = t.array(t.type({ breachKey: t.string, fixedAt: t.string }));

export const StoredUserData = t.intersection([
  t.type({
    profile: t.record(t.string, t.string),
    emails: t.array(t.type({ address: t.string, isPrimary: t.boolean, isVerified: t.boolean, code: t.union([t.string, t.null]) })),
    contract: t.union([
      t.type({
        id: t.string,
        status: t.keyof({ PENDING_SIGNATURE: null, SIGNED: null }),
        docusealSlug: t.string,
        createdAt: t.string,
        signedAt: t.union([t.string, t.null]),
      }),
      t.null,
    ]),
  }),
  // Added later: data stored before it has none.
  t.partial({ fixedBreaches: FixedBreaches, lastVisitAt: t.string }),
]);
export type StoredUserData = t.TypeOf<typeof StoredUserData>;
type StoredEmail = StoredUserData['emails'][number];

export type UserDataStore = {
  read(userId: string): StoredUserData | undefined;
  write(userId: string, data: StoredUserData): void;
  userIds(): readonly string[];
};

export const memoryUserDataStore = (): UserDataStore => {
  const users = new Map<string, StoredUserData>();
  return { read: (userId) => users.get(userId), write: (userId, data) => void users.set(userId, data), userIds: () => [...users.keys()] };
};

export type ProtectionBackendDeps = {
  readonly store: UserDataStore;
  /** The time for `caller` (local-backend lets a journey run one person's time ahead); without one, the service's own. */
  readonly now: (caller?: Caller) => number;
  readonly randomDigit: () => number;
  readonly uuid: () => string;
  readonly sendEmailCode: (mail: { readonly to: string; readonly code: string; readonly userAlias: string }) => void;
  /** The user pool's side of a new primary address (AdminUpdateUserAttributes): the old one no longer signs in. */
  readonly moveSignInAddress: (userId: string, address: string) => SignInMove;
};

export type SignInMove = 'moved' | 'taken';

const TRIAL_DAYS = 14;
const MANAGE_SUBSCRIPTION_LINK = 'https://protect.example/account/subscription';

/** FNV-1a: a stable 32-bit hash, so each address always meets the same breaches. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

const BREACHES: readonly Breach[] = breachSeed.map((b) => ({ ...b, source: 'hibp', addresses: [] }));
const REAL_BREACHES = BREACHES.filter((b) => !b.isRetired && !b.isSpamList && !b.isFabricated);
const FLAGGED_BREACHES = BREACHES.filter((b) => b.isRetired || b.isSpamList || b.isFabricated);

/** One address in five is in no known breach; the others in 3–7 real ones, and now and then a flagged record the dashboard must hide. */
export function breachesFor(address: string): Breach[] {
  const h = hash(address.toLowerCase());
  if (h % 5 === 0) return [];
  const count = 3 + (h % 5);
  const picked = Array.from({ length: count }, (_, i) => REAL_BREACHES[(h + i * 7) % REAL_BREACHES.length] as Breach);
  const flagged = h % 3 === 0 ? [FLAGGED_BREACHES[h % FLAGGED_BREACHES.length] as Breach] : [];
  return [...new Map([...picked, ...flagged].map((b) => [b.name, b])).values()];
}
const MAX_FIELD_LENGTH = 200;
const MAX_FIXED_BREACHES = 1000;

const refuse = (status: number, error: string, message: string): Outcome<never> => E.left({ status, error, message });
const NO_CONTRACT = refuse(404, 'NoContract', 'There is no removal contract.');
const PROFILE_INCOMPLETE = refuse(409, 'ProfileIncomplete', 'Add your first name, last name, and city first: brokers list people by them.');
const searchable = (profile: Partial<UserProfile>): boolean => detailsMissingForRemoval({ ...EMPTY_PROFILE, ...profile }).length === 0;
const canonical = (address: string): string => address.trim().toLowerCase();
const publicEmails = (data: StoredUserData): EmailAddress[] => data.emails.map(({ address, isPrimary, isVerified }) => ({ address, isPrimary, isVerified }));

export class ProtectionBackend {
  constructor(private readonly deps: ProtectionBackendDeps) {}

  subscriptionStatus(_caller: Caller): Outcome<SubscriptionStatus> {
    return E.right({ status: 'TRIALING', daysRemaining: TRIAL_DAYS, link: MANAGE_SUBSCRIPTION_LINK });
  }

  dataBrokerDeletion(caller: Caller): Outcome<RemovalStats> {
    const { contract, profile } = this.data(caller);
    if (!searchable(profile)) return E.right({ brokers: [] });
    const signedAt = contract?.status === 'SIGNED' ? contract.signedAt : null;
    const progress = { foundAt: contract ? Date.parse(contract.createdAt) : null, requested: signedAt === null ? null : Date.parse(signedAt) };
    return E.right({ brokers: brokerRemovals({ seed: hash(caller.userId), region: caller.region ?? '', profile, ...progress }, this.deps.now(caller)) });
  }

  breachStatus(caller: Caller): Outcome<BreachStatus> {
    const byName = new Map<string, Breach>();
    for (const { address } of this.data(caller).emails.filter((e) => e.isVerified)) {
      for (const breach of breachesFor(address)) {
        const seen = byName.get(breach.name);
        byName.set(breach.name, { ...breach, addresses: [...(seen?.addresses ?? []), address] });
      }
    }
    return E.right({ dataBreaches: [...byName.values()] });
  }

  markVisit(caller: Caller): Outcome<string | null> {
    const data = this.data(caller);
    this.save(caller, { ...data, lastVisitAt: this.nowIso(caller) });
    return E.right(data.lastVisitAt ?? null);
  }

  getBreachProgress(caller: Caller): Outcome<BreachProgress> {
    return E.right({ fixed: this.data(caller).fixedBreaches ?? [] });
  }

  /** Any well-formed key, so that progress outlives an address's removal. */
  setBreachFixed(caller: Caller, breachKey: string, fixed: boolean): Outcome<BreachProgress> {
    if (O.isNone(parseBreachKey(breachKey))) return refuse(400, 'InvalidBreachKey', 'breach_key is not a breach key.');
    const data = this.data(caller);
    const progress = withFixed({ fixed: data.fixedBreaches ?? [] }, breachKey, fixed, this.nowIso(caller));
    if (progress.fixed.length > MAX_FIXED_BREACHES) return refuse(400, 'TooManyFixed', `At most ${MAX_FIXED_BREACHES} breaches can be marked fixed.`);
    this.save(caller, { ...data, fixedBreaches: [...progress.fixed] });
    return E.right(progress);
  }

  getUserProfile(caller: Caller): Outcome<UserProfile> {
    return E.right({ ...EMPTY_PROFILE, ...this.data(caller).profile });
  }

  /** The app validates the form; only over-long values are refused here. */
  saveUserProfile(caller: Caller, profile: UserProfile): Outcome<UserProfile> {
    const tooLong = PROFILE_FIELDS.find((field) => profile[field].length > MAX_FIELD_LENGTH);
    if (tooLong) return refuse(400, 'InvalidProfile', `${tooLong} is longer than ${MAX_FIELD_LENGTH} characters.`);
    const saved = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, profile[field]])) as UserProfile;
    this.save(caller, { ...this.data(caller), profile: { ...saved } });
    return E.right(saved);
  }

  getEmailAddresses(caller: Caller): Outcome<readonly EmailAddress[]> {
    return E.right(publicEmails(this.data(caller)));
  }

  addEmailAddress(caller: Caller, rawAddress: string): Outcome<readonly EmailAddress[]> {
    const address = canonical(rawAddress);
    if (!isEmailAddress(address)) return refuse(400, 'InvalidEmailAddress', 'email_address is not an e-mail address.');
    const data = this.data(caller);
    const existing = data.emails.find((e) => e.address === address);
    if (existing?.isVerified) return refuse(409, 'AlreadyAdded', 'The address is already on the account.');
    const code = Array.from({ length: 6 }, () => this.deps.randomDigit()).join('');
    const entry = { address, isPrimary: false, isVerified: false, code };
    const next = { ...data, emails: existing ? data.emails.map((e) => (e === existing ? entry : e)) : [...data.emails, entry] };
    this.save(caller, next);
    this.deps.sendEmailCode({ to: address, code, userAlias: caller.userAlias });
    return E.right(publicEmails(next));
  }

  verifyEmailAddress(caller: Caller, rawAddress: string, code: string): Outcome<readonly EmailAddress[]> {
    return this.changeEmail(caller, rawAddress, (entry, emails) =>
      entry.code === null || entry.code !== code.trim()
        ? refuse(400, 'WrongCode', 'The code does not match.')
        : E.right(emails.map((e) => (e === entry ? { ...e, isVerified: true, code: null } : e))),
    );
  }

  /** The primary address is the one the account signs in with, so the sign-in address moves with it. */
  setPrimaryEmailAddress(caller: Caller, rawAddress: string): Outcome<readonly EmailAddress[]> {
    return this.changeEmail(caller, rawAddress, (entry, emails) => {
      if (!entry.isVerified) return refuse(400, 'NotVerified', 'Only a verified address can be the primary one.');
      if (this.deps.moveSignInAddress(caller.userId, entry.address) === 'taken') {
        return refuse(409, 'SignInAddressTaken', 'Another account signs in with this address, so it cannot be the primary one.');
      }
      return E.right(emails.map((e) => ({ ...e, isPrimary: e === entry })));
    });
  }

  removeEmailAddress(caller: Caller, rawAddress: string): Outcome<readonly EmailAddress[]> {
    return this.changeEmail(caller, rawAddress, (entry, emails) =>
      entry.isPrimary ? refuse(400, 'PrimaryNotRemovable', 'The primary address cannot be removed.') : E.right(emails.filter((e) => e !== entry)),
    );
  }

  private changeEmail(
    caller: Caller,
    rawAddress: string,
    change: (entry: StoredEmail, emails: StoredEmail[]) => Outcome<StoredEmail[]>,
  ): Outcome<readonly EmailAddress[]> {
    const data = this.data(caller);
    const entry = data.emails.find((e) => e.address === canonical(rawAddress));
    if (!entry) return refuse(404, 'UnknownEmailAddress', 'The address is not on the account.');
    const changed = change(entry, data.emails);
    if (E.isLeft(changed)) return changed;
    const next = { ...data, emails: changed.right };
    this.save(caller, next);
    return E.right(publicEmails(next));
  }

  getRemovalContract(caller: Caller): Outcome<RemovalContract> {
    const { contract } = this.data(caller);
    return contract ? E.right(contract) : NO_CONTRACT;
  }

  requestRemovalContract(caller: Caller): Outcome<RemovalContract> {
    const data = this.data(caller);
    if (data.contract) return E.right(data.contract);
    if (!searchable(data.profile)) return PROFILE_INCOMPLETE;
    const contract: RemovalContract = {
      id: this.deps.uuid(),
      status: 'PENDING_SIGNATURE',
      docusealSlug: `contract-${this.deps.uuid().replace(/-/g, '').slice(0, 12)}`,
      createdAt: this.nowIso(caller),
      signedAt: null,
    };
    this.save(caller, { ...data, contract });
    return E.right(contract);
  }

  deleteRemovalContract(caller: Caller): Outcome<void> {
    const data = this.data(caller);
    if (!data.contract) return NO_CONTRACT;
    this.save(caller, { ...data, contract: null });
    return E.right(undefined);
  }

  signRemovalContract(caller: Caller): Outcome<RemovalContract> {
    const data = this.data(caller);
    if (!data.contract) return NO_CONTRACT;
    const contract: RemovalContract = { ...data.contract, status: 'SIGNED', signedAt: this.nowIso(caller) };
    this.save(caller, { ...data, contract });
    return E.right(contract);
  }

  /** The signing service's completion webhook: the slug is the secret the signer was given. */
  completeSubmission(docusealSlug: string): Outcome<RemovalContract> {
    for (const userId of this.deps.store.userIds()) {
      const data = this.deps.store.read(userId);
      if (data?.contract?.docusealSlug !== docusealSlug) continue;
      const contract: RemovalContract = { ...data.contract, status: 'SIGNED', signedAt: data.contract.signedAt ?? this.nowIso() };
      this.deps.store.write(userId, { ...data, contract });
      return E.right(contract);
    }
    return refuse(404, 'NoSubmission', 'There is no submission with this slug.');
  }

  private data(caller: Caller): StoredUserData {
    return (
      this.deps.store.read(caller.userId) ?? {
        profile: {},
        emails: [{ address: canonical(caller.email), isPrimary: true, isVerified: true, code: null }],
        contract: null,
      }
    );
  }

  private nowIso(caller?: Caller): string {
    return new Date(this.deps.now(caller)).toISOString();
  }

  private save(caller: Caller, data: StoredUserData): void {
    this.deps.store.write(caller.userId, data);
  }
}
