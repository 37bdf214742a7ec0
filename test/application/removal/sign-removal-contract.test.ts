import * as E from 'fp-ts/Either';
import { makeSignRemovalContract } from '../../../src/application/removal/sign-removal-contract';
import type { Signing, SigningOutcome } from '../../../src/application/ports/signing.port';

const container = {} as HTMLElement;

const setup = (outcome: SigningOutcome) => {
  const calls: { slug: string; signal: AbortSignal | undefined }[] = [];
  const signing: Signing = {
    sign: async (_container, slug, signal) => {
      calls.push({ slug, signal });
      return outcome;
    },
  };
  return { calls, sign: makeSignRemovalContract({ signing }) };
};

describe('makeSignRemovalContract (spec §2, §5)', () => {
  it.each<SigningOutcome>(['completed', 'declined', 'unavailable'])('opens the form for a valid slug and reports %s', async (outcome) => {
    const { calls, sign } = setup(outcome);
    const signal = new AbortController().signal;

    await expect(sign(container, ' y7dKzG7S2SzWqJ ', signal)).resolves.toEqual(E.right(outcome));
    expect(calls).toEqual([{ slug: 'y7dKzG7S2SzWqJ', signal }]);
  });

  it.each([undefined, null, '', '../x', 'https://evil.example'])('never opens the form for the slug %j', async (slug) => {
    const { calls, sign } = setup('completed');

    await expect(sign(container, slug)).resolves.toEqual(E.left({ kind: 'InvalidDocusealSlug' }));
    expect(calls).toEqual([]);
  });
});
