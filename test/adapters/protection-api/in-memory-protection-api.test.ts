import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { FAULTS_STORAGE_KEY, createStorageFaultSwitch } from '../../../src/adapters/offline/fault-switch';
import { OfflineOutbox } from '../../../src/adapters/offline/outbox';
import { InMemoryProtectionApi } from '../../../src/adapters/protection-api/in-memory-protection-api';
import { breachesFor } from '../../../src/adapters/protection-api/protection-backend';
import type { AuthSession } from '../../../src/domain/auth/auth-session';
import { visibleBreaches } from '../../../src/domain/breach/breach';
import { FakeClock } from '../../support/fakes/fake-clock';
import { FakeRandomSource } from '../../support/fakes/fake-random-source';
import { MemoryStorage } from '../../support/memory-storage';

const session: AuthSession = {
  userId: 'u-1',
  username: 'ada@example.com',
  email: 'ada@example.com',
  region: 'US',
  userAlias: 'a',
  idToken: 'i',
  accessToken: 'a',
  expiresAt: Number.MAX_SAFE_INTEGER,
};

const build = (signedIn = true) => {
  const storage = new MemoryStorage();
  const local = new MemoryStorage();
  const outbox = new OfflineOutbox(storage, () => undefined);
  const api = new InMemoryProtectionApi({
    storage,
    sessions: { currentSession: async () => (signedIn ? O.some(session) : O.none) },
    faults: createStorageFaultSwitch(local, async () => undefined),
    clock: new FakeClock(Date.UTC(2026, 10, 22)),
    random: new FakeRandomSource(3),
    outbox,
    appOrigin: 'http://127.0.0.1:3000',
  });
  return { api, local, outbox };
};

const right = <T>(either: E.Either<unknown, T>): T => {
  if (E.isLeft(either)) throw new Error(`expected Right, got ${JSON.stringify(either.left)}`);
  return either.right;
};

describe('InMemoryProtectionApi', () => {
  it('sends nothing without a session: every call is NoToken', async () => {
    const { api } = build(false);

    for (const call of [api.getSubscriptionStatus(), api.getBreachStatus(), api.getEmailAddresses(), api.getRemovalContract()]) {
      await expect(call).resolves.toEqual(E.left({ kind: 'NoToken' }));
    }
  });

  it('starts a user with their sign-in address as the verified primary one', async () => {
    await expect(build().api.getEmailAddresses()).resolves.toEqual(E.right([{ address: 'ada@example.com', isPrimary: true, isVerified: true }]));
  });

  it('finds the same real HIBP breaches for an address every time', async () => {
    const { api } = build();

    const breaches = right(await api.getBreachStatus()).dataBreaches ?? [];

    expect(breaches.map((b) => b.name)).toEqual(breachesFor('ada@example.com').map((b) => b.name));
    expect(visibleBreaches(breaches).breaches.length).toBeGreaterThanOrEqual(3);
    expect(breaches.every((b) => b.source === 'hibp' && b.pwnCount > 0)).toBe(true);
  });

  it('adds an address with a code sent to it, verifies it, makes it primary and removes the old one', async () => {
    const { api, outbox } = build();

    right(await api.addEmailAddress('Grace@Example.com'));
    const code = outbox.list()[0]?.code ?? '';
    await expect(api.setPrimaryEmailAddress('grace@example.com')).resolves.toEqual(E.left({ kind: 'Http', status: 400 }));
    await expect(api.verifyEmailAddress('grace@example.com', '000000' === code ? '111111' : '000000')).resolves.toEqual(E.left({ kind: 'Http', status: 400 }));
    right(await api.verifyEmailAddress('grace@example.com', code));
    right(await api.setPrimaryEmailAddress('grace@example.com'));
    const emails = right(await api.removeEmailAddress('ada@example.com'));

    expect(outbox.list()[0]?.to).toBe('grace@example.com');
    expect(emails).toEqual([{ address: 'grace@example.com', isPrimary: true, isVerified: true }]);
  });

  it('refuses to add an address twice or to remove the primary one', async () => {
    const { api } = build();

    await expect(api.addEmailAddress('ada@example.com')).resolves.toEqual(E.left({ kind: 'Http', status: 409 }));
    await expect(api.removeEmailAddress('ada@example.com')).resolves.toEqual(E.left({ kind: 'Http', status: 400 }));
    await expect(api.removeEmailAddress('nobody@example.com')).resolves.toEqual(E.left({ kind: 'Http', status: 404 }));
  });

  it('keeps the profile it is given', async () => {
    const { api } = build();
    const profile = { firstName: 'Ada', lastName: 'Lovelace', birthDate: '1815-12-10', address: '', address2: '', city: 'London', state: '', zip: '' };

    right(await api.saveUserProfile(profile));

    await expect(api.getUserProfile()).resolves.toEqual(E.right(profile));
  });

  it('has no contract at first, creates one awaiting signature, signs it and deletes it', async () => {
    const { api } = build();

    await expect(api.getRemovalContract()).resolves.toEqual(E.right(O.none));
    const contract = right(await api.requestRemovalContract());
    expect(contract).toMatchObject({ status: 'PENDING_SIGNATURE', signedAt: null, docusealSlug: expect.stringMatching(/^contract-[0-9a-f]{12}$/) });
    expect(right(await api.requestRemovalContract()).id).toBe(contract.id);
    expect(right(await api.getRemovalStats()).brokers.every((b) => b.state === 'FOUND')).toBe(true);

    right(await api.markContractSigned());
    expect(right(await api.getRemovalStats()).brokers.some((b) => b.state !== 'FOUND')).toBe(true);

    right(await api.deleteRemovalContract());
    await expect(api.getRemovalContract()).resolves.toEqual(E.right(O.none));
    await expect(api.deleteRemovalContract()).resolves.toEqual(E.left({ kind: 'Http', status: 404 }));
    await expect(api.markContractSigned()).resolves.toEqual(E.left({ kind: 'Http', status: 404 }));
  });

  it.each([
    [{ subscriptionStatus: { status: 500 } }, E.left({ kind: 'Http', status: 500 })],
    [{ subscriptionStatus: { network: true } }, E.left({ kind: 'Network' })],
  ])('honours the fault %j', async (faults, result) => {
    const { api, local } = build();
    local.setItem(FAULTS_STORAGE_KEY, JSON.stringify(faults));

    await expect(api.getSubscriptionStatus()).resolves.toEqual(result);
  });

  it('reads malformed stored data as a fresh start', async () => {
    const storage = new MemoryStorage();
    storage.setItem('protect.offline.data', '{"u-1": {"emails": 5}}');
    const api = new InMemoryProtectionApi({
      storage,
      sessions: { currentSession: async () => O.some(session) },
      faults: createStorageFaultSwitch(undefined),
      clock: new FakeClock(),
      random: new FakeRandomSource(1),
      outbox: new OfflineOutbox(storage, () => undefined),
      appOrigin: 'http://127.0.0.1:3000',
    });

    await expect(api.getEmailAddresses()).resolves.toEqual(E.right([{ address: 'ada@example.com', isPrimary: true, isVerified: true }]));
  });
});
