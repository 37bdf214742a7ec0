import { useEffect, useId, useState } from 'react';
import type { DevRecord, Feed } from '../app-services';

export function DevPanel({ devtools }: { devtools: Feed<DevRecord> }) {
  const [records, setRecords] = useState<readonly DevRecord[]>(() => devtools.list());
  const [open, setOpen] = useState(false);
  const titleId = useId();
  useEffect(() => devtools.subscribe(setRecords), [devtools]);
  return (
    <aside className="dev-panel" role="region" aria-labelledby={titleId}>
      <div className="offline-inbox__header">
        <h2 id={titleId}>Developer panel</h2>
        <button type="button" className="link-button" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Hide' : `Show (${records.length})`}
        </button>
      </div>
      {open && (
        <>
          <p className="dev-panel__note">What the integrations would send. Offline, nothing leaves this browser.</p>
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
    </aside>
  );
}
