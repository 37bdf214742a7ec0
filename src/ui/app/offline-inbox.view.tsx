import { useEffect, useId, useState } from 'react';
import type { Feed, OutboxMessage } from '../app-services';

export function OfflineInbox({ outbox }: { outbox: Feed<OutboxMessage> }) {
  const [messages, setMessages] = useState<readonly OutboxMessage[]>(() => outbox.list());
  const [open, setOpen] = useState(true);
  const titleId = useId();
  useEffect(() => outbox.subscribe(setMessages), [outbox]);

  return (
    <aside className="offline-inbox" role="region" aria-labelledby={titleId}>
      <div className="offline-inbox__header">
        <h2 id={titleId}>Offline inbox</h2>
        <button type="button" className="link-button" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Hide' : `Show (${messages.length})`}
        </button>
      </div>
      {open &&
        (messages.length === 0 ? (
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
                {message.magicLink && <a href={message.magicLink}>{message.magicLink.includes('/verify-code') ? 'Open the sign-in link' : 'Open the confirmation link'}</a>}
              </li>
            ))}
          </ol>
        ))}
    </aside>
  );
}
