// What changed since the person's previous visit, from the mark kept then and what the dashboard has loaded.
import type { TrackedBreach } from './breach/breach';
import { count, DAY_MS, fullDate, listInWords } from './format';
import type { BrokerRemoval } from './removal/removal';

export type NewsPlace = { readonly kind: 'breach'; readonly key: string } | { readonly kind: 'removal' };
export type News = { readonly words: string; readonly place: NewsPlace };

const NAMED = 3;
/** A fix still to do is news only after a week away: the headline already names it on every visit. */
const NUDGE_AFTER_MS = 7 * DAY_MS;
const REMOVAL: NewsPlace = { kind: 'removal' };

const since = (mark: number) => (iso: string | null | undefined) => iso != null && Date.parse(iso) > mark;

const brokersThat = (all: readonly BrokerRemoval[], one: string, many: string): string =>
  `${all.length > NAMED ? `${count(all.length)} brokers` : listInWords(all.map((b) => b.brokerName))} ${all.length === 1 ? one : many}`;

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
          found.length === 1
            ? {
                words: `A new breach: ${first.breach.title}, added on ${fullDate(first.breach.addedDate)}.`,
                place: { kind: 'breach' as const, key: first.key },
              }
            : {
                words: `${count(found.length)} new breaches: ${listInWords([...found.slice(0, NAMED).map((b) => b.breach.title), ...(found.length > NAMED ? [`${count(found.length - NAMED)} more`] : [])])}.`,
                place: { kind: 'breach' as const, key: first.key },
              },
        ]),
    ...(waiting.length === 0 ? [] : [{ words: `${brokersThat(waiting, 'needs', 'need')} your action.`, place: REMOVAL }]),
    ...(removed.length === 0 ? [] : [{ words: `${brokersThat(removed, 'removed', 'removed')} your profile.`, place: REMOVAL }]),
    ...(due === undefined ? [] : [{ words: `${due.breach.title} still needs fixing.`, place: { kind: 'breach' as const, key: due.key } }]),
  ];
}
