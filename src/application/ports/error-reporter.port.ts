/**
 * Error reporting (spec §9: only when both a reporting endpoint and an environment name are
 * configured; otherwise a console stand-in). Implementations scrub personal data.
 */
export interface ErrorReporter {
  /** Reports an unexpected error with a short, non-personal context label. Never throws; delivery is fire-and-forget. */
  report(error: unknown, context?: string): void;
  /** The user the next reports belong to, by id only; null on sign-out. Never throws. */
  setUser(userId: string | null): void;
}
