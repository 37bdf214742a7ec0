// Our own words from HIBP's facts, never HIBP's descriptions.
import type { Breach } from './breach';
import { dataClassInSentence, type FixStep } from './breach-guidance';
import { listInWords, monthYear } from '../format';
import { i18n } from '../i18n';
import { DATA_CLASS_GUIDANCE } from './guidance-table';

const DEFAULT_STEP =
  /*i18n*/ '{named, select, yes {Be wary of messages that mention {service}, and review your account there.} other {Be wary of messages that mention this service, and review your account there.}}';

/** An unverified compilation may not come from the service it is named after: the advice names none. */
const UNVERIFIED_STEP = {
  password: /*i18n*/ 'Change any password you have used on more than one site, starting with your e-mail and your bank, and turn on two-factor authentication.',
  other: /*i18n*/ 'Be wary of e-mails that ask you to sign in or pay: the data in this list is used for phishing.',
};

/** Names the service, so the same advice on two cards still reads as about each; of a part another fix holds (`steps`), only what is new. */
export function firstStep(breach: Pick<Breach, 'dataClasses' | 'title'> & Partial<Pick<Breach, 'isVerified'>>, steps: readonly FixStep[] = []): string {
  if (breach.isVerified === false) return i18n._(breach.dataClasses.includes('Passwords') ? UNVERIFIED_STEP.password : UNVERIFIED_STEP.other);
  const shared = (c: string) => steps.find((s) => s.shared !== null && s.classes.includes(c));
  const group = DATA_CLASS_GUIDANCE.find((g) => g.firstStep !== undefined && g.classes.some((c) => breach.dataClasses.includes(c) && shared(c)?.minutes !== 0));
  const step = (group?.classes.some(shared) === true ? group.againStep : undefined) ?? group?.firstStep ?? DEFAULT_STEP;
  // The catalogue's note in brackets ('Bell (2017 breach)') reads as noise in a sentence; a title that is only a note stays whole.
  const service = breach.title.replace(/(\S)\s*\([^()]*\)\s*$/, '$1').trim();
  return i18n._(step, { named: service === '' ? 'no' : 'yes', service });
}

export function explainBreach(breach: Pick<Breach, 'title' | 'breachDate' | 'pwnCount' | 'dataClasses'>): string {
  const { title, pwnCount } = breach;
  const month = monthYear(breach.breachDate);
  if (breach.dataClasses.length === 0)
    return i18n._(
      '{pwnCount, plural, one {In {month}, {title} was breached and # account was exposed, including data.} other {In {month}, {title} was breached and # accounts were exposed, including data.}}',
      { month, title, pwnCount },
    );
  const exposed = listInWords(breach.dataClasses.map(dataClassInSentence));
  return i18n._(
    '{pwnCount, plural, one {In {month}, {title} was breached and # account was exposed, including {exposed}.} other {In {month}, {title} was breached and # accounts were exposed, including {exposed}.}}',
    { month, title, pwnCount, exposed },
  );
}
