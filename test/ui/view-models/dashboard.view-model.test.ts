import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { makeGetBreachStatus } from '../../../src/application/breach/get-breach-status';
import { makeGetRemovalContract } from '../../../src/application/removal/get-removal-contract';
import { makeGetSubscriptionStatus } from '../../../src/application/subscription/get-subscription-status';
import type { Breach } from '../../../src/domain/breach/breach';
import type { HttpFailure } from '../../../src/domain/http/http-failure';
import { EMPTY_PROFILE } from '../../../src/domain/profile/user-profile';
import type { RemovalContract } from '../../../src/domain/removal/removal';
import { DashboardViewModel, type DashboardDeps } from '../../../src/ui/screens/dashboard/dashboard.view-model';

const breach = (name: string, breachDate: string, flags: Partial<Breach> = {}): Breach => ({
  name, title: name, domain: '', breachDate, addedDate: breachDate, pwnCount: 10, dataClasses: ['Passwords'],
  isVerified: true, isFabricated: false, isSensitive: false, isRetired: false, isSpamList: false, isMalware: false, source: 'hibp', ...flags,
});
const contract: RemovalContract = { id: 'c', status: 'PENDING_SIGNATURE', docusealSlug: 'slug-1', createdAt: '2026-11-22T00:00:00Z', signedAt: null };

type Api = DashboardDeps['api'] & {
  getRemovalContract: () => Promise<E.Either<HttpFailure, O.Option<RemovalContract>>>; getSubscriptionStatus: () => Promise<E.Either<HttpFailure, never>>; getBreachStatus: () => Promise<E.Either<HttpFailure, never>> };

const build = (overrides: Partial<Record<keyof Api, () => Promise<unknown>>> = {}) => {
  const started: string[] = [];
  const call = <T>(name: string, value: T) => async () => {
    started.push(name);
    return value;
  };
  const api = {
    getSubscriptionStatus: call('subscription', E.right({ status: 'ACTIVE', daysRemaining: 20, link: 'https://billing.example/' })),
    getBreachStatus: call('breaches', E.right({ dataBreaches: [breach('Old', '2012-01-01'), breach('New', '2024-01-01'), breach('Spam', '2020-01-01', { isSpamList: true })] })),
    getUserProfile: call('profile', E.right({ ...EMPTY_PROFILE, firstName: 'Ada' })),
    getEmailAddresses: call('emails', E.right([{ address: 'b@example.com', isPrimary: false, isVerified: true }, { address: 'a@example.com', isPrimary: true, isVerified: true }])),
    getRemovalContract: call('contract', E.right(O.none)),
    getRemovalStats: call('stats', E.right({ brokers: [{ brokerId: '1', brokerName: 'B', state: 'REMOVED' }] })),
    requestRemovalContract: call('request', E.right(contract)),
    deleteRemovalContract: call('delete', E.right(undefined)),
    ...overrides,
  } as unknown as Api;
  const vm = new DashboardViewModel(
    { api, getSubscriptionStatus: makeGetSubscriptionStatus({ api }), getBreachStatus: makeGetBreachStatus({ api }), getRemovalContract: makeGetRemovalContract({ api }) },
    { region: 'US', subscribed: false },
  );
  return { vm, started };
};

describe('DashboardViewModel', () => {
  it('starts with every area loading', () => {
    const { vm } = build();
    for (const area of [vm.profile, vm.subscription, vm.contract, vm.emails, vm.removals, vm.breaches]) expect(area.state).toBe('loading');
  });

  it('starts every request before any answer lands (one parallel round)', async () => {
    const { vm, started } = build();
    const load = vm.load();

    expect(started.sort()).toEqual(['breaches', 'contract', 'emails', 'profile', 'stats', 'subscription']);
    await load;
  });

  it('fills every area', async () => {
    const { vm } = build();
    await vm.load();

    expect(vm.subscriptionActive).toBe(true);
    expect(vm.emails).toEqual({ state: 'ready', value: [expect.objectContaining({ address: 'a@example.com' }), expect.objectContaining({ address: 'b@example.com' })] });
    expect(vm.breaches).toEqual({ state: 'ready', value: { breaches: [expect.objectContaining({ name: 'New' }), expect.objectContaining({ name: 'Old' })], hiddenCount: 1 } });
    expect(vm.removals).toEqual({ state: 'ready', value: expect.objectContaining({ total: 1, removed: 1 }) });
    expect(vm.contract).toEqual({ state: 'ready', value: O.none });
    expect(vm.profile.state).toBe('ready');
  });

  it('lets one area fail without touching the others', async () => {
    const { vm } = build({
      getUserProfile: async () => E.left({ kind: 'Timeout' }),
      getRemovalStats: async () => E.left({ kind: 'Http', status: 502 }),
      getEmailAddresses: async () => E.left({ kind: 'Network' }),
      getRemovalContract: async () => E.left({ kind: 'Http', status: 500 }),
    });
    await vm.load();

    expect(vm.profile).toEqual({ state: 'failed', message: 'Request timed out' });
    expect(vm.removals).toEqual({ state: 'failed', message: 'Request failed with status code 502' });
    expect(vm.emails.state).toBe('failed');
    expect(vm.contract.state).toBe('failed');
    expect(vm.subscription.state).toBe('ready');
    expect(vm.breaches.state).toBe('ready');
  });

  it('shows the spec fallbacks: UNKNOWN subscription, unknown breaches', async () => {
    const { vm } = build({ getSubscriptionStatus: async () => E.left({ kind: 'Http', status: 500 }), getBreachStatus: async () => E.left({ kind: 'Network' }) });
    await vm.load();

    expect(vm.subscription).toEqual({ state: 'ready', value: { status: 'UNKNOWN', daysRemaining: 'Unknown', link: '' } });
    expect(vm.subscriptionActive).toBe(false);
    expect(vm.breaches).toEqual({ state: 'ready', value: null });
  });

  it('requests a contract, once at a time, and returns it for signing', async () => {
    const { vm, started } = build();
    await vm.load();

    const [first, second] = await Promise.all([vm.requestContract(), vm.requestContract()]);

    expect(first).toEqual(contract);
    expect(second).toBeNull();
    expect(started.filter((s) => s === 'request')).toHaveLength(1);
    expect(vm.contract).toEqual({ state: 'ready', value: O.some(contract) });
  });

  it('deletes the contract, and says why when it cannot', async () => {
    const ok = build({ getRemovalContract: async () => E.right(O.some(contract)) });
    await ok.vm.load();
    await ok.vm.deleteContract();
    expect(ok.vm.contract).toEqual({ state: 'ready', value: O.none });

    const failing = build({ deleteRemovalContract: async () => E.left({ kind: 'Http', status: 500 }) });
    await failing.vm.deleteContract();
    expect(failing.vm.contractError).toBe('Request failed with status code 500');
    expect(failing.vm.contractBusy).toBe(false);
  });
});
