// The chatbot's answers (issue 6), once, for both of its stand-ins: the offline responder in the
// browser and local-backend's WebSocket endpoint. Deterministic and grounded: the question is
// classified by keywords into one intent, and the answer is built only from the breach record's
// facts (title, date, count, data classes, flags, domain) and our own guidance per data class. It
// never echoes the question, never invents facts, and cites Have I Been Pwned.
import type { Breach } from '../../domain/breach/breach';
import { explainBreach, firstStep, monthYear } from '../../domain/breach/breach-advice';

export type AnswerInput = { readonly breachName: string; readonly breach: Breach | undefined; readonly question: string };

/** What a question asks, most specific first (the order the classifier tries them in). */
export type Intent =
  | 'never-used'
  | 'freeze'
  | 'password'
  | 'data-class'
  | 'when'
  | 'size'
  | 'flags'
  | 'first-steps'
  | 'risk'
  | 'leaked'
  | 'help'
  | 'thanks'
  | 'greeting'
  | 'other';

/** Ends every answer about a known breach. */
export const HIBP_CITATION = 'Source: Have I Been Pwned (haveibeenpwned.com), CC BY 4.0.';

/** Longest breach name an answer quotes back, in characters. */
export const MAX_QUOTED_NAME = 100;

/** Only the start of a (very long) question is read. */
const MAX_READ_CHARS = 2000;

// ---------------------------------------------------------------------------------------------
// Guidance per data class, most urgent first. Digit-free on purpose: every number in an answer
// comes from the breach record.

export type DataClassGuidance = { readonly classes: readonly string[]; readonly advice: string };

export const DATA_CLASS_GUIDANCE: readonly DataClassGuidance[] = [
  {
    classes: ['Passwords'],
    advice:
      'Change the password for this site and everywhere you reused it, give every site its own password (a password manager makes that easy), and turn on two-factor authentication.',
  },
  {
    classes: ['Auth tokens'],
    advice: 'Sign out of all sessions on this service and change your password, so stolen tokens stop working; remove connected apps you no longer use.',
  },
  {
    classes: ['Security questions and answers'],
    advice: 'Change your security answers wherever you used the same ones, and treat them like passwords: pick answers nobody could look up or guess.',
  },
  {
    classes: ['Password hints'],
    advice: 'A hint can give a password away: change any password the hint points to, and stop using that password or variations of it anywhere.',
  },
  {
    classes: ['Social security numbers'],
    advice:
      'Place a free credit freeze with Equifax, Experian and TransUnion, and ask the IRS for an Identity Protection PIN so nobody can file taxes in your name.',
  },
  {
    classes: ['Government issued IDs', 'Passport numbers', 'Tax file numbers'],
    advice: 'Tell the office that issued the document and ask whether to replace it, and place a credit freeze so the number cannot be used to open credit.',
  },
  {
    classes: ['Credit cards', 'Credit card CVV'],
    advice: 'Call your bank or card issuer to cancel or replace the card, and check every statement for charges you did not make.',
  },
  {
    classes: ['Bank account numbers'],
    advice: 'Tell your bank, ask whether to change the account number, and check your statements for payments or debits you did not make.',
  },
  {
    classes: ['Partial credit card data'],
    advice:
      'Part of a card number cannot be charged on its own, but scammers quote it to sound like your bank: check your statements, and never confirm card details to anyone who contacts you.',
  },
  {
    classes: ['Phone numbers'],
    advice:
      'Ask your mobile carrier for a SIM-swap (port-out) PIN or lock, and ignore texts and calls that mention this service or ask for a verification code.',
  },
  {
    classes: ['Dates of birth'],
    advice:
      'Your date of birth is used to prove who you are: check your credit reports for accounts you did not open, and never use it as a security answer or PIN.',
  },
  {
    classes: ['Physical addresses'],
    advice:
      'Watch your mail and credit reports for signs of identity theft, such as bills or cards you never asked for, and report any at identitytheft.gov.',
  },
  {
    classes: ['Credit status information', 'Income levels', 'Net worths', 'Financial investments', 'Payment histories', 'Home ownership statuses'],
    advice:
      'Financial details make fake offers and calls from your "bank" sound real: never act on an unexpected call or message about money, and call your bank on the number you already know.',
  },
  {
    classes: ['Private messages'],
    advice: 'Assume your private messages could become public: change anything they reveal, such as shared passwords or codes, and warn the people you wrote to.',
  },
  {
    classes: ['Email addresses'],
    advice:
      'Expect phishing: do not click links in e-mails about this service or a "security problem", go to the site yourself instead, and watch for more spam.',
  },
  {
    classes: ["Family members' names", 'Family structure', 'Marital statuses'],
    advice: 'Be wary of calls or messages claiming a relative is in trouble and needs money; check with them directly first.',
  },
  {
    classes: ['Employers', 'Job titles', 'Occupations'],
    advice: 'Expect targeted scams at work, such as fake invoices or urgent requests from "your boss"; confirm unusual requests another way.',
  },
  {
    classes: ['IP addresses'],
    advice: 'An IP address shows your rough location and internet provider but cannot get anyone into your accounts; be wary of messages that quote it to scare you.',
  },
  {
    classes: ['Geographic locations'],
    advice: 'Your location makes scams look local and believable: be wary of messages that mention where you are, and review location sharing in your apps.',
  },
  {
    classes: ['Usernames'],
    advice: 'Attackers try leaked usernames on other sites: wherever you use the same username, make sure the password is unique and two-factor authentication is on.',
  },
  {
    classes: ['Names'],
    advice: 'Your name makes phishing look personal: a message that greets you by name is no proof it is genuine.',
  },
  {
    classes: ['Social media profiles', 'Bios', 'User website URLs', 'Personal interests'],
    advice: 'Review what your social profiles show publicly, tighten the privacy settings, and be wary of strangers who use your interests to win your trust.',
  },
];

/** For data classes the table does not name. */
export const DEFAULT_GUIDANCE = 'This detail cannot get anyone into your accounts on its own, but it can make scams more convincing: be wary of messages that quote it.';

/** Our guidance for one HIBP data class (exact name), or the default. */
export function guidanceFor(dataClass: string): string {
  return DATA_CLASS_GUIDANCE.find((g) => g.classes.includes(dataClass))?.advice ?? DEFAULT_GUIDANCE;
}

const urgencyOf = (dataClass: string): number => {
  const i = DATA_CLASS_GUIDANCE.findIndex((g) => g.classes.includes(dataClass));
  return i === -1 ? DATA_CLASS_GUIDANCE.length : i;
};

/** The breach's classes grouped by shared guidance, most urgent first; order within a group as in the record. */
function guidanceGroups(dataClasses: readonly string[]): readonly { readonly classes: readonly string[]; readonly advice: string }[] {
  const groups = new Map<string, { classes: string[]; advice: string; urgency: number }>();
  for (const c of new Set(dataClasses)) {
    const advice = guidanceFor(c);
    const group = groups.get(advice) ?? { classes: [], advice, urgency: urgencyOf(c) };
    group.classes.push(c);
    groups.set(advice, group);
  }
  return [...groups.values()].sort((a, b) => a.urgency - b.urgency);
}

// ---------------------------------------------------------------------------------------------
// Risk and freeze levels, from the data classes only.

const HIGH_RISK = new Set([
  'Passwords',
  'Password hints',
  'Auth tokens',
  'Security questions and answers',
  'Social security numbers',
  'Government issued IDs',
  'Passport numbers',
  'Tax file numbers',
  'Credit cards',
  'Credit card CVV',
  'Bank account numbers',
]);

const MODERATE_RISK = new Set([
  'Phone numbers',
  'Dates of birth',
  'Physical addresses',
  'Partial credit card data',
  'Private messages',
  'Credit status information',
  'Income levels',
  'Net worths',
  'Financial investments',
  'Payment histories',
]);

/** Classes that make a credit freeze urgent: identity numbers and financial account data. */
const FREEZE_URGENT = new Set([
  'Social security numbers',
  'Government issued IDs',
  'Passport numbers',
  'Tax file numbers',
  'Credit cards',
  'Credit card CVV',
  'Bank account numbers',
]);

/** Classes that make a freeze a sensible precaution. */
const FREEZE_USEFUL = new Set(['Dates of birth', 'Physical addresses']);

// ---------------------------------------------------------------------------------------------
// Classifying the question.

/** Lower-case words of [a-z0-9] separated by single spaces, padded with one space each side. */
function normalize(question: string): string {
  const words = question
    .slice(0, MAX_READ_CHARS)
    .toLowerCase()
    .replace(/['’‘`´]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return ` ${words} `;
}

/** Keywords are lower-case words separated by spaces; a trailing '*' matches any ending. */
const keywords = (...words: readonly string[]): RegExp => new RegExp(` (?:${words.map((w) => w.replace(/\*$/, '[a-z0-9]*')).join('|')}) `);

const INTENT_KEYWORDS: readonly (readonly [Exclude<Intent, 'data-class' | 'other'>, RegExp])[] = [
  [
    'never-used',
    keywords(
      'never used',
      'never use',
      'never signed*',
      'never sign*',
      'never registered',
      'never joined',
      'never had',
      'never heard',
      'never made',
      'never created',
      'never been on',
      'never been a member',
      'never been a user',
      'never visited',
      'never went',
      'dont have an account',
      'dont have any account',
      'didnt have an account',
      'didnt sign up',
      'did not sign up',
      'do not have an account',
      'didnt register',
      'didnt create',
      'dont use this site',
      'dont use that site',
      'dont remember signing*',
      'dont remember creating',
      'dont remember having',
      'dont remember using',
      'dont remember this site',
      'not a member',
      'no account',
      'not signed up',
      'not my account',
      'why am i in',
      'why is my email',
      'why is my e mail',
      'how did they get my',
    ),
  ],
  [
    'freeze',
    keywords(
      'freez*',
      'frozen',
      'unfreez*',
      'credit report*',
      'credit bureau*',
      'bureau*',
      'equifax',
      'experian',
      'transunion',
      'credit lock*',
      'lock my credit',
      'credit file*',
      'credit score*',
      'credit monitoring',
      'fraud alert*',
    ),
  ],
  ['password', keywords('password*', 'passcode*', 'passwd', 'pwd', 'pw')],
];

const LATER_INTENT_KEYWORDS: readonly (readonly [Exclude<Intent, 'data-class' | 'other'>, RegExp])[] = [
  ['when', keywords('when', 'date', 'dates', 'dated', 'what year', 'which year', 'how long ago', 'how old', 'how recent*')],
  ['size', keywords('how many', 'how big', 'how large', 'how widespread', 'size', 'number of', 'count', 'scale', 'total')],
  [
    'flags',
    keywords(
      'verif*',
      'sensitive',
      'fabricat*',
      'fake',
      'real',
      'legit*',
      'genuine',
      'authentic*',
      'hoax',
      'spam list*',
      'spamlist*',
      'retired',
      'malware',
      'confirmed',
      'true',
      'trustworthy',
    ),
  ],
  [
    'first-steps',
    keywords(
      'first',
      'step*',
      'protect*',
      'what should i do',
      'should i do',
      'do i do',
      'to do',
      'can i do',
      'do next',
      'do now',
      'what now',
      'now what',
      'next',
      'action*',
      'advice',
      'advise',
      'recommend*',
      'fix',
      'secure',
      'precaution*',
      'prevent*',
      'mitigat*',
      'respond',
      'handle',
      'deal with',
      'checklist',
    ),
  ],
  [
    'risk',
    keywords(
      'risk*',
      'danger*',
      'safe*',
      'unsafe',
      'worr*',
      'concern*',
      'affect*',
      'impact*',
      'serious*',
      'threat*',
      'scared',
      'scary',
      'harm*',
      'bad',
      'vulnerab*',
      'big deal',
      'panic*',
      'should i care',
      'am i ok',
      'am i okay',
    ),
  ],
  [
    'leaked',
    keywords(
      'leak*',
      'expos*',
      'stolen',
      'steal*',
      'stole',
      'compromis*',
      'breach*',
      'hack*',
      'data',
      'what information',
      'which information',
      'what info',
      'what kind',
      'what type*',
      'what was',
      'what got',
      'what did',
      'what happened',
      'happen*',
      'tell me about',
      'details',
      'summar*',
      'explain*',
      'include*',
      'overview',
    ),
  ],
  ['help', keywords('help', 'what can you do', 'what can i ask', 'what do you know', 'who are you', 'what are you', 'options', 'menu')],
  ['thanks', keywords('thank*', 'thx', 'ty', 'cheers', 'appreciat*', 'bye', 'goodbye', 'great', 'ok thanks', 'got it')],
  ['greeting', keywords('hi', 'hello', 'hey', 'hiya', 'howdy', 'yo', 'greetings', 'good morning', 'good afternoon', 'good evening')],
];

type ClassTopic = { readonly label: string; readonly classes: readonly string[]; readonly pattern: RegExp };

/** Data classes a question can ask about by name ("was my phone number leaked?"). */
const CLASS_TOPICS: readonly ClassTopic[] = [
  { label: 'security questions and answers', classes: ['Security questions and answers'], pattern: keywords('security question*', 'security answer*', 'secret question*') },
  { label: 'auth tokens', classes: ['Auth tokens'], pattern: keywords('token*', 'session*', 'cookie*') },
  { label: 'social security numbers', classes: ['Social security numbers'], pattern: keywords('ssn*', 'social security*', 'social insurance') },
  {
    label: 'government IDs or passport numbers',
    classes: ['Government issued IDs', 'Passport numbers', 'Tax file numbers'],
    pattern: keywords('passport*', 'id card*', 'id number*', 'government id*', 'national id*', 'identity card*', 'identity document*', 'drivers licen*', 'driver licen*', 'driving licen*', 'tax file*'),
  },
  { label: 'card details', classes: ['Credit cards', 'Credit card CVV', 'Partial credit card data'], pattern: keywords('card*', 'cvv', 'visa', 'mastercard', 'amex') },
  { label: 'bank account numbers', classes: ['Bank account numbers'], pattern: keywords('bank*', 'account number*', 'iban', 'routing number*') },
  { label: 'phone numbers', classes: ['Phone numbers'], pattern: keywords('phone*', 'cellphone*', 'mobile number*', 'cell number*', 'telephone*', 'sim') },
  { label: 'dates of birth', classes: ['Dates of birth'], pattern: keywords('birth*', 'dob') },
  {
    label: 'physical addresses',
    classes: ['Physical addresses'],
    // Any "address" that is not an e-mail or IP address.
    pattern: new RegExp(`${keywords('home', 'where i live', 'postal', 'street').source}|(?<!mail|ip) address(?:es)? `),
  },
  { label: 'private messages', classes: ['Private messages'], pattern: keywords('private message*', 'direct message*', 'dm', 'dms') },
  { label: 'e-mail addresses', classes: ['Email addresses'], pattern: keywords('email*', 'e mail*', 'mail address*') },
  { label: 'IP addresses', classes: ['IP addresses'], pattern: keywords('ip', 'ips', 'ip address*') },
  { label: 'locations', classes: ['Geographic locations'], pattern: keywords('location*', 'geolocation*', 'gps') },
  { label: 'usernames', classes: ['Usernames'], pattern: keywords('username*', 'user name*', 'login name*', 'screen name*') },
  { label: 'names', classes: ['Names'], pattern: keywords('names', 'real name*', 'full name*', 'first name*', 'last name*', 'surname*') },
];

const MAX_TOPICS = 3;

const topicsIn = (text: string): readonly ClassTopic[] => CLASS_TOPICS.filter((t) => t.pattern.test(text)).slice(0, MAX_TOPICS);

/** The one intent a question is answered with: the first that matches, case- and punctuation-blind. */
export function classifyQuestion(question: string): Intent {
  const text = normalize(question);
  const early = INTENT_KEYWORDS.find(([, pattern]) => pattern.test(text));
  if (early) return early[0];
  if (topicsIn(text).length > 0) return 'data-class';
  return LATER_INTENT_KEYWORDS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'other';
}

// ---------------------------------------------------------------------------------------------
// Wording helpers.

/** 'a', 'a and b', 'a, b and c' — as explainBreach lists data classes. */
const listOf = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;

const lower = (classes: readonly string[]): string => listOf(classes.map((c) => c.toLowerCase()));

const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const count = (n: number): string => n.toLocaleString('en-US');

const titleOf = (breach: Breach): string => breach.title.trim() || breach.name.trim() || 'this service';

const has = (breach: Breach, classes: readonly string[]): boolean => breach.dataClasses.some((c) => classes.includes(c));

const paragraphs = (...parts: readonly (string | false | undefined)[]): string => parts.filter((p): p is string => typeof p === 'string' && p !== '').join('\n\n');

const bullets = (items: readonly string[]): string => items.map((i) => `• ${i}`).join('\n');

const cited = (...parts: readonly (string | false | undefined)[]): string => paragraphs(...parts, HIBP_CITATION);

const SUGGESTIONS =
  'You can ask me: what was leaked, am I at risk, what should I do first, is my password exposed, I never used this site, how do I freeze my credit, when did it happen, how many accounts were affected, or is it verified.';

/** What HIBP's flags say about the record, as sentences (only the ones that are set, plus "not verified"). */
function flagNotes(breach: Breach): readonly string[] {
  return [
    !breach.isVerified && 'HIBP has not verified this breach, so the data may not be genuine; act as if it is, to be safe.',
    breach.isFabricated && 'HIBP believes this data is fabricated: it may not come from the service at all.',
    breach.isSpamList && 'HIBP marks this as a spam list: addresses collected to send spam, so being in it does not mean you had an account.',
    breach.isMalware && "HIBP says this data came from malware on people's devices, so also scan your devices for malware.",
    breach.isRetired && 'HIBP has retired this breach from its catalogue.',
    breach.isSensitive && 'HIBP marks it as sensitive, so it does not show up in public searches.',
  ].filter((n): n is string => typeof n === 'string');
}

const joinSentences = (sentences: readonly string[]): string => sentences.join(' ');

// ---------------------------------------------------------------------------------------------
// Answers about a known breach.

function leaked(breach: Breach): string {
  return cited(`${explainBreach({ ...breach, title: titleOf(breach) })} ${joinSentences(flagNotes(breach))}`.trim(), 'Ask me what to do first, or whether your password was exposed.');
}

function risk(breach: Breach): string {
  const title = titleOf(breach);
  const high = breach.dataClasses.filter((c) => HIGH_RISK.has(c));
  const moderate = breach.dataClasses.filter((c) => MODERATE_RISK.has(c));
  const assessment =
    high.length > 0
      ? `Based on HIBP's record, the risk from the ${title} breach is high: it exposed ${lower(high)}, which can be used to get into accounts or commit fraud.`
      : moderate.length > 0
        ? `Based on HIBP's record, the risk from the ${title} breach is moderate: it exposed ${lower(moderate)}, which scammers and identity thieves use, though that cannot get anyone into your accounts on its own.`
        : `Based on HIBP's record, the risk from the ${title} breach is lower: it exposed ${lower(breach.dataClasses) || 'no listed data'}, which mostly makes spam and phishing more convincing; it cannot get anyone into your accounts on its own.`;
  return cited(`${assessment} ${joinSentences(flagNotes(breach))}`.trim(), `The most important step: ${firstStep(breach)}`);
}

/** The first step, then at most this many pieces of guidance for the exposed data. */
const MAX_DETAILS = 3;

function firstSteps(breach: Breach): string {
  const groups = guidanceGroups(breach.dataClasses);
  const details = groups.slice(0, MAX_DETAILS).map((g) => `${capitalized(lower(g.classes))}: ${g.advice}`);
  return cited(
    `What to do about the ${titleOf(breach)} breach, most urgent first.`,
    `First: ${firstStep(breach)}`,
    details.length > 0 && `In more detail, for the data it exposed:\n${bullets(details)}`,
    breach.isMalware && 'HIBP says this data came from malware, so also scan your devices for malware.',
    groups.length > MAX_DETAILS ? 'Ask me about the rest of the exposed data, or how to freeze your credit.' : 'Ask me about any of these, or how to freeze your credit.',
  );
}

function neverUsed(breach: Breach): string {
  const title = titleOf(breach);
  const domain = breach.domain.trim();
  return cited(
    'You can be in a breach without remembering the site. Common reasons:',
    bullets([
      'You made an account long ago and forgot it.',
      'Someone else signed up with your e-mail address, by mistake or to send spam.',
      'Your details were collected and combined from other sources (data aggregation) or traded in spam lists, with no account needed.',
    ]),
    has(breach, ['Email addresses'])
      ? `HIBP's record shows e-mail addresses were in the ${title} data, so your address was in that data whether or not you had an account.`
      : `HIBP's record for the ${title} breach does not list e-mail addresses, so I cannot say how your details were matched to it.`,
    breach.isSpamList && 'HIBP marks this as a spam list, so no account was needed to be in it.',
    `What to do: if a password you use anywhere could have been used there, change it wherever you reused it and turn on two-factor authentication. To check whether an account exists, try a password reset on ${domain || 'the service'}.`,
  );
}

function password(breach: Breach): string {
  const title = titleOf(breach);
  const hints = has(breach, ['Password hints']);
  if (has(breach, ['Passwords'])) {
    return cited(
      `Yes. Passwords are among the data HIBP lists for the ${title} breach (${monthYear(breach.breachDate)}). The record does not say how they were stored, so assume yours is known to attackers.${hints ? ' Password hints were exposed too.' : ''}`,
      guidanceFor('Passwords'),
    );
  }
  if (hints) {
    return cited(`No, passwords themselves are not in HIBP's list for the ${title} breach, but password hints are, and a hint can give a password away.`, guidanceFor('Password hints'));
  }
  const tokens = has(breach, ['Auth tokens']);
  return cited(
    `No. Passwords are not among the data HIBP lists for the ${title} breach; it exposed ${lower(breach.dataClasses) || 'no listed data'}.`,
    tokens
      ? `But auth tokens were exposed, and those can let someone into your account without the password. ${guidanceFor('Auth tokens')}`
      : 'Even so, a unique password for every site and two-factor authentication keep you safe from the next breach.',
  );
}

function dataClass(breach: Breach, topics: readonly ClassTopic[]): string {
  const title = titleOf(breach);
  const lines = topics.map((topic) => {
    const present = breach.dataClasses.filter((c) => topic.classes.includes(c));
    if (present.length === 0) return `No: HIBP's record for the ${title} breach does not list ${topic.label}.`;
    const advice = [...new Set(present.map(guidanceFor))].join(' ');
    return `Yes: HIBP lists ${lower(present)} for the ${title} breach. ${advice}`;
  });
  const anyMissing = topics.some((t) => !has(breach, t.classes));
  return cited(...lines, anyMissing && `It exposed ${lower(breach.dataClasses) || 'no listed data'}.`);
}

const FREEZE_STEPS = paragraphs(
  'A credit freeze stops anyone opening new credit in your name. In the US it is free and does not affect your credit score. To freeze your credit:',
  bullets([
    'Contact each of the three credit bureaus, Equifax, Experian and TransUnion, online or by phone, and ask for a security freeze.',
    'Keep the PIN or login each bureau gives you.',
    'When you apply for credit yourself, lift the freeze temporarily at the bureaus the lender uses; you choose for how long.',
  ]),
);

function freeze(breach: Breach): string {
  const title = titleOf(breach);
  const urgent = breach.dataClasses.filter((c) => FREEZE_URGENT.has(c));
  const useful = breach.dataClasses.filter((c) => FREEZE_USEFUL.has(c));
  const verdict =
    urgent.length > 0
      ? `For the ${title} breach this is urgent: it exposed ${lower(urgent)}, which can be used to open credit in your name.`
      : useful.length > 0
        ? `The ${title} breach exposed ${lower(useful)}, which can help identity thieves, so a freeze is a sensible precaution.`
        : `HIBP's record for the ${title} breach lists no social security numbers, ID numbers or financial details, so this breach alone does not call for a freeze, but it is a free safeguard anyone can use.`;
  return cited(FREEZE_STEPS, verdict);
}

function when(breach: Breach): string {
  return cited(
    `HIBP records the ${titleOf(breach)} breach as happening in ${monthYear(breach.breachDate)}.`,
    'Data from a breach keeps circulating for years, so it still matters today.',
  );
}

function size(breach: Breach): string {
  return cited(
    `HIBP counts ${count(breach.pwnCount)} accounts in the ${titleOf(breach)} breach.`,
    breach.isSpamList && 'As this is a spam list, these are e-mail addresses rather than accounts people created.',
  );
}

function flags(breach: Breach): string {
  const title = titleOf(breach);
  return cited(
    joinSentences([
      breach.isVerified
        ? `HIBP has verified the ${title} breach: it is confident the data is genuine.`
        : `HIBP has not verified the ${title} breach, so the data may not be genuine; act as if it is, to be safe.`,
      breach.isSensitive ? 'It is marked sensitive, so it does not show up in public searches of an address.' : 'It is not marked sensitive.',
      breach.isFabricated ? 'HIBP believes the data is fabricated.' : 'HIBP has not flagged the data as fabricated.',
      ...(breach.isSpamList ? ['It is a spam list: addresses collected to send spam.'] : []),
      ...(breach.isMalware ? ["The data came from malware on people's devices."] : []),
      ...(breach.isRetired ? ['HIBP has retired it from its catalogue.'] : []),
    ]),
  );
}

function aboutKnown(breach: Breach, question: string): string {
  const title = titleOf(breach);
  switch (classifyQuestion(question)) {
    case 'never-used':
      return neverUsed(breach);
    case 'freeze':
      return freeze(breach);
    case 'password':
      return password(breach);
    case 'data-class':
      return dataClass(breach, topicsIn(normalize(question)));
    case 'when':
      return when(breach);
    case 'size':
      return size(breach);
    case 'flags':
      return flags(breach);
    case 'first-steps':
      return firstSteps(breach);
    case 'risk':
      return risk(breach);
    case 'leaked':
      return leaked(breach);
    case 'help':
      return cited(`I answer questions about the ${title} breach, using only Have I Been Pwned's record of it. ${SUGGESTIONS}`);
    case 'thanks':
      return cited(`You're welcome. If anything else about the ${title} breach worries you, just ask.`);
    case 'greeting':
      return cited(`Hello! I can answer questions about the ${title} breach, using Have I Been Pwned's record of it. ${SUGGESTIONS}`);
    case 'other':
      return cited(`I can only help with questions about the ${title} breach, and that is not something I can answer. ${SUGGESTIONS}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Answers when we have no record of the breach: general advice only, no facts.

/** The name as given, trimmed, on one line, at most MAX_QUOTED_NAME characters. */
function quotedName(breachName: string): string {
  const oneLine = breachName.replace(/[\s\p{Cc}\p{Cf}]+/gu, ' ').trim();
  const chars = Array.from(oneLine);
  return chars.length <= MAX_QUOTED_NAME ? oneLine : `${chars.slice(0, MAX_QUOTED_NAME - 1).join('')}…`;
}

const GENERAL_ADVICE = paragraphs(
  'What helps after any breach:',
  bullets([
    'Change the password you used there and everywhere you reused it, and turn on two-factor authentication.',
    'Expect phishing: be wary of e-mails and texts that mention the service.',
    'Check your bank and card statements for anything you did not do.',
  ]),
  'You can look breaches up on Have I Been Pwned (haveibeenpwned.com).',
);

function aboutUnknown(breachName: string, question: string): string {
  const name = quotedName(breachName);
  const noRecord =
    name === ''
      ? 'I do not know which breach you mean, so I cannot tell you what it exposed, when it happened or how many accounts it affected.'
      : `I have no record of a breach named “${name}”, so I cannot tell you what it exposed, when it happened or how many accounts it affected.`;
  switch (classifyQuestion(question)) {
    case 'freeze':
      return paragraphs(noRecord, FREEZE_STEPS, 'A freeze matters most when a breach exposed social security numbers, ID numbers or financial details.');
    case 'password':
      return paragraphs(noRecord, 'So I cannot say whether passwords were part of it.', GENERAL_ADVICE);
    case 'never-used':
      return paragraphs(
        noRecord,
        'In general, you can be in a breach without remembering the site: an old forgotten account, someone signing up with your e-mail address, or data collected and combined from other sources.',
        GENERAL_ADVICE,
      );
    case 'thanks':
      return paragraphs("You're welcome.", noRecord);
    default:
      return paragraphs(noRecord, GENERAL_ADVICE);
  }
}

// ---------------------------------------------------------------------------------------------

/** Plain text (no HTML, no markdown links), deterministic, grounded in the breach record only. */
export function answerQuestion(input: AnswerInput): string {
  return input.breach ? aboutKnown(input.breach, input.question) : aboutUnknown(input.breachName, input.question);
}

/** Sentence ends (with any closing quote or bracket) and the space after them, or line breaks. */
const PART_END = /[.!?…]+["”’')\]]*\s+|\n+/g;

/** Splits an answer into the parts a streaming reply sends (sentence-sized; joined with '' they give back the answer exactly). */
export function streamParts(answer: string): readonly string[] {
  const parts: string[] = [];
  let start = 0;
  for (const match of answer.matchAll(PART_END)) {
    const end = match.index + match[0].length;
    if (end > start) parts.push(answer.slice(start, end));
    start = end;
  }
  if (start < answer.length) parts.push(answer.slice(start));
  return parts;
}
