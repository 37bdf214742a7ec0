import type { AnalyticsEvent } from '../../domain/analytics-event';

export type ChatWidgetIdentity = { readonly userId: string; readonly userHash: string; readonly email?: string };

export interface ChatWidget {
  /** False when no app id is configured: callers then offer another way to reach support. */
  readonly available: boolean;
  /** Opens the conversation window, loading the widget first if needed; no-op when unavailable. Never rejects. */
  show(): Promise<void>;
  /** Identifies the signed-in user to the widget; no-op when unavailable. Never rejects. */
  boot(identity: ChatWidgetIdentity): Promise<void>;
  /** Forwards an analytics event. Never rejects. */
  track(event: AnalyticsEvent): Promise<void>;
  /** Ends the conversation and forgets the user, so the next user never sees it. Never rejects. */
  shutdown(): Promise<void>;
}
