import type { ChatWidget, ChatWidgetIdentity } from '../../../src/application/ports/chat-widget.port';
import type { AnalyticsEvent } from '../../../src/domain/analytics-event';

/** A ChatWidget that records what it was asked to do. */
export class RecordingChatWidget implements ChatWidget {
  readonly booted: ChatWidgetIdentity[] = [];
  readonly tracked: AnalyticsEvent[] = [];
  shown = 0;
  shutdowns = 0;
  constructor(readonly available = true) {}
  async show() {
    this.shown += 1;
  }
  async boot(identity: ChatWidgetIdentity) {
    this.booted.push(identity);
  }
  async track(event: AnalyticsEvent) {
    this.tracked.push(event);
  }
  async shutdown() {
    this.shutdowns += 1;
  }
}
