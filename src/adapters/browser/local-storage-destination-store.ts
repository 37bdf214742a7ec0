import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as t from 'io-ts';
import type { DestinationStore, SavedDestination } from '../../application/ports/destination-store.port';

export const DESTINATION_STORAGE_KEY = 'protect.pendingDestination';

const Saved = t.type({ path: t.string, savedAt: t.number });

const decode = (raw: string): O.Option<SavedDestination> =>
  O.fromEither(E.map(({ path, savedAt }: SavedDestination) => ({ path, savedAt }))(Saved.decode(JSON.parse(raw))));

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
      const raw = this.storage.getItem(DESTINATION_STORAGE_KEY);
      this.storage.removeItem(DESTINATION_STORAGE_KEY);
      return raw === null ? O.none : decode(raw);
    } catch {
      return O.none;
    }
  }
}
