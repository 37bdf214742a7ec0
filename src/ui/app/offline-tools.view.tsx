import { useEffect, useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { SessionLifecycle } from '../../application/session/session-lifecycle';
import type { DevRecord, Feed, OutboxMessage } from '../app-services';
import { timeOfDay } from '../../domain/format';

type FeedPanelProps<T> = { feed: Feed<T>; title: string; className: string; initiallyOpen: boolean; children: (items: readonly T[]) => ReactNode };

function FeedPanel<T>({ feed, title, className, initiallyOpen, children }: FeedPanelProps<T>) {
  const [items, setItems] = useState<readonly T[]>(() => feed.list());
  const [open, setOpen] = useState(initiallyOpen);
  const titleId = useId();
  useEffect(() => feed.subscribe(setItems), [feed]);
  return (
    <aside className={className} role="region" aria-labelledby={titleId}>
      <div className="offline-inbox__header">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="link-button" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Hide' : `Show (${items.length})`}
        </button>
      </div>
      {open && children(items)}
    </aside>
  );
}

type IdentityIdFeed = SessionLifecycle['identityId'];

/** The inbox where e-mailed codes arrive, and what the integrations would send; the identity id is never a credential. */
export function OfflineTools({ outbox, devtools, identityId: ids }: { outbox?: Feed<OutboxMessage>; devtools?: Feed<DevRecord>; identityId: IdentityIdFeed }) {
  const identityId = useSyncExternalStore(ids.subscribe, ids.current);
  return (
    <div className="offline-tools">
      {outbox && (
        <FeedPanel feed={outbox} title="Offline inbox" className="offline-inbox" initiallyOpen>
          {(messages) =>
            messages.length === 0 ? (
              <p className="offline-inbox__empty">No e-mails yet. Codes you request appear here, as they would in your mailbox.</p>
            ) : (
              <ol className="offline-inbox__list">
                {messages.map((message) => (
                  <li key={message.id}>
                    <p>
                      To {message.to} · {timeOfDay(new Date(message.sentAt))}
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
      )}
      {devtools && (
        <FeedPanel feed={devtools} title="Developer panel" className="dev-panel" initiallyOpen={false}>
          {(records) => (
            <>
              <p className="dev-panel__note">What the integrations would send. Offline, nothing leaves this browser.</p>
              {identityId !== undefined && (
                <p className="dev-panel__identity">
                  Identity id: <code data-testid="identity-id">{identityId}</code>
                </p>
              )}
              {records.length === 0 ? (
                <p className="offline-inbox__empty">Nothing sent yet.</p>
              ) : (
                <ol className="dev-panel__list">
                  {records.slice(0, 50).map((record) => (
                    <li key={record.id}>
                      <span className="dev-panel__kind">{record.kind}</span> {record.summary}
                    </li>
                  ))}
                </ol>
              )}
            </>
          )}
        </FeedPanel>
      )}
    </div>
  );
}
