import { PENDING_DESTINATION_KEY, PENDING_DESTINATION_TTL_MS, storagePendingDestination } from '../../../src/adapters/browser/pending-destination';
import { MemoryStorage } from '../../support/memory-storage';

describe('storagePendingDestination', () => {
  const setup = () => {
    let now = 1_000;
    const storage = new MemoryStorage();
    return { storage, destination: storagePendingDestination(storage, { now: () => now }), later: (ms: number) => void (now += ms) };
  };

  it('gives the remembered path back once, within the sign-in state’s lifetime', () => {
    const { destination, later } = setup();
    destination.remember('/chatbot?breach_name=Adobe&source=hibp');
    later(PENDING_DESTINATION_TTL_MS - 1);

    expect(destination.recall()).toBe('/chatbot?breach_name=Adobe&source=hibp');
    expect(destination.recall()).toBeNull();
  });

  it('forgets a stale or unreadable path', () => {
    const { destination, storage, later } = setup();
    destination.remember('/dashboard');
    later(PENDING_DESTINATION_TTL_MS);
    expect(destination.recall()).toBeNull();

    storage.setItem(PENDING_DESTINATION_KEY, '{not json');
    expect(destination.recall()).toBeNull();
    storage.setItem(PENDING_DESTINATION_KEY, JSON.stringify({ path: 5, until: 'x' }));
    expect(destination.recall()).toBeNull();
    expect(storage.getItem(PENDING_DESTINATION_KEY)).toBeNull();
  });
});
