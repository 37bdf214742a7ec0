// What one broker holds about the person and what happened to their removal, in words, from what the service sends.
import { dayAfter, fullDate, listInWords } from '../format';
import type { BrokerAction, BrokerRemoval, MatchedDetail, RemovalRequestState, RemovalStep } from './removal';

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
  NEEDS_ACTION: 'Needs your action',
  FOUND: 'Found',
  REQUESTED: 'Removal requested',
  IN_PROGRESS: 'In progress',
  UNKNOWN: 'Status not known yet',
  REMOVED: 'Removed',
};

const ended = (name: string): string => (name.endsWith('.') ? name : `${name}.`);

export type ActionGuide = { readonly title: string; readonly steps: readonly string[] };

const ACTION_GUIDES: Readonly<Record<BrokerAction | 'OTHER', (broker: string) => ActionGuide>> = {
  CONFIRM_EMAIL: (broker) => ({
    title: `${broker} asks you to confirm the removal by e-mail.`,
    steps: [
      `Look in your inbox, and your spam folder, for an e-mail from ${ended(broker)}`,
      'Open the link in it to confirm you asked for the removal. We see it and follow up until the profile is gone.',
      `No e-mail after a day? Ask us with the chat button and we ask ${broker} to send it again.`,
    ],
  }),
  PROVE_IDENTITY: (broker) => ({
    title: `${broker} asks for proof that the profile is yours before it deletes it.`,
    steps: [
      `Reply to ${broker}’s e-mail with what it asks for.`,
      'Send only that: cover anything it does not need, such as an ID number.',
      'We follow up each week until the profile is gone.',
    ],
  }),
  OTHER: (broker) => ({
    title: `${broker} needs something from you before it removes your profile.`,
    steps: [`Look for an e-mail from ${broker} and do what it asks.`, 'If it is not clear what it wants, ask us with the chat button.'],
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
