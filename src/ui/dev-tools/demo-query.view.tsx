import { useRef, useState } from 'react';
import { PendingView } from '../app/pending.view';
import { useDocumentTitle } from '../components/use-document-title';
import { Card, Skeleton } from '../screens/dashboard/area-card.view';

const DELAYS_MS = [100, 2_000, 10_000] as const;

/** The pending page's long-wait message comes after 15 s in the app; here after 5 s, so the 10 s delay shows it. */
const DEMO_HINT_AFTER_MS = 5_000;

const DEMO = { name: 'Demo Person', details: ['Plan: Active, 30 days left', 'Addresses: 1', 'Removals: 1 of 3 removed', 'Breaches found: 0'] };

const delayLabel = (ms: number): string => (ms < 1000 ? `${ms} ms` : `${ms / 1000} s`);

export function DemoQueryView() {
  useDocumentTitle('Demo query');
  const [demo, setDemo] = useState<{ readonly state: 'idle' | 'loading' | 'ready'; readonly ms: number }>({ state: 'idle', ms: 0 });
  const run = useRef(0);
  const load = (ms: number) => {
    const id = ++run.current;
    setDemo({ state: 'loading', ms });
    setTimeout(() => id === run.current && setDemo({ state: 'ready', ms }), ms);
  };

  return (
    <div className="dev-tool">
      <h1>Demo query</h1>
      <p className="note">A developer tool: made-up data, loaded after a delay you choose.</p>
      <div className="actions" role="group" aria-label="Simulated delay">
        {DELAYS_MS.map((ms) => (
          <button key={ms} type="button" className="button" onClick={() => load(ms)} disabled={demo.state === 'loading'}>
            Load in {delayLabel(ms)}
          </button>
        ))}
      </div>
      <p role="status">
        {demo.state === 'idle' && 'Choose a delay to load the demo data.'}
        {demo.state === 'loading' && `Loading with a ${delayLabel(demo.ms)} delay…`}
        {demo.state === 'ready' && `Loaded in ${delayLabel(demo.ms)}`}
      </p>
      {demo.state !== 'idle' && (
        <div className="dashboard__grid">
          <Card title="Demo profile" id="demo-profile">
            {demo.state === 'loading' ? <Skeleton label="the demo profile" /> : <p>{DEMO.name}</p>}
          </Card>
          <Card title="Demo details" id="demo-details">
            {demo.state === 'loading' ? (
              <Skeleton label="the demo details" />
            ) : (
              <ul>
                {DEMO.details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
            )}
          </Card>
        </div>
      )}
      {demo.state === 'loading' && (
        <section className="dev-tool__sample" aria-labelledby="demo-pending-title">
          <h2 id="demo-pending-title">Pending page</h2>
          <p className="note">What a page shows while its data loads. Its long-wait message, which comes after 15 s in the app, comes here after 5 s.</p>
          <div className="dev-tool__frame">
            <PendingView hintAfterMs={DEMO_HINT_AFTER_MS} />
          </div>
        </section>
      )}
    </div>
  );
}
