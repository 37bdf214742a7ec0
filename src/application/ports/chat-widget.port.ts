/** The embedded customer-support chat (spec §1). Implementations never reject. */
export interface ChatWidget {
  /** False when no widget is configured (no app id): callers then offer another way to reach support. */
  readonly available: boolean;
  /** Opens the conversation window; loads the widget first if needed. No-op when unavailable. */
  show(): Promise<void>;
}
