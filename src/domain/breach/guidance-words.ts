// Why each group of the guidance table matters, then what to do; digit-free (numbers come from the breach record). Keyed
// by the group's first kind of data; apart from the table, so these words load only with the guided fix and the assistant.
import { urgencyOfClass } from './data-classes';
import { DATA_CLASS_GUIDANCE } from './guidance-table';
import { i18n } from '../i18n';

export type GuidanceWords = { readonly why: string; readonly todo: readonly string[] };

export const GUIDANCE_WORDS: Readonly<Record<string, GuidanceWords>> = {
  Passwords: {
    why: /*i18n*/ 'Anyone with this password can try it on your other accounts, and attackers do that automatically.',
    todo: [
      /*i18n*/ 'Change the password for this site.',
      /*i18n*/ 'Change it everywhere else you used the same password.',
      /*i18n*/ 'Give every site its own password: a password manager makes that easy.',
      /*i18n*/ 'Turn on two-factor authentication wherever it is offered.',
    ],
  },
  'Auth tokens': {
    why: /*i18n*/ 'A stolen sign-in token can let someone into your account without your password.',
    todo: [
      /*i18n*/ 'Sign out of all sessions on this service.',
      /*i18n*/ 'Change your password there, so stolen tokens stop working.',
      /*i18n*/ 'Remove connected apps you no longer use.',
    ],
  },
  'Security questions and answers': {
    why: /*i18n*/ 'Security answers can reset your passwords, and unlike passwords they rarely change.',
    todo: [
      /*i18n*/ 'Change your security answers wherever you used the same ones.',
      /*i18n*/ 'Treat them like passwords: pick answers nobody could look up or guess, and keep them in your password manager.',
    ],
  },
  'Password hints': {
    why: /*i18n*/ 'A hint can give a password away.',
    todo: [/*i18n*/ 'Change any password the hint points to.', /*i18n*/ 'Stop using that password, or variations of it, anywhere.'],
  },
  'Social security numbers': {
    why: /*i18n*/ 'With this number someone can open credit or file taxes in your name.',
    todo: [
      /*i18n*/ 'Place a free credit freeze with Equifax, Experian and TransUnion.',
      /*i18n*/ 'Ask the IRS for an Identity Protection PIN, so nobody can file taxes in your name.',
    ],
  },
  'Government issued IDs': {
    why: /*i18n*/ 'An ID number helps someone pass as you, to open accounts or credit.',
    todo: [
      /*i18n*/ 'Tell the office that issued the document and ask whether to replace it.',
      /*i18n*/ 'Place a credit freeze, so the number cannot be used to open credit.',
    ],
  },
  'Credit cards': {
    why: /*i18n*/ 'Card details can be used to buy things in your name straight away.',
    todo: [/*i18n*/ 'Call your bank or card issuer to cancel or replace the card.', /*i18n*/ 'Check every statement for charges you did not make.'],
  },
  'Bank account numbers': {
    why: /*i18n*/ 'An account number can be used for debits you never agreed to, and makes scams sound real.',
    todo: [/*i18n*/ 'Tell your bank, and ask whether to change the account number.', /*i18n*/ 'Check your statements for payments or debits you did not make.'],
  },
  'Partial credit card data': {
    why: /*i18n*/ 'Part of a card number cannot be charged on its own, but scammers quote it to sound like your bank.',
    todo: [/*i18n*/ 'Check your statements.', /*i18n*/ 'Never confirm card details to anyone who contacts you.'],
  },
  'Phone numbers': {
    why: /*i18n*/ 'With your number, someone can try to move it to their own phone and receive your sign-in codes.',
    todo: [
      /*i18n*/ 'Ask your mobile carrier to lock your number with a PIN, so it cannot be moved to another phone.',
      /*i18n*/ 'Ignore texts and calls that mention this service or ask for a verification code.',
    ],
  },
  'Dates of birth': {
    why: /*i18n*/ 'Your date of birth is used to prove who you are.',
    todo: [/*i18n*/ 'Check your credit reports for accounts you did not open.', /*i18n*/ 'Never use your date of birth as a security answer or PIN.'],
  },
  'Physical addresses': {
    why: /*i18n*/ 'Your address helps someone pass as you, and makes letters and calls more convincing.',
    todo: [
      /*i18n*/ 'Watch your mail and credit reports for signs of identity theft, such as bills or cards you never asked for.',
      /*i18n*/ 'Report any you find at identitytheft.gov.',
    ],
  },
  'Credit status information': {
    why: /*i18n*/ 'Financial details make fake offers and calls from your "bank" sound real.',
    todo: [/*i18n*/ 'Never act on an unexpected call or message about money.', /*i18n*/ 'Call your bank on the number you already know.'],
  },
  'Private messages': {
    why: /*i18n*/ 'Assume your private messages could become public.',
    todo: [/*i18n*/ 'Change anything they reveal, such as shared passwords or codes.', /*i18n*/ 'Warn the people you wrote to.'],
  },
  'Email addresses': {
    why: /*i18n*/ 'Scammers send convincing e-mails to leaked addresses: expect phishing.',
    todo: [
      /*i18n*/ 'Do not click links in e-mails about this service or a "security problem".',
      /*i18n*/ 'Go to the site yourself instead.',
      /*i18n*/ 'Watch for more spam, and mark it as spam.',
    ],
  },
  "Family members' names": {
    why: /*i18n*/ 'Family details make "a relative in trouble" scams believable.',
    todo: [/*i18n*/ 'Be wary of calls or messages claiming a relative is in trouble and needs money.', /*i18n*/ 'Check with them directly first.'],
  },
  Employers: {
    why: /*i18n*/ 'Work details make fake invoices and urgent requests from "your boss" believable.',
    todo: [/*i18n*/ 'Expect targeted scams at work.', /*i18n*/ 'Confirm unusual requests another way.'],
  },
  'IP addresses': {
    why: /*i18n*/ 'An IP address shows your rough location and internet provider, but cannot get anyone into your accounts.',
    todo: [/*i18n*/ 'Be wary of messages that quote your IP address to scare you.'],
  },
  'Geographic locations': {
    why: /*i18n*/ 'Your location makes scams look local and believable.',
    todo: [/*i18n*/ 'Be wary of messages that mention where you are.', /*i18n*/ 'Review location sharing in your apps.'],
  },
  Usernames: {
    why: /*i18n*/ 'Attackers try leaked usernames on other sites.',
    todo: [/*i18n*/ 'Wherever you use the same username, make sure the password is unique.', /*i18n*/ 'Turn on two-factor authentication there.'],
  },
  Names: {
    why: /*i18n*/ 'Your name makes phishing look personal.',
    todo: [/*i18n*/ 'Remember that a message greeting you by name is no proof it is genuine.'],
  },
  'Social media profiles': {
    why: /*i18n*/ 'What your profiles show helps strangers win your trust.',
    todo: [
      /*i18n*/ 'Review what your social profiles show publicly.',
      /*i18n*/ 'Tighten the privacy settings.',
      /*i18n*/ 'Be wary of strangers who use your interests to win your trust.',
    ],
  },
};

export const DEFAULT_WORDS: GuidanceWords = {
  why: /*i18n*/ 'On its own this cannot get anyone into your accounts, but it can make scams more convincing.',
  todo: [/*i18n*/ 'Be wary of messages that quote it.'],
};

/** Said once per language, as the same object each time: a screen asks on every render. Where nothing changes (English), the table's own. */
const said = new Map<GuidanceWords, GuidanceWords>();
i18n.on('change', () => said.clear());

function inPageLanguage(words: GuidanceWords): GuidanceWords {
  const known = said.get(words);
  if (known !== undefined) return known;
  const why = i18n._(words.why);
  const todo = words.todo.map((step) => i18n._(step));
  const spoken = why === words.why && todo.every((step, i) => step === words.todo[i]) ? words : { why, todo };
  said.set(words, spoken);
  return spoken;
}

export const wordsFor = (dataClass: string): GuidanceWords =>
  inPageLanguage(GUIDANCE_WORDS[DATA_CLASS_GUIDANCE[urgencyOfClass(dataClass)]?.classes[0] ?? ''] ?? DEFAULT_WORDS);

/** One kind of data's advice as one text: why it matters, then what to do. */
export const guidanceFor = (dataClass: string): string => {
  const { why, todo } = wordsFor(dataClass);
  return [why, ...todo].join(' ');
};
