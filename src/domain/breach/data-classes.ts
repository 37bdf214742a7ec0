import { DATA_CLASS_GUIDANCE, DEFAULT_GROUP, type DataClassGroup, type DataClassTopic, type FreezeNeed, type RiskLevel } from './guidance-table';
/** A person's words for the catalogue's terms; a class not here reads as the catalogue names it. */
export const PLAIN_NAMES: Readonly<Record<string, string>> = {
  'Auth tokens': 'Sign-in tokens',
  Avatars: 'Profile pictures',
  Bios: 'Profile bios',
  'Browser user agent details': 'Browser details',
  'Credit card CVV': 'Card security codes (CVV)',
  'Credit status information': 'Credit rating',
  'Deceased date': 'Date of death',
  'Education levels': 'Education',
  Ethnicities: 'Ethnicity',
  'Family structure': 'Household details',
  'Financial investments': 'Investments',
  Genders: 'Gender',
  'Geographic locations': 'Locations',
  'Government issued IDs': 'Government ID numbers',
  'Historical passwords': 'Old passwords',
  'Home ownership statuses': 'Whether you own your home',
  'Homepage URLs': 'Personal websites',
  'IMEI numbers': 'Phone serial numbers (IMEI)',
  'IMSI numbers': 'SIM card numbers (IMSI)',
  'Income levels': 'Income',
  'Instant messenger identities': 'Messaging app usernames',
  'Login histories': 'Sign-in history',
  'MAC addresses': 'Device network IDs (MAC)',
  'Marital statuses': 'Marital status',
  'Mnemonic phrases': 'Crypto wallet recovery phrases',
  'Mothers maiden names': "Mothers' maiden names",
  Nationalities: 'Nationality',
  'Net worths': 'Net worth',
  'Partial credit card data': 'Partial card numbers',
  'Payment histories': 'Payment history',
  'Personal health data': 'Health data',
  'Physical attributes': 'Physical features',
  'Profile photos': 'Profile pictures',
  'Relationship statuses': 'Relationship status',
  Religions: 'Religion',
  Salutations: 'Titles (Mr, Ms)',
  'Sexual orientations': 'Sexual orientation',
  'Spoken languages': 'Languages',
  'Spouses names': "Spouses' names",
  'Telecommunications carrier': 'Mobile carrier',
  'User website URLs': 'Personal websites',
};

export const urgencyOfClass = (dataClass: string): number => {
  const at = DATA_CLASS_GUIDANCE.findIndex((g) => g.classes.includes(dataClass));
  return at === -1 ? DATA_CLASS_GUIDANCE.length : at;
};

const groupOf = (dataClass: string): DataClassGroup | undefined => DATA_CLASS_GUIDANCE[urgencyOfClass(dataClass)];

export function riskOf(dataClass: string): RiskLevel {
  const group = groupOf(dataClass);
  return group === undefined || group.lowerRisk?.includes(dataClass) ? 'lower' : group.risk;
}

export const freezeNeedOf = (dataClass: string): FreezeNeed => groupOf(dataClass)?.freeze ?? 'none';

/** A breach's kinds of data in the table's groups, most urgent first (their words: guidance-words.ts). */
export type AdviceGroup = Pick<DataClassGroup, 'minutes' | 'again'> & { readonly classes: readonly string[]; readonly urgency: number };

export function adviceGroups(dataClasses: readonly string[]): readonly AdviceGroup[] {
  const byUrgency = new Map<number, readonly string[]>();
  for (const c of new Set(dataClasses)) {
    const urgency = urgencyOfClass(c);
    byUrgency.set(urgency, [...(byUrgency.get(urgency) ?? []), c]);
  }
  return [...byUrgency]
    .sort(([a], [b]) => a - b)
    .map(([urgency, classes]) => {
      const { minutes, again } = DATA_CLASS_GUIDANCE[urgency] ?? DEFAULT_GROUP;
      return { classes, minutes, again, urgency };
    });
}

export type TopicClasses = DataClassTopic & { readonly classes: readonly string[] };

export const DATA_CLASS_TOPICS: readonly TopicClasses[] = DATA_CLASS_GUIDANCE.reduce<readonly TopicClasses[]>((topics, { topic, classes }) => {
  if (topic === undefined) return topics;
  const known = topics.find((t) => t.label === topic.label);
  return known === undefined ? [...topics, { ...topic, classes }] : topics.map((t) => (t === known ? { ...t, classes: [...t.classes, ...classes] } : t));
}, []);
