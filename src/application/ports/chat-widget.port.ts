import type { AnalyticsEvent } from '../../domain/analytics-event';

export type ChatWidgetIdentity = { readonly userId: string; readonly userHash: string; readonly email?: string };

/** Every call is a no-op when the widget is unavailable, and never rejects. */
export interface ChatWidget {
  /** False when no app id is configured: callers then offer another way to reach support. */
  readonly available: boolean;
  show(): Promise<void>;
  boot(identity: ChatWidgetIdentity): Promise<void>;
  track(event: AnalyticsEvent): Promise<void>;
  /** Ends the conversation and forgets the user, so the next user never sees it. */
  shutdown(): Promise<void>;
}
