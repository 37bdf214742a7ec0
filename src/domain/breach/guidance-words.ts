// Why each group of the guidance table matters, then what to do; digit-free (numbers come from the breach record). Keyed
// by the group's first kind of data; apart from the table, so these words load only with the guided fix and the assistant.
import { urgencyOfClass } from './data-classes';
import { DATA_CLASS_GUIDANCE } from './guidance-table';

export type GuidanceWords = { readonly why: string; readonly todo: readonly string[] };

export const GUIDANCE_WORDS: Readonly<Record<string, GuidanceWords>> = {
  Passwords: {
    why: 'Anyone with this password can try it on your other accounts, and attackers do that automatically.',
    todo: [
      'Change the password for this site.',
      'Change it everywhere else you used the same password.',
      'Give every site its own password: a password manager makes that easy.',
      'Turn on two-factor authentication wherever it is offered.',
    ],
  },
  'Auth tokens': {
    why: 'A stolen sign-in token can let someone into your account without your password.',
    todo: [
      'Sign out of all sessions on this service.',
      'Change your password there, so stolen tokens stop working.',
      'Remove connected apps you no longer use.',
    ],
  },
  'Security questions and answers': {
    why: 'Security answers can reset your passwords, and unlike passwords they rarely change.',
    todo: [
      'Change your security answers wherever you used the same ones.',
      'Treat them like passwords: pick answers nobody could look up or guess, and keep them in your password manager.',
    ],
  },
  'Password hints': {
    why: 'A hint can give a password away.',
    todo: ['Change any password the hint points to.', 'Stop using that password, or variations of it, anywhere.'],
  },
  'Social security numbers': {
    why: 'With this number someone can open credit or file taxes in your name.',
    todo: [
      'Place a free credit freeze with Equifax, Experian and TransUnion.',
      'Ask the IRS for an Identity Protection PIN, so nobody can file taxes in your name.',
    ],
  },
  'Government issued IDs': {
    why: 'An ID number helps someone pass as you, to open accounts or credit.',
    todo: ['Tell the office that issued the document and ask whether to replace it.', 'Place a credit freeze, so the number cannot be used to open credit.'],
  },
  'Credit cards': {
    why: 'Card details can be used to buy things in your name straight away.',
    todo: ['Call your bank or card issuer to cancel or replace the card.', 'Check every statement for charges you did not make.'],
  },
  'Bank account numbers': {
    why: 'An account number can be used for debits you never agreed to, and makes scams sound real.',
    todo: ['Tell your bank, and ask whether to change the account number.', 'Check your statements for payments or debits you did not make.'],
  },
  'Partial credit card data': {
    why: 'Part of a card number cannot be charged on its own, but scammers quote it to sound like your bank.',
    todo: ['Check your statements.', 'Never confirm card details to anyone who contacts you.'],
  },
  'Phone numbers': {
    why: 'With your number, someone can try to move it to their own phone and receive your sign-in codes.',
    todo: [
      'Ask your mobile carrier to lock your number with a PIN, so it cannot be moved to another phone.',
      'Ignore texts and calls that mention this service or ask for a verification code.',
    ],
  },
  'Dates of birth': {
    why: 'Your date of birth is used to prove who you are.',
    todo: ['Check your credit reports for accounts you did not open.', 'Never use your date of birth as a security answer or PIN.'],
  },
  'Physical addresses': {
    why: 'Your address helps someone pass as you, and makes letters and calls more convincing.',
    todo: [
      'Watch your mail and credit reports for signs of identity theft, such as bills or cards you never asked for.',
      'Report any you find at identitytheft.gov.',
    ],
  },
  'Credit status information': {
    why: 'Financial details make fake offers and calls from your "bank" sound real.',
    todo: ['Never act on an unexpected call or message about money.', 'Call your bank on the number you already know.'],
  },
  'Private messages': {
    why: 'Assume your private messages could become public.',
    todo: ['Change anything they reveal, such as shared passwords or codes.', 'Warn the people you wrote to.'],
  },
  'Email addresses': {
    why: 'Scammers send convincing e-mails to leaked addresses: expect phishing.',
    todo: [
      'Do not click links in e-mails about this service or a "security problem".',
      'Go to the site yourself instead.',
      'Watch for more spam, and mark it as spam.',
    ],
  },
  "Family members' names": {
    why: 'Family details make "a relative in trouble" scams believable.',
    todo: ['Be wary of calls or messages claiming a relative is in trouble and needs money.', 'Check with them directly first.'],
  },
  Employers: {
    why: 'Work details make fake invoices and urgent requests from "your boss" believable.',
    todo: ['Expect targeted scams at work.', 'Confirm unusual requests another way.'],
  },
  'IP addresses': {
    why: 'An IP address shows your rough location and internet provider, but cannot get anyone into your accounts.',
    todo: ['Be wary of messages that quote your IP address to scare you.'],
  },
  'Geographic locations': {
    why: 'Your location makes scams look local and believable.',
    todo: ['Be wary of messages that mention where you are.', 'Review location sharing in your apps.'],
  },
  Usernames: {
    why: 'Attackers try leaked usernames on other sites.',
    todo: ['Wherever you use the same username, make sure the password is unique.', 'Turn on two-factor authentication there.'],
  },
  Names: { why: 'Your name makes phishing look personal.', todo: ['Remember that a message greeting you by name is no proof it is genuine.'] },
  'Social media profiles': {
    why: 'What your profiles show helps strangers win your trust.',
    todo: [
      'Review what your social profiles show publicly.',
      'Tighten the privacy settings.',
      'Be wary of strangers who use your interests to win your trust.',
    ],
  },
};

export const DEFAULT_WORDS: GuidanceWords = {
  why: 'On its own this cannot get anyone into your accounts, but it can make scams more convincing.',
  todo: ['Be wary of messages that quote it.'],
};

/** The words of the group a kind of data is in; the default group's for a kind the table does not list. */
export const wordsFor = (dataClass: string): GuidanceWords => GUIDANCE_WORDS[DATA_CLASS_GUIDANCE[urgencyOfClass(dataClass)]?.classes[0] ?? ''] ?? DEFAULT_WORDS;

/** One kind of data's advice as one text: why it matters, then what to do. */
export const guidanceFor = (dataClass: string): string => {
  const { why, todo } = wordsFor(dataClass);
  return [why, ...todo].join(' ');
};
