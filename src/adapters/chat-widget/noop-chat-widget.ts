import type { ChatWidget } from '../../application/ports/chat-widget.port';

/** Stands in when no support-chat app id is configured (spec §1: the widget starts only with one). */
export class NoopChatWidget implements ChatWidget {
  readonly available = false;
  async show(): Promise<void> {}
  async boot(): Promise<void> {}
  async track(): Promise<void> {}
  async shutdown(): Promise<void> {}
}
