import type { Option } from 'fp-ts/Option';

export type SavedDestination = { readonly path: string; readonly savedAt: number };

/** Kept across tabs, as the e-mailed sign-in link may open in another one; freshness is the use-case's rule. Never throws. */
export interface DestinationStore {
  save(destination: SavedDestination): void;
  /** The saved destination, forgotten as it is read; none when nothing readable is saved. */
  take(): Option<SavedDestination>;
}
