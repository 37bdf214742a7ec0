// Loaded when asked for: the report a person keeps, built from what the dashboard has loaded; nothing of it leaves the browser.
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { plainNamesInWords } from '../../../domain/breach/breach-guidance';
import { fullDate, isoDay } from '../../../domain/format';
import { stateInWords } from '../../../domain/removal/broker-timeline';
import type { BrokerRemoval } from '../../../domain/removal/removal';
import { removalCsv } from '../../../domain/removal/removal-report';
import { HibpAttribution } from '../../components/hibp-attribution';
import type { DashboardViewModel } from './dashboard.view-model';

export function downloadCsv(brokers: readonly BrokerRemoval[]): void {
  const url = URL.createObjectURL(new Blob([removalCsv(brokers)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `protect-removal-report-${isoDay(new Date().toISOString())}.csv`;
  link.click();
  queueMicrotask(() => URL.revokeObjectURL(url));
}

/** On paper only (the print stylesheet hides the app and shows this); `onShown` runs once it is in the page. */
export const ProtectionReport = observer(function ProtectionReport({ vm, onShown }: { vm: DashboardViewModel; onShown: () => void }) {
  useEffect(onShown, [onShown]);
  const breaches = [...vm.needAction, ...vm.fixed];
  const brokers = vm.removals.state === 'ready' ? vm.removals.value.brokers : [];
  return createPortal(
    <article className="print-report" aria-label="Your protection report">
      <h1>Protect: your protection report</h1>
      <p>
        For {vm.personName || vm.signedInAs}. Made on {fullDate(new Date().toISOString())}.
      </p>
      <h2>Data breaches</h2>
      {breaches.length === 0 ? (
        <p>None of your verified e-mail addresses appears in a known breach.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th>Breach</th>
              <th>When</th>
              <th>What it exposed</th>
              <th>Status</th>
            </tr>
          </thead>
          <tbody>
            {breaches.map(({ key, breach, fixedAt }) => (
              <tr key={key}>
                <td>{breach.title}</td>
                <td>{fullDate(breach.breachDate)}</td>
                <td>{plainNamesInWords(breach.dataClasses)}</td>
                <td>{fixedAt === null ? 'To fix' : `Fixed on ${fullDate(fixedAt)}`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h2>Data brokers</h2>
      {brokers.length === 0 ? (
        <p>No data broker with your profile so far.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th>Broker</th>
              <th>Status</th>
              <th>Requested</th>
              <th>Removed</th>
            </tr>
          </thead>
          <tbody>
            {brokers.map((broker) => (
              <tr key={broker.brokerId}>
                <td>{broker.brokerName}</td>
                <td>{stateInWords(broker.state)}</td>
                <td>{fullDate(broker.requestedAt ?? '')}</td>
                <td>{fullDate(broker.removedAt ?? '')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {breaches.length > 0 && <HibpAttribution />}
    </article>,
    document.body,
  );
});
