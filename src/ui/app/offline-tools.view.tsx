import { useEffect, useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SessionLifecycle } from '../../application/session/session-lifecycle';
import type { DevRecord, Feed, OutboxMessage } from '../app-services';
import { timeOfDay } from '../../domain/format';

type FeedPanelProps<T> = { feed: Feed<T>; title: string; className: string; initiallyOpen: boolean; children: (items: readonly T[]) => ReactNode };

function FeedPanel<T>({ feed, title, className, initiallyOpen, children }: FeedPanelProps<T>) {
  const { t } = useLingui();
  const [items, setItems] = useState<readonly T[]>(() => feed.list());
  const [open, setOpen] = useState(initiallyOpen);
  const titleId = useId();
  const count = items.length;
  useEffect(() => feed.subscribe(setItems), [feed]);
  return (
    <aside className={className} role="region" aria-labelledby={titleId}>
      <div className="offline-inbox__header">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="link-button" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? t`Hide` : t`Show (${count})`}
        </button>
      </div>
      {open && children(items)}
    </aside>
  );
}

type IdentityIdFeed = SessionLifecycle['identityId'];

/** The inbox where e-mailed codes arrive, and what the integrations would send; the identity id is never a credential. */
export function OfflineBadge() {
  const { t } = useLingui();
  return (
    <p className="offline-badge" title={t`Offline mode: every service is simulated and no data leaves this browser.`}>
      <Trans>Offline demo</Trans>
    </p>
  );
}

export function OfflineTools({ outbox, devtools, identityId: ids }: { outbox?: Feed<OutboxMessage>; devtools?: Feed<DevRecord>; identityId: IdentityIdFeed }) {
  const { t } = useLingui();
  const identityId = useSyncExternalStore(ids.subscribe, ids.current);
  return (
    <div className="offline-tools">
      {outbox && (
        <FeedPanel feed={outbox} title={t`Offline inbox`} className="offline-inbox" initiallyOpen>
          {(messages) =>
            messages.length === 0 ? (
              <p className="offline-inbox__empty">
                <Trans>No e-mails yet. Codes you request appear here, as they would in your mailbox.</Trans>
              </p>
            ) : (
              <ol className="offline-inbox__list">
                {messages.map(({ id, to, sentAt, code, magicLink }) => {
                  const time = timeOfDay(new Date(sentAt));
                  return (
                    <li key={id}>
                      <p>
                        <Trans>
                          To {to} · {time}
                        </Trans>
                      </p>
                      <p>
                        <Trans>
                          Code: <strong className="offline-inbox__code">{code}</strong>
                        </Trans>
                      </p>
                      {magicLink && (
                        <a href={magicLink}>
                          {magicLink.includes('/verify-code') ? <Trans>Open the sign-in link</Trans> : <Trans>Open the confirmation link</Trans>}
                        </a>
                      )}
                    </li>
                  );
                })}
              </ol>
            )
          }
        </FeedPanel>
      )}
      {devtools && (
        <FeedPanel feed={devtools} title={t`Developer panel`} className="dev-panel" initiallyOpen={false}>
          {(records) => (
            <>
              <p className="dev-panel__note">
                <Trans>What the integrations would send. Offline, nothing leaves this browser.</Trans>
              </p>
              {identityId !== undefined && (
                <p className="dev-panel__identity">
                  <Trans>
                    Identity id: <code data-testid="identity-id">{identityId}</code>
                  </Trans>
                </p>
              )}
              {records.length === 0 ? (
                <p className="offline-inbox__empty">
                  <Trans>Nothing sent yet.</Trans>
                </p>
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
