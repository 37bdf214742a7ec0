// The chatbot's answers: grounding in the breach record, guidance per data class, the
// unknown-breach and off-topic replies, determinism and streaming whole answers.
import fc from 'fast-check';
import { answerQuestion, findBreach, MAX_QUOTED_NAME, streamParts } from '../../../src/stand-ins/chat/grounded-replies';
import type { Intent } from '../../../src/stand-ins/chat/question-intent';
import breachSeed from '../../../src/stand-ins/seed-data/hibp-breaches.seed.json';
import type { Breach } from '../../../src/domain/breach/breach';
import { firstStep } from '../../../src/domain/breach/breach-advice';
import { monthYear } from '../../../src/domain/format';
import { dataClassInSentence, dataClassLabel } from '../../../src/domain/breach/breach-guidance';
import { guidanceFor } from '../../../src/domain/breach/guidance-words';
import { DATA_CLASS_GUIDANCE } from '../../../src/domain/breach/guidance-table';
import { aBreach } from '../../support/builders';

const SEED: readonly Breach[] = breachSeed.map((b) => ({ ...b, source: 'hibp', addresses: [] }));

const breachWith = (dataClasses: readonly string[], over: Partial<Breach> = {}): Breach =>
  aBreach({
    name: 'Example',
    title: 'Example',
    domain: 'example.com',
    breachDate: '2020-03-15',
    addedDate: '2020-04-01',
    pwnCount: 1234567,
    dataClasses,
    ...over,
  });

const ask = (breach: Breach, question: string) => answerQuestion({ breachName: breach.name, breach, question });
const askUnknown = (breachName: string, question: string) => answerQuestion({ breachName, breach: undefined, question });
const formatted = (n: number) => n.toLocaleString('en-US');
const digitGroups = (text: string): readonly string[] => text.match(/\d+/g) ?? [];
const bulletCount = (answer: string) => answer.split('\n').filter((l) => l.startsWith('• ')).length;

/** One question per intent, as people ask them. */
const QUESTIONS: Readonly<Record<Intent, string>> = {
  'never-used': 'I never used this site!',
  freeze: 'How do I freeze my credit?',
  password: 'Is my password exposed?',
  'data-class': 'Was my phone number leaked?',
  when: 'When did it happen?',
  size: 'How many accounts were affected?',
  flags: 'Is this breach verified?',
  'first-steps': 'What should I do first?',
  risk: 'Am I at risk?',
  leaked: 'What was leaked?',
  help: 'What can you do?',
  thanks: 'Thanks a lot',
  greeting: 'Hello',
  other: "What's the weather like?",
};

describe('findBreach', () => {
  it('finds every seed record by name, in any case and with spaces around it, marked as from HIBP', () => {
    for (const b of SEED) {
      expect(findBreach(b.name)).toEqual(b);
      expect(findBreach(` ${b.name.toUpperCase()} `)).toEqual(b);
      expect(findBreach(b.name.toLowerCase())?.source).toBe('hibp');
    }
    expect(SEED).toHaveLength(39);
  });

  it.each(['', 'NoSuchBreach', 'Adobe Systems', 'hibp::Adobe'])('has no record named %j', (name) => {
    expect(findBreach(name)).toBeUndefined();
  });
});

describe('guidance per data class', () => {
  const EVERY_CLASS = [...DATA_CLASS_GUIDANCE.flatMap((g) => g.classes), 'Spoken languages'];

  it.each(EVERY_CLASS)('"what should I do" about a breach of only %s gives the first step and that class\'s guidance', (dataClass) => {
    const breach = breachWith([dataClass]);
    const answer = ask(breach, 'What should I do?');
    expect(answer).toContain(guidanceFor(dataClass));
    expect(answer).toContain(`First: ${firstStep(breach)}`);
    expect(answer).toContain(`${dataClassLabel(dataClass)}: `);
    expect(answer).not.toContain('CC BY');
  });

  it('gives the first step, then at most three pieces of guidance, most urgent first, grouping classes that share guidance', () => {
    const breach = breachWith([
      'Usernames',
      'Email addresses',
      'Credit cards',
      'Names',
      'Bank account numbers',
      'Passwords',
      'Phone numbers',
      'Credit card CVV',
    ]);
    const answer = ask(breach, 'what should I do first');
    expect(bulletCount(answer)).toBe(3);
    expect(answer).toContain(`\n\nFirst: ${firstStep(breach)}\n\n`);
    expect(answer).toContain('Ask me about the rest of the exposed data');
    const order = [guidanceFor('Passwords'), guidanceFor('Credit cards'), guidanceFor('Bank account numbers')].map((g) => answer.indexOf(g));
    expect(order.every((i) => i > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(answer).toContain(`Credit cards and card security codes (CVV): ${guidanceFor('Credit cards')}`);
    expect(answer).not.toContain(guidanceFor('Usernames'));
    expect(answer.split(guidanceFor('Credit cards'))).toHaveLength(2);
  });

  it.each([
    [['Email addresses', 'Names'], false],
    [['Passwords', 'Email addresses', 'Usernames', 'Names', 'IP addresses'], false],
    [['Social security numbers', 'Email addresses'], true],
    [['Credit cards', 'Email addresses'], true],
  ])('offers to explain a credit freeze only where one helps (%j)', (dataClasses, offered) => {
    expect(ask(breachWith(dataClasses), 'What should I do first?').includes('freeze your credit')).toBe(offered);
  });

  it('steps for every seed breach start with its first step and stay within four items', () => {
    for (const b of SEED) {
      const answer = ask(b, 'What should I do first?');
      expect(answer).toContain(`First: ${firstStep(b)}`);
      const n = bulletCount(answer);
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(3);
      expect(answer.indexOf('First: ')).toBeLessThan(answer.indexOf('• '));
    }
  });
});

describe('answers grounded in every seed record', () => {
  it.each(SEED.map((b) => [b.name, b] as const))('%s: "what was leaked" gives its data classes, count and date', (_name, b) => {
    const answer = ask(b, 'What was leaked?');
    for (const c of b.dataClasses) expect(answer).toContain(dataClassInSentence(c));
    expect(answer).toContain(formatted(b.pwnCount));
    expect(answer).toContain(monthYear(b.breachDate));
    expect(answer).toContain(b.title.replace(' breach)', ')'));
    expect(answer).not.toContain('CC BY');
  });

  it.each(SEED.map((b) => [b.name, b] as const))('%s: no answer holds a number the record does not give', (_name, b) => {
    const allowed = new Set([formatted(b.pwnCount), monthYear(b.breachDate), b.title, b.domain].flatMap(digitGroups));
    for (const question of Object.values(QUESTIONS)) {
      const answer = ask(b, question);
      expect(answer).not.toContain('CC BY');
      expect(answer).not.toMatch(/breach\) breach/); // 'the Bell (2017) breach', not 'the Bell (2017 breach) breach'
      for (const group of digitGroups(answer)) expect({ question, group, allowed: allowed.has(group) }).toEqual({ question, group, allowed: true });
    }
  });

  it('never echoes the breach name it was asked with, only the record', () => {
    const b = breachWith(['Passwords'], { name: 'Example', title: 'Example Corp' });
    const answer = answerQuestion({ breachName: '<img src=x onerror=alert(1)>', breach: b, question: 'What was leaked?' });
    expect(answer).not.toContain('<');
    expect(answer).not.toContain('onerror');
  });

  it('"when" gives the month and year, "how many" the exact count', () => {
    const adobe = findBreach('Adobe') as Breach;
    expect(ask(adobe, 'When did it happen?')).toContain('October 2013');
    expect(ask(adobe, 'How many accounts were affected?')).toContain('152,445,165 accounts');
    expect(ask(breachWith(['Names'], { pwnCount: 999 }), 'how many people?')).toContain('999 accounts');
  });

  it('reports the verified, sensitive and fabricated flags as the record sets them', () => {
    const plain = ask(breachWith(['Names']), 'Is it verified?');
    expect(plain).toMatch(/has verified/);
    expect(plain).toMatch(/not marked sensitive/);
    expect(plain).toMatch(/not flagged the data as fabricated/);

    const odd = ask(
      breachWith(['Names'], { isVerified: false, isSensitive: true, isFabricated: true, isSpamList: true, isMalware: true, isRetired: true }),
      'is it real?',
    );
    expect(odd).toMatch(/has not verified/);
    expect(odd).toMatch(/is marked sensitive/);
    expect(odd).toMatch(/believes the data is fabricated/);
    expect(odd).toMatch(/spam list/);
    expect(odd).toMatch(/malware/);
    expect(odd).toMatch(/retired/);

    expect(ask(findBreach('Collection1') as Breach, 'What was leaked?')).toMatch(/not verified/);
    expect(ask(findBreach('RiverCityMedia') as Breach, 'What was leaked?')).toMatch(/spam list/);
    expect(ask(findBreach('Adobe') as Breach, 'What was leaked?')).not.toMatch(/verified|spam list|fabricated|sensitive/);
  });
});

describe('is my password exposed', () => {
  it.each(SEED.map((b) => [b.name, b.dataClasses.includes('Passwords'), b] as const))('%s: passwords exposed = %s', (_name, exposed, b) => {
    const answer = ask(b, 'Is my password exposed?');
    if (exposed) {
      expect(answer).toMatch(/^Yes\. Passwords are among the data/);
      expect(answer).toContain(guidanceFor('Passwords'));
    } else {
      expect(answer).toMatch(/^No/);
      expect(answer).not.toMatch(/\byes\b/i);
    }
  });

  it('says no for a breach without passwords, and names what it did expose', () => {
    const answer = ask(breachWith(['Email addresses', 'Names']), 'is my password exposed');
    expect(answer).toMatch(/^No\. Passwords are not among the data/);
    expect(answer).toContain('e-mail addresses and names');
    expect(answer).not.toMatch(/\byes\b/i);
    expect(answer).not.toMatch(/passwords (were|are) (exposed|among)/i);
  });

  it('separates password hints from passwords', () => {
    const hintsOnly = ask(breachWith(['Email addresses', 'Password hints']), 'Were passwords leaked?');
    expect(hintsOnly).toMatch(/^No, passwords themselves are not/);
    expect(hintsOnly).toContain(guidanceFor('Password hints'));
    expect(ask(breachWith(['Passwords', 'Password hints']), 'my password?')).toContain('Password hints were exposed too.');
    expect(ask(breachWith(['Passwords']), 'my password?')).not.toContain('hints');
  });

  it('warns about auth tokens when passwords were not exposed but tokens were', () => {
    const answer = ask(breachWith(['Auth tokens']), 'password?');
    expect(answer).toMatch(/^No/);
    expect(answer).toContain(guidanceFor('Auth tokens'));
  });
});

describe('questions about one data class', () => {
  it.each<[string, string, boolean]>([
    ['Zynga', 'Was my phone number leaked?', true],
    ['Adobe', 'Was my phone number leaked?', false],
    ['Evite', 'is my date of birth exposed', true],
    ['Adobe', 'my email?', true],
    ['Adobe', 'is my credit card exposed', false],
    ['MyFitnessPal', 'what about my IP address', true],
    ['VTech', 'my security questions?', true],
  ])('%s, %j → %s', (name, question, yes) => {
    const answer = ask(findBreach(name) as Breach, question);
    expect(answer).toMatch(yes ? /^Yes: Have I Been Pwned lists/ : /^No: Have I Been Pwned's record/);
  });

  it('answers about several classes at once, telling e-mail and IP addresses from home addresses', () => {
    const chegg = ask(findBreach('Chegg') as Breach, 'was my phone number or address leaked?');
    expect(chegg).toContain('Yes: Have I Been Pwned lists phone numbers');
    expect(chegg).toContain('Yes: Have I Been Pwned lists physical addresses');
    const adobe = ask(findBreach('Adobe') as Breach, 'Is my email address or my IP address exposed?');
    expect(adobe).toContain('Yes: Have I Been Pwned lists e-mail addresses');
    expect(adobe).toContain("No: Have I Been Pwned's record for the Adobe breach does not list IP addresses.");
    expect(adobe).not.toContain('physical addresses');
    expect(adobe).toContain('It exposed e-mail addresses, password hints, passwords, and usernames.');
  });

  it('gives the guidance for the class that was exposed', () => {
    expect(ask(findBreach('Zynga') as Breach, 'what about my phone?')).toContain(guidanceFor('Phone numbers'));
    expect(ask(breachWith(['Credit cards', 'Partial credit card data']), 'my card?')).toContain(guidanceFor('Partial credit card data'));
  });
});

describe('how do I freeze my credit', () => {
  it.each<[string, readonly string[], boolean]>([
    ['social security numbers', ['Social security numbers'], true],
    ['government IDs', ['Government issued IDs'], true],
    ['passport numbers', ['Passport numbers'], true],
    ['credit cards', ['Credit cards'], true],
    ['bank account numbers', ['Bank account numbers'], true],
    ['dates of birth', ['Dates of birth', 'Email addresses'], false],
    ['physical addresses', ['Physical addresses'], false],
    ['passwords only', ['Passwords', 'Email addresses'], false],
  ])('with %s it is urgent: %s', (_label, classes, urgent) => {
    const answer = ask(breachWith(classes), 'How do I freeze my credit?');
    for (const step of ['Equifax', 'Experian', 'TransUnion', 'free', 'temporarily']) expect(answer).toContain(step);
    if (urgent) expect(answer).toMatch(/this is urgent/);
    else expect(answer).not.toMatch(/urgent/i);
  });

  it('is never urgent for the seed breaches, which hold no identity or financial numbers', () => {
    for (const b of SEED) expect(ask(b, 'credit freeze?')).not.toMatch(/urgent/i);
  });
});

describe('I never used this site', () => {
  it('explains how an address gets into a breach and what to check', () => {
    const answer = ask(findBreach('Adobe') as Breach, 'I never used this site');
    expect(answer).toMatch(/forgot/);
    expect(answer).toMatch(/data aggregation/);
    expect(answer).toMatch(/spam/);
    expect(answer).toMatch(/e-mail addresses were in the Adobe data/);
    expect(answer).toMatch(/reused/);
    expect(answer).toContain('password reset on adobe.com');
  });

  it('does not claim the e-mail address was in data that has none, nor name a domain the record lacks', () => {
    const answer = ask(breachWith(['Usernames'], { domain: '' }), "I don't have an account there");
    expect(answer).toMatch(/does not list e-mail addresses/);
    expect(answer).not.toMatch(/e-mail addresses were in/);
    expect(answer).toContain('password reset on the service');
  });
});

describe('risk', () => {
  it.each<[readonly string[], string]>([
    [['Passwords', 'Email addresses'], 'high'],
    [['Bank account numbers'], 'high'],
    [['Phone numbers', 'Names'], 'moderate'],
    [['Names', 'Email addresses'], 'lower'],
  ])('%j is %s risk, with the first step', (classes, level) => {
    const b = breachWith(classes);
    const answer = ask(b, 'Am I at risk?');
    expect(answer).toContain(`is ${level}:`);
    expect(answer).toContain(firstStep(b));
  });
});

describe('honest replies', () => {
  it.each(["What's the weather?", 'write me a poem', 'tell me a joke', 'Who won the game last night', '42'])(
    '%j about a known breach gets the "only this breach" reply, with no facts',
    (question) => {
      const b = findBreach('Adobe') as Breach;
      const answer = ask(b, question);
      expect(answer).toMatch(/^I can only help with questions about the Adobe breach/);
      expect(answer).toContain('You can ask me: what was leaked');
      expect(answer).not.toContain(formatted(b.pwnCount));
      expect(answer).not.toContain('2013');
      expect(answer).not.toContain('password hints');
      expect(answer).not.toContain('42');
    },
  );

  it('greets, thanks and helps', () => {
    const b = findBreach('Canva') as Breach;
    expect(ask(b, 'hi')).toMatch(/^Hello! I can answer questions about the Canva breach/);
    expect(ask(b, 'thank you')).toMatch(/^You're welcome/);
    expect(ask(b, 'help')).toContain('You can ask me');
  });

  const UNKNOWN_QUESTIONS = [...Object.values(QUESTIONS), 'is my SSN exposed', 'write me a poem'];

  it.each(UNKNOWN_QUESTIONS)('an unknown breach, asked %j: no record, general advice, no invented facts', (question) => {
    const answer = askUnknown('  MegaCorp2049  ', question);
    expect(answer).toContain('I have no record of a breach named “MegaCorp2049”');
    expect(digitGroups(answer)).toEqual(digitGroups(answer).map(() => '2049'));
    expect(answer).not.toMatch(/accounts were|exposed, including|Have I Been Pwned lists|is (high|moderate|lower)|^Yes/);
    expect(answer).not.toContain('CC BY');
  });

  it('gives freeze steps for an unknown breach without calling it urgent', () => {
    const answer = askUnknown('Nope', 'how do I freeze my credit');
    expect(answer).toContain('Equifax, Experian and TransUnion');
    expect(answer).not.toMatch(/urgent/i);
  });

  it('quotes at most a hundred characters of the name, on one line, and says so plainly when there is none', () => {
    const long = askUnknown(`  ${'x'.repeat(300)}\n`, 'what was leaked');
    const quoted = /“([^”]*)”/.exec(long)?.[1] ?? '';
    expect(Array.from(quoted).length).toBe(MAX_QUOTED_NAME);
    expect(quoted.endsWith('…')).toBe(true);
    expect(askUnknown('a\nb\tc', 'hi')).toContain('named “a b c”');
    expect(askUnknown('   ', 'what was leaked')).toMatch(/^I do not know which breach you mean/);
  });
});

describe('properties', () => {
  const question = fc.oneof(
    fc.string({ maxLength: 300 }),
    fc.string({ unit: 'grapheme', maxLength: 100 }),
    fc.constantFrom(...Object.values(QUESTIONS)),
    fc.tuple(fc.constantFrom(...Object.values(QUESTIONS)), fc.string({ maxLength: 40 })).map(([q, s]) => `${s} ${q.toUpperCase()} ${s}`),
  );
  const seedBreach = fc.constantFrom(...SEED);

  it('answers any question about any seed breach: non-empty, no "<", cited, deterministic', () => {
    fc.assert(
      fc.property(seedBreach, question, fc.string({ maxLength: 50 }), (breach, q, asked) => {
        const input = { breachName: asked, breach, question: q };
        const answer = answerQuestion(input);
        expect(answer.trim().length).toBeGreaterThan(0);
        expect(answer).not.toContain('<');
        expect(answer).not.toContain('CC BY');
        expect(answerQuestion({ ...input })).toBe(answer);
      }),
      { numRuns: 500 },
    );
  });

  it('answers any question about any unknown name without inventing numbers', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 150 }), question, (name, q) => {
        const answer = askUnknown(name, q);
        expect(answer.trim().length).toBeGreaterThan(0);
        const nameDigits = new Set(digitGroups(name.replace(/\D+/g, ' ')).flatMap((g) => [...g]));
        for (const d of answer.replace(/\D/g, '')) expect(nameDigits.has(d)).toBe(true);
        expect(askUnknown(name, q)).toBe(answer);
      }),
      { numRuns: 300 },
    );
  });

  it('streams every answer in non-empty parts that join back to it exactly', () => {
    fc.assert(
      fc.property(fc.option(seedBreach, { nil: undefined }), question, (breach, q) => {
        const answer = answerQuestion({ breachName: 'Adobe', breach, question: q });
        const parts = streamParts(answer);
        expect(parts.join('')).toBe(answer);
        expect(parts.every((p) => p.length > 0)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
