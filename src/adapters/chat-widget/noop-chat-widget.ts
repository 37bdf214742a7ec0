import type { ChatWidget } from '../../application/ports/chat-widget.port';

export class NoopChatWidget implements ChatWidget {
  readonly available = false;
  async show(): Promise<void> {}
  async boot(): Promise<void> {}
  async track(): Promise<void> {}
  async shutdown(): Promise<void> {}
}
