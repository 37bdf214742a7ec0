import { adviceGroups, DATA_CLASS_TOPICS, freezeNeedOf, riskOf } from '../../../src/domain/breach/data-classes';
import { DATA_CLASS_GUIDANCE, DEFAULT_GROUP } from '../../../src/domain/breach/guidance-table';
import { DEFAULT_WORDS, GUIDANCE_WORDS, guidanceFor, wordsFor } from '../../../src/domain/breach/guidance-words';

/** What the assistant says about a kind of data with no entry of its own. */
const DEFAULT_GUIDANCE = [DEFAULT_WORDS.why, ...DEFAULT_WORDS.todo].join(' ');

describe('guidance per data class', () => {
  /** The classes that must have their own guidance, with what it must say (independent of the wording). */
  const REQUIRED: readonly [string, readonly RegExp[]][] = [
    ['Passwords', [/change/i, /two-factor authentication/i]],
    ['Password hints', [/hint/i, /change/i]],
    ['Email addresses', [/phishing/i]],
    ['Phone numbers', [/PIN/, /carrier/i]],
    ['Credit cards', [/bank|card issuer/i, /statement/i]],
    ['Partial credit card data', [/statement/i]],
    ['Bank account numbers', [/bank/i, /statement/i]],
    ['Social security numbers', [/credit freeze/i]],
    ['Government issued IDs', [/credit freeze/i]],
    ['Passport numbers', [/credit freeze/i, /replace/i]],
    ['Physical addresses', [/identity theft/i]],
    ['Dates of birth', [/credit reports/i]],
    ['Security questions and answers', [/security answers/i]],
    ['IP addresses', [/IP address/i]],
    ['Usernames', [/username/i]],
    ['Names', [/name/i, /phishing/i]],
    ['Geographic locations', [/location/i]],
    ['Auth tokens', [/sign out/i, /password/i]],
  ];

  it.each(REQUIRED)('%s has its own concrete guidance', (dataClass, mustSay) => {
    const advice = guidanceFor(dataClass);
    expect(advice).not.toBe(DEFAULT_GUIDANCE);
    for (const pattern of mustSay) expect(advice).toMatch(pattern);
  });

  it('has one guidance per class: why it matters and one to four steps, each a short digit-free sentence, and a time in whole minutes', () => {
    const classes = DATA_CLASS_GUIDANCE.flatMap((g) => g.classes);
    expect(new Set(classes).size).toBe(classes.length);
    for (const { classes, minutes } of [...DATA_CLASS_GUIDANCE, { ...DEFAULT_GROUP, classes: ['Genders'] }]) {
      const { why, todo } = wordsFor(classes[0] ?? '');
      for (const sentence of [why, ...todo]) {
        expect(sentence).toMatch(/^[A-Z][^\d<]*[.]$/);
        expect(sentence.length).toBeLessThanOrEqual(120);
      }
      expect(todo.length).toBeGreaterThanOrEqual(1);
      expect(todo.length).toBeLessThanOrEqual(4);
      expect(Number.isInteger(minutes) && minutes >= 1 && minutes <= 30).toBe(true);
    }
    expect(new Set(DATA_CLASS_GUIDANCE.map((g) => wordsFor(g.classes[0] ?? '').why)).size).toBe(DATA_CLASS_GUIDANCE.length);
  });

  it.each(DATA_CLASS_GUIDANCE.map((g) => [g.classes[0], g] as const))(
    '%s: shared with another fix, costs no more than alone, and a part of each breach’s own first step says only that step',
    (_, { again = 0, againStep, minutes }) => {
      expect(Number.isInteger(again) && again >= 0 && again <= minutes).toBe(true);
      expect(againStep !== undefined).toBe(again > 0 && again < minutes);
    },
  );

  it('has the words of every group of the table, by its first kind of data, and of no other', () => {
    expect(Object.keys(GUIDANCE_WORDS).sort()).toEqual(DATA_CLASS_GUIDANCE.map((g) => g.classes[0]).sort());
    for (const group of DATA_CLASS_GUIDANCE) for (const dataClass of group.classes) expect(wordsFor(dataClass)).toBe(GUIDANCE_WORDS[group.classes[0] ?? '']);
  });

  it('gives the default guidance for classes it has no entry for', () => {
    expect(guidanceFor('Genders')).toBe(DEFAULT_GUIDANCE);
    expect(guidanceFor('passwords')).toBe(DEFAULT_GUIDANCE);
  });
});

describe('risk and freeze per data class', () => {
  it.each([
    ['Passwords', 'high', 'none'],
    ['Bank account numbers', 'high', 'urgent'],
    ['Social security numbers', 'high', 'urgent'],
    ['Credit card CVV', 'high', 'urgent'],
    ['Partial credit card data', 'moderate', 'none'],
    ['Dates of birth', 'moderate', 'useful'],
    ['Physical addresses', 'moderate', 'useful'],
    ['Income levels', 'moderate', 'none'],
    ['Home ownership statuses', 'lower', 'none'],
    ['Email addresses', 'lower', 'none'],
    ['Genders', 'lower', 'none'],
  ])('%s is %s risk; it makes a credit freeze %s', (dataClass, risk, freeze) => {
    expect([riskOf(dataClass), freezeNeedOf(dataClass)]).toEqual([risk, freeze]);
  });
});

describe('adviceGroups', () => {
  it('groups classes that share advice, most urgent first, unknown classes last, each class once', () => {
    const groups = adviceGroups(['Genders', 'Usernames', 'Credit card CVV', 'Passwords', 'Credit cards', 'Spoken languages', 'Usernames']);
    expect(groups.map(({ classes }) => ({ classes, advice: guidanceFor(classes[0] ?? '') }))).toEqual([
      { classes: ['Passwords'], advice: guidanceFor('Passwords') },
      { classes: ['Credit card CVV', 'Credit cards'], advice: guidanceFor('Credit cards') },
      { classes: ['Usernames'], advice: guidanceFor('Usernames') },
      { classes: ['Genders', 'Spoken languages'], advice: DEFAULT_GUIDANCE },
    ]);
    expect(groups[3]).toMatchObject(DEFAULT_GROUP);
    expect(adviceGroups([])).toEqual([]);
  });
});

describe('topics', () => {
  it('merges the groups that share a topic, in table order', () => {
    const cards = DATA_CLASS_TOPICS.filter((t) => t.label === 'card details');
    expect(cards).toEqual([expect.objectContaining({ classes: ['Credit cards', 'Credit card CVV', 'Partial credit card data'] })]);
    expect(DATA_CLASS_TOPICS.map((t) => t.label).slice(0, 3)).toEqual(['auth tokens', 'security questions and answers', 'social security numbers']);
  });

  it('names each class in at most one topic, and every topic with words', () => {
    const classes = DATA_CLASS_TOPICS.flatMap((t) => t.classes);
    expect(new Set(classes).size).toBe(classes.length);
    for (const topic of DATA_CLASS_TOPICS) expect(topic.words.length).toBeGreaterThan(0);
  });
});
