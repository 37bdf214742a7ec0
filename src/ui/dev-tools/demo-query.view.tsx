import { useMemo, useRef, useState } from 'react';
import { PendingView } from '../app/pending.view';
import { useDocumentTitle } from '../components/use-document-title';
import { Card, Skeleton } from '../screens/dashboard/area-card.view';
import { DELAYS_MS, DEMO_HINT_AFTER_MS, delayLabel, demoData, loadDemo, type Demo } from './demo-query';

type DemoState =
  | { readonly state: 'idle' }
  | { readonly state: 'loading' | 'failed'; readonly ms: number }
  | { readonly state: 'ready'; readonly ms: number; readonly demo: Demo };

/** Demo data through the dashboard's query, with each simulated delay and the loading states it shows. */
export function DemoQueryView() {
  useDocumentTitle('Demo query');
  const [demo, setDemo] = useState<DemoState>({ state: 'idle' });
  const run = useRef(0);
  const queries = useMemo(() => new Map(DELAYS_MS.map((ms) => [ms, demoData(ms)])), []);

  const load = (ms: (typeof DELAYS_MS)[number]) => {
    const id = ++run.current;
    const settle = (next: DemoState) => id === run.current && setDemo(next);
    setDemo({ state: 'loading', ms });
    void loadDemo(queries.get(ms) ?? demoData(ms)).then(
      (loaded) => settle(loaded ? { state: 'ready', ms, demo: loaded } : { state: 'failed', ms }),
      () => settle({ state: 'failed', ms }),
    );
  };
  const label = demo.state === 'idle' ? '' : delayLabel(demo.ms);

  return (
    <div className="dev-tool">
      <h1>Demo query</h1>
      <p className="note">A developer tool: made-up data loaded through the dashboard’s query, after a delay you choose.</p>
      <div className="actions" role="group" aria-label="Simulated delay">
        {DELAYS_MS.map((ms) => (
          <button key={ms} type="button" className="button" onClick={() => load(ms)} disabled={demo.state === 'loading'}>
            Load in {delayLabel(ms)}
          </button>
        ))}
      </div>
      <p role="status">
        {demo.state === 'idle' && 'Choose a delay to load the demo data.'}
        {demo.state === 'loading' && `Loading with a ${label} delay…`}
        {demo.state === 'ready' && `Loaded in ${label}`}
        {demo.state === 'failed' && 'The demo data could not be loaded. Choose a delay to try again.'}
      </p>
      {demo.state !== 'idle' && (
        <div className="dashboard__grid">
          <Card title="Demo profile" id="demo-profile">
            {demo.state === 'loading' ? <Skeleton label="the demo profile" /> : <p>{demo.state === 'ready' ? demo.demo.name : 'Not loaded.'}</p>}
          </Card>
          <Card title="Demo details" id="demo-details">
            {demo.state === 'loading' && <Skeleton label="the demo details" />}
            {demo.state === 'ready' && (
              <ul>
                {demo.demo.details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
            )}
            {demo.state === 'failed' && <p>Not loaded.</p>}
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
