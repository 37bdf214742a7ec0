// Our own wording from the HIBP facts, never HIBP's descriptions.
import type { Breach } from './breach';
import { dataClassInSentence, listInWords } from './breach-guidance';
import { DATA_CLASS_GUIDANCE } from './data-classes';

const DEFAULT_STEP = 'Be wary of messages that mention this service, and review your account there.';

export function firstStep(breach: Pick<Breach, 'dataClasses'>): string {
  return DATA_CLASS_GUIDANCE.find((g) => g.firstStep !== undefined && g.classes.some((c) => breach.dataClasses.includes(c)))?.firstStep ?? DEFAULT_STEP;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function monthYear(isoDate: string): string {
  const [year, month = '1'] = isoDate.split('-') as [string, string?];
  return `${MONTHS[Number(month) - 1] ?? ''} ${year}`.trim();
}

/** '2026-11-26…' → '26 November 2026', read as written (no time zone moves the day). */
export function fullDate(isoDate: string): string {
  const [, , day = '1'] = isoDate.slice(0, 10).split('-');
  return `${Number(day)} ${monthYear(isoDate.slice(0, 10))}`;
}

export function explainBreach(breach: Pick<Breach, 'title' | 'breachDate' | 'pwnCount' | 'dataClasses'>): string {
  const list = breach.dataClasses.length === 0 ? 'data' : listInWords(breach.dataClasses.map(dataClassInSentence));
  return `In ${monthYear(breach.breachDate)}, ${breach.title} was breached and ${breach.pwnCount.toLocaleString('en-US')} accounts were exposed, including ${list}.`;
}
