// Our own plain-language explanation of a breach and the first thing to do, written from the HIBP
// facts (never HIBP's descriptions). The most urgent exposed data class decides the first step.
import type { Breach } from './breach';

const FIRST_STEPS: readonly { readonly classes: readonly string[]; readonly step: string }[] = [
  { classes: ['Passwords', 'Password hints', 'Auth tokens', 'Security questions and answers'], step: 'Change this password, and everywhere you reused it. Then turn on two-factor authentication.' },
  { classes: ['Social security numbers', 'Government issued IDs', 'Passport numbers', 'Tax file numbers'], step: 'Place a credit freeze with the credit bureaus, so nobody can open credit in your name.' },
  { classes: ['Credit cards', 'Bank account numbers', 'Partial credit card data', 'Credit card CVV'], step: 'Check your statements for charges you do not recognise and tell your bank.' },
  { classes: ['Phone numbers'], step: 'Ask your mobile carrier for a SIM-swap PIN, and be wary of texts and calls about this service.' },
  { classes: ['Dates of birth', 'Physical addresses'], step: 'Watch your credit report and mail for signs of identity theft.' },
  { classes: ['Email addresses'], step: 'Expect phishing: be wary of e-mails that mention this service or ask you to sign in.' },
];

const DEFAULT_STEP = 'Be wary of messages that mention this service, and review your account there.';

/** The first thing to do about this breach, from its most urgent data class. */
export function firstStep(breach: Pick<Breach, 'dataClasses'>): string {
  return FIRST_STEPS.find(({ classes }) => classes.some((c) => breach.dataClasses.includes(c)))?.step ?? DEFAULT_STEP;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'May 2019' from '2019-05-24'. */
export function monthYear(isoDate: string): string {
  const [year, month = '1'] = isoDate.split('-') as [string, string?];
  return `${MONTHS[Number(month) - 1] ?? ''} ${year}`.trim();
}

/** One sentence of facts: when, how many accounts, what was exposed. */
export function explainBreach(breach: Pick<Breach, 'title' | 'breachDate' | 'pwnCount' | 'dataClasses'>): string {
  const what = breach.dataClasses.map((c) => c.toLowerCase());
  const list = what.length <= 1 ? (what[0] ?? 'data') : `${what.slice(0, -1).join(', ')} and ${what[what.length - 1]}`;
  return `In ${monthYear(breach.breachDate)}, ${breach.title} was breached and ${breach.pwnCount.toLocaleString('en-US')} accounts were exposed, including ${list}.`;
}
