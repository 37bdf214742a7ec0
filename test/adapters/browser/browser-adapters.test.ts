import * as O from 'fp-ts/Option';
import { ConsoleLogger } from '../../../src/adapters/browser/console-logger';
import { CryptoRandomSource } from '../../../src/adapters/browser/crypto-random-source';
import { SIGN_IN_STATE_KEY, LocalStorageSignInStateStore } from '../../../src/adapters/browser/local-storage-sign-in-state-store';
import { OUTBOX_STORAGE_KEY, OfflineOutbox } from '../../../src/stand-ins/outbox/offline-outbox';
import { MemoryStorage } from '../../support/memory-storage';

describe('CryptoRandomSource', () => {
  it('draws uniformly from the platform CSPRNG', () => {
    const random = new CryptoRandomSource();
    const counts = new Array<number>(10).fill(0);
    for (let i = 0; i < 20_000; i += 1) counts[random.randomInt(10)]! += 1;

    // 20 000 draws over 10 values: each near 2 000; ±300 is more than 7 standard deviations.
    for (const count of counts) expect(Math.abs(count - 2_000)).toBeLessThan(300);
  });

  it('rejects draws in the biased tail instead of folding them with a modulo', () => {
    const draws = [2 ** 32 - 1, 2 ** 32 - 2, 7];
    const random = new CryptoRandomSource({
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => {
        (array as unknown as Uint32Array)[0] = draws.shift() as number;
        return array;
      },
      randomUUID: () => '00000000-0000-4000-8000-000000000000',
    });

    expect(random.randomInt(10)).toBe(7);
    expect(draws).toEqual([]);
  });

  it.each([0, -1, 1.5, 2 ** 32 + 1, Number.NaN])('refuses the bound %d', (bound) => {
    expect(() => new CryptoRandomSource().randomInt(bound)).toThrow(RangeError);
  });

  it('makes version-4 uuids', () => {
    expect(new CryptoRandomSource().uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('LocalStorageSignInStateStore', () => {
  const state = {
    username: 'ada@example.com',
    challengeName: 'CUSTOM_CHALLENGE',
    session: 's-1',
    signInDetails: { loginId: 'ada@example.com', authFlowType: 'CUSTOM_WITHOUT_SRP' as const },
    savedAt: 1,
  };

  it('saves, loads and clears the state', async () => {
    const storage = new MemoryStorage();
    const store = new LocalStorageSignInStateStore(storage);

    await store.save(state);
    await expect(store.load()).resolves.toEqual(O.some(state));
    await store.clear();

    await expect(store.load()).resolves.toEqual(O.none);
    expect(storage.keys()).toEqual([]);
  });

  it('stores only what answering the challenge needs: the address once', async () => {
    const storage = new MemoryStorage();
    await new LocalStorageSignInStateStore(storage).save(state);

    expect(JSON.parse(storage.getItem(SIGN_IN_STATE_KEY) ?? '')).toEqual({
      username: 'ada@example.com',
      challengeName: 'CUSTOM_CHALLENGE',
      session: 's-1',
      authFlowType: 'CUSTOM_WITHOUT_SRP',
      savedAt: 1,
    });
  });

  it.each([
    '{',
    '{"username":1}',
    JSON.stringify({ username: 'ada@example.com', challengeName: 'CUSTOM_CHALLENGE', session: 's-1', authFlowType: 'MAGIC', savedAt: 1 }),
  ])('reads a malformed value %j as nothing saved', async (raw) => {
    const storage = new MemoryStorage();
    storage.setItem(SIGN_IN_STATE_KEY, raw);

    await expect(new LocalStorageSignInStateStore(storage).load()).resolves.toEqual(O.none);
  });
});

describe('OfflineOutbox', () => {
  const message = (id: string) => ({ id, to: 'ada@example.com', subject: 'Code', code: '123456', magicLink: 'http://x/verify-code?token=t', sentAt: 1 });

  it('lists newest first and tells subscribers until they leave', () => {
    const outbox = new OfflineOutbox(new MemoryStorage(), () => undefined);
    const seen: number[] = [];
    const leave = outbox.subscribe((messages) => seen.push(messages.length));

    outbox.deliver(message('1'));
    outbox.deliver(message('2'));
    leave();
    outbox.deliver(message('3'));

    expect(outbox.list().map((m) => m.id)).toEqual(['3', '2', '1']);
    expect(seen).toEqual([1, 2]);
  });

  it.each(['nope', '{"a":1}'])('reads a malformed inbox %j as empty', (raw) => {
    const storage = new MemoryStorage();
    storage.setItem(OUTBOX_STORAGE_KEY, raw);

    expect(new OfflineOutbox(storage).list()).toEqual([]);
  });
});

describe('ConsoleLogger', () => {
  it('writes each level through the matching console method', () => {
    const spies = (['log', 'info', 'warn', 'error'] as const).map((level) => jest.spyOn(console, level).mockImplementation(() => undefined));
    const logger = new ConsoleLogger();

    logger.log('a', 1);
    logger.info('b');
    logger.warn('c');
    logger.error('d', { kind: 'x' });

    expect(spies.map((spy) => spy.mock.calls)).toEqual([[['a', 1]], [['b']], [['c']], [['d', { kind: 'x' }]]]);
    spies.forEach((spy) => spy.mockRestore());
  });
});
