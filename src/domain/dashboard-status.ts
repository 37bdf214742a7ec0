// The dashboard's one headline: where the person stands and the one thing to do next, from what has loaded.
import { dataClassInSentence } from './breach/breach-guidance';
import { urgencyOfClass } from './breach/data-classes';
import { count, listInWords } from './format';

type BreachesKnown = {
  readonly needAction: readonly { readonly key: string; readonly breach: { readonly title: string; readonly dataClasses: readonly string[] } }[];
  readonly fixed: number;
};

type RemovalsKnown = { readonly total: number; readonly removed: number };

type ContractKnown = 'none' | 'pending' | 'signed';

type Known<T> = 'loading' | 'failed' | T;

export type StatusInput = {
  readonly breaches: Known<BreachesKnown>;
  readonly removals: Known<RemovalsKnown>;
  readonly contract: Known<ContractKnown>;
  readonly detailsMissing?: readonly string[];
  /** What could not be read, in words ("breaches", "subscription"), most important first. */
  readonly unread?: readonly string[];
};

export type NextAction =
  | { readonly kind: 'fix-breach'; readonly breachKey: string; readonly title: string }
  | { readonly kind: 'add-details' }
  | { readonly kind: 'request-authorisation' }
  | { readonly kind: 'sign-authorisation' }
  | { readonly kind: 'retry' };

type StatusTone = 'loading' | 'action' | 'next' | 'unavailable' | 'waiting' | 'done'; // next: a step, nothing exposed yet

export type DashboardStatus = { readonly tone: StatusTone; readonly headline: string; readonly detail: string; readonly action: NextAction | null };

/** The kind of data a person would worry about first, mid-sentence: 'your passwords'. */
const worst = (dataClasses: readonly string[]): string => {
  const [first] = [...dataClasses].sort((a, b) => urgencyOfClass(a) - urgencyOfClass(b));
  return first === undefined ? 'your data' : `your ${dataClassInSentence(first)}`;
};

const plural = (n: number, one: string, many: string): string => `${count(n)} ${n === 1 ? one : many}`;

export function dashboardStatus({ breaches, removals, contract, detailsMissing = [], unread = [] }: StatusInput): DashboardStatus {
  if (breaches === 'loading' || removals === 'loading' || contract === 'loading') {
    return { tone: 'loading', headline: 'Checking your data…', detail: 'This takes a few seconds.', action: null };
  }
  if (unread.length > 1) {
    return {
      tone: 'unavailable',
      headline: 'We could not load parts of your dashboard',
      detail: `Your ${listInWords(unread)} could not be loaded just now. Check your connection, then try again.`,
      action: { kind: 'retry' },
    };
  }
  if (breaches === 'failed') {
    return {
      tone: 'unavailable',
      headline: 'We could not check your breaches just now',
      detail: 'Everything else has loaded. Try again in a moment.',
      action: { kind: 'retry' },
    };
  }
  const [first] = breaches.needAction;
  if (first !== undefined) {
    const n = breaches.needAction.length;
    return {
      tone: 'action',
      headline: `${plural(n, 'breach needs', 'breaches need')} your action`,
      detail:
        n === 1
          ? `${first.breach.title} exposed ${worst(first.breach.dataClasses)}. We walk you through what to do.`
          : `Start with ${first.breach.title}: it exposed ${worst(first.breach.dataClasses)}.`,
      action: { kind: 'fix-breach', breachKey: first.key, title: first.breach.title },
    };
  }
  if (removals === 'failed' || contract === 'failed') {
    return {
      tone: 'unavailable',
      headline: 'We could not check your data-broker removal just now',
      detail: 'Your breaches are all dealt with.',
      action: { kind: 'retry' },
    };
  }
  if (detailsMissing.length > 0 && contract !== 'signed') {
    return {
      tone: 'next',
      headline: 'Tell us who to look for at data brokers',
      detail: 'Data brokers sell people’s names, addresses and ages. Tell us who you are, and we ask each one to delete your profile.',
      action: { kind: 'add-details' },
    };
  }
  const left = removals.total - removals.removed;
  if (left > 0 && contract === 'none') {
    return {
      tone: 'action',
      headline: `${plural(removals.total, 'data broker has', 'data brokers have')} your profile`,
      detail: 'Authorise us once and we ask each of them to delete it.',
      action: { kind: 'request-authorisation' },
    };
  }
  if (left > 0 && contract === 'pending') {
    return {
      tone: 'action',
      headline: 'Sign your authorisation to remove your data',
      detail: `${plural(removals.total, 'data broker has', 'data brokers have')} your profile; we start once you have signed.`,
      action: { kind: 'sign-authorisation' },
    };
  }
  if (left > 0) {
    return {
      tone: 'waiting',
      headline: `Brokers are removing your data: ${removals.removed} of ${removals.total} done`,
      detail: 'Nothing for you to do now. We follow up with each broker until your profile is gone.',
      action: null,
    };
  }
  return {
    tone: 'done',
    headline: 'Nothing left to do: you are protected',
    detail: [
      breaches.fixed > 0 ? `You have dealt with ${plural(breaches.fixed, 'breach', 'breaches')}.` : 'None of your addresses is in a known breach.',
      removals.total > 0 ? 'Every data broker we found has removed your profile.' : '',
      'We keep checking.',
    ]
      .filter((sentence) => sentence !== '')
      .join(' '),
    action: null,
  };
}
