// The offline Protection API (spec §7): per-user, stateful for the tab, seeded from the curated HIBP
// and data-broker facts. It behaves like the service: no session → NoToken, faults by operation name
// (README "Offline mode knobs"), codes for added addresses go to the offline inbox.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as t from 'io-ts';
import type { Clock } from '../../application/ports/clock.port';
import type { ProtectionApi } from '../../application/ports/protection-api.port';
import type { RandomSource } from '../../application/ports/random-source.port';
import type { SessionSource } from '../../application/ports/session-source.port';
import type { AuthSession } from '../../domain/auth/auth-session';
import type { Breach, BreachStatus } from '../../domain/breach/breach';
import type { EmailAddress } from '../../domain/email/email-address';
import type { HttpFailure } from '../../domain/http/http-failure';
import { EMPTY_PROFILE, type UserProfile } from '../../domain/profile/user-profile';
import type { RemovalContract, RemovalRequestState, RemovalStats } from '../../domain/removal/removal';
import type { SubscriptionStatus } from '../../domain/subscription/subscription-status';
import { encodeVerifyCodeToken } from '../../domain/auth/verify-code';
import type { FaultSwitch } from '../offline/fault-switch';
import type { OfflineOutbox } from '../offline/outbox';
import brokerSeed from '../offline-data/data-brokers.seed.json';
import breachSeed from '../offline-data/hibp-breaches.seed.json';

export const OFFLINE_DATA_KEY = 'protect.offline.data';

const UserData = t.type({
  profile: t.record(t.string, t.string),
  emails: t.array(t.type({ address: t.string, isPrimary: t.boolean, isVerified: t.boolean, code: t.union([t.string, t.null]) })),
  contract: t.union([
    t.type({ id: t.string, status: t.keyof({ PENDING_SIGNATURE: null, SIGNED: null }), docusealSlug: t.string, createdAt: t.string, signedAt: t.union([t.string, t.null]) }),
    t.null,
  ]),
});
type UserData = t.TypeOf<typeof UserData>;
const AllData = t.record(t.string, UserData);

type Result<T> = Promise<E.Either<HttpFailure, T>>;

/** A stable 32-bit hash, so each address always meets the same breaches (FNV-1a). */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

const BREACHES: readonly Breach[] = breachSeed.map((b) => ({ ...b, source: 'hibp' }));
const REAL_BREACHES = BREACHES.filter((b) => !b.isRetired && !b.isSpamList && !b.isFabricated);
const FLAGGED_BREACHES = BREACHES.filter((b) => b.isRetired || b.isSpamList || b.isFabricated);

/** 3–7 real breaches per address, and now and then a flagged record the dashboard must hide. */
export function breachesFor(address: string): Breach[] {
  const h = hash(address.toLowerCase());
  const count = 3 + (h % 5);
  const picked = Array.from({ length: count }, (_, i) => REAL_BREACHES[(h + i * 7) % REAL_BREACHES.length] as Breach);
  const flagged = h % 3 === 0 ? [FLAGGED_BREACHES[h % FLAGGED_BREACHES.length] as Breach] : [];
  return [...new Map([...picked, ...flagged].map((b) => [b.name, b])).values()];
}

const REMOVAL_PROGRESS: readonly RemovalRequestState[] = ['REQUESTED', 'IN_PROGRESS', 'IN_PROGRESS', 'REMOVED', 'REMOVED', 'REMOVED'];

export type InMemoryProtectionApiDeps = {
  readonly storage: Pick<Storage, 'getItem' | 'setItem'>;
  readonly sessions: SessionSource;
  readonly faults: FaultSwitch;
  readonly clock: Clock;
  readonly random: RandomSource;
  readonly outbox: OfflineOutbox;
  /** Where e-mailed links point, e.g. window.location.origin. */
  readonly appOrigin: string;
};

export class InMemoryProtectionApi implements ProtectionApi {
  constructor(private readonly deps: InMemoryProtectionApiDeps) {}

  getSubscriptionStatus(): Result<SubscriptionStatus> {
    // Offline there is no billing: every account is on a free trial that ends 14 days after sign-up.
    return this.call('subscriptionStatus', async () => E.right({ status: 'TRIALING', daysRemaining: 14, link: 'https://protect.example/account/subscription' }));
  }

  getRemovalStats(): Result<RemovalStats> {
    return this.call('dataBrokerDeletion', async (session, data) => {
      const signed = data.contract?.status === 'SIGNED';
      const h = hash(session.userId);
      const brokers = brokerSeed.slice(0, 12).map((broker, i) => ({
        brokerId: broker.id,
        brokerName: broker.name,
        state: signed ? (REMOVAL_PROGRESS[(h + i) % REMOVAL_PROGRESS.length] as RemovalRequestState) : ('FOUND' as const),
      }));
      return E.right({ brokers });
    });
  }

  getBreachStatus(): Result<BreachStatus> {
    return this.call('breachStatus', async (_session, data) => {
      const all = data.emails.filter((e) => e.isVerified).flatMap((e) => breachesFor(e.address));
      return E.right({ dataBreaches: [...new Map(all.map((b) => [b.name, b])).values()] });
    });
  }

  getUserProfile(): Result<UserProfile> {
    return this.call('getUserProfile', async (_s, data) => E.right({ ...EMPTY_PROFILE, ...data.profile }));
  }

  saveUserProfile(profile: UserProfile): Result<UserProfile> {
    return this.call('saveUserProfile', async (session, data) => {
      this.write(session, { ...data, profile: { ...profile } });
      return E.right(profile);
    });
  }

  getEmailAddresses(): Result<readonly EmailAddress[]> {
    return this.call('getEmailAddresses', async (_s, data) => E.right(publicEmails(data)));
  }

  addEmailAddress(address: string): Result<readonly EmailAddress[]> {
    return this.call('addEmailAddress', async (session, data) => {
      const normalised = address.trim().toLowerCase();
      const existing = data.emails.find((e) => e.address === normalised);
      if (existing?.isVerified) return E.left({ kind: 'Http', status: 409 });
      // Adding an address that is still unverified sends it a fresh code (the "resend").
      const code = Array.from({ length: 6 }, () => this.deps.random.randomInt(10)).join('');
      const entry = { address: normalised, isPrimary: false, isVerified: false, code };
      const next = { ...data, emails: existing ? data.emails.map((e) => (e === existing ? entry : e)) : [...data.emails, entry] };
      this.write(session, next);
      this.deps.outbox.deliver({
        id: this.deps.random.uuid(),
        to: normalised,
        subject: 'Confirm your e-mail address for Protect',
        code,
        magicLink: `${this.deps.appOrigin}/dashboard?token=${encodeVerifyCodeToken({ username: normalised, code, userAlias: session.userAlias })}`,
        sentAt: this.deps.clock.now(),
      });
      return E.right(publicEmails(next));
    });
  }

  verifyEmailAddress(address: string, code: string): Result<readonly EmailAddress[]> {
    return this.call('verifyEmailAddress', async (session, data) => {
      const entry = data.emails.find((e) => e.address === address.trim().toLowerCase());
      if (!entry || entry.code === null || entry.code !== code.trim()) return E.left({ kind: 'Http', status: 400 });
      const next = { ...data, emails: data.emails.map((e) => (e === entry ? { ...e, isVerified: true, code: null } : e)) };
      this.write(session, next);
      return E.right(publicEmails(next));
    });
  }

  setPrimaryEmailAddress(address: string): Result<readonly EmailAddress[]> {
    return this.call('setPrimaryEmailAddress', async (session, data) => {
      const entry = data.emails.find((e) => e.address === address.trim().toLowerCase());
      if (!entry || !entry.isVerified) return E.left({ kind: 'Http', status: 400 });
      const next = { ...data, emails: data.emails.map((e) => ({ ...e, isPrimary: e === entry })) };
      this.write(session, next);
      return E.right(publicEmails(next));
    });
  }

  removeEmailAddress(address: string): Result<readonly EmailAddress[]> {
    return this.call('removeEmailAddress', async (session, data) => {
      const entry = data.emails.find((e) => e.address === address.trim().toLowerCase());
      if (!entry) return E.left({ kind: 'Http', status: 404 });
      if (entry.isPrimary) return E.left({ kind: 'Http', status: 400 });
      const next = { ...data, emails: data.emails.filter((e) => e !== entry) };
      this.write(session, next);
      return E.right(publicEmails(next));
    });
  }

  getRemovalContract(): Result<O.Option<RemovalContract>> {
    return this.call('getRemovalContract', async (_s, data) => E.right(O.fromNullable(data.contract)));
  }

  requestRemovalContract(): Result<RemovalContract> {
    return this.call('requestRemovalContract', async (session, data) => {
      if (data.contract) return E.right(data.contract);
      const contract: RemovalContract = {
        id: this.deps.random.uuid(),
        status: 'PENDING_SIGNATURE',
        docusealSlug: `offline-${this.deps.random.uuid().slice(0, 8)}`,
        createdAt: new Date(this.deps.clock.now()).toISOString(),
        signedAt: null,
      };
      this.write(session, { ...data, contract });
      return E.right(contract);
    });
  }

  deleteRemovalContract(): Result<void> {
    return this.call('deleteRemovalContract', async (session, data) => {
      if (!data.contract) return E.left({ kind: 'Http', status: 404 });
      this.write(session, { ...data, contract: null });
      return E.right(undefined);
    });
  }

  /** Offline signing completes here (the signing fake of the document-signing issue calls it). */
  async markContractSigned(): Result<RemovalContract> {
    return this.call('signRemovalContract', async (session, data) => {
      if (!data.contract) return E.left({ kind: 'Http', status: 404 });
      const contract: RemovalContract = { ...data.contract, status: 'SIGNED', signedAt: new Date(this.deps.clock.now()).toISOString() };
      this.write(session, { ...data, contract });
      return E.right(contract);
    });
  }

  /** The token check, the fault for `operation`, then the handler on this user's data. */
  private async call<T>(operation: string, handler: (session: AuthSession, data: UserData) => Result<T>): Result<T> {
    const session = await this.deps.sessions.currentSession();
    if (O.isNone(session)) return E.left({ kind: 'NoToken' });
    const fault = await this.deps.faults.apply(operation);
    if (fault.kind === 'network' || fault.kind === 'error') return E.left({ kind: 'Network' });
    if (fault.kind === 'status') return E.left({ kind: 'Http', status: fault.status });
    return handler(session.value, this.read(session.value));
  }

  private readAll(): t.TypeOf<typeof AllData> {
    const raw = this.deps.storage.getItem(OFFLINE_DATA_KEY);
    if (raw === null) return {};
    try {
      const decoded = AllData.decode(JSON.parse(raw));
      return E.isRight(decoded) ? decoded.right : {};
    } catch {
      return {};
    }
  }

  private read(session: AuthSession): UserData {
    return (
      this.readAll()[session.userId] ?? {
        profile: {},
        emails: [{ address: session.email, isPrimary: true, isVerified: true, code: null }],
        contract: null,
      }
    );
  }

  private write(session: AuthSession, data: UserData): void {
    this.deps.storage.setItem(OFFLINE_DATA_KEY, JSON.stringify({ ...this.readAll(), [session.userId]: data }));
  }
}

const publicEmails = (data: UserData): EmailAddress[] => data.emails.map(({ address, isPrimary, isVerified }) => ({ address, isPrimary, isVerified }));
