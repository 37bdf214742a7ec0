/** Implementations scrub personal data. */
export interface ErrorReporter {
  /** `context` is a short, non-personal label. Never throws; delivery is fire-and-forget. */
  report(error: unknown, context?: string): void;
  /** The user of the next reports, by id only; null on sign-out. Never throws. */
  setUser(userId: string | null): void;
}
