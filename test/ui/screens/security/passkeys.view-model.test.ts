// The passkey part of the Sign-in and security screen: the list, adding one (each problem in its own words,
// nothing lost), deleting one; a browser without WebAuthn is offered nothing.
import * as E from 'fp-ts/Either';
import type { PasskeySummary, PasskeyUseCases } from '../../../../src/application/auth/account-security';
import type { AuthFailure } from '../../../../src/domain/auth/failure/auth-failure';
import { PasskeysViewModel } from '../../../../src/ui/screens/security/passkeys.view-model';

function useCases(options: { available?: boolean; add?: E.Either<AuthFailure, void>; list?: E.Either<AuthFailure, PasskeySummary[]> } = {}) {
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

describe('the passkeys on the security screen', () => {
  it('adds a passkey and lists it, then deletes it', async () => {
    const vm = new PasskeysViewModel(useCases());
    await vm.load();

    await vm.add();
    const afterAdd = vm.passkeys.map((p) => p.id);
    const addedNotice = vm.notice;
    await vm.remove('key-1');

    expect(afterAdd).toEqual(['key-1']);
    expect(addedNotice).toBe('Passkey added. You can now sign in with it.');
    expect(vm.passkeys).toEqual([]);
    expect(vm.notice).toBe('Passkey deleted.');
  });

  it.each([
    ['Cancelled', 'The passkey request was cancelled.'],
    ['AlreadyExists', 'A passkey for this account already exists on this device.'],
    ['RelyingPartyMismatch', 'This passkey belongs to a different website and cannot be used here.'],
  ] as const)('says what went wrong when adding fails with %s', async (problem, message) => {
    const vm = new PasskeysViewModel(useCases({ add: E.left({ kind: 'Passkey', problem }) }));
    await vm.load();

    await vm.add();

    expect(vm.error).toBe(message);
    expect(vm.passkeys).toEqual([]);
  });

  it('offers nothing in a browser without passkeys', async () => {
    const vm = new PasskeysViewModel(useCases({ available: false }));

    await vm.load();

    expect(vm.available).toBe(false);
    expect(vm.status).toBe('unavailable');
  });

  it('offers to try again when the list cannot be loaded', async () => {
    const vm = new PasskeysViewModel(useCases({ list: E.left({ kind: 'Network' }) }));

    await vm.load();

    expect(vm.status).toBe('load-failed');
  });
});
