import { DATA_CLASS_TOPICS, type TopicClasses } from '../../domain/breach/data-classes';
import { type DataClassTopic } from '../../domain/breach/guidance-table';
import { GERMAN_KEYWORDS } from './german-keywords';
import { TOPIC_WORDS } from './topic-words';

type KeywordIntent = 'never-used' | 'freeze' | 'password' | 'when' | 'size' | 'flags' | 'first-steps' | 'risk' | 'leaked' | 'help' | 'thanks' | 'greeting';
export type Intent = KeywordIntent | 'data-class' | 'other';

const MAX_READ_CHARS = 2000;

const wordsOf = (lowerCase: string): string =>
  ` ${lowerCase
    .replace(/['’‘`´]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

const UMLAUTS: Readonly<Record<string, string>> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

type Words = { readonly en: string; readonly de: string };

function normalize(question: string): Words {
  const lowerCase = question.slice(0, MAX_READ_CHARS).toLowerCase();
  return { en: wordsOf(lowerCase), de: wordsOf(lowerCase.normalize('NFC').replace(/[äöüß]/g, (c) => UMLAUTS[c] ?? c)) };
}

const anyOf = (words: readonly string[]): string => ` (?:${words.map((w) => w.replace(/\*$/, '[a-z0-9]*')).join('|')}) `;

const keywords = (phrases: string): RegExp => new RegExp(anyOf(phrases.split(',').map((phrase) => phrase.trim())));

type Rule = { readonly intent: KeywordIntent; readonly en: RegExp; readonly de: RegExp | undefined };

const rules = (english: readonly (readonly [KeywordIntent, RegExp])[]): readonly Rule[] =>
  english.map(([intent, en]) => {
    const german = GERMAN_KEYWORDS[intent];
    return { intent, en, de: german === undefined ? undefined : keywords(german) };
  });

const matches = (rule: Pick<Rule, 'en' | 'de'>, words: Words): boolean => rule.en.test(words.en) || rule.de?.test(words.de) === true;

/** Tried before the data-class topics: "why is my email in it" is about never having used the site. */
const BEFORE_TOPICS = rules([
  [
    'never-used',
    keywords(`
      never used, never use, never signed*, never sign*, never registered, never joined, never had, never heard, never made, never created,
      never been on, never been a member, never been a user, never visited, never went, dont have an account, dont have any account,
      didnt have an account, didnt sign up, did not sign up, do not have an account, didnt register, didnt create, dont use this site,
      dont use that site, dont remember signing*, dont remember creating, dont remember having, dont remember using, dont remember this site,
      not a member, no account, not signed up, not my account, why am i in, why is my email, why is my e mail, how did they get my
    `),
  ],
  [
    'freeze',
    keywords(`
      freez*, frozen, unfreez*, credit report*, credit bureau*, bureau*, equifax, experian, transunion, credit lock*, lock my credit, credit file*,
      credit score*, credit monitoring, fraud alert*
    `),
  ],
  ['password', keywords('password*, passcode*, passwd, pwd, pw')],
]);

const AFTER_TOPICS = rules([
  ['when', keywords('when, date, dates, dated, what year, which year, how long ago, how old, how recent*')],
  ['size', keywords('how many, how big, how large, how widespread, size, number of, count, scale, total')],
  [
    'flags',
    keywords(`
      verif*, sensitive, fabricat*, fake, real, legit*, genuine, authentic*, hoax, spam list*, spamlist*, retired, malware, confirmed, true,
      trustworthy
    `),
  ],
  [
    'first-steps',
    keywords(`
      first, step*, protect*, what should i do, should i do, do i do, to do, can i do, do next, do now, what now, now what, next, action*, advice,
      advise, recommend*, fix, secure, precaution*, prevent*, mitigat*, respond, handle, deal with, checklist
    `),
  ],
  [
    'risk',
    keywords(`
      risk*, danger*, safe*, unsafe, worr*, concern*, affect*, impact*, serious*, threat*, scared, scary, harm*, bad, vulnerab*, big deal, panic*,
      should i care, am i ok, am i okay
    `),
  ],
  [
    'leaked',
    keywords(`
      leak*, expos*, stolen, steal*, stole, compromis*, breach*, hack*, data, what information, which information, what info, what kind, what type*,
      what was, what got, what did, what happened, happen*, tell me about, details, summar*, explain*, include*, overview
    `),
  ],
  ['help', keywords('help, what can you do, what can i ask, what do you know, who are you, what are you, options, menu')],
  ['thanks', keywords('thank*, thx, ty, cheers, appreciat*, bye, goodbye, great, ok thanks, got it')],
  ['greeting', keywords('hi, hello, hey, hiya, howdy, yo, greetings, good morning, good afternoon, good evening')],
]);

const topicPattern = ({ words, ambiguous }: Pick<DataClassTopic, 'words' | 'ambiguous'>): RegExp =>
  new RegExp(ambiguous ? `${anyOf(words)}|(?<!${ambiguous.notAfter.join('|')})${anyOf(ambiguous.words)}` : anyOf(words));

const TOPICS = DATA_CLASS_TOPICS.map((topic) => {
  const german = Object.hasOwn(TOPIC_WORDS, topic.label) ? TOPIC_WORDS[topic.label]?.german : undefined;
  return { topic, en: topicPattern(topic), de: german === undefined ? undefined : topicPattern(german) };
});

const MAX_TOPICS = 3;

const topicsIn = (words: Words): readonly TopicClasses[] =>
  TOPICS.filter((pattern) => matches(pattern, words))
    .map(({ topic }) => topic)
    .slice(0, MAX_TOPICS);

export const topicsAskedAbout = (question: string): readonly TopicClasses[] => topicsIn(normalize(question));

export function classifyQuestion(question: string): Intent {
  const words = normalize(question);
  const early = BEFORE_TOPICS.find((rule) => matches(rule, words));
  if (early) return early.intent;
  if (topicsIn(words).length > 0) return 'data-class';
  return AFTER_TOPICS.find((rule) => matches(rule, words))?.intent ?? 'other';
}
