// What to do about each kind of data Have I Been Pwned lists: most urgent first, digit-free, one table for the guided fix and the assistant.
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
  /** Why it matters, then what to do, each step a sentence; digit-free: every number in an answer comes from the breach record. */
  readonly why: string;
  readonly todo: readonly string[];
  readonly minutes: number;
  readonly risk: RiskLevel;
  readonly lowerRisk?: readonly string[];
  readonly freeze?: Exclude<FreezeNeed, 'none'>;
  readonly firstStep?: string;
  readonly topic?: DataClassTopic;
};

/** `{your}`: "your <service>" (or "this"); `{service}`: the service's name (or "this service"). */
const STEP = {
  password: 'Change {your} password, and the same password anywhere else you used it. Then turn on two-factor authentication.',
  freeze: 'Place a credit freeze with the credit bureaus, so nobody can open credit in your name.',
  statements: 'Check your statements for charges you do not recognise and tell your bank.',
  phone: 'Ask your mobile carrier to lock your number with a PIN, so nobody can move it to another phone, and be wary of texts and calls about {service}.',
  identity: 'Watch your credit report and mail for signs of identity theft.',
  email: 'Expect phishing: be wary of e-mails that mention {service} or ask you to sign in.',
};

const CARD_TOPIC: DataClassTopic = { label: 'card details', words: ['card*', 'cvv', 'visa', 'mastercard', 'amex'] };

/** Most urgent first: the order decides the first step and the order of advice. */
export const DATA_CLASS_GUIDANCE: readonly DataClassGroup[] = [
  {
    classes: ['Passwords'],
    risk: 'high',
    firstStep: STEP.password,
    minutes: 10,
    why: 'Anyone with this password can try it on your other accounts, and attackers do that automatically.',
    todo: [
      'Change the password for this site.',
      'Change it everywhere else you used the same password.',
      'Give every site its own password: a password manager makes that easy.',
      'Turn on two-factor authentication wherever it is offered.',
    ],
  },
  {
    classes: ['Auth tokens'],
    risk: 'high',
    firstStep: STEP.password,
    topic: { label: 'auth tokens', words: ['token*', 'session*', 'cookie*'] },
    minutes: 2,
    why: 'A stolen sign-in token can let someone into your account without your password.',
    todo: [
      'Sign out of all sessions on this service.',
      'Change your password there, so stolen tokens stop working.',
      'Remove connected apps you no longer use.',
    ],
  },
  {
    classes: ['Security questions and answers'],
    risk: 'high',
    firstStep: STEP.password,
    topic: { label: 'security questions and answers', words: ['security question*', 'security answer*', 'secret question*'] },
    minutes: 5,
    why: 'Security answers can reset your passwords, and unlike passwords they rarely change.',
    todo: [
      'Change your security answers wherever you used the same ones.',
      'Treat them like passwords: pick answers nobody could look up or guess, and keep them in your password manager.',
    ],
  },
  {
    classes: ['Password hints'],
    risk: 'high',
    firstStep: STEP.password,
    minutes: 5,
    why: 'A hint can give a password away.',
    todo: ['Change any password the hint points to.', 'Stop using that password, or variations of it, anywhere.'],
  },
  {
    classes: ['Social security numbers'],
    risk: 'high',
    freeze: 'urgent',
    firstStep: STEP.freeze,
    topic: { label: 'social security numbers', words: ['ssn*', 'social security*', 'social insurance'] },
    minutes: 20,
    why: 'With this number someone can open credit or file taxes in your name.',
    todo: [
      'Place a free credit freeze with Equifax, Experian and TransUnion.',
      'Ask the IRS for an Identity Protection PIN, so nobody can file taxes in your name.',
    ],
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
    why: 'An ID number helps someone pass as you, to open accounts or credit.',
    todo: ['Tell the office that issued the document and ask whether to replace it.', 'Place a credit freeze, so the number cannot be used to open credit.'],
  },
  {
    classes: ['Credit cards', 'Credit card CVV'],
    risk: 'high',
    freeze: 'urgent',
    firstStep: STEP.statements,
    topic: CARD_TOPIC,
    minutes: 10,
    why: 'Card details can be used to buy things in your name straight away.',
    todo: ['Call your bank or card issuer to cancel or replace the card.', 'Check every statement for charges you did not make.'],
  },
  {
    classes: ['Bank account numbers'],
    risk: 'high',
    freeze: 'urgent',
    firstStep: STEP.statements,
    topic: { label: 'bank account numbers', words: ['bank*', 'account number*', 'iban', 'routing number*'] },
    minutes: 10,
    why: 'An account number can be used for debits you never agreed to, and makes scams sound real.',
    todo: ['Tell your bank, and ask whether to change the account number.', 'Check your statements for payments or debits you did not make.'],
  },
  {
    classes: ['Partial credit card data'],
    risk: 'moderate',
    firstStep: STEP.statements,
    topic: CARD_TOPIC,
    minutes: 2,
    why: 'Part of a card number cannot be charged on its own, but scammers quote it to sound like your bank.',
    todo: ['Check your statements.', 'Never confirm card details to anyone who contacts you.'],
  },
  {
    classes: ['Phone numbers'],
    risk: 'moderate',
    firstStep: STEP.phone,
    topic: { label: 'phone numbers', words: ['phone*', 'cellphone*', 'mobile number*', 'cell number*', 'telephone*', 'sim'] },
    minutes: 5,
    why: 'With your number, someone can try to move it to their own phone and receive your sign-in codes.',
    todo: [
      'Ask your mobile carrier to lock your number with a PIN, so it cannot be moved to another phone.',
      'Ignore texts and calls that mention this service or ask for a verification code.',
    ],
  },
  {
    classes: ['Dates of birth'],
    risk: 'moderate',
    freeze: 'useful',
    firstStep: STEP.identity,
    topic: { label: 'dates of birth', words: ['birth*', 'dob'] },
    minutes: 5,
    why: 'Your date of birth is used to prove who you are.',
    todo: ['Check your credit reports for accounts you did not open.', 'Never use your date of birth as a security answer or PIN.'],
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
    why: 'Your address helps someone pass as you, and makes letters and calls more convincing.',
    todo: [
      'Watch your mail and credit reports for signs of identity theft, such as bills or cards you never asked for.',
      'Report any you find at identitytheft.gov.',
    ],
  },
  {
    classes: ['Credit status information', 'Income levels', 'Net worths', 'Financial investments', 'Payment histories', 'Home ownership statuses'],
    risk: 'moderate',
    lowerRisk: ['Home ownership statuses'],
    minutes: 2,
    why: 'Financial details make fake offers and calls from your "bank" sound real.',
    todo: ['Never act on an unexpected call or message about money.', 'Call your bank on the number you already know.'],
  },
  {
    classes: ['Private messages'],
    risk: 'moderate',
    topic: { label: 'private messages', words: ['private message*', 'direct message*', 'dm', 'dms'] },
    minutes: 5,
    why: 'Assume your private messages could become public.',
    todo: ['Change anything they reveal, such as shared passwords or codes.', 'Warn the people you wrote to.'],
  },
  {
    classes: ['Email addresses'],
    risk: 'lower',
    firstStep: STEP.email,
    topic: { label: 'e-mail addresses', words: ['email*', 'e mail*', 'mail address*'] },
    minutes: 2,
    why: 'Scammers send convincing e-mails to leaked addresses: expect phishing.',
    todo: [
      'Do not click links in e-mails about this service or a "security problem".',
      'Go to the site yourself instead.',
      'Watch for more spam, and mark it as spam.',
    ],
  },
  {
    classes: ["Family members' names", 'Family structure', 'Marital statuses'],
    risk: 'lower',
    minutes: 2,
    why: 'Family details make "a relative in trouble" scams believable.',
    todo: ['Be wary of calls or messages claiming a relative is in trouble and needs money.', 'Check with them directly first.'],
  },
  {
    classes: ['Employers', 'Job titles', 'Occupations'],
    risk: 'lower',
    minutes: 2,
    why: 'Work details make fake invoices and urgent requests from "your boss" believable.',
    todo: ['Expect targeted scams at work.', 'Confirm unusual requests another way.'],
  },
  {
    classes: ['IP addresses'],
    risk: 'lower',
    topic: { label: 'IP addresses', words: ['ip', 'ips', 'ip address*'] },
    minutes: 1,
    why: 'An IP address shows your rough location and internet provider, but cannot get anyone into your accounts.',
    todo: ['Be wary of messages that quote your IP address to scare you.'],
  },
  {
    classes: ['Geographic locations'],
    risk: 'lower',
    topic: { label: 'locations', words: ['location*', 'geolocation*', 'gps'] },
    minutes: 2,
    why: 'Your location makes scams look local and believable.',
    todo: ['Be wary of messages that mention where you are.', 'Review location sharing in your apps.'],
  },
  {
    classes: ['Usernames'],
    risk: 'lower',
    topic: { label: 'usernames', words: ['username*', 'user name*', 'login name*', 'screen name*'] },
    minutes: 5,
    why: 'Attackers try leaked usernames on other sites.',
    todo: ['Wherever you use the same username, make sure the password is unique.', 'Turn on two-factor authentication there.'],
  },
  {
    classes: ['Names'],
    risk: 'lower',
    topic: { label: 'names', words: ['names', 'real name*', 'full name*', 'first name*', 'last name*', 'surname*'] },
    minutes: 1,
    why: 'Your name makes phishing look personal.',
    todo: ['Remember that a message greeting you by name is no proof it is genuine.'],
  },
  {
    classes: ['Social media profiles', 'Bios', 'User website URLs', 'Personal interests'],
    risk: 'lower',
    minutes: 5,
    why: 'What your profiles show helps strangers win your trust.',
    todo: [
      'Review what your social profiles show publicly.',
      'Tighten the privacy settings.',
      'Be wary of strangers who use your interests to win your trust.',
    ],
  },
];

export const DEFAULT_GROUP: Pick<DataClassGroup, 'why' | 'todo' | 'minutes'> = {
  why: 'On its own this cannot get anyone into your accounts, but it can make scams more convincing.',
  todo: ['Be wary of messages that quote it.'],
  minutes: 1,
};
