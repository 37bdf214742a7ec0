import type { DevRecord, Feed } from '../app-services';
import { FeedPanel } from './feed-panel.view';

/** `identityId`: the signed-in person's identity-pool identity, from the session the app reads; never their credentials. */
export function DevPanel({ devtools, identityId }: { devtools: Feed<DevRecord>; identityId: string | undefined }) {
  return (
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
  );
}
