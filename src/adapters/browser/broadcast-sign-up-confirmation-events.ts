import type { SignUpConfirmationEvents } from '../../application/ports/sign-up-confirmation-events.port';

const CHANNEL = 'protect.sign-up-confirmed';

/** A BroadcastChannel reaches the other tabs but not the sender, so this tab's listeners are told directly. */
export class BroadcastSignUpConfirmationEvents implements SignUpConfirmationEvents {
  private readonly listeners = new Set<(username: string) => void>();
  private readonly channel: BroadcastChannel | null;

  constructor(channelName: string = CHANNEL) {
    this.channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(channelName) : null;
    this.channel?.addEventListener('message', (event: MessageEvent<unknown>) => {
      const data: unknown = event.data;
      if (typeof data === 'object' && data !== null && typeof (data as { username?: unknown }).username === 'string') {
        this.tell((data as { username: string }).username);
      }
    });
  }

  publish(username: string): void {
    try {
      this.channel?.postMessage({ username });
    } catch {
      // A closed channel: only this tab hears.
    }
    this.tell(username);
  }

  subscribe(listener: (username: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private tell(username: string): void {
    for (const listener of this.listeners) listener(username);
  }
}
