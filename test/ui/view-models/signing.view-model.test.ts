import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { Signing, SigningOutcome } from '../../../src/application/ports/signing.port';
import type { HttpFailure } from '../../../src/domain/http/http-failure';
import type { RemovalContract } from '../../../src/domain/removal/removal';
import { SigningViewModel, type SigningState } from '../../../src/ui/screens/signing/signing.view-model';

const contract = (overrides: Partial<RemovalContract> = {}): RemovalContract => ({
  id: 'c1', status: 'PENDING_SIGNATURE', docusealSlug: 'contract-abc', createdAt: '2026-11-22T00:00:00Z', signedAt: null, ...overrides,
});

const build = (slug: string | null, read: E.Either<HttpFailure, O.Option<RemovalContract>>, outcome: SigningOutcome = 'completed') => {
  const signed: string[] = [];
  let completed = 0;
  const signing: Signing = {
    sign: async (_container, docusealSlug) => {
      signed.push(docusealSlug);
      return outcome;
    },
  };
  const vm = new SigningViewModel({ getRemovalContract: async () => read, signing, onCompleted: () => void (completed += 1) }, slug);
  return { vm, signed, completed: () => completed };
};

const container = {} as HTMLElement;

describe('SigningViewModel', () => {
  it.each([
    ['no slug', null],
    ['an empty slug', ''],
    ['a slug with markup', '<script>'],
    ['a slug with a path', '../../admin'],
  ])('refuses %s without asking for the contract', async (_case, slug) => {
    let asked = false;
    const vm = new SigningViewModel({ getRemovalContract: async () => ((asked = true), E.right(O.none)), signing: { sign: async () => 'completed' }, onCompleted: () => undefined }, slug);

    await vm.load();

    expect(vm.state).toEqual({ kind: 'bad-link' });
    expect(asked).toBe(false);
  });

  it.each<[string, E.Either<HttpFailure, O.Option<RemovalContract>>, SigningState]>([
    ['no contract', E.right(O.none), { kind: 'no-contract' }],
    ['another contract', E.right(O.some(contract({ docusealSlug: 'contract-other' }))), { kind: 'not-yours' }],
    ['a signed contract', E.right(O.some(contract({ status: 'SIGNED', signedAt: '2026-11-22T01:00:00Z' }))), { kind: 'already-signed' }],
    ['a failed read', E.left({ kind: 'Http', status: 500 }), { kind: 'check-failed', message: 'Request failed with status code 500' }],
    ['the user’s pending contract', E.right(O.some(contract())), { kind: 'ready' }],
  ])('checks the link against %s', async (_case, read, state) => {
    const { vm } = build('contract-abc', read);

    await vm.load();

    expect(vm.state).toEqual(state);
  });

  it('shows the form for the checked slug and goes back to the dashboard on completion', async () => {
    const { vm, signed, completed } = build(' contract-abc ', E.right(O.some(contract())));
    await vm.load();

    await vm.sign(container, new AbortController().signal);

    expect(signed).toEqual(['contract-abc']);
    expect(completed()).toBe(1);
  });

  it.each(['declined', 'unavailable'] as const)('says so when the form ends %s, and offers it again', async (outcome) => {
    const { vm, signed } = build('contract-abc', E.right(O.some(contract())), outcome);
    await vm.load();

    await vm.sign(container, new AbortController().signal);
    expect(vm.state).toEqual({ kind: outcome });
    vm.tryAgain();
    expect(vm.state).toEqual({ kind: 'ready' });
    await vm.sign(container, new AbortController().signal);

    expect(signed).toHaveLength(2);
  });

  it('does nothing when the screen went away while the form was open, and never signs before the check', async () => {
    const { vm, completed, signed } = build('contract-abc', E.right(O.some(contract())));
    await vm.sign(container, new AbortController().signal);
    expect(signed).toEqual([]);

    await vm.load();
    const abort = new AbortController();
    abort.abort();
    await vm.sign(container, abort.signal);

    expect(completed()).toBe(0);
    expect(vm.state).toEqual({ kind: 'signing' });
  });

  it('checks again after a failed read', async () => {
    let reads = 0;
    const vm = new SigningViewModel(
      { getRemovalContract: async () => (++reads === 1 ? E.left({ kind: 'Network' }) : E.right(O.some(contract()))), signing: { sign: async () => 'completed' }, onCompleted: () => undefined },
      'contract-abc',
    );
    await vm.load();
    expect(vm.state.kind).toBe('check-failed');

    await vm.recheck();

    expect(vm.state).toEqual({ kind: 'ready' });
  });
});
