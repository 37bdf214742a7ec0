import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { fullDate } from '../../../domain/format';
import { stateInWords, actionGuide, attemptsInWords, brokerTimeline, expectedBy, holdsInWords } from '../../../domain/removal/broker-timeline';
import { type BrokerRemoval } from '../../../domain/removal/removal';

const FIRST_FEW = 5;

function BrokerRow({ broker }: { broker: BrokerRemoval }) {
  const { t } = useLingui();
  const requested = fullDate(broker.requestedAt ?? '');
  const removed = fullDate(broker.removedAt ?? '');
  // A date the backend did not send, or could not be read, is left out rather than shown wrong.
  const dates = [
    { key: 'requested', date: requested, words: t`Requested on ${requested}` },
    { key: 'removed', date: removed, words: t`Removed on ${removed}` },
  ].filter(({ date }) => date !== '');
  return (
    <li className="broker-row">
      <span className="broker-row__name">{broker.brokerName}</span>
      <span className="broker-row__status">
        <span className={`swatch swatch--${broker.state.toLowerCase()}`} aria-hidden="true" />
        {stateInWords(broker.state)}
      </span>
      {dates.length > 0 && (
        <span className="broker-row__dates">
          {dates.map(({ key, words }) => (
            <span key={key}>{words}</span>
          ))}
        </span>
      )}
      <BrokerAction broker={broker} />
      <BrokerEvidence broker={broker} />
    </li>
  );
}

function BrokerAction({ broker }: { broker: BrokerRemoval }) {
  const { t } = useLingui();
  const guide = actionGuide(broker);
  if (guide === null) return null;
  return (
    <div className="broker-row__action">
      <p>{guide.title}</p>
      <ol aria-label={t`What to do`}>
        {guide.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </div>
  );
}

/** Only for a service that sends the evidence extension: what the broker holds, what happened and when, what comes next. */
function BrokerEvidence({ broker }: { broker: BrokerRemoval }) {
  const { t } = useLingui();
  const brokerName = broker.brokerName;
  const holds = holdsInWords(broker.matched);
  const timeline = brokerTimeline(broker);
  const notes = [attemptsInWords(broker), expectedBy(broker)].filter((note) => note !== null);
  if (broker.steps === undefined && holds === null && notes.length === 0) return null;
  return (
    <details className="broker-row__evidence">
      <summary>
        <Trans>What {brokerName} holds and what happened</Trans>
      </summary>
      {holds !== null && (
        <p>
          <Trans>
            <strong>It holds:</strong> {holds}
          </Trans>
        </p>
      )}
      {timeline.length > 0 && (
        <ol className="broker-timeline" aria-label={t`What happened`}>
          {timeline.map((entry) => (
            <li key={entry.words + entry.date}>
              {entry.words}: {entry.date}
            </li>
          ))}
        </ol>
      )}
      {notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
    </details>
  );
}

export function BrokerList({ brokers }: { brokers: readonly BrokerRemoval[] }) {
  const { t } = useLingui();
  const [showAll, setShowAll] = useState(false);
  const titleId = useId();
  const listId = useId();
  if (brokers.length === 0) return null;
  const shown = showAll ? brokers : brokers.slice(0, FIRST_FEW);
  const count = brokers.length;
  return (
    <>
      <h3 id={titleId} className="broker-list__title">
        <Trans>Brokers we found with your profile</Trans>
      </h3>
      <ul id={listId} className="broker-list" aria-labelledby={titleId}>
        {shown.map((broker) => (
          <BrokerRow key={broker.brokerId} broker={broker} />
        ))}
      </ul>
      {brokers.length > FIRST_FEW && (
        <button type="button" className="link-button broker-list__toggle" aria-expanded={showAll} aria-controls={listId} onClick={() => setShowAll(!showAll)}>
          {showAll ? t`Show fewer brokers` : t({ message: plural(count, { one: 'Show all # broker', other: 'Show all # brokers' }) })}
        </button>
      )}
    </>
  );
}
