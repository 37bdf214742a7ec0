import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { decodeVerifyCodeToken } from '../../../src/wire/verify-code-token';
import { FAULTS_STORAGE_KEY, createStorageFaultSwitch, type FaultOutcome, type FaultSwitch } from '../../../src/stand-ins/faults/storage-fault-switch';
import { OfflineOutbox } from '../../../src/stand-ins/outbox/offline-outbox';
import { InMemoryProtectionApi, OFFLINE_DATA_KEY } from '../../../src/adapters/protection-api/in-memory-protection-api';
import { breachesFor } from '../../../src/stand-ins/protection/protection-backend';
import type { AuthSession } from '../../../src/domain/auth/session/auth-session';
import { FakeClock } from '../../support/fakes/fake-clock';
import { FakeRandomSource } from '../../support/fakes/fake-random-source';
import { MemoryStorage } from '../../support/memory-storage';
import { describeProtectionApiContract, type ContractFault } from './protection-api.contract';

const session: AuthSession = {
  userId: 'u-1',
  username: 'ada@example.com',
  email: 'ada@example.com',
  region: 'US',
  userAlias: '3f1c2a4e-9b7d-4c1e-8a2f-6d5e4c3b2a10',
  idToken: 'i',
  accessToken: 'a',
  expiresAt: Number.MAX_SAFE_INTEGER,
};

/** Faults that apply once each, like local-backend's `times: 1`. */
class OneShotFaults implements FaultSwitch {
  private readonly pending = new Map<string, ContractFault>();
  set(operation: string, fault: ContractFault): void {
    this.pending.set(operation, fault);
  }
  async apply(operation: string): Promise<FaultOutcome> {
    const fault = this.pending.get(operation);
    this.pending.delete(operation);
    if (!fault) return { kind: 'none' };
    if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    if (fault.status !== undefined) return { kind: 'status', status: fault.status };
    if (fault.body !== undefined) return { kind: 'body', body: fault.body };
    return { kind: 'none' };
  }
}

const TIMEOUT_MS = 300;

describeProtectionApiContract('the offline fake', async () => {
  const storage = new MemoryStorage();
  const outbox = new OfflineOutbox(storage, () => undefined);
  const faults = new OneShotFaults();
  let signedIn = true;
  const api = new InMemoryProtectionApi({
    storage,
    sessions: { currentSession: async () => (signedIn ? O.some(session) : O.none) },
    faults,
    clock: new FakeClock(Date.UTC(2026, 10, 22)),
    random: new FakeRandomSource(3),
    outbox,
    appOrigin: 'http://127.0.0.1:3000',
    moveSignInAddress: () => 'moved',
    timeoutMs: TIMEOUT_MS,
  });
  return {
    api,
    email: session.email,
    timeoutMs: TIMEOUT_MS,
    signOut: () => void (signedIn = false),
    fault: async (operation, fault) => faults.set(operation, fault),
    latestCode: async (address) => outbox.list().find((m) => m.to === address)?.code ?? '',
    markContractSigned: async () => {
      if (E.isLeft(await api.markContractSigned())) throw new Error('no contract to sign');
    },
  };
});

describe('InMemoryProtectionApi, beyond the contract', () => {
  const build = (takenSignInAddresses: readonly string[] = []) => {
    const storage = new MemoryStorage();
    const local = new MemoryStorage();
    const outbox = new OfflineOutbox(storage, () => undefined);
    const moves: [string, string][] = [];
    const api = new InMemoryProtectionApi({
      moveSignInAddress: (userId, address) => {
        if (takenSignInAddresses.includes(address)) return 'taken';
        moves.push([userId, address]);
        return 'moved';
      },
      storage,
      sessions: { currentSession: async () => O.some(session) },
      faults: createStorageFaultSwitch(local, async () => undefined),
      clock: new FakeClock(Date.UTC(2026, 10, 22)),
      random: new FakeRandomSource(3),
      outbox,
      appOrigin: 'http://127.0.0.1:3000',
    });
    return { api, local, outbox, storage, moves };
  };

  it('finds the same real HIBP breaches for an address every time', async () => {
    const { api } = build();
    const result = await api.getBreachStatus();
    expect(E.isRight(result) && result.right.dataBreaches?.map((b) => b.name)).toEqual(breachesFor('ada@example.com').map((b) => b.name));
  });

  it('mails an added address a dashboard link that carries the verify-code payload', async () => {
    const { api, outbox } = build();
    await api.addEmailAddress('grace@example.com');

    const [message] = outbox.list();
    const url = new URL(message?.magicLink ?? '');
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:3000/dashboard');
    expect(decodeVerifyCodeToken(url.searchParams.get('token') ?? '')).toEqual(
      O.some({ username: 'grace@example.com', code: message?.code, userAlias: session.userAlias }),
    );
  });

  it.each([
    [{ subscriptionStatus: { status: 500 } }, E.left({ kind: 'Http', status: 500 })],
    [{ subscriptionStatus: { network: true } }, E.left({ kind: 'Network' })],
    [{ subscriptionStatus: { error: 'Anything' } }, E.left({ kind: 'Network' })],
    [{ subscriptionStatus: { body: 'html' } }, E.left({ kind: 'Decode', details: ['(body): expected JSON'] })],
  ])('reads the stored fault %j', async (faults, result) => {
    const { api, local } = build();
    local.setItem(FAULTS_STORAGE_KEY, JSON.stringify(faults));

    await expect(api.getSubscriptionStatus()).resolves.toEqual(result);
  });

  it('keeps each user’s data in the tab’s storage, and reads malformed data as a fresh start', async () => {
    const { api, storage } = build();
    await api.addEmailAddress('grace@example.com');
    expect(JSON.parse(storage.getItem(OFFLINE_DATA_KEY) ?? '{}')['u-1'].emails).toHaveLength(2);

    storage.setItem(OFFLINE_DATA_KEY, '{"u-1": {"emails": 5}}');

    await expect(api.getEmailAddresses()).resolves.toEqual(E.right([{ address: 'ada@example.com', isPrimary: true, isVerified: true }]));
  });

  /** Adds `address` and confirms it with the code the outbox got. */
  const addAndVerify = async ({ api, outbox }: ReturnType<typeof build>, address: string) => {
    await api.addEmailAddress(address);
    await api.verifyEmailAddress(address, outbox.list().find((m) => m.to === address)?.code ?? '');
  };

  it('moves the user pool’s sign-in address to a new primary, before the list changes', async () => {
    const b = build();
    await addAndVerify(b, 'grace@example.com');

    await expect(b.api.setPrimaryEmailAddress('grace@example.com')).resolves.toEqual(
      E.right(expect.arrayContaining([{ address: 'grace@example.com', isPrimary: true, isVerified: true }])),
    );
    expect(b.moves).toEqual([['u-1', 'grace@example.com']]);
  });

  it('refuses a primary another account signs in with (409), and keeps the list', async () => {
    const b = build(['grace@example.com']);
    await addAndVerify(b, 'grace@example.com');

    await expect(b.api.setPrimaryEmailAddress('grace@example.com')).resolves.toEqual(E.left({ kind: 'Http', status: 409 }));
    await expect(b.api.getEmailAddresses()).resolves.toEqual(
      E.right(expect.arrayContaining([{ address: 'ada@example.com', isPrimary: true, isVerified: true }])),
    );
    expect(b.moves).toEqual([]);
  });

  it('moves nothing for an address that is not verified', async () => {
    const b = build();
    await b.api.addEmailAddress('grace@example.com');

    await expect(b.api.setPrimaryEmailAddress('grace@example.com')).resolves.toEqual(E.left({ kind: 'Http', status: 400 }));
    expect(b.moves).toEqual([]);
  });
});
