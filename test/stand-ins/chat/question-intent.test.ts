// Classifying a question into the one intent it is answered with.
import { classifyQuestion, topicsAskedAbout, type Intent } from '../../../src/stand-ins/chat/question-intent';

describe('classifyQuestion', () => {
  it.each<[string, Intent]>([
    ['What was leaked?', 'leaked'],
    ['what data was EXPOSED??', 'leaked'],
    ['Tell me about this breach', 'leaked'],
    ['what happened', 'leaked'],
    ['Was I hacked?', 'leaked'],
    ['Am I at risk?', 'risk'],
    ['is it dangerous', 'risk'],
    ['Am I safe?', 'risk'],
    ["I'm worried.", 'risk'],
    ['What should I do first?', 'first-steps'],
    ['what do i do now', 'first-steps'],
    ['What steps should I take?', 'first-steps'],
    ['How do I protect myself', 'first-steps'],
    ['How do I protect my accounts?', 'first-steps'],
    ['I never used this site', 'never-used'],
    ['I never signed up for this!', 'never-used'],
    ["I don't have an account there", 'never-used'],
    ['I dont have an account', 'never-used'],
    ['Why is my email in this breach? I never heard of it', 'never-used'],
    ['Is my password exposed?', 'password'],
    ['were PASSWORDS leaked', 'password'],
    ['should I change my password?', 'password'],
    ['How do I freeze my credit?', 'freeze'],
    ['credit freeze?', 'freeze'],
    ['Should I contact Equifax', 'freeze'],
    ['When did it happen?', 'when'],
    ['what date was the breach', 'when'],
    ['How many accounts were affected?', 'size'],
    ['how big was it', 'size'],
    ['Is it verified?', 'flags'],
    ['is this sensitive', 'flags'],
    ['Is it fake?', 'flags'],
    ['was it fabricated', 'flags'],
    ['Was my phone number leaked?', 'data-class'],
    ['is my credit card exposed', 'data-class'],
    ['what about my e-mail address?', 'data-class'],
    ['My SSN?', 'data-class'],
    ['was my date of birth in it', 'data-class'],
    ['Hi', 'greeting'],
    ['hello!!', 'greeting'],
    ['Good morning', 'greeting'],
    ['Thank you!', 'thanks'],
    ['thanks, bye', 'thanks'],
    ['help', 'help'],
    ['what can you do?', 'help'],
    ["what's the weather", 'other'],
    ['write me a poem', 'other'],
    ['tell me a joke', 'other'],
    ['', 'other'],
    ['   ?!  ', 'other'],
  ])('%j is %s', (question, intent) => expect(classifyQuestion(question)).toBe(intent));

  it('matches whole words, not parts of words', () => {
    expect(classifyQuestion('this is so interesting')).toBe('other');
    expect(classifyQuestion('whenever')).toBe('other');
    expect(classifyQuestion('the weather')).toBe('other');
  });
});

describe('topicsAskedAbout', () => {
  it('tells a home address from an e-mail or IP address', () => {
    expect(topicsAskedAbout('my home address?').map((t) => t.label)).toEqual(['physical addresses']);
    expect(topicsAskedAbout('address').map((t) => t.label)).toEqual(['physical addresses']);
    expect(topicsAskedAbout('my e-mail address').map((t) => t.label)).toEqual(['e-mail addresses']);
    expect(topicsAskedAbout('my IP addresses').map((t) => t.label)).toEqual(['IP addresses']);
  });

  it('asks about card details as one topic, and about at most three topics, most urgent first', () => {
    expect(topicsAskedAbout('my card?')).toEqual([expect.objectContaining({ classes: ['Credit cards', 'Credit card CVV', 'Partial credit card data'] })]);
    expect(topicsAskedAbout('names, phone, ssn, cookies and security questions').map((t) => t.label)).toEqual([
      'auth tokens',
      'security questions and answers',
      'social security numbers',
    ]);
  });
});
