export interface History {
  /** The in-app path with its query, e.g. '/dashboard?editProfile=true'. Never throws. */
  currentPath(): string;
  /** Replaces the current entry; `path` must be an in-app path. Never throws. */
  replace(path: string): void;
  /** Adds an entry; `path` must be an in-app path. Never throws. */
  push(path: string): void;
}
