import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { InMemoryAuthGateway } from '../../../src/adapters/auth/in-memory-auth-gateway';
import { createStorageFaultSwitch } from '../../../src/stand-ins/faults/storage-fault-switch';
import { OfflineOutbox } from '../../../src/stand-ins/outbox/offline-outbox';
import { OFFLINE_SESSION_KEY } from '../../../src/stand-ins/user-pool/pool-store';
import { MemoryStorage } from '../../support/memory-storage';

// The offline pool's chunk cannot be fetched while the connection is down.
let mockOffline = true;
jest.mock('../../../src/stand-ins/user-pool/user-pool', () => {
  if (mockOffline) throw new Error('Loading chunk offline-user-pool failed.');
  return jest.requireActual('../../../src/stand-ins/user-pool/user-pool');
});

it('reads and ends the stored session without the pool’s code; a call that needs it is a network failure until it loads', async () => {
  const session = new MemoryStorage();
  const stored = {
    userId: 'u-1',
    username: 'ada@example.com',
    email: 'ada@example.com',
    region: 'US',
    userAlias: 'a',
    idToken: 'i',
    accessToken: 'a',
    expiresAt: 1,
  };
  session.setItem(OFFLINE_SESSION_KEY, JSON.stringify(stored));
  const gateway = new InMemoryAuthGateway({
    storage: session,
    clock: { now: () => 0 },
    random: { randomInt: () => 0, uuid: () => '00000000-0000-4000-8000-000000000000' },
    faults: createStorageFaultSwitch(undefined),
    outbox: new OfflineOutbox(session, () => undefined),
    appOrigin: 'http://127.0.0.1:3000',
  });

  await expect(gateway.storedSession()).resolves.toEqual(O.some(stored));
  await expect(gateway.refreshSession()).resolves.toEqual(E.left({ kind: 'Network' }));
  mockOffline = false;
  await expect(gateway.initiateAuth({ authFlowType: 'CUSTOM_WITHOUT_SRP', username: 'nobody@example.com' })).resolves.toEqual(
    E.left(expect.objectContaining({ kind: 'UserNotFound' })),
  );
  await expect(gateway.revokeRefreshToken()).resolves.toEqual(E.right(undefined));
  await gateway.clearSession();
  await expect(gateway.storedSession()).resolves.toEqual(O.none);
});
