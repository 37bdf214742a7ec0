/** Implementations scrub personal data. Never throws; delivery is fire-and-forget. */
export interface ErrorReporter {
  /** `context`: a short, non-personal label. */
  report(error: unknown, context?: string): void;
  /** The user of the next reports, by id only; null on sign-out. */
  setUser(userId: string | null): void;
}
