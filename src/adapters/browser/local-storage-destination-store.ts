import * as O from 'fp-ts/Option';
import * as t from 'io-ts';
import type { DestinationStore, SavedDestination } from '../../application/ports/destination-store.port';
import { readStored } from '../../wire/stored-json';

export const DESTINATION_STORAGE_KEY = 'protect.pendingDestination';

const Saved = t.exact(t.type({ path: t.string, savedAt: t.number }));

/** The e-mailed sign-in link may open in a new tab. */
export class LocalStorageDestinationStore implements DestinationStore {
  constructor(private readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>) {}

  save(destination: SavedDestination): void {
    try {
      this.storage.setItem(DESTINATION_STORAGE_KEY, JSON.stringify(destination));
    } catch {
      // Storage refused: the sign-in then ends on the dashboard.
    }
  }

  take(): O.Option<SavedDestination> {
    try {
      const saved = readStored<SavedDestination | null>(this.storage, DESTINATION_STORAGE_KEY, Saved, null);
      this.storage.removeItem(DESTINATION_STORAGE_KEY);
      return O.fromNullable(saved);
    } catch {
      return O.none;
    }
  }
}
