import type { Feed, OutboxMessage } from '../app-services';
import { FeedPanel } from './feed-panel.view';

export function OfflineInbox({ outbox }: { outbox: Feed<OutboxMessage> }) {
  return (
    <FeedPanel feed={outbox} title="Offline inbox" className="offline-inbox" initiallyOpen>
      {(messages) =>
        messages.length === 0 ? (
          <p className="offline-inbox__empty">No e-mails yet. Codes you request appear here, as they would in your mailbox.</p>
        ) : (
          <ol className="offline-inbox__list">
            {messages.map((message) => (
              <li key={message.id}>
                <p>
                  To {message.to} · {new Date(message.sentAt).toLocaleTimeString()}
                </p>
                <p>
                  Code: <strong className="offline-inbox__code">{message.code}</strong>
                </p>
                {message.magicLink && (
                  <a href={message.magicLink}>{message.magicLink.includes('/verify-code') ? 'Open the sign-in link' : 'Open the confirmation link'}</a>
                )}
              </li>
            ))}
          </ol>
        )
      }
    </FeedPanel>
  );
}
