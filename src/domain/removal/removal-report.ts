// The removal report a person keeps: a spreadsheet of every broker with the day of each step.
import { isoDay } from '../format';
import { stateInWords, stepsOf } from './broker-timeline';
import { i18n } from '../i18n';
import { brokerRows, type BrokerRemoval, type RemovalRequestState } from './removal';

const STEP_COLUMNS: readonly RemovalRequestState[] = ['FOUND', 'REQUESTED', 'IN_PROGRESS', 'NEEDS_ACTION', 'REMOVED'];

/** A cell a spreadsheet would run as a formula is kept as text; quotes, commas and line breaks are quoted (RFC 4180). */
const cell = (value: string): string => {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The latest day of each step (a profile listed again shows its new finding); a day that cannot be read is left empty. */
function row(broker: BrokerRemoval): string[] {
  const latest = (state: RemovalRequestState) =>
    stepsOf(broker)
      .filter((step) => step.state === state)
      .map((step) => isoDay(step.at))
      .reduce((last, day) => (day > last ? day : last), '');
  const attempts = broker.attempts ?? 0;
  return [
    broker.brokerName,
    stateInWords(broker.state),
    ...STEP_COLUMNS.map(latest),
    attempts === 0 ? '' : String(attempts),
    isoDay(broker.lastAttemptAt ?? ''),
  ];
}

const header = (): string[] => [i18n._('Broker'), i18n._('Status'), ...STEP_COLUMNS.map(stateInWords), i18n._('Requests sent'), i18n._('Last request')];

export const removalCsv = (brokers: readonly BrokerRemoval[]): string =>
  [header(), ...brokerRows({ brokers }).map(row)].map((cells) => cells.map(cell).join(',')).join('\r\n') + '\r\n';
