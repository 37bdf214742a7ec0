import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { listeners } from '../../application/listeners';
import type { SignUpConfirmationEvents } from '../../application/ports/sign-up-confirmation-events.port';

const CHANNEL = 'protect.sign-up-confirmed';

const Confirmed = t.type({ username: t.string });

/** A BroadcastChannel reaches the other tabs but not the sender, so this tab's listeners are told directly. */
export class BroadcastSignUpConfirmationEvents implements SignUpConfirmationEvents {
  private readonly confirmed = listeners<string>();

  /** Open for the page's life; null where the browser has no BroadcastChannel. */
  constructor(private readonly channel: BroadcastChannel | null = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null) {
    this.channel?.addEventListener('message', (event: MessageEvent<unknown>) => {
      const message = Confirmed.decode(event.data);
      if (E.isRight(message)) this.confirmed.emit(message.right.username);
    });
  }

  publish(username: string): void {
    try {
      this.channel?.postMessage({ username });
    } catch {
      // A closed channel: only this tab hears.
    }
    this.confirmed.emit(username);
  }

  readonly subscribe = this.confirmed.subscribe;
}
