import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { SigningOutcome } from '../../../../src/application/ports/signing.port';
import { signingServices } from '../../../../src/composition/resolve-services';
import type { HttpFailure } from '../../../../src/domain/http-failure';
import type { RemovalContract } from '../../../../src/domain/removal/removal';
import { SigningViewModel, type SigningState } from '../../../../src/ui/screens/signing/signing.view-model';
import { aRemovalContract } from '../../../support/builders';
import { ScriptedProtectionApi } from '../../../support/fakes/scripted-protection-api';

const contract = (overrides: Partial<RemovalContract> = {}) => aRemovalContract({ docusealSlug: 'contract-abc', ...overrides });

const build = (slug: string | null, read: E.Either<HttpFailure, O.Option<RemovalContract>>, outcome: SigningOutcome = 'completed') => {
  const signed: string[] = [];
  const api = new ScriptedProtectionApi().script('getRemovalContract', read);
  const services = signingServices(api, {
    sign: async (_container, docusealSlug) => {
      signed.push(docusealSlug);
      return outcome;
    },
  });
  return { vm: new SigningViewModel(services, slug), signed, api };
};

const container = {} as HTMLElement;

describe('SigningViewModel', () => {
  it('refuses a malformed link without asking for the contract', async () => {
    const { vm, api } = build('<script>', E.right(O.some(contract())));

    await vm.load();

    expect(vm.state).toEqual({ kind: 'bad-link' });
    expect(api.calls).toEqual([]);
  });

  it.each<[string, E.Either<HttpFailure, O.Option<RemovalContract>>, SigningState]>([
    ['no contract', E.right(O.none), { kind: 'no-contract' }],
    ['another contract', E.right(O.some(contract({ docusealSlug: 'contract-other' }))), { kind: 'not-yours' }],
    ['a signed contract', E.right(O.some(contract({ status: 'SIGNED', signedAt: '2026-11-22T01:00:00Z' }))), { kind: 'already-signed' }],
    ['a failed read', E.left({ kind: 'Http', status: 500 }), { kind: 'check-failed', message: 'Request failed with status code 500' }],
    ['the person’s pending contract', E.right(O.some(contract())), { kind: 'ready' }],
  ])('checks the link against %s', async (_case, read, state) => {
    const { vm } = build('contract-abc', read);

    await vm.load();

    expect(vm.state).toEqual(state);
  });

  it('shows the form for the checked slug and completes', async () => {
    const { vm, signed } = build(' contract-abc ', E.right(O.some(contract())));
    await vm.load();

    await vm.sign(container, new AbortController().signal);

    expect(signed).toEqual(['contract-abc']);
    expect(vm.state).toEqual({ kind: 'completed' });
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
    const { vm, signed } = build('contract-abc', E.right(O.some(contract())));
    await vm.sign(container, new AbortController().signal);
    expect(signed).toEqual([]);

    await vm.load();
    const abort = new AbortController();
    abort.abort();
    await vm.sign(container, abort.signal);

    expect(vm.state).toEqual({ kind: 'signing' });
  });

  it('checks again after a failed read', async () => {
    const { vm, api } = build('contract-abc', E.left({ kind: 'Network' }));
    await vm.load();
    expect(vm.state.kind).toBe('check-failed');

    api.script('getRemovalContract', E.right(O.some(contract())));
    await vm.recheck();

    expect(vm.state).toEqual({ kind: 'ready' });
  });
});

describe('SigningViewModel when the screen remounts', () => {
  it('shows the form again in the new container once the first was taken away, and only once while it shows', async () => {
    const { vm, signed } = build('contract-abc', E.right(O.some(contract())));
    await vm.load();
    const first = new AbortController();
    void vm.sign(container, first.signal);

    first.abort();
    const second = new AbortController();
    void vm.sign(container, second.signal);
    void vm.sign(container, new AbortController().signal);

    expect(signed).toEqual(['contract-abc', 'contract-abc']);
    expect(vm.state).toEqual({ kind: 'signing' });
  });
});
