import type { AnalyticsEvent } from '../../domain/analytics/analytics-event';

/** Who the support chat talks to (spec §1: user id and the server-issued user hash). */
export type ChatWidgetIdentity = {
  readonly userId: string;
  readonly userHash: string;
  /** Passed only when it passes the support-widget e-mail check (spec §5). */
  readonly email?: string;
};

/**
 * The embedded customer-support chat (spec §1): started only with a configured app id, default
 * launcher hidden, chatbot enabled, region us/eu/ap. Implementations never reject.
 */
export interface ChatWidget {
  /** False when no widget is configured (no app id): callers then offer another way to reach support. */
  readonly available: boolean;
  /** Opens the conversation window; loads the widget first if needed. No-op when unavailable. Never rejects. */
  show(): Promise<void>;
  /** Identifies the signed-in user to the widget (spec §1). No-op when unavailable. Never rejects. */
  boot(identity: ChatWidgetIdentity): Promise<void>;
  /** Forwards an analytics event (spec §1: every event also goes to the widget). Never rejects. */
  track(event: AnalyticsEvent): Promise<void>;
  /** Ends the conversation and forgets the user, so the next user never sees it (sign-out). Never rejects. */
  shutdown(): Promise<void>;
}
