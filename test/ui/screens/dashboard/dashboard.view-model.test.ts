import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { when } from 'mobx';
import { dashboardServices } from '../../../../src/composition/resolve-services';
import { EMPTY_PROFILE } from '../../../../src/domain/profile/user-profile';
import type { RemovalContract } from '../../../../src/domain/removal/removal';
import { BREACHES_PER_STEP } from '../../../../src/ui/screens/dashboard/breach-list.view-model';
import { DashboardViewModel } from '../../../../src/ui/screens/dashboard/dashboard.view-model';
import { aBreach } from '../../../support/builders';
import { A_SESSION } from '../../../support/test-services';
import { ScriptedProtectionApi } from '../../../support/fakes/scripted-protection-api';
import { LocalStorageBreachProgress } from '../../../../src/adapters/browser/local-storage-breach-progress';
import { MemoryStorage } from '../../../support/memory-storage';

const contract: RemovalContract = { id: 'c', status: 'PENDING_SIGNATURE', docusealSlug: 'slug-1', createdAt: '2026-11-22T00:00:00Z', signedAt: null };

const anApi = () =>
  new ScriptedProtectionApi()
    .script('getSubscriptionStatus', E.right({ status: 'ACTIVE', daysRemaining: 20, link: 'https://billing.example/' }))
    .script(
      'getBreachStatus',
      E.right({
        dataBreaches: [
          aBreach({ name: 'Old', breachDate: '2012-01-01' }),
          aBreach({ name: 'New', breachDate: '2024-01-01' }),
          aBreach({ name: 'Spam', isSpamList: true }),
        ],
      }),
    )
    .script('getUserProfile', E.right({ ...EMPTY_PROFILE, firstName: 'Ada', lastName: 'Lovelace', city: 'London' }))
    .script(
      'getEmailAddresses',
      E.right([
        { address: 'b@example.com', isPrimary: false, isVerified: true },
        { address: 'a@example.com', isPrimary: true, isVerified: true },
      ]),
    )
    .script('getRemovalContract', E.right(O.none))
    .script('getRemovalStats', E.right({ brokers: [{ brokerId: '1', brokerName: 'B', state: 'REMOVED', requestedAt: null, removedAt: null }] }))
    .script('requestRemovalContract', E.right(contract))
    .script('deleteRemovalContract', E.right(undefined))
    .script('getBreachProgress', E.right({ fixed: [] }));

/** The session after a refresh: the user pool now names the address made primary. */
const refreshedAs = (email: string) => async () => E.right({ ...A_SESSION, email });

const build = (api = anApi(), refreshSession = refreshedAs('b@example.com'), device = new LocalStorageBreachProgress(new MemoryStorage())) => {
  const modals: string[] = [];
  const fixes: string[] = [];
  const sessions = { currentSession: async () => O.some(A_SESSION) };
  const vm = new DashboardViewModel(
    {
      ...dashboardServices({ api, clock: { now: () => Date.UTC(2026, 10, 26) }, device, sessions, refreshSession }),
      changeRegion: async (region) => E.right(region),
      analytics: {
        track: async (event) => {
          if (event.type === 'modal') modals.push(event.name);
          if (event.type === 'guided fix') fixes.push(`${event.name}: ${event.dataClass}`);
        },
      },
    },
    { email: 'ada@example.com', region: 'GB', subscribed: false },
  );
  return { vm, api, modals, fixes, device };
};

/** A breach as the dashboard ranks it: with its key, needing action. */
const shown = (name: string) => ({ breach: expect.objectContaining({ name }), key: `hibp::${name}`, fixedAt: null });

describe('DashboardViewModel', () => {
  it('is signed in as the session’s address, then as each new primary the refreshed session names', async () => {
    const { vm, api } = build();
    await vm.load();
    expect(vm.signedInAs).toBe('ada@example.com');
    api.script(
      'setPrimaryEmailAddress',
      E.right([
        { address: 'b@example.com', isPrimary: true, isVerified: true },
        { address: 'a@example.com', isPrimary: false, isVerified: true },
      ]),
    );

    vm.emailManager.confirmPrimary('b@example.com');
    await vm.emailManager.makePrimary();

    expect(vm.signedInAs).toBe('b@example.com');
  });

  it('starts with every area loading and shows the region it was given', () => {
    const { vm } = build();

    for (const area of [vm.profile, vm.subscription, vm.contract, vm.emails, vm.removals, vm.breaches]) expect(area.state).toBe('loading');
    expect(vm.input.region).toBe('GB');
  });

  it('fills every area: addresses primary first, breaches newest first without the spam list', async () => {
    const { vm } = build();
    await vm.load();

    expect(vm.subscription).toEqual({ state: 'ready', value: expect.objectContaining({ status: 'ACTIVE' }) });
    expect(vm.emails).toEqual({
      state: 'ready',
      value: [expect.objectContaining({ address: 'a@example.com' }), expect.objectContaining({ address: 'b@example.com' })],
    });
    expect(vm.breaches).toEqual({ state: 'ready', value: expect.objectContaining({ ranked: [shown('New'), shown('Old')], hiddenCount: 1 }) });
    expect(vm.removals).toEqual({ state: 'ready', value: expect.objectContaining({ total: 1, removed: 1 }) });
    expect(vm.contract).toEqual({ state: 'ready', value: null });
    expect(vm.profile).toEqual({ state: 'ready', value: expect.objectContaining({ firstName: 'Ada' }) });
  });

  it('lets one area fail without touching the others', async () => {
    const api = anApi()
      .script('getUserProfile', E.left({ kind: 'Timeout' }))
      .script('getRemovalStats', E.left({ kind: 'Http', status: 502 }))
      .script('getEmailAddresses', E.left({ kind: 'Network' }))
      .script('getRemovalContract', E.left({ kind: 'Http', status: 500 }));
    const { vm } = build(api);
    await vm.load();

    expect(vm.profile).toEqual({ state: 'failed' });
    expect(vm.removals).toEqual({ state: 'failed' });
    expect(vm.emails.state).toBe('failed');
    expect(vm.contract.state).toBe('failed');
    expect(vm.subscription.state).toBe('ready');
    expect(vm.breaches.state).toBe('ready');
  });

  it('shows the fallbacks: an unknown subscription, breaches that could not be checked', async () => {
    const { vm } = build(
      anApi()
        .script('getSubscriptionStatus', E.left({ kind: 'Http', status: 500 }))
        .script('getBreachStatus', E.left({ kind: 'Network' })),
    );
    await vm.load();

    expect(vm.subscription).toEqual({ state: 'ready', value: { status: 'UNKNOWN', daysRemaining: 'Unknown', link: '' } });
    expect(vm.breaches).toEqual({ state: 'ready', value: null });
  });

  it('reads a failed area again on its own, showing it loading meanwhile, and leaves the others alone', async () => {
    const api = anApi()
      .script('getEmailAddresses', E.left({ kind: 'Http', status: 503 }))
      .script('getBreachStatus', E.left({ kind: 'Network' }));
    const { vm } = build(api);
    await vm.load();
    const profile = vm.profile;
    api
      .script('getEmailAddresses', E.right([{ address: 'a@example.com', isPrimary: true, isVerified: true }]))
      .script('getBreachStatus', E.right({ dataBreaches: [] }));
    const before = api.calls.length;

    const emails = vm.retry('emails');
    expect(vm.emails.state).toBe('loading');
    await emails;
    await vm.retry('breaches');

    expect(vm.emails).toEqual({ state: 'ready', value: [expect.objectContaining({ address: 'a@example.com' })] });
    expect(vm.breaches).toEqual({ state: 'ready', value: { ranked: [], hiddenCount: 0, exposure: [] } });
    expect(api.calls.slice(before).map((c) => c.method)).toEqual(['getEmailAddresses', 'getBreachStatus']);
    expect(vm.profile).toBe(profile);
  });

  it('reads every part that could not be read again, once, and nothing that was read', async () => {
    const api = anApi()
      .script('getSubscriptionStatus', E.left({ kind: 'Http', status: 500 }))
      .script('getEmailAddresses', E.left({ kind: 'Http', status: 503 }))
      .script('getRemovalContract', E.left({ kind: 'Network' }))
      .script('getBreachStatus', E.left({ kind: 'Network' }));
    const { vm } = build(api);
    await vm.load();
    expect(vm.failedParts).toEqual(['breaches', 'contract', 'subscription', 'emails']);
    api
      .script('getSubscriptionStatus', E.right({ status: 'ACTIVE', daysRemaining: 20, link: '' }))
      .script('getEmailAddresses', E.right([{ address: 'a@example.com', isPrimary: true, isVerified: true }]))
      .script('getRemovalContract', E.right(O.none))
      .script('getBreachStatus', E.right({ dataBreaches: [aBreach({ name: 'New' })] }));
    const before = api.calls.length;

    const retried = vm.retryFailed();
    // A second "Try again" (or the connection coming back) while they load reads nothing more.
    await vm.retryFailed();
    await retried;

    expect(
      api.calls
        .slice(before)
        .map((c) => c.method)
        .sort(),
    ).toEqual(['getBreachStatus', 'getEmailAddresses', 'getRemovalContract', 'getSubscriptionStatus']);
    expect(vm.failedParts).toEqual([]);
    expect(vm.subscription).toEqual({ state: 'ready', value: expect.objectContaining({ status: 'ACTIVE' }) });
    expect(vm.breaches).toEqual({ state: 'ready', value: expect.objectContaining({ ranked: [shown('New')] }) });
  });

  it('has nothing to read again when every part was read', async () => {
    const { vm, api } = build();
    await vm.load();
    const before = api.calls.length;

    await vm.retryFailed();

    expect(vm.failedParts).toEqual([]);
    expect(api.calls.length).toBe(before);
  });

  it("reads the breaches again when the addresses change, since they are the verified addresses' breaches", async () => {
    const api = anApi();
    const { vm } = build(api);
    await vm.load();
    api.script('getBreachStatus', E.right({ dataBreaches: [aBreach({ name: 'Second' })] }));

    vm.setEmails([
      { address: 'a@example.com', isPrimary: true, isVerified: true },
      { address: 'c@example.com', isPrimary: false, isVerified: true },
    ]);
    expect(vm.breaches.state).toBe('loading');
    await when(() => vm.breaches.state === 'ready');

    expect(vm.breaches).toEqual({ state: 'ready', value: expect.objectContaining({ ranked: [shown('Second')], hiddenCount: 0 }) });
  });

  it('does not read an area again while it is still loading', async () => {
    const { vm, api } = build();
    const loaded = vm.load();
    await vm.retry('subscription');
    await loaded;

    expect(api.calls.filter((c) => c.method === 'getSubscriptionStatus')).toHaveLength(1);
  });

  it('requests a contract, once at a time, and returns it for signing', async () => {
    const { vm, api } = build();
    await vm.load();

    const [first, second] = await Promise.all([vm.authorisation.request(), vm.authorisation.request()]);

    expect(first).toEqual(contract);
    expect(second).toBeNull();
    expect(api.calls.filter((c) => c.method === 'requestRemovalContract')).toHaveLength(1);
    expect(vm.contract).toEqual({ state: 'ready', value: contract });
  });

  it('withdraws the contract, and says why when it cannot', async () => {
    const ok = build(anApi().script('getRemovalContract', E.right(O.some(contract))));
    await ok.vm.load();
    await ok.vm.authorisation.withdraw();
    expect(ok.vm.contract).toEqual({ state: 'ready', value: null });

    const failing = build(anApi().script('deleteRemovalContract', E.left({ kind: 'Http', status: 500 })));
    await failing.vm.authorisation.withdraw();
    expect(failing.vm.authorisation.change.error).toBe('Something went wrong on our side. Please try again.');
    expect(failing.vm.authorisation.change.busy).toBe(false);
  });

  it('opens the profile editor with the profile once it has loaded, and not when it failed', async () => {
    const { vm } = build();
    const opening = vm.editProfileWhenLoaded();
    expect(vm.editor.open).toBe(false);

    await vm.load();
    await opening;
    expect(vm.editor.open).toBe(true);
    expect(vm.editor.values.firstName).toBe('Ada');

    const failed = build(anApi().script('getUserProfile', E.left({ kind: 'Network' })));
    await failed.vm.load();
    await failed.vm.editProfileWhenLoaded();
    expect(failed.vm.editor.open).toBe(false);
  });

  it('keeps the e-mail list and the profile in step with the dialogs', async () => {
    const api = anApi().script(
      'addEmailAddress',
      E.right([
        { address: 'a@example.com', isPrimary: true, isVerified: true },
        { address: 'c@example.com', isPrimary: false, isVerified: false },
      ]),
    );
    const { vm, modals } = build(api);
    await vm.load();

    vm.emailManager.startAdd();
    vm.emailManager.setAddress('c@example.com');
    await vm.emailManager.submitAddress();

    expect(vm.emails).toEqual({
      state: 'ready',
      value: [expect.objectContaining({ address: 'a@example.com' }), expect.objectContaining({ address: 'c@example.com' })],
    });
    expect(modals).toEqual(['add email: enter', 'add email: verify']);
  });
});

describe('DashboardViewModel: breach states and the guided fix', () => {
  const loaded = async (api = anApi()) => {
    const built = build(api);
    await built.vm.load();
    return built;
  };

  it('drops a filter by a kind of data the breaches read again no longer have, so the list is never empty for it', async () => {
    const api = anApi().script('getBreachStatus', E.right({ dataBreaches: [aBreach({ name: 'Pw', dataClasses: ['Passwords'] })] }));
    const { vm } = await loaded(api);
    vm.list.filterByKind('Passwords');
    expect(vm.list.activeKind).toBe('Passwords');

    api.script('getBreachStatus', E.right({ dataBreaches: [aBreach({ name: 'Mail', dataClasses: ['Email addresses'] })] }));
    await vm.retry('breaches');

    expect(vm.list.activeKind).toBeNull();
    expect(vm.list.needActionOfKind.map((b) => b.key)).toEqual(['hibp::Mail']);
  });

  it('lists the breaches riskiest first as needing action, and the headline leads to the first', async () => {
    const api = anApi()
      .script(
        'getBreachStatus',
        E.right({
          dataBreaches: [
            aBreach({ name: 'Names', title: 'Names Inc', dataClasses: ['Names'] }),
            aBreach({ name: 'Pw', title: 'Pw Co', dataClasses: ['Passwords'] }),
          ],
        }),
      )
      .script('getBreachProgress', E.right({ fixed: [] }));
    const { vm } = await loaded(api);

    expect(vm.needAction.map((b) => b.key)).toEqual(['hibp::Pw', 'hibp::Names']);
    expect(vm.fixed).toEqual([]);
    expect(vm.status).toMatchObject({ tone: 'action', headline: '2 breaches need your action', action: { kind: 'fix-breach', breachKey: 'hibp::Pw' } });
    expect(vm.exposure.map((e) => e.label)).toEqual(['Passwords', 'Names']);
  });

  it('walks the steps within their bounds, naming only the kind of data in analytics', async () => {
    const { vm, fixes } = await loaded();

    vm.startFix('hibp::New');
    vm.moveFix(-1);
    vm.moveFix(1);
    vm.moveFix(1);
    vm.moveFix(1);
    vm.moveFix(1);

    expect(vm.openFix).toEqual({ key: 'hibp::New', step: 3 });
    expect(fixes).toEqual(['open: Passwords', 'step: Password hints', 'step: Email addresses', 'step: Usernames']);
    expect(fixes.join(' ')).not.toMatch(/New|Old|hibp::/);
    vm.closeFix();
    expect(vm.openFix).toBeNull();
    vm.startFix('hibp::Unknown');
    expect(vm.openFix).toBeNull();
  });

  it('opens on the breaches dealt with when none needs action, until the person picks a tab', async () => {
    const api = anApi().script(
      'getBreachProgress',
      E.right({
        fixed: [
          { breachKey: 'hibp::Old', fixedAt: '2026-11-20T00:00:00.000Z' },
          { breachKey: 'hibp::New', fixedAt: '2026-11-21T00:00:00.000Z' },
        ],
      }),
    );
    const { vm } = await loaded(api);
    expect(vm.list.breachTab).toBe('fixed');
    vm.list.showTab('needAction');
    expect(vm.list.breachTab).toBe('needAction');
  });

  it('marks a breach fixed and back, closing its steps; says what is next after a fix, and that it was the last one', async () => {
    const api = anApi()
      .script('getBreachProgress', E.right({ fixed: [{ breachKey: 'hibp::Old', fixedAt: '2026-11-20T00:00:00.000Z' }] }))
      .script(
        'setBreachFixed',
        E.right({
          fixed: [
            { breachKey: 'hibp::Old', fixedAt: '2026-11-20T00:00:00.000Z' },
            { breachKey: 'hibp::New', fixedAt: '2026-11-26T00:00:00.000Z' },
          ],
        }),
      );
    const { vm, fixes } = await loaded(api);
    expect(vm.fixed.map((b) => b.key)).toEqual(['hibp::Old']);

    vm.startFix('hibp::New');
    await vm.setFixed('hibp::New', true);

    expect(vm.needAction).toEqual([]);
    expect(vm.openFix).toBeNull();
    // The last one: the list of what is dealt with shows, and the celebration (not a heading) takes focus.
    expect(vm.list.breachTab).toBe('fixed');
    expect(vm.list.lastChanged).toBeNull();
    expect(vm.justFixed).toEqual({ title: 'Adobe', next: null });
    expect(vm.status.tone).not.toBe('action');
    expect(fixes).toContain('fixed: Passwords');
    vm.dismissFixed();
    expect(vm.justFixed).toBeNull();

    api.script('setBreachFixed', E.right({ fixed: [] }));
    await vm.setFixed('hibp::Old', false);
    expect(vm.needAction.map((b) => b.key)).toEqual(['hibp::New', 'hibp::Old']);
    expect(vm.justFixed).toBeNull();
    expect(vm.list.breachTab).toBe('needAction');

    api.script('setBreachFixed', E.right({ fixed: [{ breachKey: 'hibp::Old', fixedAt: '2026-11-27T00:00:00.000Z' }] }));
    await vm.setFixed('hibp::Old', true);
    expect(vm.justFixed).toEqual({ title: 'Adobe', next: { key: 'hibp::New', title: 'Adobe' } });
    vm.startFix('hibp::New');
    expect(vm.justFixed).toBeNull();
    expect(fixes).toContain('undo: Passwords');
  });

  it('a failed change keeps the state, says why in plain words, and can be tried again', async () => {
    const api = anApi()
      .script('getBreachProgress', E.right({ fixed: [] }))
      .script('setBreachFixed', E.left({ kind: 'Http', status: 500 }));
    const { vm } = await loaded(api);

    vm.startFix('hibp::New');
    await vm.setFixed('hibp::New', true);

    expect(vm.fixError).toEqual({ key: 'hibp::New', message: expect.not.stringMatching(/500|status/) });
    expect(vm.needAction.map((b) => b.key)).toContain('hibp::New');
    expect(vm.openFix).toEqual({ key: 'hibp::New', step: 0 });
  });

  it('progress that cannot be read leaves every breach needing action, and is read again alone', async () => {
    const api = anApi().script('getBreachProgress', E.left({ kind: 'Network' }));
    const { vm } = await loaded(api);
    expect(vm.progress.state).toBe('failed');
    expect(vm.needAction).toHaveLength(2);

    api.script('getBreachProgress', E.right({ fixed: [{ breachKey: 'hibp::New', fixedAt: '2026-11-26T00:00:00.000Z' }] }));
    await vm.retry('progress');
    expect(vm.fixed.map((b) => b.key)).toEqual(['hibp::New']);
  });

  it('shows a long list a step at a time, riskiest first, and always as far as the breach that changed last', async () => {
    const many = Array.from({ length: 1000 }, (_, i) => aBreach({ name: `B${String(i).padStart(4, '0')}`, breachDate: '2020-01-01' }));
    const api = anApi()
      .script('getBreachStatus', E.right({ dataBreaches: many }))
      .script('setBreachFixed', E.right({ fixed: [{ breachKey: 'hibp::B0100', fixedAt: '2026-11-26T00:00:00.000Z' }] }));
    const { vm } = await loaded(api);

    expect(vm.needAction).toHaveLength(1000);
    expect(vm.list.needActionShown.map((b) => b.key)).toEqual(vm.needAction.slice(0, BREACHES_PER_STEP).map((b) => b.key));
    vm.list.showMore('needAction');
    expect(vm.list.needActionShown).toHaveLength(2 * BREACHES_PER_STEP);

    await vm.setFixed('hibp::B0100', true);
    expect(vm.list.fixedShown.map((b) => b.key)).toEqual(['hibp::B0100']);
    api.script('setBreachFixed', E.right({ fixed: [] }));
    await vm.setFixed('hibp::B0100', false);
    // Back among those that need action, at its place by risk: shown, however far down.
    expect(vm.list.needActionShown.at(-1)?.key).toBe('hibp::B0100');
    expect(vm.list.needActionShown).toHaveLength(101);
  });
});
