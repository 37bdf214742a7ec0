// What changed since the person's previous visit, from the mark kept then and what the dashboard has loaded.
import type { TrackedBreach } from './breach/breach';
import { DAY_MS, fullDate, listInWords } from './format';
import { i18n } from './i18n';
import type { BrokerRemoval } from './removal/removal';

export type NewsPlace = { readonly kind: 'breach'; readonly key: string } | { readonly kind: 'removal' };
export type News = { readonly words: string; readonly place: NewsPlace };

const NAMED = 3;
/** A fix still to do is news only after a week away: the headline already names it on every visit. */
const NUDGE_AFTER_MS = 7 * DAY_MS;
const REMOVAL: NewsPlace = { kind: 'removal' };

const since = (mark: number) => (iso: string | null | undefined) => iso != null && Date.parse(iso) > mark;

function brokersNeedAction(brokers: readonly BrokerRemoval[]): string {
  const n = brokers.length;
  if (n > NAMED) return i18n._('{n, plural, one {# broker needs your action.} other {# brokers need your action.}}', { n });
  const names = listInWords(brokers.map((b) => b.brokerName));
  return i18n._('{n, plural, one {{names} needs your action.} other {{names} need your action.}}', { n, names });
}

function brokersRemoved(brokers: readonly BrokerRemoval[]): string {
  const n = brokers.length;
  if (n > NAMED) return i18n._('{n, plural, one {# broker removed your profile.} other {# brokers removed your profile.}}', { n });
  const names = listInWords(brokers.map((b) => b.brokerName));
  return i18n._('{n, plural, one {{names} removed your profile.} other {{names} removed your profile.}}', { n, names });
}

function newBreaches(found: readonly TrackedBreach[]): string {
  const n = found.length;
  const more = n - NAMED;
  const titles = listInWords([...found.slice(0, NAMED).map((b) => b.breach.title), ...(more > 0 ? [i18n._('{more, plural, other {# more}}', { more })] : [])]);
  return i18n._('{n, plural, one {# new breach: {titles}.} other {# new breaches: {titles}.}}', { n, titles });
}

export function sinceLastVisit(
  seenAt: string | null,
  { breaches, brokers }: { readonly breaches: readonly TrackedBreach[] | null; readonly brokers: readonly BrokerRemoval[] },
  now: number,
): readonly News[] {
  const mark = seenAt === null ? NaN : Date.parse(seenAt);
  if (Number.isNaN(mark) || breaches === null) return [];
  const after = since(mark);
  const found = breaches.filter((b) => after(b.breach.addedDate));
  const waiting = brokers.filter((b) => b.state === 'NEEDS_ACTION' && (b.steps ?? []).every((step) => step.state !== 'NEEDS_ACTION' || after(step.at)));
  const removed = brokers.filter((b) => b.state === 'REMOVED' && after(b.removedAt));
  const due = now - mark < NUDGE_AFTER_MS ? undefined : breaches.find((b) => b.fixedAt === null && !after(b.breach.addedDate));
  const [first] = found;
  return [
    ...(first === undefined
      ? []
      : [
          {
            words:
              found.length === 1
                ? i18n._('A new breach: {title}, added on {date}.', { title: first.breach.title, date: fullDate(first.breach.addedDate) })
                : newBreaches(found),
            place: { kind: 'breach' as const, key: first.key },
          },
        ]),
    ...(waiting.length === 0 ? [] : [{ words: brokersNeedAction(waiting), place: REMOVAL }]),
    ...(removed.length === 0 ? [] : [{ words: brokersRemoved(removed), place: REMOVAL }]),
    ...(due === undefined
      ? []
      : [{ words: i18n._('{title} still needs fixing.', { title: due.breach.title }), place: { kind: 'breach' as const, key: due.key } }]),
  ];
}
