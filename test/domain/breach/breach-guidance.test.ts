import fc from 'fast-check';
import {
  breachRisk,
  byRisk,
  dataClassInSentence,
  dataClassLabel,
  exposureByDataClass,
  fixMinutes,
  fixSteps,
  planFixes,
  plainNames,
  plainNamesInWords,
} from '../../../src/domain/breach/breach-guidance';
import { listInWords } from '../../../src/domain/format';
import { DATA_CLASS_GUIDANCE } from '../../../src/domain/breach/guidance-table';
import { urgencyOfClass } from '../../../src/domain/breach/data-classes';
import { DEFAULT_WORDS, guidanceFor, wordsFor } from '../../../src/domain/breach/guidance-words';
import { aBreach } from '../../support/builders';

/** What the assistant says about a kind of data with no entry of its own. */
const DEFAULT_GUIDANCE = [DEFAULT_WORDS.why, ...DEFAULT_WORDS.todo].join(' ');

const KNOWN_CLASSES = DATA_CLASS_GUIDANCE.flatMap((g) => g.classes);
const dataClasses = fc.uniqueArray(fc.oneof(fc.constantFrom(...KNOWN_CLASSES), fc.constantFrom('Genders', 'Spoken languages', 'Website activity')), {
  maxLength: 8,
});

describe('data classes as copy', () => {
  it.each([
    ['Email addresses', 'E-mail addresses', 'e-mail addresses'],
    ['IP addresses', 'IP addresses', 'IP addresses'],
    ['PINs', 'PINs', 'PINs'],
    ["Family members' names", 'Family members’ names', 'family members’ names'],
    ['Passwords', 'Passwords', 'passwords'],
    ['Credit card CVV', 'Card security codes (CVV)', 'card security codes (CVV)'],
    ['Auth tokens', 'Sign-in tokens', 'sign-in tokens'],
    ['Net worths', 'Net worth', 'net worth'],
    ['Bios', 'Profile bios', 'profile bios'],
    ['User website URLs', 'Personal websites', 'personal websites'],
    ['Recovery email addresses', 'Recovery e-mail addresses', 'recovery e-mail addresses'],
  ])('%s reads %s as a label and %s mid-sentence', (raw, label, inSentence) => {
    expect(dataClassLabel(raw)).toBe(label);
    expect(dataClassInSentence(raw)).toBe(inSentence);
  });

  it('names each kind once, most urgent first', () => {
    expect(plainNames(['Avatars', 'Names', 'Profile photos', 'Passwords', 'Auth tokens'])).toEqual([
      'Passwords',
      'Sign-in tokens',
      'Names',
      'Profile pictures',
    ]);
  });

  it.each([
    [[], ''],
    [['a'], 'a'],
    [['a', 'b'], 'a and b'],
    [['a', 'b', 'c'], 'a, b, and c'],
  ])('lists %j as %j', (items, words) => {
    expect(listInWords(items)).toBe(words);
  });
});

describe('breachRisk and byRisk', () => {
  it.each([
    [['Passwords', 'Email addresses'], 'high'],
    [['Phone numbers', 'Names'], 'moderate'],
    [['Home ownership statuses'], 'lower'],
    [['Names', 'Genders'], 'lower'],
    [[], 'lower'],
  ])('%j is %s risk', (classes, risk) => {
    expect(breachRisk({ dataClasses: classes })).toBe(risk);
  });

  it('puts passwords, then government IDs, then financial data first; then newest; then by name', () => {
    const sorted = byRisk([
      aBreach({ name: 'Names', dataClasses: ['Names'], breachDate: '2024-01-01' }),
      aBreach({ name: 'Card', dataClasses: ['Credit cards'], breachDate: '2024-01-01' }),
      aBreach({ name: 'Passport', dataClasses: ['Passport numbers'], breachDate: '2010-01-01' }),
      aBreach({ name: 'OldPw', dataClasses: ['Passwords'], breachDate: '2010-01-01' }),
      aBreach({ name: 'NewPw', dataClasses: ['Passwords', 'Names'], breachDate: '2020-01-01' }),
      aBreach({ name: 'Phone', dataClasses: ['Phone numbers'], breachDate: '2024-01-01' }),
      aBreach({ name: 'B', dataClasses: ['Names'], breachDate: '2024-01-01' }),
    ]);
    expect(sorted.map((b) => b.name)).toEqual(['NewPw', 'OldPw', 'Passport', 'Card', 'Phone', 'B', 'Names']);
  });

  it('puts an unverified breach after every verified one, however risky its data', () => {
    const sorted = byRisk([
      aBreach({ name: 'Collection', dataClasses: ['Passwords'], isVerified: false }),
      aBreach({ name: 'Names', dataClasses: ['Names'] }),
      aBreach({ name: 'Pw', dataClasses: ['Passwords'] }),
    ]);
    expect(sorted.map((b) => b.name)).toEqual(['Pw', 'Names', 'Collection']);
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: fc.string({ maxLength: 3 }), breachDate: fc.constant('2020-01-01'), dataClasses, isVerified: fc.boolean() })),
        (list) => {
          const verified = byRisk(list).map((b) => b.isVerified);
          expect(verified).toEqual([...verified].sort((a, b) => Number(b) - Number(a)));
        },
      ),
    );
  });

  it('keeps every breach, and never puts a lower-risk one before a riskier one', () => {
    const breaches = fc.array(
      fc.record({ name: fc.string({ minLength: 1, maxLength: 8 }), breachDate: fc.constantFrom('2012-01-01', '2020-06-01'), dataClasses }),
      { maxLength: 12 },
    );
    const rank = { high: 0, moderate: 1, lower: 2 } as const;
    fc.assert(
      fc.property(breaches, (list) => {
        const sorted = byRisk(list);
        expect(sorted.map((b) => JSON.stringify(b)).sort()).toEqual(list.map((b) => JSON.stringify(b)).sort());
        for (let i = 1; i < sorted.length; i += 1)
          expect(rank[breachRisk(sorted[i - 1] as (typeof list)[number])]).toBeLessThanOrEqual(rank[breachRisk(sorted[i] as (typeof list)[number])]);
      }),
    );
  });
});

describe('fixSteps', () => {
  it('gives one step per group of guidance, most urgent first, with the guidance the assistant gives', () => {
    const steps = fixSteps({ dataClasses: ['Usernames', 'Email addresses', 'Passwords', 'Credit cards', 'Credit card CVV', 'Genders'] });
    expect(steps.map((s) => s.title)).toEqual(['Passwords', 'Credit cards and card security codes (CVV)', 'E-mail addresses', 'Usernames', 'Gender']);
    expect(steps.map((s) => s.risk)).toEqual(['high', 'high', 'lower', 'lower', 'lower']);
    for (const [step, dataClass] of [
      [steps[0], 'Passwords'],
      [steps[4], 'Genders'],
    ] as const)
      expect(guidanceFor(step?.classes[0] ?? '')).toBe(guidanceFor(dataClass));
    expect(wordsFor(steps[1]?.classes[0] ?? '')).toBe(wordsFor('Credit cards'));
    expect(guidanceFor('Genders')).toBe(DEFAULT_GUIDANCE);
    expect(fixMinutes(steps)).toBe(steps.reduce((sum, s) => sum + s.minutes, 0));
    expect(fixMinutes(fixSteps({ dataClasses: ['Passwords', 'Names'] }))).toBe(11);
  });

  it.each([
    [['Passwords', 'Email addresses', 'Usernames', 'Names', 'IP addresses'], 20],
    [['Email addresses', 'Names', 'Geographic locations', 'Job titles'], 10],
    [['Passwords', 'Phone numbers', 'Dates of birth', 'Physical addresses', 'Email addresses', 'Names'], 30],
  ])('a common breach (%j) is dealt with in at most %i minutes: an estimate that does not put a person off', (dataClasses, most) => {
    expect(fixMinutes(fixSteps({ dataClasses }))).toBeLessThanOrEqual(most);
  });

  it('covers every exposed class exactly once', () => {
    fc.assert(
      fc.property(dataClasses, (classes) => {
        const covered = fixSteps({ dataClasses: classes }).flatMap((s) => s.classes);
        expect([...covered].sort()).toEqual([...classes].sort());
      }),
    );
  });
});

describe('plainNamesInWords', () => {
  it.each([
    [['Passwords'], 'Passwords'],
    [['Email addresses', 'Passwords'], 'Passwords and e-mail addresses'],
    [['IP addresses', 'Passwords', 'Email addresses', 'Avatars', 'Profile photos'], 'Passwords, e-mail addresses, IP addresses, and profile pictures'],
  ])('%j reads as %j in a cell or a sentence of its own', (dataClasses, words) => {
    expect(plainNamesInWords(dataClasses)).toBe(words);
  });
});

describe('planFixes', () => {
  const tracked = (title: string, dataClasses: readonly string[]) => ({ key: title, breach: { title, dataClasses } });

  it('counts a part a person does once for all their breaches once: in the first fix to hold it, or in a fix already done', () => {
    const plan = planFixes(
      [tracked('Apollo', ['Phone numbers', 'Email addresses']), tracked('Ticketfly', ['Phone numbers', 'Physical addresses', 'Passwords'])],
      [tracked('Zynga', ['Passwords', 'Email addresses'])],
    );
    const [apolloPhone, apolloMail] = plan.steps(tracked('Apollo', ['Phone numbers', 'Email addresses']));
    expect(apolloPhone).toMatchObject({ title: 'Phone numbers', minutes: 5, shared: null });
    expect(apolloMail).toMatchObject({ title: 'E-mail addresses', minutes: 0, shared: { title: 'Zynga', done: true } });
    const ticketfly = plan.steps(tracked('Ticketfly', ['Phone numbers', 'Physical addresses', 'Passwords']));
    expect(ticketfly.map((s) => [s.title, s.minutes, s.shared])).toEqual([
      // This site's password is its own; changing it elsewhere and two-factor authentication were done with Zynga.
      ['Passwords', 3, { title: 'Zynga', done: true }],
      ['Phone numbers', 0, { title: 'Apollo', done: false }],
      ['Physical addresses', 2, null],
    ]);
    expect(plan.minutes).toBe(5 + 3 + 2);
  });

  it('never counts more than each fix on its own, and exactly that when no two breaches share a part', () => {
    const breaches = fc.array(dataClasses, { maxLength: 6 });
    fc.assert(
      fc.property(breaches, breaches, (open, done) => {
        const needAction = open.map((classes, i) => tracked(`open ${i}`, classes));
        const plan = planFixes(
          needAction,
          done.map((classes, i) => tracked(`done ${i}`, classes)),
        );
        const alone = needAction.reduce((sum, { breach }) => sum + fixMinutes(fixSteps(breach)), 0);
        expect(plan.minutes).toBeLessThanOrEqual(alone);
        expect(plan.minutes).toBe(needAction.reduce((sum, one) => sum + fixMinutes(plan.steps(one)), 0));
        for (const one of needAction) expect(plan.steps(one).map((s) => s.title)).toEqual(fixSteps(one.breach).map((s) => s.title));
        const groups = needAction.flatMap(({ breach }) => fixSteps(breach).map((s) => urgencyOfClass(s.classes[0] ?? '')));
        if (done.length === 0 && new Set(groups).size === groups.length) expect(plan.minutes).toBe(alone);
      }),
    );
  });

  it('with no other fix, plans a breach as it is on its own', () => {
    const breach = { title: 'Elsewhere', dataClasses: ['Passwords', 'Names'] };
    expect(planFixes([], []).steps({ key: 'Elsewhere', breach })).toEqual(fixSteps(breach));
  });
});

describe('exposureByDataClass', () => {
  it('counts the breaches per kind of data and the fixed ones, riskiest and most exposed first', () => {
    const breaches = [
      { dataClasses: ['Email addresses', 'Passwords'], fixed: true },
      { dataClasses: ['Email addresses', 'Names'], fixed: false },
      { dataClasses: ['Email addresses', 'Passwords', 'Passwords'], fixed: false },
    ];
    expect(exposureByDataClass(breaches, (b) => b.fixed)).toEqual([
      { dataClass: 'Passwords', label: 'Passwords', risk: 'high', breaches: 2, fixed: 1 },
      { dataClass: 'Email addresses', label: 'E-mail addresses', risk: 'lower', breaches: 3, fixed: 1 },
      { dataClass: 'Names', label: 'Names', risk: 'lower', breaches: 1, fixed: 0 },
    ]);
  });

  it("breaks a tie by the kind's name, without the locale's collation (its data costs more to load than the first paint)", () => {
    const collated = jest.spyOn(String.prototype, 'localeCompare');
    const breaches = [{ dataClasses: ['Usernames', 'Names', 'Genders'], fixed: false }];

    expect(exposureByDataClass(breaches, (b) => b.fixed).map((e) => e.label)).toEqual(['Gender', 'Names', 'Usernames']);
    expect(collated).not.toHaveBeenCalled();
    collated.mockRestore();
  });

  it('never counts more fixed than exposed, nor more exposed than breaches', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ dataClasses, fixed: fc.boolean() }), { maxLength: 10 }), (breaches) => {
        for (const e of exposureByDataClass(breaches, (b) => b.fixed)) {
          expect(e.fixed).toBeLessThanOrEqual(e.breaches);
          expect(e.breaches).toBeLessThanOrEqual(breaches.length);
          expect(e.breaches).toBe(breaches.filter((b) => b.dataClasses.includes(e.dataClass)).length);
        }
      }),
    );
  });
});

describe('a data class named like a property of every object (from the wire, so anyone may send it)', () => {
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'])('%s is only a name', (dataClass) => {
    expect(dataClassLabel(dataClass)).toBe(dataClass);
    expect(plainNames([dataClass, 'Passwords'])).toEqual(['Passwords', dataClass]);
    expect(fixSteps({ dataClasses: [dataClass] }).map((s) => s.title)).toEqual([dataClass]);
  });
});
