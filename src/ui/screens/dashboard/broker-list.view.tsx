import { useId, useState } from 'react';
import { fullDate } from '../../../domain/format';
import type { BrokerRemoval, RemovalRequestState } from '../../../domain/removal/removal';

export const STATE_LABELS: Readonly<Record<RemovalRequestState, string>> = {
  FOUND: 'Found',
  REQUESTED: 'Removal requested',
  IN_PROGRESS: 'In progress',
  REMOVED: 'Removed',
};

/** Enough to see what is still open without a wall of twelve rows; the rest are a button away. */
const FIRST_FEW = 5;

function BrokerRow({ broker }: { broker: BrokerRemoval }) {
  // A date the backend did not send, or could not be read, is left out rather than shown wrong.
  const dates = [
    ['Requested on', fullDate(broker.requestedAt ?? '')],
    ['Removed on', fullDate(broker.removedAt ?? '')],
  ].filter(([, date]) => date !== '');
  return (
    <li className="broker-row">
      <span className="broker-row__name">{broker.brokerName}</span>
      <span className="broker-row__status">
        <span className={`swatch swatch--${broker.state.toLowerCase()}`} aria-hidden="true" />
        {STATE_LABELS[broker.state]}
      </span>
      {dates.length > 0 && (
        <span className="broker-row__dates">
          {dates.map(([what, date]) => (
            <span key={what}>
              {what} {date}
            </span>
          ))}
        </span>
      )}
    </li>
  );
}

export function BrokerList({ brokers }: { brokers: readonly BrokerRemoval[] }) {
  const [showAll, setShowAll] = useState(false);
  const titleId = useId();
  const listId = useId();
  if (brokers.length === 0) return null;
  const shown = showAll ? brokers : brokers.slice(0, FIRST_FEW);
  return (
    <>
      <h3 id={titleId} className="broker-list__title">
        Brokers that had your profile
      </h3>
      <ul id={listId} className="broker-list" aria-labelledby={titleId}>
        {shown.map((broker) => (
          <BrokerRow key={broker.brokerId} broker={broker} />
        ))}
      </ul>
      {brokers.length > FIRST_FEW && (
        <button type="button" className="link-button broker-list__toggle" aria-expanded={showAll} aria-controls={listId} onClick={() => setShowAll(!showAll)}>
          {showAll ? 'Show fewer brokers' : `Show all ${brokers.length} brokers`}
        </button>
      )}
    </>
  );
}
