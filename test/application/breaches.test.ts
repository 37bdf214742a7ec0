import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { LocalStorageBreachProgress } from '../../src/adapters/browser/local-storage-breach-progress';
import { makeBreaches, makeLastVisit, readBreachStatus } from '../../src/application/breaches';
import type { HttpFailure } from '../../src/domain/http-failure';
import { MemoryStorage } from '../support/memory-storage';
import { ScriptedProtectionApi } from '../support/fakes/scripted-protection-api';
import { A_SESSION } from '../support/test-services';

const NOW = Date.UTC(2026, 10, 26, 10);
const marked = { fixed: [{ breachKey: 'hibp::Adobe', fixedAt: '2026-11-25T09:00:00.000Z' }] };

const setup = (api: ScriptedProtectionApi, signedIn = true) => {
  const device = new LocalStorageBreachProgress(new MemoryStorage());
  const progress = makeBreaches({ api, device, sessions: { currentSession: async () => (signedIn ? O.some(A_SESSION) : O.none) }, clock: { now: () => NOW } });
  return { progress, device };
};

describe('readBreachStatus', () => {
  it('passes the breaches through, including an honest empty list', async () => {
    const api = new ScriptedProtectionApi().script('getBreachStatus', E.right({ dataBreaches: [] }));

    await expect(readBreachStatus(api)()).resolves.toEqual({ dataBreaches: [] });
  });

  it('gives null breaches on failure', async () => {
    await expect(readBreachStatus(new ScriptedProtectionApi())()).resolves.toEqual({ dataBreaches: null });
  });
});

describe('makeBreaches: progress', () => {
  it('reads and changes what the service keeps, saying it is kept with the account', async () => {
    const api = new ScriptedProtectionApi().script('getBreachProgress', E.right(marked)).script('setBreachFixed', E.right({ fixed: [] }));
    const { progress, device } = setup(api);

    expect(await progress.readProgress()).toEqual(E.right({ progress: marked, keptOn: 'account' }));
    expect(await progress.setFixed('hibp::Adobe', false)).toEqual(E.right({ progress: { fixed: [] }, keptOn: 'account' }));
    expect(api.calls.map((c) => [c.method, c.args])).toEqual([
      ['getBreachProgress', []],
      ['setBreachFixed', ['hibp::Adobe', false]],
    ]);
    expect(device.read(A_SESSION.userId)).toEqual({ fixed: [] });
  });

  it.each([403, 404, 405, 501])('keeps it in this browser, per user, when the service answers %i (it has no progress yet)', async (status) => {
    const missing = E.left<HttpFailure>({ kind: 'Http', status });
    const api = new ScriptedProtectionApi().script('getBreachProgress', missing).script('setBreachFixed', missing);
    const { progress, device } = setup(api);

    expect(await progress.readProgress()).toEqual(E.right({ progress: { fixed: [] }, keptOn: 'device' }));
    const fixedAt = new Date(NOW).toISOString();
    expect(await progress.setFixed('hibp::Adobe', true)).toEqual(E.right({ progress: { fixed: [{ breachKey: 'hibp::Adobe', fixedAt }] }, keptOn: 'device' }));
    expect(await progress.readProgress()).toEqual(E.right({ progress: { fixed: [{ breachKey: 'hibp::Adobe', fixedAt }] }, keptOn: 'device' }));
    expect(device.read('someone-else')).toEqual({ fixed: [] });
  });

  it.each<HttpFailure>([
    { kind: 'Http', status: 500 },
    { kind: 'Http', status: 401 },
    { kind: 'Network' },
    { kind: 'Timeout' },
    { kind: 'Decode', details: ['x'] },
  ])('passes on %j: a failure is not a missing extension, and nothing is kept in the browser', async (failure) => {
    const api = new ScriptedProtectionApi().script('getBreachProgress', E.left(failure)).script('setBreachFixed', E.left(failure));
    const { progress, device } = setup(api);

    expect(await progress.readProgress()).toEqual(E.left(failure));
    expect(await progress.setFixed('hibp::Adobe', true)).toEqual(E.left(failure));
    expect(device.read(A_SESSION.userId)).toEqual({ fixed: [] });
  });

  it('without a session, keeps nothing in the browser', async () => {
    const missing = E.left<HttpFailure>({ kind: 'Http', status: 404 });
    const { progress } = setup(new ScriptedProtectionApi().script('getBreachProgress', missing).script('setBreachFixed', missing), false);

    expect(await progress.readProgress()).toEqual(E.left({ kind: 'NoToken' }));
    expect(await progress.setFixed('hibp::Adobe', true)).toEqual(E.left({ kind: 'NoToken' }));
  });

  it('says so when the browser refuses to keep it', async () => {
    const missing = E.left<HttpFailure>({ kind: 'Http', status: 404 });
    const api = new ScriptedProtectionApi().script('setBreachFixed', missing);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const progress = makeBreaches({
      api,
      device: new LocalStorageBreachProgress(full),
      sessions: { currentSession: async () => O.some(A_SESSION) },
      clock: { now: () => NOW },
    });

    expect(E.isLeft(await progress.setFixed('hibp::Adobe', true))).toBe(true);
  });
});

describe('makeLastVisit', () => {
  const lastVisitWith = (api: ScriptedProtectionApi, signedIn = true) => {
    const device = new LocalStorageBreachProgress(new MemoryStorage());
    const sessions = { currentSession: async () => (signedIn ? O.some(A_SESSION) : O.none) };
    return makeLastVisit({ api, device, sessions, clock: { now: () => NOW } });
  };

  it('gives the visit before, as the service keeps it', async () => {
    const api = new ScriptedProtectionApi().script('markVisit', E.right('2026-11-20T08:00:00.000Z'));
    await expect(lastVisitWith(api)()).resolves.toBe('2026-11-20T08:00:00.000Z');
  });

  it.each([403, 404, 405, 501])('keeps it in this browser, per user, when the service answers %i (it has no last visit yet)', async (status) => {
    const api = new ScriptedProtectionApi().script('markVisit', E.left({ kind: 'Http', status }));
    const device = new LocalStorageBreachProgress(new MemoryStorage());
    const sessions = { currentSession: async () => O.some(A_SESSION) };
    const later = { now: () => NOW + 60_000 };

    await expect(makeLastVisit({ api, device, sessions, clock: { now: () => NOW } })()).resolves.toBeNull();
    await expect(makeLastVisit({ api, device, sessions, clock: later })()).resolves.toBe(new Date(NOW).toISOString());
    expect(device.swapVisit('someone-else', 'x')).toBeNull();
  });

  it.each<HttpFailure>([{ kind: 'Http', status: 500 }, { kind: 'Network' }, { kind: 'Decode', details: [] }])(
    'gives no visit on %j: nothing is news',
    async (failure) => {
      await expect(lastVisitWith(new ScriptedProtectionApi().script('markVisit', E.left(failure)))()).resolves.toBeNull();
    },
  );

  it('keeps nothing in this browser without a session', async () => {
    await expect(lastVisitWith(new ScriptedProtectionApi().script('markVisit', E.left({ kind: 'Http', status: 404 })), false)()).resolves.toBeNull();
  });
});
