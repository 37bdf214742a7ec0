// What one broker holds about the person and what happened to their removal, in words, from what the service sends.
import { listInWords } from '../breach/breach-guidance';
import { dayAfter, fullDate } from '../format';
import type { BrokerRemoval, MatchedDetail, RemovalRequestState, RemovalStep } from './removal';

const DETAIL_WORDS: Readonly<Record<MatchedDetail, string>> = {
  name: 'name',
  address: 'postal address',
  email: 'e-mail address',
  phone: 'phone number',
  age: 'age',
  relatives: 'relatives',
};
const DETAIL_ORDER = Object.keys(DETAIL_WORDS) as MatchedDetail[];

/** A status, on a broker's row and in its timeline. */
export const STATE_WORDS: Readonly<Record<RemovalRequestState, string>> = {
  FOUND: 'Found',
  REQUESTED: 'Removal requested',
  IN_PROGRESS: 'In progress',
  REMOVED: 'Removed',
};

export type TimelineEntry = { readonly words: string; readonly date: string };

/** A service without steps: what its two dates say. */
const fromDates = ({ requestedAt, removedAt }: BrokerRemoval): readonly RemovalStep[] => [
  ...(requestedAt === null ? [] : [{ state: 'REQUESTED' as const, at: requestedAt }]),
  ...(removedAt === null ? [] : [{ state: 'REMOVED' as const, at: removedAt }]),
];

/** Oldest first, as it happened (a profile listed again after its removal shows so); a date that cannot be read is left out. */
export function brokerTimeline(broker: BrokerRemoval): readonly TimelineEntry[] {
  return [...(broker.steps ?? fromDates(broker))]
    .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0))
    .map((step) => ({ words: STATE_WORDS[step.state], date: fullDate(step.at) }))
    .filter((entry) => entry.date !== '');
}

/** Never more than the person gave: the service says which of their details matched. */
export function holdsInWords(matched: BrokerRemoval['matched']): string | null {
  const details = DETAIL_ORDER.filter((detail) => matched?.includes(detail));
  return details.length === 0 ? null : `Your ${listInWords(details.map((d) => DETAIL_WORDS[d]))}.`;
}

export function attemptsInWords({ attempts = 0, lastAttemptAt = null }: BrokerRemoval): string | null {
  if (attempts === 0) return null;
  const last = fullDate(lastAttemptAt ?? '');
  const sent = `${attempts} ${attempts === 1 ? 'request' : 'requests'} sent`;
  if (last === '') return `${sent}.`;
  return attempts === 1 ? `${sent}, on ${last}.` : `${sent}, the last on ${last}.`;
}

export function expectedBy({ state, requestedAt, expectedDays = null }: BrokerRemoval): string | null {
  const requested = requestedAt === null ? NaN : Date.parse(requestedAt);
  if (state === 'REMOVED' || expectedDays === null || Number.isNaN(requested)) return null;
  return `This broker usually removes a profile within ${expectedDays} ${expectedDays === 1 ? 'day' : 'days'}: by ${dayAfter(requested, expectedDays)}.`;
}
