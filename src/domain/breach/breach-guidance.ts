// Ranking and fixing follow the guidance table the assistant answers from, so both always say the same thing.
import { compareNames, nameKey, type Breach, type Exposure } from './breach';
import { adviceGroups, PLAIN_NAMES, riskOf, urgencyOfClass } from './data-classes';
import { DATA_CLASS_GUIDANCE, type RiskLevel } from './guidance-table';
import { listInWords } from '../format';

const RISK_RANK: Readonly<Record<RiskLevel, number>> = { high: 0, moderate: 1, lower: 2 };

export function dataClassLabel(dataClass: string): string {
  return (Object.hasOwn(PLAIN_NAMES, dataClass) ? (PLAIN_NAMES[dataClass] as string) : dataClass)
    .replace(/\bEmail\b/g, 'E-mail')
    .replace(/\bemail\b/g, 'e-mail')
    .replace(/'/g, '\u2019');
}

/** Most urgent first, each name once: two catalogue terms may read the same (avatars and profile photos). */
export const plainNames = (dataClasses: readonly string[]): readonly string[] => [
  ...new Set([...dataClasses].sort((a, b) => urgencyOfClass(a) - urgencyOfClass(b)).map(dataClassLabel)),
];

/** Mid-sentence: lower-cased, unless it starts with an abbreviation ('IP addresses', 'PINs'). */
export function dataClassInSentence(dataClass: string): string {
  const label = dataClassLabel(dataClass);
  return /^[A-Z][a-z-]/.test(label) ? `${label.charAt(0).toLowerCase()}${label.slice(1)}` : label;
}

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

/** A part of a breach's fix: one group of the table; its words (why, what to do) are guidance-words.ts's wordsFor(classes[0]). */
export type FixStep = { readonly classes: readonly string[]; readonly title: string; readonly minutes: number; readonly risk: RiskLevel };

export function fixSteps(breach: Pick<Breach, 'dataClasses'>): readonly FixStep[] {
  return adviceGroups(breach.dataClasses).map(({ classes, minutes }) => ({
    classes,
    title: listInWords(classes.map((c, i) => (i === 0 ? dataClassLabel(c) : dataClassInSentence(c)))),
    minutes,
    risk: breachRisk({ dataClasses: classes }),
  }));
}

export const fixMinutes = (steps: readonly FixStep[]): number => steps.reduce((sum, step) => sum + step.minutes, 0);

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
    .map(([dataClass, { breaches: count, fixed }]) => ({ dataClass, label: dataClassLabel(dataClass), risk: riskOf(dataClass), breaches: count, fixed }))
    .sort((a, b) => rankOf(a.risk) - rankOf(b.risk) || b.breaches - a.breaches || a.label.localeCompare(b.label));
}
