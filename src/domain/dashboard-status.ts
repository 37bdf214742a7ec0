// The dashboard's one headline: where the person stands and the one thing to do next, from what has loaded.
import { dataClassInSentence } from './breach/breach-guidance';
import { urgencyOfClass } from './breach/data-classes';
import { listInWords } from './format';
import { i18n } from './i18n';

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

const worst = (dataClasses: readonly string[]): string | null => {
  const [first] = [...dataClasses].sort((a, b) => urgencyOfClass(a) - urgencyOfClass(b));
  return first === undefined ? null : dataClassInSentence(first);
};

function breachDetail(n: number, { title, dataClasses }: { readonly title: string; readonly dataClasses: readonly string[] }): string {
  const data = worst(dataClasses);
  if (n === 1)
    return data === null
      ? i18n._('{title} exposed your data. We walk you through what to do.', { title })
      : i18n._('{title} exposed your {data}. We walk you through what to do.', { title, data });
  return data === null
    ? i18n._('Start with {title}: it exposed your data.', { title })
    : i18n._('Start with {title}: it exposed your {data}.', { title, data });
}

export function dashboardStatus({ breaches, removals, contract, detailsMissing = [], unread = [] }: StatusInput): DashboardStatus {
  if (breaches === 'loading' || removals === 'loading' || contract === 'loading') {
    return { tone: 'loading', headline: i18n._('Checking your data…'), detail: i18n._('This takes a few seconds.'), action: null };
  }
  if (unread.length > 1) {
    const parts = listInWords(unread);
    return {
      tone: 'unavailable',
      headline: i18n._('We could not load parts of your dashboard'),
      detail: i18n._('Your {parts} could not be loaded just now. Check your connection, then try again.', { parts }),
      action: { kind: 'retry' },
    };
  }
  if (breaches === 'failed') {
    return {
      tone: 'unavailable',
      headline: i18n._('We could not check your breaches just now'),
      detail: i18n._('Everything else has loaded. Try again in a moment.'),
      action: { kind: 'retry' },
    };
  }
  const [first] = breaches.needAction;
  if (first !== undefined) {
    const n = breaches.needAction.length;
    return {
      tone: 'action',
      headline: i18n._('{n, plural, one {# breach needs your action} other {# breaches need your action}}', { n }),
      detail: breachDetail(n, first.breach),
      action: { kind: 'fix-breach', breachKey: first.key, title: first.breach.title },
    };
  }
  if (removals === 'failed' || contract === 'failed') {
    return {
      tone: 'unavailable',
      headline: i18n._('We could not check your data-broker removal just now'),
      detail: i18n._('Your breaches are all dealt with.'),
      action: { kind: 'retry' },
    };
  }
  if (detailsMissing.length > 0 && contract !== 'signed') {
    return {
      tone: 'next',
      headline: i18n._('Tell us who to look for at data brokers'),
      detail: i18n._('Data brokers sell people’s names, addresses and ages. Tell us who you are, and we ask each one to delete your profile.'),
      action: { kind: 'add-details' },
    };
  }
  const { total, removed } = removals;
  const left = total - removed;
  if (left > 0 && contract === 'none') {
    return {
      tone: 'action',
      headline: i18n._('{total, plural, one {# data broker has your profile} other {# data brokers have your profile}}', { total }),
      detail: i18n._('Authorise us once and we ask each of them to delete it.'),
      action: { kind: 'request-authorisation' },
    };
  }
  if (left > 0 && contract === 'pending') {
    return {
      tone: 'action',
      headline: i18n._('Sign your authorisation to remove your data'),
      detail: i18n._(
        '{total, plural, one {# data broker has your profile; we start once you have signed.} other {# data brokers have your profile; we start once you have signed.}}',
        { total },
      ),
      action: { kind: 'sign-authorisation' },
    };
  }
  if (left > 0) {
    return {
      tone: 'waiting',
      headline: i18n._('Brokers are removing your data: {removed} of {total} done', { removed, total }),
      detail: i18n._('Nothing for you to do now. We follow up with each broker until your profile is gone.'),
      action: null,
    };
  }
  const fixed = breaches.fixed;
  return {
    tone: 'done',
    headline: i18n._('Nothing left to do: you are protected'),
    detail: [
      fixed > 0
        ? i18n._('{fixed, plural, one {You have dealt with # breach.} other {You have dealt with # breaches.}}', { fixed })
        : i18n._('None of your addresses is in a known breach.'),
      total > 0 ? i18n._('Every data broker we found has removed your profile.') : '',
      i18n._('We keep checking.'),
    ]
      .filter((sentence) => sentence !== '')
      .join(' '),
    action: null,
  };
}
