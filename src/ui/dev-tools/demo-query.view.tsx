import { useMemo, useRef, useState } from 'react';
import type { DashboardData } from '../../application/load-dashboard';
import { PendingView } from '../app/pending.view';
import { useDocumentTitle } from '../components/use-document-title';
import { Card, Skeleton } from '../screens/dashboard/area-card.view';
import { DELAYS, DEMO_HINT_AFTER_MS, demoData, loadDemo, type DemoState } from './demo-query';

/** Demo data through the dashboard's query, with each simulated delay and the loading states it shows. */
export function DemoQueryView() {
  useDocumentTitle('Demo query');
  const [demo, setDemo] = useState<DemoState>({ state: 'idle' });
  const run = useRef(0);
  const queries = useMemo(() => new Map<number, DashboardData>(DELAYS.map(({ ms }) => [ms, demoData(ms)])), []);

  const load = (ms: number, label: string) => {
    const id = ++run.current;
    setDemo({ state: 'loading', label });
    const data = queries.get(ms);
    if (!data) return;
    void loadDemo(data).then(
      (loaded) => {
        if (id === run.current) setDemo(loaded ? { state: 'ready', label, demo: loaded } : { state: 'failed', label });
      },
      () => {
        if (id === run.current) setDemo({ state: 'failed', label });
      },
    );
  };

  return (
    <div className="dev-tool">
      <h1>Demo query</h1>
      <p className="note">A developer tool: made-up data loaded through the dashboard’s query, after a delay you choose.</p>
      <div className="actions" role="group" aria-label="Simulated delay">
        {DELAYS.map(({ ms, label }) => (
          <button key={ms} type="button" className="button" onClick={() => load(ms, label)} disabled={demo.state === 'loading'}>
            Load in {label}
          </button>
        ))}
      </div>
      <p role="status">
        {demo.state === 'idle' && 'Choose a delay to load the demo data.'}
        {demo.state === 'loading' && `Loading with a ${demo.label} delay…`}
        {demo.state === 'ready' && `Loaded in ${demo.label}`}
        {demo.state === 'failed' && 'The demo data could not be loaded. Choose a delay to try again.'}
      </p>
      {demo.state !== 'idle' && (
        <div className="dashboard__grid">
          <Card title="Demo profile" id="demo-profile">
            {demo.state === 'loading' ? <Skeleton label="the demo profile" /> : demo.state === 'ready' ? <p>{demo.demo.name}</p> : <p>Not loaded.</p>}
          </Card>
          <Card title="Demo details" id="demo-details">
            {demo.state === 'loading' && <Skeleton label="the demo details" />}
            {demo.state === 'ready' && (
              <ul>
                <li>Plan: {demo.demo.subscription}</li>
                <li>Addresses: {demo.demo.addresses}</li>
                <li>Removals: {demo.demo.removals}</li>
                <li>Breaches found: {demo.demo.breaches}</li>
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
