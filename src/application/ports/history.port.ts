/** Paths are in-app paths with their query, e.g. '/dashboard?editProfile=true'. Never throws. */
export interface History {
  currentPath(): string;
  replace(path: string): void;
  push(path: string): void;
}
