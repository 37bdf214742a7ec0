import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { Signing, SigningOutcome } from '../../../src/application/ports/signing.port';
import { makeCheckSigningLink, makeSignRemovalContract } from '../../../src/application/removal/sign-removal-contract';
import type { HttpFailure } from '../../../src/domain/http-failure';
import type { RemovalContract } from '../../../src/domain/removal/removal';
import { aRemovalContract } from '../../support/builders';

const container = {} as HTMLElement;

describe('makeCheckSigningLink', () => {
  const check = (read: E.Either<HttpFailure, O.Option<RemovalContract>>) => {
    let reads = 0;
    const run = makeCheckSigningLink({ getRemovalContract: async () => ((reads += 1), read) });
    return { run, reads: () => reads };
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
});

describe('makeSignRemovalContract', () => {
  it.each<SigningOutcome>(['completed', 'declined', 'unavailable'])('shows the form for the slug and gives back %s', async (outcome) => {
    const calls: { slug: string; signal: AbortSignal }[] = [];
    const signing: Signing = {
      sign: async (_container, slug, signal) => {
        calls.push({ slug, signal: signal as AbortSignal });
        return outcome;
      },
    };
    const signal = new AbortController().signal;

    await expect(makeSignRemovalContract({ signing })(container, 'y7dKzG7S2SzWqJ', signal)).resolves.toBe(outcome);
    expect(calls).toEqual([{ slug: 'y7dKzG7S2SzWqJ', signal }]);
  });
});
