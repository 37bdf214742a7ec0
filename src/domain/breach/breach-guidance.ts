// Ranking and fixing follow the guidance table the assistant answers from, so both always say the same thing.
import { compareNames, nameKey, type Breach, type Exposure } from './breach';
import { adviceGroups, PLAIN_NAMES, riskOf, urgencyOfClass, type AdviceGroup } from './data-classes';
import { DATA_CLASS_GUIDANCE, type RiskLevel } from './guidance-table';
import { byCodeUnits, listInWords } from '../format';
import { i18n } from '../i18n';

const RISK_RANK: Readonly<Record<RiskLevel, number>> = { high: 0, moderate: 1, lower: 2 };

/** A kind the table does not know reads as the catalogue names it, with our spelling of e-mail and apostrophes. */
const spelled = (dataClass: string): string =>
  dataClass
    .replace(/\bEmail\b/g, 'E-mail')
    .replace(/\bemail\b/g, 'e-mail')
    .replace(/'/g, '\u2019');

export const dataClassLabel = (dataClass: string): string =>
  Object.hasOwn(PLAIN_NAMES, dataClass) ? i18n._(PLAIN_NAMES[dataClass] as string) : spelled(dataClass);

/** In English, the catalogue id, without the catalogue: a worker, which loads none, ranks with it. */
const englishLabel = (dataClass: string): string => (Object.hasOwn(PLAIN_NAMES, dataClass) ? (PLAIN_NAMES[dataClass] as string) : spelled(dataClass));

/** Most urgent first, each name once: two catalogue terms may read the same (avatars and profile photos). */
export const plainNames = (dataClasses: readonly string[]): readonly string[] => [
  ...new Set([...dataClasses].sort((a, b) => urgencyOfClass(a) - urgencyOfClass(b)).map(dataClassLabel)),
];

const CAPITALISED_NOUNS: ReadonlySet<string> = new Set(['de']);

/** Mid-sentence, in English: lower-cased, unless it starts with an abbreviation ('IP addresses', 'PINs'); in German, as it is. */
const inSentence = (label: string): string =>
  /^[A-Z][a-z-]/.test(label) && !CAPITALISED_NOUNS.has(i18n.locale) ? `${label.charAt(0).toLowerCase()}${label.slice(1)}` : label;

export const dataClassInSentence = (dataClass: string): string => inSentence(dataClassLabel(dataClass));

const labelsInWords = (labels: readonly string[]): string => listInWords(labels.map((label, i) => (i === 0 ? label : inSentence(label))));

export const plainNamesInWords = (dataClasses: readonly string[]): string => labelsInWords(plainNames(dataClasses));

const rankOf = (risk: RiskLevel): number => RISK_RANK[risk];

export function breachRisk(breach: Pick<Breach, 'dataClasses'>): RiskLevel {
  return breach.dataClasses.reduce<RiskLevel>((worst, c) => (rankOf(riskOf(c)) < rankOf(worst) ? riskOf(c) : worst), 'lower');
}

/** Verified first (an unverified compilation is never the first to fix), riskiest, most urgent, newest, by name; a kind of data looked up once per call. */
export function byRisk<B extends Pick<Breach, 'dataClasses' | 'breachDate' | 'name'> & { readonly isVerified?: boolean }>(breaches: readonly B[]): B[] {
  const perClass = new Map<string, { readonly risk: number; readonly urgency: number }>();
  const rankOfClass = (dataClass: string) => {
    const known = perClass.get(dataClass) ?? { risk: rankOf(riskOf(dataClass)), urgency: urgencyOfClass(dataClass) };
    perClass.set(dataClass, known);
    return known;
  };
  const keyed = breaches.map((breach) => {
    let risk = rankOf('lower');
    let urgency = DATA_CLASS_GUIDANCE.length;
    for (const dataClass of breach.dataClasses) {
      const known = rankOfClass(dataClass);
      risk = Math.min(risk, known.risk);
      urgency = Math.min(urgency, known.urgency);
    }
    return { breach, unverified: breach.isVerified === false ? 1 : 0, risk, urgency, key: nameKey(breach.name), name: breach.name };
  });
  return keyed
    .sort(
      (a, b) =>
        a.unverified - b.unverified ||
        a.risk - b.risk ||
        a.urgency - b.urgency ||
        (a.breach.breachDate === b.breach.breachDate ? 0 : a.breach.breachDate < b.breach.breachDate ? 1 : -1) ||
        compareNames(a, b),
    )
    .map(({ breach }) => breach);
}

type SharedWith = { readonly title: string; readonly done: boolean };

/** A part of a breach's fix: one group of the table; its words (why, what to do) are guidance-words.ts's wordsFor(classes[0]). */
export type FixStep = {
  readonly classes: readonly string[];
  readonly title: string;
  readonly minutes: number;
  readonly risk: RiskLevel;
  readonly shared: SharedWith | null;
};

const stepsOf = (dataClasses: readonly string[], sharedWith: (group: AdviceGroup) => SharedWith | null): readonly FixStep[] =>
  adviceGroups(dataClasses).map((group) => {
    const shared = sharedWith(group);
    return {
      classes: group.classes,
      title: labelsInWords(group.classes.map(dataClassLabel)),
      minutes: shared === null ? group.minutes : (group.again ?? 0),
      risk: breachRisk({ dataClasses: group.classes }),
      shared,
    };
  });

export const fixSteps = (breach: Pick<Breach, 'dataClasses'>): readonly FixStep[] => stepsOf(breach.dataClasses, () => null);

export const fixMinutes = (steps: readonly FixStep[]): number => steps.reduce((sum, step) => sum + step.minutes, 0);

type Planned = { readonly key: string; readonly breach: Pick<Breach, 'dataClasses' | 'title'> };

/** A part several fixes hold counts in the first (a done one, else the first in order), the others its `again` minutes; linear, so any length is planned on the page's thread. */
export function planFixes(
  needAction: readonly Planned[],
  fixed: readonly Planned[],
): { readonly steps: (tracked: Planned) => readonly FixStep[]; readonly minutes: number } {
  const grouped = new Map<string, readonly AdviceGroup[]>();
  const groupsOf = (dataClasses: readonly string[]) => {
    const id = dataClasses.join('\n');
    const known = grouped.get(id) ?? adviceGroups(dataClasses);
    grouped.set(id, known);
    return known;
  };
  const holders = new Map<number, SharedWith & { readonly key: string }>();
  const hold = (list: readonly Planned[], done: boolean) => {
    for (const { key, breach } of list)
      for (const { urgency } of groupsOf(breach.dataClasses)) if (!holders.has(urgency)) holders.set(urgency, { key, title: breach.title, done });
  };
  hold(fixed, true);
  hold(needAction, false);
  const sharedWith = (key: string, group: AdviceGroup): SharedWith | null => {
    const holder = holders.get(group.urgency);
    return holder === undefined || holder.key === key || group.again === group.minutes ? null : { title: holder.title, done: holder.done };
  };
  let minutes = 0;
  for (const { key, breach } of needAction)
    for (const group of groupsOf(breach.dataClasses)) minutes += sharedWith(key, group) === null ? group.minutes : (group.again ?? 0);
  return { steps: ({ key, breach }) => stepsOf(breach.dataClasses, (group) => sharedWith(key, group)), minutes };
}

/** Labelled in English, as the ranking may run in a worker: breach-ranking.ts's exposureWithFixed says them in the page's language. */
export function exposureByDataClass<B extends Pick<Breach, 'dataClasses'>>(breaches: readonly B[], isFixed: (breach: B) => boolean): readonly Exposure[] {
  const counts = new Map<string, { breaches: number; fixed: number }>();
  for (const breach of breaches) {
    const fixed = isFixed(breach);
    for (const dataClass of new Set(breach.dataClasses)) {
      const seen = counts.get(dataClass) ?? { breaches: 0, fixed: 0 };
      counts.set(dataClass, { breaches: seen.breaches + 1, fixed: seen.fixed + (fixed ? 1 : 0) });
    }
  }
  return [...counts]
    .map(([dataClass, { breaches: count, fixed }]) => ({ dataClass, label: englishLabel(dataClass), risk: riskOf(dataClass), breaches: count, fixed }))
    .sort(byExposure);
}

export const byExposure = (a: Exposure, b: Exposure): number => rankOf(a.risk) - rankOf(b.risk) || b.breaches - a.breaches || byCodeUnits(a.label, b.label);
