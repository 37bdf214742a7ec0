import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { makeRemoval } from '../../src/application/removal';
import type { HttpFailure } from '../../src/domain/http-failure';
import { aRemovalContract } from '../support/builders';
import { ScriptedProtectionApi } from '../support/fakes/scripted-protection-api';

describe('makeRemoval', () => {
  it('counts removals by state, keeps each broker (open first), and passes failures on', async () => {
    const removed = { brokerId: '1', brokerName: 'A', state: 'REMOVED', requestedAt: '2026-11-24T09:00:00Z', removedAt: '2026-11-28T09:00:00Z' } as const;
    const found = { brokerId: '2', brokerName: 'B', state: 'FOUND', requestedAt: null, removedAt: null } as const;
    const api = new ScriptedProtectionApi().script('getRemovalStats', E.right({ brokers: [removed, found] }));

    await expect(makeRemoval({ api }).stats()).resolves.toEqual(
      E.right({ total: 2, removed: 1, byState: expect.objectContaining({ FOUND: 1, REQUESTED: 0, NEEDS_ACTION: 0, REMOVED: 1 }), brokers: [found, removed] }),
    );
    await expect(makeRemoval({ api: new ScriptedProtectionApi() }).stats()).resolves.toEqual(E.left({ kind: 'Network' }));
  });

  it('reads, requests and withdraws the removal contract', async () => {
    const contract = aRemovalContract();
    const api = new ScriptedProtectionApi()
      .script('getRemovalContract', E.right(O.none))
      .script('requestRemovalContract', E.right(contract))
      .script('deleteRemovalContract', E.right(undefined));
    const removal = makeRemoval({ api });

    await expect(removal.contract()).resolves.toEqual(E.right(O.none));
    await expect(removal.request()).resolves.toEqual(E.right(contract));
    await expect(removal.withdraw()).resolves.toEqual(E.right(undefined));
    expect(api.calls.map((c) => c.method)).toEqual(['getRemovalContract', 'requestRemovalContract', 'deleteRemovalContract']);
  });
});

describe('makeRemoval: checkSigningLink', () => {
  const check = (read: E.Either<HttpFailure, O.Option<ReturnType<typeof aRemovalContract>>>) => {
    const api = new ScriptedProtectionApi().script('getRemovalContract', read);
    return { run: makeRemoval({ api }).checkSigningLink, reads: () => api.calls.length };
  };

  it.each([undefined, null, '', ' ', '<script>', '../../admin', 'https://evil.example', 'a'.repeat(101)])(
    'refuses the slug %j without reading the contract',
    async (slug) => {
      const { run, reads } = check(E.right(O.some(aRemovalContract())));

      await expect(run(slug)).resolves.toEqual({ kind: 'bad-link' });
      expect(reads()).toBe(0);
    },
  );

  it('checks a trimmed slug against the contract it reads', async () => {
    const { run, reads } = check(E.right(O.some(aRemovalContract({ docusealSlug: 'y7dKzG7S2SzWqJ' }))));

    await expect(run(' y7dKzG7S2SzWqJ ')).resolves.toEqual({ kind: 'ready', slug: 'y7dKzG7S2SzWqJ' });
    expect(reads()).toBe(1);
  });

  it('says the check failed when the contract cannot be read', async () => {
    const { run } = check(E.left({ kind: 'Network' }));

    await expect(run('y7dKzG7S2SzWqJ')).resolves.toEqual({ kind: 'check-failed', failure: { kind: 'Network' } });
  });
});
