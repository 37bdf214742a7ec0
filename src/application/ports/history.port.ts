/** The browser's address bar and history, for code outside React (deep links, token scrubbing). */
export interface History {
  /** The current in-app path with its query, e.g. '/dashboard?editProfile=true'. Never throws. */
  currentPath(): string;
  /** Replaces the current entry (no new history step); the router follows. `path` must be an in-app path. Never throws. */
  replace(path: string): void;
  /** Adds a history entry for `path`; the router follows. `path` must be an in-app path. Never throws. */
  push(path: string): void;
}
