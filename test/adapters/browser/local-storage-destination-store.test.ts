import * as O from 'fp-ts/Option';
import { DESTINATION_STORAGE_KEY, LocalStorageDestinationStore } from '../../../src/adapters/browser/local-storage-destination-store';
import { MemoryStorage } from '../../support/memory-storage';

describe('LocalStorageDestinationStore', () => {
  it('gives back what it saved, once', () => {
    const store = new LocalStorageDestinationStore(new MemoryStorage());
    store.save({ path: '/chatbot?breach_name=Adobe', savedAt: 42 });

    expect(store.take()).toEqual(O.some({ path: '/chatbot?breach_name=Adobe', savedAt: 42 }));
    expect(store.take()).toEqual(O.none);
  });

  it.each(['{not json', JSON.stringify({ path: 5, savedAt: 'x' }), JSON.stringify({ path: '/dashboard' }), 'null'])(
    'reads %s as nothing, and forgets it',
    (raw) => {
      const storage = new MemoryStorage();
      storage.setItem(DESTINATION_STORAGE_KEY, raw);

      expect(new LocalStorageDestinationStore(storage).take()).toEqual(O.none);
      expect(storage.getItem(DESTINATION_STORAGE_KEY)).toBeNull();
    },
  );

  it('never throws when storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const store = new LocalStorageDestinationStore(refusing);

    expect(() => store.save({ path: '/dashboard', savedAt: 1 })).not.toThrow();
    expect(store.take()).toEqual(O.none);
  });
});
