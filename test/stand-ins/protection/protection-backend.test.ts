// The reference behaviour of the removal dates: derived from the signing, stable between reads, never in the future.
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { breachesFor, ProtectionBackend, memoryUserDataStore, type Caller } from '../../../src/stand-ins/protection/protection-backend';
import type { RemovalStats } from '../../../src/domain/removal/removal';
import { EMPTY_PROFILE } from '../../../src/domain/profile/user-profile';

const DAY = 86_400_000;
const SIGNED_AT = Date.UTC(2026, 10, 24, 9, 30);

function backendAt(start: number) {
  let now = start;
  let n = 0;
  const backend = new ProtectionBackend({
    store: memoryUserDataStore(),
    now: () => now,
    randomDigit: () => 0,
    uuid: () => `00000000-0000-4000-8000-${String((n += 1)).padStart(12, '0')}`,
    sendEmailCode: () => undefined,
    moveSignInAddress: () => 'moved',
  });
  return { backend, setNow: (at: number) => void (now = at) };
}

const caller = (userId = 'u-1'): Caller => ({ userId, email: `${userId}@example.com`, userAlias: 'alias' });

const stats = (backend: ProtectionBackend, who: Caller): RemovalStats => {
  const answer = backend.dataBrokerDeletion(who);
  if (E.isLeft(answer)) throw new Error('expected the removal stats');
  return answer.right;
};

function signedBackend(signedAt: number, who: Caller) {
  const subject = backendAt(signedAt);
  subject.backend.saveUserProfile(who, { ...EMPTY_PROFILE, firstName: 'Ada', lastName: 'Lovelace', city: 'London' });
  subject.backend.requestRemovalContract(who);
  subject.backend.signRemovalContract(who);
  return subject;
}

describe('dataBrokerDeletion dates', () => {
  it('has none before the authorisation is signed: every broker is only found', () => {
    const { backend } = backendAt(SIGNED_AT);
    backend.saveUserProfile(caller(), { ...EMPTY_PROFILE, firstName: 'Ada', lastName: 'Lovelace', city: 'London' });
    backend.requestRemovalContract(caller());

    const { brokers } = stats(backend, caller());
    expect(brokers).toHaveLength(12);
    for (const broker of brokers) expect(broker).toMatchObject({ state: 'FOUND', requestedAt: null, removedAt: null });
  });

  it('requests every removal on signing; removed ones some days later, the same on every read', () => {
    const { backend, setNow } = signedBackend(SIGNED_AT, caller());
    setNow(SIGNED_AT + 60 * DAY);
    const { brokers } = stats(backend, caller());

    for (const broker of brokers) expect(broker.requestedAt).toBe(new Date(SIGNED_AT).toISOString());
    const removed = brokers.filter((b) => b.state === 'REMOVED');
    expect(removed.length).toBeGreaterThan(0);
    for (const broker of removed) {
      const days = (Date.parse(broker.removedAt ?? '') - SIGNED_AT) / DAY;
      expect(days).toBeGreaterThanOrEqual(1);
      expect(days).toBeLessThanOrEqual(34); // 27 days at most, a week more for the broker that asks the person
    }
    expect(new Set(removed.map((b) => b.removedAt)).size).toBeGreaterThan(1);
    for (const broker of brokers.filter((b) => b.state !== 'REMOVED')) expect(broker.removedAt).toBeNull();
    expect(stats(backend, caller())).toEqual({ brokers });
  });

  it.each([
    ['a minute', 60_000, ['REQUESTED']],
    ['two days', 2 * DAY, ['IN_PROGRESS', 'NEEDS_ACTION']],
    ['a fortnight', 14 * DAY, ['IN_PROGRESS', 'NEEDS_ACTION', 'REMOVED']],
    ['a month', 30 * DAY, ['NEEDS_ACTION', 'REMOVED']],
    ['five weeks', 35 * DAY, ['REMOVED']],
  ])('moves with time, as brokers do: %s after signing', (_when, elapsed, states) => {
    const { backend, setNow } = signedBackend(SIGNED_AT, caller());
    setNow(SIGNED_AT + elapsed);

    expect([...new Set(stats(backend, caller()).brokers.map((b) => b.state))].sort()).toEqual(states);
  });

  it('for any person, signing time and time since, requested ≤ removed ≤ now, and only removed brokers have a removal date', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 12 }),
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }),
        fc.nat(90 * DAY),
        (userId, signedAt, elapsed) => {
          const { backend, setNow } = signedBackend(signedAt, caller(userId));
          setNow(signedAt + elapsed);
          for (const broker of stats(backend, caller(userId)).brokers) {
            expect(broker.requestedAt).toBe(new Date(signedAt).toISOString());
            if (broker.state !== 'REMOVED') expect(broker.removedAt).toBeNull();
            else {
              const removedAt = Date.parse(broker.removedAt ?? '');
              expect(removedAt).toBeGreaterThanOrEqual(signedAt);
              expect(removedAt).toBeLessThanOrEqual(signedAt + elapsed);
            }
          }
        },
      ),
    );
  });
});

describe('the reference behaviour of breaches and breach progress', () => {
  it('lists each breach once, with every verified address of the person it involves', () => {
    const { backend } = backendAt(SIGNED_AT);
    const who = caller('u-breaches');
    // Two addresses that share a breach: the second is added and verified.
    const first = who.email;
    const second =
      Array.from({ length: 500 }, (_, i) => `other.${i}@example.com`).find((a) =>
        breachesFor(a).some((b) => breachesFor(first).some((c) => c.name === b.name)),
      ) ?? '';
    backend.addEmailAddress(who, second);
    backend.verifyEmailAddress(who, second, '000000');

    const status = backend.breachStatus(who);
    const breaches = E.isRight(status) ? (status.right.dataBreaches ?? []) : [];
    expect(breaches.map((b) => b.name).sort()).toEqual([...new Set([...breachesFor(first), ...breachesFor(second)].map((b) => b.name))].sort());
    for (const breach of breaches) {
      const involved = [first, second].filter((a) => breachesFor(a).some((b) => b.name === breach.name));
      expect(breach.addresses).toEqual(involved);
    }
    expect(breaches.some((b) => b.addresses.length === 2)).toBe(true);
  });

  it('puts one address in five in no breach, and the same address always in the same ones', () => {
    const addresses = Array.from({ length: 1000 }, (_, i) => `person.${i}@example.com`);
    const clean = addresses.filter((a) => breachesFor(a).length === 0).length;
    expect(clean).toBeGreaterThan(150);
    expect(clean).toBeLessThan(250);
    for (const a of addresses.slice(0, 50)) expect(breachesFor(a.toUpperCase())).toEqual(breachesFor(a));
  });

  it('keeps at most 1000 fixed breaches', () => {
    const { backend } = backendAt(SIGNED_AT);
    const who = caller('u-many');
    for (let i = 0; i < 1000; i += 1) expect(E.isRight(backend.setBreachFixed(who, `hibp::B${i}`, true))).toBe(true);
    expect(backend.setBreachFixed(who, 'hibp::One-more', true)).toEqual(E.left(expect.objectContaining({ status: 400, error: 'TooManyFixed' })));
    expect(E.isRight(backend.setBreachFixed(who, 'hibp::B0', true))).toBe(true);
  });
});

describe('dataBrokerDeletion: the broker that needs the person', () => {
  const needing = (backend: ProtectionBackend, who: Caller) => stats(backend, who).brokers.filter((b) => b.steps?.some((s) => s.state === 'NEEDS_ACTION'));

  it('one broker of twelve asks the person to confirm by e-mail two days after the request, and removes the profile a week after its usual time', () => {
    const { backend, setNow } = signedBackend(SIGNED_AT, caller());
    setNow(SIGNED_AT + DAY);
    expect(needing(backend, caller())).toEqual([]);

    setNow(SIGNED_AT + 2 * DAY);
    const [asks, ...more] = needing(backend, caller());
    expect(more).toEqual([]);
    expect(asks).toMatchObject({ state: 'NEEDS_ACTION', action: 'CONFIRM_EMAIL', removedAt: null });
    expect(asks?.steps?.at(-1)).toEqual({ state: 'NEEDS_ACTION', at: new Date(SIGNED_AT + 2 * DAY).toISOString() });

    setNow(SIGNED_AT + 60 * DAY);
    const [done] = needing(backend, caller());
    expect(done).toMatchObject({ brokerId: asks?.brokerId, state: 'REMOVED' });
    expect(done?.action).toBeUndefined();
    expect(Date.parse(done?.removedAt ?? '') - SIGNED_AT).toBeGreaterThanOrEqual(9 * DAY);
  });
});

describe('removal needs something to search for', () => {
  it('finds no broker and refuses the authorisation until the profile holds a name and a city; then finds them', () => {
    const { backend } = backendAt(SIGNED_AT);
    const who = caller('bare');
    expect(stats(backend, who).brokers).toEqual([]);
    expect(backend.requestRemovalContract(who)).toEqual(
      E.left({ status: 409, error: 'ProfileIncomplete', message: 'Add your first name, last name, and city first: brokers list people by them.' }),
    );
    expect(backend.getRemovalContract(who)).toMatchObject(E.left({ status: 404 }));

    backend.saveUserProfile(who, { ...EMPTY_PROFILE, firstName: 'Ada', lastName: 'Lovelace', city: 'London' });
    expect(stats(backend, who).brokers).toHaveLength(12);
    expect(E.isRight(backend.requestRemovalContract(who))).toBe(true);
  });
});

describe('dataBrokerDeletion: brokers of the person’s region', () => {
  const brokersOf = (region: string) => {
    const who = { ...caller(`u-${region}`), region };
    const { backend } = backendAt(SIGNED_AT);
    backend.saveUserProfile(who, { ...EMPTY_PROFILE, firstName: 'Ada', lastName: 'Lovelace', city: 'London' });
    return stats(backend, who).brokers.map((b) => b.brokerName);
  };

  it('lists twelve, the region’s own brokers first, then those that serve every country', () => {
    const uk = brokersOf('GB');
    expect(uk).toHaveLength(12);
    expect(uk).toEqual(expect.arrayContaining(['Experian Ltd.', 'Equifax Ltd.']));
    expect(brokersOf('DE')).toEqual(expect.arrayContaining(['b2b-datenbank.de']));
  });

  it.each(['US', 'GB', 'IE', ''])('never lists a German site for a person in %j', (region) => {
    const brokers = brokersOf(region);
    expect(brokers).toHaveLength(12);
    expect(brokers.filter((name) => /\.de\b/.test(name))).toEqual([]);
  });
});
