// Loaded when asked for: the report a person keeps, built from what the dashboard has loaded; nothing of it leaves the browser.
import { Trans, useLingui } from '@lingui/react/macro';
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
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a file name, the same in every language (the journeys find the download by it)
  link.download = `protect-removal-report-${isoDay(new Date().toISOString())}.csv`;
  link.click();
  queueMicrotask(() => URL.revokeObjectURL(url));
}

/** On paper only (the print stylesheet hides the app and shows this); `onShown` runs once it is in the page. */
export const ProtectionReport = observer(function ProtectionReport({ vm, onShown }: { vm: DashboardViewModel; onShown: () => void }) {
  const { t } = useLingui();
  useEffect(onShown, [onShown]);
  const breaches = [...vm.needAction, ...vm.fixed];
  const brokers = vm.removals.state === 'ready' ? vm.removals.value.brokers : [];
  const name = vm.personName || vm.signedInAs;
  const today = fullDate(new Date().toISOString());
  return createPortal(
    <article className="print-report" aria-label={t`Your protection report`}>
      <h1>
        <Trans>Protect: your protection report</Trans>
      </h1>
      <p>
        <Trans>
          For {name}. Made on {today}.
        </Trans>
      </p>
      <h2>
        <Trans>Data breaches</Trans>
      </h2>
      {breaches.length === 0 ? (
        <p>
          <Trans>None of your verified e-mail addresses appears in a known breach.</Trans>
        </p>
      ) : (
        <table>
          <thead>
            <tr>
              <th>
                <Trans>Breach</Trans>
              </th>
              <th>
                <Trans>When</Trans>
              </th>
              <th>
                <Trans>What it exposed</Trans>
              </th>
              <th>
                <Trans>Status</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {breaches.map(({ key, breach, fixedAt }) => {
              const fixedOn = fullDate(fixedAt ?? '');
              return (
                <tr key={key}>
                  <td>{breach.title}</td>
                  <td>{fullDate(breach.breachDate)}</td>
                  <td>{plainNamesInWords(breach.dataClasses)}</td>
                  <td>{fixedAt === null ? t`To fix` : t`Fixed on ${fixedOn}`}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <h2>
        <Trans>Data brokers</Trans>
      </h2>
      {brokers.length === 0 ? (
        <p>
          <Trans>No data broker with your profile so far.</Trans>
        </p>
      ) : (
        <table>
          <thead>
            <tr>
              <th>
                <Trans>Broker</Trans>
              </th>
              <th>
                <Trans>Status</Trans>
              </th>
              <th>
                <Trans>Requested</Trans>
              </th>
              <th>
                <Trans>Removed</Trans>
              </th>
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
