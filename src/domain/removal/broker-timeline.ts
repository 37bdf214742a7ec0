// What one broker holds about the person and what happened to their removal, in words, from what the service sends.
import { dayAfter, fullDate, listInWords } from '../format';
import { i18n } from '../i18n';
import type { BrokerAction, BrokerRemoval, MatchedDetail, RemovalRequestState, RemovalStep } from './removal';

const DETAIL_WORDS: Readonly<Record<MatchedDetail, string>> = {
  name: /*i18n*/ 'name',
  address: /*i18n*/ 'postal address',
  email: /*i18n*/ 'e-mail address',
  phone: /*i18n*/ 'phone number',
  age: /*i18n*/ 'age',
  relatives: /*i18n*/ 'relatives',
};
const DETAIL_ORDER = Object.keys(DETAIL_WORDS) as MatchedDetail[];

export const STATE_WORDS: Readonly<Record<RemovalRequestState, string>> = {
  NEEDS_ACTION: /*i18n*/ 'Needs your action',
  FOUND: /*i18n*/ 'Found',
  REQUESTED: /*i18n*/ 'Removal requested',
  IN_PROGRESS: /*i18n*/ 'In progress',
  UNKNOWN: /*i18n*/ 'Status not known yet',
  REMOVED: /*i18n*/ 'Removed',
};

export const stateInWords = (state: RemovalRequestState): string => i18n._(STATE_WORDS[state]);

const unended = (name: string): string => (name.endsWith('.') ? name.slice(0, -1) : name);

export type ActionGuide = { readonly title: string; readonly steps: readonly string[] };

const ACTION_GUIDES: Readonly<Record<BrokerAction | 'OTHER', (broker: string) => ActionGuide>> = {
  CONFIRM_EMAIL: (broker) => ({
    title: i18n._('{broker} asks you to confirm the removal by e-mail.', { broker }),
    steps: [
      i18n._('Look in your inbox, and your spam folder, for an e-mail from {broker}.', { broker: unended(broker) }),
      i18n._('Open the link in it to confirm you asked for the removal. We see it and follow up until the profile is gone.'),
      i18n._('No e-mail after a day? Ask us with the chat button and we ask {broker} to send it again.', { broker }),
    ],
  }),
  PROVE_IDENTITY: (broker) => ({
    title: i18n._('{broker} asks for proof that the profile is yours before it deletes it.', { broker }),
    steps: [
      i18n._('Reply to {broker}’s e-mail with what it asks for.', { broker }),
      i18n._('Send only that: cover anything it does not need, such as an ID number.'),
      i18n._('We follow up each week until the profile is gone.'),
    ],
  }),
  OTHER: (broker) => ({
    title: i18n._('{broker} needs something from you before it removes your profile.', { broker }),
    steps: [
      i18n._('Look for an e-mail from {broker} and do what it asks.', { broker }),
      i18n._('If it is not clear what it wants, ask us with the chat button.'),
    ],
  }),
};

export const actionGuide = ({ state, action, brokerName }: BrokerRemoval): ActionGuide | null =>
  state === 'NEEDS_ACTION' ? ACTION_GUIDES[action ?? 'OTHER'](brokerName) : null;

export type TimelineEntry = { readonly words: string; readonly date: string };

/** The service's steps; from a service without them, what its two dates say. */
export const stepsOf = ({ steps, requestedAt, removedAt }: BrokerRemoval): readonly RemovalStep[] =>
  steps ?? [
    ...(requestedAt === null ? [] : [{ state: 'REQUESTED' as const, at: requestedAt }]),
    ...(removedAt === null ? [] : [{ state: 'REMOVED' as const, at: removedAt }]),
  ];

/** Oldest first, as it happened (a profile listed again after its removal shows so); a date that cannot be read is left out. */
export function brokerTimeline(broker: BrokerRemoval): readonly TimelineEntry[] {
  return [...stepsOf(broker)]
    .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0))
    .map((step) => ({ words: stateInWords(step.state), date: fullDate(step.at) }))
    .filter((entry) => entry.date !== '');
}

/** Never more than the person gave: the service says which of their details matched. */
export function holdsInWords(matched: BrokerRemoval['matched']): string | null {
  const found = DETAIL_ORDER.filter((detail) => matched?.includes(detail));
  if (found.length === 0) return null;
  return i18n._('Your {details}.', { details: listInWords(found.map((d) => i18n._(DETAIL_WORDS[d]))) });
}

export function attemptsInWords({ attempts = 0, lastAttemptAt = null }: BrokerRemoval): string | null {
  if (attempts === 0) return null;
  const last = fullDate(lastAttemptAt ?? '');
  if (last === '') return i18n._('{attempts, plural, one {# request sent.} other {# requests sent.}}', { attempts });
  return i18n._('{attempts, plural, one {# request sent, on {last}.} other {# requests sent, the last on {last}.}}', { attempts, last });
}

export function expectedBy({ state, requestedAt, expectedDays = null }: BrokerRemoval): string | null {
  const requested = requestedAt === null ? NaN : Date.parse(requestedAt);
  if (state === 'REMOVED' || expectedDays === null || Number.isNaN(requested)) return null;
  return i18n._(
    '{days, plural, one {This broker usually removes a profile within # day: by {date}.} other {This broker usually removes a profile within # days: by {date}.}}',
    { days: expectedDays, date: dayAfter(requested, expectedDays) },
  );
}
