/** Error reporting (spec §9). Implementations scrub personal data and never throw or reject. */
export interface ErrorReporter {
  /** Reports an unexpected error with a short, non-personal context label. */
  report(error: unknown, context?: string): void;
  /** The user the next reports belong to, by id only; null on sign-out. */
  setUser(userId: string | null): void;
}
