// The Sign-in and security screen's passkeys (the list, adding one with each problem in its own words,
// deleting one; nothing without WebAuthn) and remembered devices (this device marked, forgetting one after
// a confirm step, the empty and failed states).
import { i18n } from '@lingui/core';
import * as E from 'fp-ts/Either';
import type { PasskeySummary, PasskeyUseCases, RememberedDeviceUseCases } from '../../../../src/application/auth/account-security';
import type { AuthFailure } from '../../../../src/domain/auth/failure/auth-failure';
import type { RememberedDevice } from '../../../../src/domain/auth/session/remembered-device';
import { DEVICES_LOAD_FAILED } from '../../../../src/ui/screens/security/security.screen';
import { PasskeysViewModel, RememberedDevicesViewModel } from '../../../../src/ui/screens/security/security.view-model';

function passkeyCases(options: { available?: boolean; add?: E.Either<AuthFailure, void>; list?: E.Either<AuthFailure, PasskeySummary[]> } = {}) {
  let stored: PasskeySummary[] = [];
  const cases: PasskeyUseCases = {
    available: () => options.available ?? true,
    list: async () => options.list ?? E.right([...stored]),
    add: async () => {
      const added = options.add ?? E.right(undefined);
      if (E.isRight(added)) stored = [...stored, { id: `key-${stored.length + 1}`, createdAt: Date.UTC(2026, 10, 26) }];
      return added;
    },
    remove: async (id) => {
      stored = stored.filter((p) => p.id !== id);
      return E.right(undefined);
    },
  };
  return cases;
}

describe('the security screen reports what it did not foresee', () => {
  it('a passkey that cannot be added for an unforeseen reason: the generic message, and a report by its code only', async () => {
    const reportError = jest.fn();
    const vm = new PasskeysViewModel(passkeyCases({ add: E.left({ kind: 'Service', code: 'ForbiddenException', message: 'ada@example.com' }) }), reportError);
    await vm.load();

    await vm.add();

    expect(vm.change.error).toBe('Something went wrong. Please try again later.');
    expect(reportError).toHaveBeenCalledWith(new Error('User pool refused: ForbiddenException'), 'security');
  });

  it('a foreseen one (the network) is not reported', async () => {
    const reportError = jest.fn();
    const vm = new PasskeysViewModel(passkeyCases({ add: E.left({ kind: 'Network' }) }), reportError);
    await vm.load();

    await vm.add();

    expect(reportError).not.toHaveBeenCalled();
  });
});

describe('the passkeys on the security screen', () => {
  it('adds a passkey and lists it, then deletes it', async () => {
    const vm = new PasskeysViewModel(passkeyCases());
    await vm.load();

    await vm.add();
    const afterAdd = vm.passkeys.map((p) => p.id);
    const addedNotice = vm.change.notice;
    await vm.remove('key-1');

    expect(afterAdd).toEqual(['key-1']);
    expect(addedNotice).toBe('Passkey added. You can now sign in with it.');
    expect(vm.passkeys).toEqual([]);
    expect(vm.change.notice).toBe('Passkey deleted.');
  });

  it.each([
    ['Cancelled', 'The passkey request was cancelled.'],
    ['AlreadyExists', 'A passkey for this account already exists on this device.'],
    ['RelyingPartyMismatch', 'This passkey belongs to a different website and cannot be used here.'],
  ] as const)('says what went wrong when adding fails with %s', async (problem, message) => {
    const vm = new PasskeysViewModel(passkeyCases({ add: E.left({ kind: 'Passkey', problem }) }));
    await vm.load();

    await vm.add();

    expect(vm.change.error).toBe(message);
    expect(vm.passkeys).toEqual([]);
  });

  it('offers nothing in a browser without passkeys', async () => {
    const vm = new PasskeysViewModel(passkeyCases({ available: false }));

    await vm.load();

    expect(vm.available).toBe(false);
    expect(vm.status).toBe('unavailable');
  });

  it('offers to try again when the list cannot be loaded', async () => {
    const vm = new PasskeysViewModel(passkeyCases({ list: E.left({ kind: 'Network' }) }));

    await vm.load();

    expect(vm.status).toBe('load-failed');
  });
});

const LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

function deviceCases(options: { list?: E.Either<AuthFailure, RememberedDevice[]>; forget?: E.Either<AuthFailure, void> } = {}) {
  let stored: RememberedDevice[] = [
    { key: 'k-1', name: LINUX, lastUsedAt: Date.UTC(2026, 10, 26), thisDevice: true },
    { key: 'k-2', name: IPHONE, lastUsedAt: Date.UTC(2026, 10, 20), thisDevice: false },
  ];
  const forgotten: string[] = [];
  const cases: RememberedDeviceUseCases = {
    list: async () => options.list ?? E.right([...stored]),
    forget: async (key) => {
      const answer = options.forget ?? E.right(undefined);
      if (E.isRight(answer)) {
        forgotten.push(key);
        stored = stored.filter((device) => device.key !== key);
      }
      return answer;
    },
  };
  return { cases, forgotten };
}

describe('remembered devices on the security screen', () => {
  it('lists the devices by plain name, this device marked', async () => {
    const vm = new RememberedDevicesViewModel(deviceCases().cases);
    const loading = vm.status;
    await vm.load();

    expect(loading).toBe('loading');
    expect(vm.status).toBe('ready');
    expect(vm.devices.map((device) => [device.label, device.thisDevice])).toEqual([
      ['Chrome on Linux', true],
      ['Safari on iPhone or iPad', false],
    ]);
  });

  it('forgets a device only after the confirm step, and says so', async () => {
    const { cases, forgotten } = deviceCases();
    const vm = new RememberedDevicesViewModel(cases);
    await vm.load();

    vm.ask('k-2');
    const asking = vm.confirming?.label;
    vm.cancel();
    const afterCancel = [...forgotten];
    vm.ask('k-2');
    await vm.confirmForget();

    expect(asking).toBe('Safari on iPhone or iPad');
    expect(afterCancel).toEqual([]);
    expect(forgotten).toEqual(['k-2']);
    expect(vm.confirming).toBeNull();
    expect(vm.devices.map((device) => device.key)).toEqual(['k-1']);
    expect(vm.change.notice).toBe('Safari on iPhone or iPad forgotten. Signing in on it will ask for every step again.');
  });

  it('keeps the list and the confirm step when forgetting fails, with a message', async () => {
    const vm = new RememberedDevicesViewModel(deviceCases({ forget: E.left({ kind: 'Network' }) }).cases);
    await vm.load();

    vm.ask('k-1');
    await vm.confirmForget();

    expect(vm.change.error).not.toBeNull();
    expect(vm.confirming?.key).toBe('k-1');
    expect(vm.devices).toHaveLength(2);
  });

  it('shows the empty state, and a failed load offers a retry', async () => {
    const empty = new RememberedDevicesViewModel(deviceCases({ list: E.right([]) }).cases);
    const failed = new RememberedDevicesViewModel(deviceCases({ list: E.left({ kind: 'Network' }) }).cases);
    await empty.load();
    await failed.load();

    expect(empty.status).toBe('ready');
    expect(empty.devices).toEqual([]);
    expect(failed.status).toBe('load-failed');
    expect(i18n._(DEVICES_LOAD_FAILED)).toMatch(/Try again/);
  });
});
