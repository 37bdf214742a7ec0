import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { makeDashboardData, readSubscription, WARM_READS_FOR_MS } from '../../src/application/load-dashboard';
import type { HttpFailure } from '../../src/domain/http-failure';
import { UNKNOWN_BREACH_STATUS } from '../../src/domain/breach/breach';
import { EMPTY_PROFILE } from '../../src/domain/profile/user-profile';
import { summarizeRemovals } from '../../src/domain/removal/removal';
import { aSubscriptionStatus } from '../support/builders';
import { FakeClock } from '../support/fakes/fake-clock';

/** Every read records when it starts; the profile answers only when the test says so. */
const setup = () => {
  const started: string[] = [];
  let answerProfile: (ok: boolean) => void = () => undefined;
  const read =
    <T>(name: string, value: T) =>
    async () => {
      started.push(name);
      return value;
    };
  const clock = new FakeClock();
  const data = makeDashboardData(
    {
      profile: () => {
        started.push('profile');
        return new Promise((resolve) => (answerProfile = (ok) => resolve(ok ? E.right(EMPTY_PROFILE) : E.left({ kind: 'Network' }))));
      },
      subscription: read('subscription', aSubscriptionStatus()),
      contract: read('contract', E.right(O.none)),
      emails: read('emails', E.right([])),
      removals: read('removals', E.right(summarizeRemovals({ brokers: [] }))),
      breaches: read('breaches', UNKNOWN_BREACH_STATUS),
      progress: read('progress', E.right({ progress: { fixed: [] }, keptOn: 'account' as const })),
    },
    clock,
  );
  return { data, started, clock, answerProfile: (ok: boolean) => answerProfile(ok) };
};

const settled = async (reads: object) => Promise.all(Object.values(reads));

describe('makeDashboardData', () => {
  it.each([true, false])('reads the profile first, then the other six together once it answered (ok: %s)', async (ok) => {
    const { data, started, answerProfile } = setup();

    const reads = data.read();
    await Promise.resolve();
    expect(started).toEqual(['profile']);

    answerProfile(ok);
    await settled(reads);
    expect(started).toEqual(['profile', 'subscription', 'contract', 'emails', 'removals', 'breaches', 'progress']);
  });

  it('hands reads warmed moments ago to the next visit, once', async () => {
    const { data, started, clock, answerProfile } = setup();
    data.warm();
    data.warm();
    clock.advance(WARM_READS_FOR_MS - 1);

    const reads = data.read();
    answerProfile(true);
    await settled(reads);
    expect(started.filter((s) => s === 'profile')).toHaveLength(1);

    data.read();
    expect(started.filter((s) => s === 'profile')).toHaveLength(2);
  });

  it('reads afresh when the warmed reads are too old, and warms again after that', () => {
    const { data, started, clock } = setup();
    data.warm();
    clock.advance(WARM_READS_FOR_MS);

    data.read();
    expect(started.filter((s) => s === 'profile')).toHaveLength(2);

    data.warm();
    clock.advance(WARM_READS_FOR_MS);
    data.warm();
    expect(started.filter((s) => s === 'profile')).toHaveLength(4);
  });

  it.each(['profile', 'subscription', 'contract', 'emails', 'removals', 'breaches'] as const)(
    'reads %s again on its own, never from the warmed reads and without waiting for the profile',
    async (part) => {
      const { data, started } = setup();
      data.warm();
      started.length = 0;

      const again = data.readPart(part);
      if (part !== 'profile') await again;

      expect(started).toEqual([part]);
    },
  );
});

describe('readSubscription', () => {
  it('passes a status through', async () => {
    const status = { status: 'ACTIVE', daysRemaining: 12, link: 'https://billing.example/manage' };
    const get = readSubscription({ getSubscriptionStatus: async () => E.right(status) });

    await expect(get()).resolves.toEqual(status);
  });

  it.each<HttpFailure>([{ kind: 'Http', status: 500 }, { kind: 'Timeout' }, { kind: 'NoToken' }, { kind: 'Decode', details: [] }])(
    'falls back to UNKNOWN on %j',
    async (failure) => {
      const get = readSubscription({ getSubscriptionStatus: async () => E.left(failure) });

      await expect(get()).resolves.toEqual({ status: 'UNKNOWN', daysRemaining: 'Unknown', link: '' });
    },
  );
});
