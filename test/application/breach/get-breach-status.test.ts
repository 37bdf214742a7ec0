import * as E from 'fp-ts/Either';
import { makeGetBreachStatus } from '../../../src/application/breach/get-breach-status';

describe('makeGetBreachStatus', () => {
  it('passes the breaches through, including an honest empty list', async () => {
    const get = makeGetBreachStatus({ api: { getBreachStatus: async () => E.right({ dataBreaches: [] }) } });

    await expect(get()).resolves.toEqual({ dataBreaches: [] });
  });

  it('gives null breaches on failure', async () => {
    const get = makeGetBreachStatus({ api: { getBreachStatus: async () => E.left({ kind: 'Network' as const }) } });

    await expect(get()).resolves.toEqual({ dataBreaches: null });
  });
});
