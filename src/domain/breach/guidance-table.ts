// What to do about each kind of data Have I Been Pwned lists: most urgent first, one table for the guided fix and the assistant.
export type RiskLevel = 'high' | 'moderate' | 'lower';

export type FreezeNeed = 'urgent' | 'useful' | 'none';

/** Words are lower-case; a trailing '*' matches any ending. */
export type DataClassTopic = {
  readonly label: string;
  readonly words: readonly string[];
  readonly ambiguous?: { readonly words: readonly string[]; readonly notAfter: readonly string[] };
};

export type DataClassGroup = {
  readonly classes: readonly string[];
  readonly minutes: number;
  /** Minutes when another fix holds this part too: absent, 0 (once for all); all of `minutes`, each breach's own; fewer, its `againStep`. */
  readonly again?: number;
  /** A catalogue id, as `firstStep`. */
  readonly againStep?: string;
  readonly risk: RiskLevel;
  readonly lowerRisk?: readonly string[];
  readonly freeze?: Exclude<FreezeNeed, 'none'>;
  readonly firstStep?: string;
  readonly topic?: DataClassTopic;
};

/** Catalogue ids: `{service}` is the service's name; `named` is `yes` when there is one, else "this password/service". */
const STEP = {
  password:
    /*i18n*/ '{named, select, yes {Change your {service} password, and the same password anywhere else you used it. Then turn on two-factor authentication.} other {Change this password, and the same password anywhere else you used it. Then turn on two-factor authentication.}}',
  passwordAgain: /*i18n*/ '{named, select, yes {Change your {service} password.} other {Change this password.}}',
  freeze: /*i18n*/ 'Place a credit freeze with the credit bureaus, so nobody can open credit in your name.',
  statements: /*i18n*/ 'Check your statements for charges you do not recognise and tell your bank.',
  phone:
    /*i18n*/ '{named, select, yes {Ask your mobile carrier to lock your number with a PIN, so nobody can move it to another phone, and be wary of texts and calls about {service}.} other {Ask your mobile carrier to lock your number with a PIN, so nobody can move it to another phone, and be wary of texts and calls about this service.}}',
  identity: /*i18n*/ 'Watch your credit report and mail for signs of identity theft.',
  email:
    /*i18n*/ '{named, select, yes {Expect phishing: be wary of e-mails that mention {service} or ask you to sign in.} other {Expect phishing: be wary of e-mails that mention this service or ask you to sign in.}}',
};

const CARD_TOPIC: DataClassTopic = { label: 'card details', words: ['card*', 'cvv', 'visa', 'mastercard', 'amex'] };

/** Most urgent first: the order decides the first step and the order of advice. */
export const DATA_CLASS_GUIDANCE: readonly DataClassGroup[] = [
  { classes: ['Passwords'], risk: 'high', firstStep: STEP.password, minutes: 10, again: 3, againStep: STEP.passwordAgain },
  {
    classes: ['Auth tokens'],
    risk: 'high',
    firstStep: STEP.password,
    topic: { label: 'auth tokens', words: ['token*', 'session*', 'cookie*'] },
    minutes: 2,
    again: 2,
  },
  {
    classes: ['Security questions and answers'],
    risk: 'high',
    firstStep: STEP.password,
    topic: { label: 'security questions and answers', words: ['security question*', 'security answer*', 'secret question*'] },
    minutes: 5,
  },
  { classes: ['Password hints'], risk: 'high', firstStep: STEP.password, minutes: 5, again: 2, againStep: STEP.passwordAgain },
  {
    classes: ['Social security numbers'],
    risk: 'high',
    freeze: 'urgent',
    firstStep: STEP.freeze,
    topic: { label: 'social security numbers', words: ['ssn*', 'social security*', 'social insurance'] },
    minutes: 20,
  },
  {
    classes: ['Government issued IDs', 'Passport numbers', 'Tax file numbers'],
    risk: 'high',
    freeze: 'urgent',
    firstStep: STEP.freeze,
    topic: {
      label: 'government IDs or passport numbers',
      words: [
        'passport*',
        'id card*',
        'id number*',
        'government id*',
        'national id*',
        'identity card*',
        'identity document*',
        'drivers licen*',
        'driver licen*',
        'driving licen*',
        'tax file*',
      ],
    },
    minutes: 20,
  },
  { classes: ['Credit cards', 'Credit card CVV'], risk: 'high', freeze: 'urgent', firstStep: STEP.statements, topic: CARD_TOPIC, minutes: 10, again: 10 },
  {
    classes: ['Bank account numbers'],
    risk: 'high',
    freeze: 'urgent',
    firstStep: STEP.statements,
    topic: { label: 'bank account numbers', words: ['bank*', 'account number*', 'iban', 'routing number*'] },
    minutes: 10,
    again: 10,
  },
  { classes: ['Partial credit card data'], risk: 'moderate', firstStep: STEP.statements, topic: CARD_TOPIC, minutes: 2 },
  {
    classes: ['Phone numbers'],
    risk: 'moderate',
    firstStep: STEP.phone,
    topic: { label: 'phone numbers', words: ['phone*', 'cellphone*', 'mobile number*', 'cell number*', 'telephone*', 'sim'] },
    minutes: 5,
  },
  {
    classes: ['Dates of birth'],
    risk: 'moderate',
    freeze: 'useful',
    firstStep: STEP.identity,
    topic: { label: 'dates of birth', words: ['birth*', 'dob'] },
    minutes: 5,
  },
  {
    classes: ['Physical addresses'],
    risk: 'moderate',
    freeze: 'useful',
    firstStep: STEP.identity,
    topic: {
      label: 'physical addresses',
      words: ['home', 'where i live', 'postal', 'street'],
      ambiguous: { words: ['address', 'addresses'], notAfter: ['mail', 'ip'] },
    },
    minutes: 2,
  },
  {
    classes: ['Credit status information', 'Income levels', 'Net worths', 'Financial investments', 'Payment histories', 'Home ownership statuses'],
    risk: 'moderate',
    lowerRisk: ['Home ownership statuses'],
    minutes: 2,
  },
  {
    classes: ['Private messages'],
    risk: 'moderate',
    topic: { label: 'private messages', words: ['private message*', 'direct message*', 'dm', 'dms'] },
    minutes: 5,
    again: 5,
  },
  {
    classes: ['Email addresses'],
    risk: 'lower',
    firstStep: STEP.email,
    topic: { label: 'e-mail addresses', words: ['email*', 'e mail*', 'mail address*'] },
    minutes: 2,
  },
  { classes: ["Family members' names", 'Family structure', 'Marital statuses'], risk: 'lower', minutes: 2 },
  { classes: ['Employers', 'Job titles', 'Occupations'], risk: 'lower', minutes: 2 },
  { classes: ['IP addresses'], risk: 'lower', topic: { label: 'IP addresses', words: ['ip', 'ips', 'ip address*'] }, minutes: 1 },
  { classes: ['Geographic locations'], risk: 'lower', topic: { label: 'locations', words: ['location*', 'geolocation*', 'gps'] }, minutes: 2 },
  { classes: ['Usernames'], risk: 'lower', topic: { label: 'usernames', words: ['username*', 'user name*', 'login name*', 'screen name*'] }, minutes: 5 },
  {
    classes: ['Names'],
    risk: 'lower',
    topic: { label: 'names', words: ['names', 'real name*', 'full name*', 'first name*', 'last name*', 'surname*'] },
    minutes: 1,
  },
  { classes: ['Social media profiles', 'Bios', 'User website URLs', 'Personal interests'], risk: 'lower', minutes: 5 },
];

export const DEFAULT_GROUP: Pick<DataClassGroup, 'minutes' | 'again'> = { minutes: 1 };
