import * as E from 'fp-ts/Either';
import { LazyCognitoAuthGateway, type FullGateway, type LoadGateway } from '../../../src/adapters/auth/lazy-cognito-auth-gateway';
import { MemoryStorage } from '../../support/memory-storage';

const SETTINGS = { userPoolId: 'us-east-1_AbC123', clientId: 'client123', endpoint: 'http://127.0.0.1:9/' };

/** A full gateway that answers every call it is asked, and records which. */
function recordingGateway(calls: string[]): FullGateway {
  return new Proxy({} as FullGateway, { get: (_target, name) => (name === 'then' ? undefined : async () => (calls.push(String(name)), E.right(undefined))) });
}

describe('LazyCognitoAuthGateway: the library loads with the first call to the pool', () => {
  it('loads the full gateway once, with its settings, storage and browser, and hands every call to it', async () => {
    const calls: string[] = [];
    const loads: Parameters<LoadGateway>[] = [];
    const storage = new MemoryStorage();
    const browser = { create: jest.fn(), get: jest.fn() } as never;
    const gateway = new LazyCognitoAuthGateway(SETTINGS, storage, browser, async (...args) => (loads.push(args), recordingGateway(calls)));

    await gateway.refreshSession();
    await gateway.revokeRefreshToken();
    await gateway.initiateAuth({ authFlowType: 'CUSTOM_WITHOUT_SRP', username: 'ada@example.com' });

    expect(loads).toEqual([[SETTINGS, storage, browser]]);
    expect(calls).toEqual(['refreshSession', 'revokeStored', 'initiateAuth']);
  });

  it('reads and forgets the stored session without loading it', async () => {
    const load = jest.fn<Promise<FullGateway>, Parameters<LoadGateway>>();
    const storage = new MemoryStorage();
    storage.setItem('CognitoIdentityServiceProvider.client123.LastAuthUser', 'sub-1');
    const gateway = new LazyCognitoAuthGateway(SETTINGS, storage, undefined, load);

    await gateway.storedSession();
    await gateway.clearSession();
    await gateway.clearStoredDevice();

    expect(load).not.toHaveBeenCalled();
    expect(storage.keys()).toEqual([]);
    expect(gateway.passkeysAvailable).toBe(false);
  });

  it('is a network failure when the code cannot load, and asks for it again on the next call', async () => {
    const calls: string[] = [];
    const load = jest
      .fn<Promise<FullGateway>, Parameters<LoadGateway>>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue(recordingGateway(calls));
    const gateway = new LazyCognitoAuthGateway(SETTINGS, new MemoryStorage(), undefined, load);

    await expect(gateway.refreshSession()).resolves.toEqual(E.left({ kind: 'Network' }));
    await expect(gateway.refreshSession()).resolves.toEqual(E.right(undefined));

    expect(load).toHaveBeenCalledTimes(2);
    expect(calls).toEqual(['refreshSession']);
  });
});
