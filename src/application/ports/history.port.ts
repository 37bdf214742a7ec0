/** The browser's address bar and history, for code outside React (deep links, token scrubbing). */
export interface History {
  /** The current path with its query, e.g. '/dashboard?editProfile=true'. */
  currentPath(): string;
  /** Replaces the current entry (no new history step). The path must be an in-app path. */
  replace(path: string): void;
}
