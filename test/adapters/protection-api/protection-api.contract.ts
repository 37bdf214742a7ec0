// One contract for every ProtectionApi: the offline fake, and AxiosProtectionApi against local-backend
// on 127.0.0.1. Both are driven through the port (and, for the fallbacks, the use-cases the
// dashboard uses), so the suite checks what the screens rely on, faults included.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { BodyFault } from '../../../src/stand-ins/faults/body-faults';
import { readBreachStatus } from '../../../src/application/breaches';
import { readSubscription } from '../../../src/application/load-dashboard';
import type { ProtectionApi } from '../../support/fakes/scripted-protection-api';
import { breachesFor } from '../../../src/stand-ins/protection/protection-backend';
import type { HttpFailure } from '../../../src/domain/http-failure';
import { EMPTY_PROFILE, type UserProfile } from '../../../src/domain/profile/user-profile';
import { UNKNOWN_SUBSCRIPTION } from '../../../src/domain/subscription/subscription-status';

/** A forced answer for one operation (the offline `protect.offline.faults` / local-backend PUT /faults). */
export type ContractFault = { readonly status?: number; readonly delayMs?: number; readonly body?: BodyFault };

export type ProtectionSubject = {
  readonly api: ProtectionApi;
  /** The signed-in user's sign-in address. */
  readonly email: string;
  /** The client's time-out in this subject (short, so the hanging case is quick). */
  readonly timeoutMs: number;
  signOut(): void;
  /** Forces the next call of `operation` (once) to answer so. */
  fault(operation: string, fault: ContractFault): Promise<void>;
  /** The newest code e-mailed to `address`. */
  latestCode(address: string): Promise<string>;
  /** What a completed DocuSeal submission does (the signing stand-in). */
  markContractSigned(): Promise<void>;
  close?(): Promise<void>;
};

const right = <T>(either: E.Either<HttpFailure, T>): T => {
  if (E.isLeft(either)) throw new Error(`expected Right, got ${JSON.stringify(either.left)}`);
  return either.right;
};

const leftKind = <T>(either: E.Either<HttpFailure, T>): HttpFailure => {
  if (E.isRight(either)) throw new Error(`expected Left, got ${JSON.stringify(either.right)}`);
  return either.left;
};

type Read = { readonly operation: string; readonly call: (api: ProtectionApi) => Promise<E.Either<HttpFailure, unknown>> };

/** The six reads of the dashboard loader. */
const READS: readonly Read[] = [
  { operation: 'subscriptionStatus', call: (api) => api.getSubscriptionStatus() },
  { operation: 'dataBrokerDeletion', call: (api) => api.getRemovalStats() },
  { operation: 'breachStatus', call: (api) => api.getBreachStatus() },
  { operation: 'getUserProfile', call: (api) => api.getUserProfile() },
  { operation: 'getEmailAddresses', call: (api) => api.getEmailAddresses() },
  { operation: 'getRemovalContract', call: (api) => api.getRemovalContract() },
];

/** Contract reads decode only when there is a contract to carry a body. */
const READS_WITH_BODY = READS.filter((read) => read.operation !== 'getRemovalContract');

export function describeProtectionApiContract(name: string, makeSubject: () => Promise<ProtectionSubject>) {
  /** Brokers are searched by name and city: removal needs them first. */
  const searchable = async (api: ProtectionApi) =>
    right(await api.saveUserProfile({ ...EMPTY_PROFILE, firstName: 'Ada', lastName: 'Lovelace', city: 'London' }));

  describe(`${name} honours the ProtectionApi contract`, () => {
    let s: ProtectionSubject;

    beforeEach(async () => {
      s = await makeSubject();
    });

    afterEach(async () => {
      await s.close?.();
    });

    describe('a new account', () => {
      it('is on a trial, with a manage link', async () => {
        const status = right(await s.api.getSubscriptionStatus());
        expect(status).toEqual({ status: 'TRIALING', daysRemaining: 14, link: expect.stringMatching(/^https:\/\//) });
      });

      it('has its sign-in address as the verified primary one, an empty profile and no contract', async () => {
        expect(right(await s.api.getEmailAddresses())).toEqual([{ address: s.email, isPrimary: true, isVerified: true }]);
        expect(right(await s.api.getUserProfile())).toEqual(EMPTY_PROFILE);
        expect(right(await s.api.getRemovalContract())).toEqual(O.none);
      });

      it('finds no broker and asks for no authorisation before its profile holds a name and a city; then twelve, none removed before signing', async () => {
        expect(right(await s.api.getRemovalStats()).brokers).toEqual([]);
        expect(leftKind(await s.api.requestRemovalContract())).toEqual({ kind: 'Http', status: 409 });

        await searchable(s.api);
        const { brokers } = right(await s.api.getRemovalStats());
        expect(brokers).toHaveLength(12);
        expect(new Set(brokers.map((b) => b.state))).toEqual(new Set(['FOUND']));
        expect(brokers.every((b) => b.brokerId !== '' && b.brokerName !== '' && b.requestedAt === null && b.removedAt === null)).toBe(true);
      });

      it('has its address’s real HIBP breaches, each with the facts the dashboard shows and the address it involves', async () => {
        const { dataBreaches } = right(await s.api.getBreachStatus());
        expect(dataBreaches).not.toBeNull();
        expect((dataBreaches ?? []).map((b) => b.name)).toEqual(breachesFor(s.email).map((b) => b.name));
        for (const breach of dataBreaches ?? []) {
          expect(breach.addresses).toEqual([s.email]);
          expect(breach).toMatchObject({ name: expect.any(String), title: expect.any(String), source: 'hibp' });
          expect(breach.breachDate).toMatch(/^\d{4}-\d{2}-\d{2}/);
          expect(breach.dataClasses.length).toBeGreaterThan(0);
        }
      });
    });

    it('sends nothing without a session: every call is NoToken', async () => {
      s.signOut();
      const calls = [
        ...READS.map((read) => read.call(s.api)),
        s.api.saveUserProfile(EMPTY_PROFILE),
        s.api.addEmailAddress('b@example.com'),
        s.api.verifyEmailAddress('b@example.com', '123456'),
        s.api.setPrimaryEmailAddress('b@example.com'),
        s.api.removeEmailAddress('b@example.com'),
        s.api.requestRemovalContract(),
        s.api.deleteRemovalContract(),
      ];
      for (const result of await Promise.all(calls)) expect(result).toEqual(E.left({ kind: 'NoToken' }));
    });

    describe('what the dashboard shows when a read fails', () => {
      it('a 500 on subscription-status is a Left, and the dashboard shows UNKNOWN', async () => {
        await s.fault('subscriptionStatus', { status: 500 });
        expect(leftKind(await s.api.getSubscriptionStatus())).toEqual({ kind: 'Http', status: 500 });

        await s.fault('subscriptionStatus', { status: 500 });
        await expect(readSubscription(s.api)()).resolves.toEqual(UNKNOWN_SUBSCRIPTION);
      });

      it('a failed breach-status reads as null ("could not check"), not as no breaches', async () => {
        await s.fault('breachStatus', { status: 503 });
        await expect(readBreachStatus(s.api)()).resolves.toEqual({ dataBreaches: null });
      });

      it('a 404 on the contract is no contract; any other failure stays a failure', async () => {
        await expect(s.api.getRemovalContract()).resolves.toEqual(E.right(O.none));
        await s.fault('getRemovalContract', { status: 500 });
        await expect(s.api.getRemovalContract()).resolves.toEqual(E.left({ kind: 'Http', status: 500 }));
      });

      it.each(READS)('a status fault on $operation fails that call alone', async ({ operation, call }) => {
        await s.fault(operation, { status: 502 });
        const results = await Promise.all(READS.map((read) => read.call(s.api)));
        READS.forEach((read, i) => {
          if (read.operation === operation) expect(results[i]).toEqual(E.left({ kind: 'Http', status: 502 }));
          else expect(E.isRight(results[i] as E.Either<HttpFailure, unknown>)).toBe(true);
        });
        expect(E.isRight(await call(s.api))).toBe(true);
      });
    });

    describe('answers that break the wire contract are decode failures, never crashes', () => {
      const cases = READS_WITH_BODY.flatMap((read) => (['malformed-json', 'html', 'wrong-types'] as const).map((body) => ({ ...read, body })));

      it.each(cases)('$operation answering $body', async ({ operation, call, body }) => {
        await s.fault(operation, { body });
        const failure = leftKind(await call(s.api));
        expect(failure.kind).toBe('Decode');
      });

      it('a broken contract body is a decode failure too', async () => {
        await searchable(s.api);
        right(await s.api.requestRemovalContract());
        await s.fault('getRemovalContract', { body: 'wrong-types' });
        expect(leftKind(await s.api.getRemovalContract()).kind).toBe('Decode');
      });

      it.each<{ operation: string; call: (api: ProtectionApi) => Promise<E.Either<HttpFailure, object>> }>([
        { operation: 'subscriptionStatus', call: (api) => api.getSubscriptionStatus() },
        { operation: 'getUserProfile', call: (api) => api.getUserProfile() },
      ])('a prototype-pollution payload on $operation pollutes nothing and still decodes', async ({ operation, call }) => {
        const clean = right(await call(s.api));
        await s.fault(operation, { body: 'prototype-pollution' });

        const result = right(await call(s.api));

        expect(result).toEqual(clean);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        expect(Object.prototype.hasOwnProperty.call(result, 'polluted')).toBe(false);
        expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
      });
    });

    it('a hanging endpoint times out on its own, without slowing the other calls', async () => {
      await s.fault('subscriptionStatus', { delayMs: s.timeoutMs * 4 });
      const started = Date.now();
      const others = Promise.all(READS.filter((r) => r.operation !== 'subscriptionStatus').map((read) => read.call(s.api))).then((results) => ({
        results,
        at: Date.now() - started,
      }));
      const hanging = s.api.getSubscriptionStatus().then((result) => ({ result, at: Date.now() - started }));

      const [rest, slow] = await Promise.all([others, hanging]);

      expect(slow.result).toEqual(E.left({ kind: 'Timeout' }));
      expect(slow.at).toBeGreaterThanOrEqual(s.timeoutMs - 50);
      expect(slow.at).toBeLessThan(s.timeoutMs * 4);
      expect(rest.results.every(E.isRight)).toBe(true);
      expect(rest.at).toBeLessThan(slow.at);
    });

    describe('the last visit (the service’s extension)', () => {
      it('marks each visit and answers with the one before: none on the first', async () => {
        expect(right(await s.api.markVisit())).toBeNull();
        const first = right(await s.api.markVisit());
        expect(first).toMatch(/^\d{4}-\d{2}-\d{2}T/);
        expect(Date.parse(right(await s.api.markVisit()) ?? '')).toBeGreaterThanOrEqual(Date.parse(first ?? ''));
      });

      it('a broken answer is a decode failure', async () => {
        await s.fault('markVisit', { body: 'wrong-types' });
        expect(leftKind(await s.api.markVisit()).kind).toBe('Decode');
      });
    });

    describe('breach progress (the service’s extension)', () => {
      it('starts empty, marks a breach fixed with its date, is idempotent, and undoes', async () => {
        expect(right(await s.api.getBreachProgress())).toEqual({ fixed: [] });
        const marked = right(await s.api.setBreachFixed('hibp::Adobe', true));
        expect(marked.fixed).toEqual([{ breachKey: 'hibp::Adobe', fixedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) }]);
        expect(right(await s.api.setBreachFixed('hibp::Adobe', true))).toEqual(marked);
        expect(right(await s.api.getBreachProgress())).toEqual(marked);
        expect(right(await s.api.setBreachFixed('hibp::Adobe', false))).toEqual({ fixed: [] });
        expect(right(await s.api.getBreachProgress())).toEqual({ fixed: [] });
      });

      it.each(['Adobe', 'hibp::', 'hibp::a b', '::Adobe', `hibp::${'x'.repeat(101)}`])('refuses %j, which is not a breach key, with 400', async (key) => {
        expect(leftKind(await s.api.setBreachFixed(key, true))).toEqual({ kind: 'Http', status: 400 });
        expect(right(await s.api.getBreachProgress())).toEqual({ fixed: [] });
      });
    });

    describe('the profile', () => {
      const ada: UserProfile = {
        firstName: 'Ada',
        lastName: 'Lovelace',
        birthDate: '1815-12-10',
        address: '12 St James’s Square',
        address2: 'Flat 2',
        city: 'London',
        state: 'Greater London',
        zip: 'SW1Y 4JH',
      };

      it('round-trips every field, the second address line included', async () => {
        expect(right(await s.api.saveUserProfile(ada))).toEqual(ada);
        expect(right(await s.api.getUserProfile())).toEqual(ada);
      });

      it('a failed save keeps the stored profile', async () => {
        right(await s.api.saveUserProfile(ada));
        await s.fault('saveUserProfile', { status: 500 });
        expect(leftKind(await s.api.saveUserProfile({ ...ada, city: 'Paris' }))).toEqual({ kind: 'Http', status: 500 });
        expect(right(await s.api.getUserProfile()).city).toBe('London');
      });
    });

    describe('e-mail addresses', () => {
      const second = 'second@example.com';

      it('add → code to the new address → verify → primary → the old one can go', async () => {
        const added = right(await s.api.addEmailAddress(`  ${second.toUpperCase()} `));
        expect(added).toContainEqual({ address: second, isPrimary: false, isVerified: false });
        const code = await s.latestCode(second);
        expect(code).toMatch(/^\d{6}$/);

        expect(right(await s.api.verifyEmailAddress(second, code))).toContainEqual({ address: second, isPrimary: false, isVerified: true });
        const swapped = right(await s.api.setPrimaryEmailAddress(second));
        expect(swapped.filter((e) => e.isPrimary)).toEqual([{ address: second, isPrimary: true, isVerified: true }]);
        expect(right(await s.api.removeEmailAddress(s.email))).toEqual([{ address: second, isPrimary: true, isVerified: true }]);
        expect(right(await s.api.getEmailAddresses())).toEqual([{ address: second, isPrimary: true, isVerified: true }]);
      });

      it('refuses a wrong code, an unverified primary, removing the primary and re-adding a verified address', async () => {
        right(await s.api.addEmailAddress(second));
        const code = await s.latestCode(second);
        const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

        expect(leftKind(await s.api.verifyEmailAddress(second, wrong))).toEqual({ kind: 'Http', status: 400 });
        expect(leftKind(await s.api.setPrimaryEmailAddress(second))).toEqual({ kind: 'Http', status: 400 });
        expect(leftKind(await s.api.removeEmailAddress(s.email))).toEqual({ kind: 'Http', status: 400 });
        expect(leftKind(await s.api.addEmailAddress(s.email))).toEqual({ kind: 'Http', status: 409 });
        expect(leftKind(await s.api.addEmailAddress('not an address'))).toEqual({ kind: 'Http', status: 400 });
        expect(leftKind(await s.api.removeEmailAddress('nobody@example.com'))).toEqual({ kind: 'Http', status: 404 });
      });

      it('adding an unverified address again sends a fresh code, and only the newest works', async () => {
        right(await s.api.addEmailAddress(second));
        const first = await s.latestCode(second);
        right(await s.api.addEmailAddress(second));
        const fresh = await s.latestCode(second);

        if (first !== fresh) expect(leftKind(await s.api.verifyEmailAddress(second, first))).toEqual({ kind: 'Http', status: 400 });
        expect(right(await s.api.verifyEmailAddress(second, fresh))).toContainEqual({ address: second, isPrimary: false, isVerified: true });
      });
    });

    describe('the removal contract', () => {
      it('none → requested (awaiting signature, same one when asked again) → signed → deleted', async () => {
        await searchable(s.api);
        const requested = right(await s.api.requestRemovalContract());
        expect(requested).toMatchObject({ status: 'PENDING_SIGNATURE', signedAt: null, docusealSlug: expect.stringMatching(/^[A-Za-z0-9_-]+$/) });
        expect(right(await s.api.requestRemovalContract()).id).toBe(requested.id);
        expect(right(await s.api.getRemovalContract())).toEqual(O.some(requested));

        await s.markContractSigned();
        const signed = right(await s.api.getRemovalContract());
        expect(O.toNullable(signed)).toMatchObject({ id: requested.id, status: 'SIGNED', signedAt: expect.stringMatching(/^\d{4}-/) });
        const { brokers } = right(await s.api.getRemovalStats());
        expect(brokers.some((b) => b.state !== 'FOUND')).toBe(true);
        // The dates travel: each request dated, each removal too, none before its request.
        for (const b of brokers) {
          expect(b.requestedAt).toEqual(b.state === 'FOUND' ? null : expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/));
          expect(b.removedAt).toEqual(b.state === 'REMOVED' ? expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) : null);
          if (b.removedAt !== null) expect(Date.parse(b.removedAt)).toBeGreaterThanOrEqual(Date.parse(b.requestedAt ?? ''));
        }

        expect(right(await s.api.deleteRemovalContract())).toBeUndefined();
        expect(right(await s.api.getRemovalContract())).toEqual(O.none);
        expect(leftKind(await s.api.deleteRemovalContract())).toEqual({ kind: 'Http', status: 404 });
      });
    });
  });
}
