import type { Option } from 'fp-ts/Option';

export type SavedDestination = { readonly path: string; readonly savedAt: number };

/**
 * Where a sign-in was headed, kept across tabs: the e-mailed sign-in link cannot carry it and may open
 * in another tab. The store keeps what it is given; freshness is the use-case's rule.
 */
export interface DestinationStore {
  /** Replaces any saved destination. Never throws. */
  save(destination: SavedDestination): void;
  /** The saved destination, forgotten as it is read; none when nothing readable is saved. Never throws. */
  take(): Option<SavedDestination>;
}
