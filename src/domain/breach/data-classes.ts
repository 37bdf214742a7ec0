import { DATA_CLASS_GUIDANCE, DEFAULT_GROUP, type DataClassGroup, type DataClassTopic, type FreezeNeed, type RiskLevel } from './guidance-table';
/** Every kind of data Have I Been Pwned lists, in a person's words (catalogue ids; dataClassLabel says them). */
export const PLAIN_NAMES: Readonly<Record<string, string>> = {
  'Account balances': /*i18n*/ 'Account balances',
  'Address book contacts': /*i18n*/ 'Address book contacts',
  'Age groups': /*i18n*/ 'Age groups',
  Ages: /*i18n*/ 'Ages',
  'Apps installed on devices': /*i18n*/ 'Apps installed on devices',
  'Astrological signs': /*i18n*/ 'Astrological signs',
  'Audio recordings': /*i18n*/ 'Audio recordings',
  'Auth tokens': /*i18n*/ 'Sign-in tokens',
  Avatars: /*i18n*/ 'Profile pictures',
  'Bank account numbers': /*i18n*/ 'Bank account numbers',
  'Banking PINs': /*i18n*/ 'Banking PINs',
  'Beauty ratings': /*i18n*/ 'Beauty ratings',
  'Biometric data': /*i18n*/ 'Biometric data',
  Bios: /*i18n*/ 'Profile bios',
  'Browser user agent details': /*i18n*/ 'Browser details',
  'Buying preferences': /*i18n*/ 'Buying preferences',
  'Car ownership statuses': /*i18n*/ 'Car ownership statuses',
  'Career levels': /*i18n*/ 'Career levels',
  'Cellular network names': /*i18n*/ 'Cellular network names',
  'Charitable donations': /*i18n*/ 'Charitable donations',
  'Chat logs': /*i18n*/ 'Chat logs',
  'Credit card CVV': /*i18n*/ 'Card security codes (CVV)',
  'Credit cards': /*i18n*/ 'Credit cards',
  'Credit status information': /*i18n*/ 'Credit rating',
  'Cryptocurrency wallet addresses': /*i18n*/ 'Cryptocurrency wallet addresses',
  'Customer feedback': /*i18n*/ 'Customer feedback',
  'Customer interactions': /*i18n*/ 'Customer interactions',
  'Dates of birth': /*i18n*/ 'Dates of birth',
  'Deceased date': /*i18n*/ 'Date of death',
  'Deceased statuses': /*i18n*/ 'Deceased statuses',
  'Device information': /*i18n*/ 'Device information',
  'Device serial numbers': /*i18n*/ 'Device serial numbers',
  'Device usage tracking data': /*i18n*/ 'Device usage tracking data',
  'Drinking habits': /*i18n*/ 'Drinking habits',
  "Driver's licenses": /*i18n*/ 'Driver’s licenses',
  'Drug habits': /*i18n*/ 'Drug habits',
  'Eating habits': /*i18n*/ 'Eating habits',
  'Education levels': /*i18n*/ 'Education',
  'Email addresses': /*i18n*/ 'E-mail addresses',
  'Email messages': /*i18n*/ 'E-mail messages',
  Employers: /*i18n*/ 'Employers',
  'Employment statuses': /*i18n*/ 'Employment statuses',
  'Encrypted keys': /*i18n*/ 'Encrypted keys',
  Ethnicities: /*i18n*/ 'Ethnicity',
  "Family members' names": /*i18n*/ 'Family members’ names',
  'Family plans': /*i18n*/ 'Family plans',
  'Family structure': /*i18n*/ 'Household details',
  'Financial investments': /*i18n*/ 'Investments',
  'Financial transactions': /*i18n*/ 'Financial transactions',
  'Fitness levels': /*i18n*/ 'Fitness levels',
  Genders: /*i18n*/ 'Gender',
  'Geographic locations': /*i18n*/ 'Locations',
  'Government issued IDs': /*i18n*/ 'Government ID numbers',
  'Health insurance information': /*i18n*/ 'Health insurance information',
  'Historical passwords': /*i18n*/ 'Old passwords',
  'Home loan information': /*i18n*/ 'Home loan information',
  'Home ownership statuses': /*i18n*/ 'Whether you own your home',
  'Homepage URLs': /*i18n*/ 'Personal websites',
  'IMEI numbers': /*i18n*/ 'Phone serial numbers (IMEI)',
  'IMSI numbers': /*i18n*/ 'SIM card numbers (IMSI)',
  'Income levels': /*i18n*/ 'Income',
  'Instant messenger identities': /*i18n*/ 'Messaging app usernames',
  'IP addresses': /*i18n*/ 'IP addresses',
  'Job applications': /*i18n*/ 'Job applications',
  'Job titles': /*i18n*/ 'Job titles',
  'Living costs': /*i18n*/ 'Living costs',
  'Login histories': /*i18n*/ 'Sign-in history',
  'MAC addresses': /*i18n*/ 'Device network IDs (MAC)',
  'Marital statuses': /*i18n*/ 'Marital status',
  'Mnemonic phrases': /*i18n*/ 'Crypto wallet recovery phrases',
  'Mothers maiden names': /*i18n*/ 'Mothers’ maiden names',
  Names: /*i18n*/ 'Names',
  Nationalities: /*i18n*/ 'Nationality',
  'Net worths': /*i18n*/ 'Net worth',
  Nicknames: /*i18n*/ 'Nicknames',
  Occupations: /*i18n*/ 'Occupations',
  'Parenting plans': /*i18n*/ 'Parenting plans',
  'Partial credit card data': /*i18n*/ 'Partial card numbers',
  'Partial dates of birth': /*i18n*/ 'Partial dates of birth',
  'Passport numbers': /*i18n*/ 'Passport numbers',
  'Password hints': /*i18n*/ 'Password hints',
  'Password strengths': /*i18n*/ 'Password strengths',
  Passwords: /*i18n*/ 'Passwords',
  'Payment histories': /*i18n*/ 'Payment history',
  'Payment methods': /*i18n*/ 'Payment methods',
  'Personal descriptions': /*i18n*/ 'Personal descriptions',
  'Personal health data': /*i18n*/ 'Health data',
  'Personal interests': /*i18n*/ 'Personal interests',
  'Phone numbers': /*i18n*/ 'Phone numbers',
  Photos: /*i18n*/ 'Photos',
  'Physical addresses': /*i18n*/ 'Physical addresses',
  'Physical attributes': /*i18n*/ 'Physical features',
  PINs: /*i18n*/ 'PINs',
  'Places of birth': /*i18n*/ 'Places of birth',
  'Political donations': /*i18n*/ 'Political donations',
  'Political views': /*i18n*/ 'Political views',
  'Private messages': /*i18n*/ 'Private messages',
  'Professional skills': /*i18n*/ 'Professional skills',
  'Profile photos': /*i18n*/ 'Profile pictures',
  Purchases: /*i18n*/ 'Purchases',
  'Purchasing habits': /*i18n*/ 'Purchasing habits',
  Races: /*i18n*/ 'Races',
  'Recovery email addresses': /*i18n*/ 'Recovery e-mail addresses',
  'Relationship statuses': /*i18n*/ 'Relationship status',
  Religions: /*i18n*/ 'Religion',
  'Reward program balances': /*i18n*/ 'Reward program balances',
  Salutations: /*i18n*/ 'Titles (Mr, Ms)',
  'School grades (class levels)': /*i18n*/ 'School grades (class levels)',
  'Security questions and answers': /*i18n*/ 'Security questions and answers',
  'Sexual fetishes': /*i18n*/ 'Sexual fetishes',
  'Sexual orientations': /*i18n*/ 'Sexual orientation',
  'Smoking habits': /*i18n*/ 'Smoking habits',
  'SMS messages': /*i18n*/ 'SMS messages',
  'Social connections': /*i18n*/ 'Social connections',
  'Social media profiles': /*i18n*/ 'Social media profiles',
  'Social security numbers': /*i18n*/ 'Social security numbers',
  'Spoken languages': /*i18n*/ 'Languages',
  'Spouses names': /*i18n*/ 'Spouses’ names',
  'Support tickets': /*i18n*/ 'Support tickets',
  'Survey results': /*i18n*/ 'Survey results',
  'Tax file numbers': /*i18n*/ 'Tax file numbers',
  'Telecommunications carrier': /*i18n*/ 'Mobile carrier',
  'Time zones': /*i18n*/ 'Time zones',
  'Travel habits': /*i18n*/ 'Travel habits',
  'User statuses': /*i18n*/ 'User statuses',
  'User website URLs': /*i18n*/ 'Personal websites',
  Usernames: /*i18n*/ 'Usernames',
  'Utility bills': /*i18n*/ 'Utility bills',
  'Vehicle details': /*i18n*/ 'Vehicle details',
  'Vehicle identification numbers (VINs)': /*i18n*/ 'Vehicle identification numbers (VINs)',
  'Website activity': /*i18n*/ 'Website activity',
  'Work habits': /*i18n*/ 'Work habits',
  'Years of birth': /*i18n*/ 'Years of birth',
  'Years of professional experience': /*i18n*/ 'Years of professional experience',
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
