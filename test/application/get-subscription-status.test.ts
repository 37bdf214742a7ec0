import * as E from 'fp-ts/Either';
import { makeGetSubscriptionStatus } from '../../src/application/get-subscription-status';
import type { HttpFailure } from '../../src/domain/http-failure';

describe('makeGetSubscriptionStatus', () => {
  it('passes a status through', async () => {
    const status = { status: 'ACTIVE', daysRemaining: 12, link: 'https://billing.example/manage' };
    const get = makeGetSubscriptionStatus({ api: { getSubscriptionStatus: async () => E.right(status) } });

    await expect(get()).resolves.toEqual(status);
  });

  it.each<HttpFailure>([{ kind: 'Http', status: 500 }, { kind: 'Timeout' }, { kind: 'NoToken' }, { kind: 'Decode', details: [] }])(
    'falls back to UNKNOWN on %j',
    async (failure) => {
      const get = makeGetSubscriptionStatus({ api: { getSubscriptionStatus: async () => E.left(failure) } });

      await expect(get()).resolves.toEqual({ status: 'UNKNOWN', daysRemaining: 'Unknown', link: '' });
    },
  );
});
