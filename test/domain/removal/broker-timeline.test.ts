import { STATE_WORDS, actionGuide, attemptsInWords, brokerTimeline, expectedBy, holdsInWords } from '../../../src/domain/removal/broker-timeline';
import { MATCHED_DETAILS, REMOVAL_REQUEST_STATES, type BrokerRemoval } from '../../../src/domain/removal/removal';

const broker = (over: Partial<BrokerRemoval> = {}): BrokerRemoval => ({
  brokerId: 'b',
  brokerName: 'B',
  state: 'IN_PROGRESS',
  requestedAt: '2026-11-24T09:00:00.000Z',
  removedAt: null,
  ...over,
});

describe('brokerTimeline', () => {
  it.each<[string, Partial<BrokerRemoval>, [string, string][]]>([
    [
      'the service’s steps, oldest first',
      {
        steps: [
          { state: 'IN_PROGRESS', at: '2026-11-25T09:00:00.000Z' },
          { state: 'FOUND', at: '2026-11-20T09:00:00.000Z' },
          { state: 'REQUESTED', at: '2026-11-24T09:00:00.000Z' },
        ],
      },
      [
        ['Found', 'November 20, 2026'],
        ['Removal requested', 'November 24, 2026'],
        ['In progress', 'November 25, 2026'],
      ],
    ],
    [
      'a status that went back: the profile was listed again after its removal',
      {
        state: 'FOUND',
        steps: [
          { state: 'REMOVED', at: '2026-11-28T09:00:00.000Z' },
          { state: 'FOUND', at: '2026-12-20T09:00:00.000Z' },
        ],
      },
      [
        ['Removed', 'November 28, 2026'],
        ['Found', 'December 20, 2026'],
      ],
    ],
    [
      'no steps from the service: what its dates say',
      { state: 'REMOVED', removedAt: '2026-11-28T09:00:00.000Z' },
      [
        ['Removal requested', 'November 24, 2026'],
        ['Removed', 'November 28, 2026'],
      ],
    ],
    ['no steps and no dates', { state: 'FOUND', requestedAt: null }, []],
    ['a step whose date cannot be read is left out', { steps: [{ state: 'REQUESTED', at: '2026-13-45' }] }, []],
  ])('%s', (_case, over, entries) => {
    expect(brokerTimeline(broker(over)).map((e) => [e.words, e.date])).toEqual(entries);
  });
});

describe('holdsInWords', () => {
  it.each<[BrokerRemoval['matched'], string | null]>([
    [undefined, null],
    [[], null],
    [['email'], 'Your e-mail address.'],
    [['name', 'address', 'email'], 'Your name, postal address, and e-mail address.'],
    [['relatives', 'age', 'phone', 'name'], 'Your name, phone number, age, and relatives.'],
  ])('%j', (matched, words) => {
    expect(holdsInWords(matched)).toBe(words);
  });
});

describe('attemptsInWords', () => {
  it.each<[Partial<BrokerRemoval>, string | null]>([
    [{}, null],
    [{ attempts: 0 }, null],
    [{ attempts: 1, lastAttemptAt: '2026-11-24T09:00:00.000Z' }, '1 request sent, on November 24, 2026.'],
    [{ attempts: 3, lastAttemptAt: '2026-12-08T09:00:00.000Z' }, '3 requests sent, the last on December 8, 2026.'],
    [{ attempts: 2, lastAttemptAt: null }, '2 requests sent.'],
  ])('%j', (over, words) => {
    expect(attemptsInWords(broker(over))).toBe(words);
  });
});

describe('expectedBy', () => {
  it.each<[Partial<BrokerRemoval>, string | null]>([
    [{ expectedDays: 14 }, 'This broker usually removes a profile within 14 days: by December 8, 2026.'],
    [{ expectedDays: 1 }, 'This broker usually removes a profile within 1 day: by November 25, 2026.'],
    [{ expectedDays: 14, state: 'REMOVED' }, null],
    [{ expectedDays: 14, requestedAt: null }, null],
    [{}, null],
  ])('%j', (over, words) => {
    expect(expectedBy(broker(over))).toBe(words);
  });
});

describe('the words for every detail and for steps on the same day', () => {
  it('names every detail a service may report', () => {
    expect(holdsInWords(MATCHED_DETAILS)).toBe('Your name, postal address, e-mail address, phone number, age, and relatives.');
  });

  it('keeps the service’s order for steps at the same moment', () => {
    const at = '2026-11-24T09:00:00.000Z';
    const steps = [
      { state: 'REQUESTED' as const, at },
      { state: 'IN_PROGRESS' as const, at },
    ];
    expect(brokerTimeline(broker({ steps })).map((e) => e.words)).toEqual(['Removal requested', 'In progress']);
  });
});

describe('STATE_WORDS', () => {
  it('gives every status its words, in the order a request moves', () => {
    expect(REMOVAL_REQUEST_STATES.map((state) => STATE_WORDS[state])).toEqual([
      'Needs your action',
      'Found',
      'Removal requested',
      'In progress',
      'Status not known yet',
      'Removed',
    ]);
  });
});

describe('actionGuide', () => {
  it.each<[Partial<BrokerRemoval>, string | null, string[]]>([
    [{ state: 'IN_PROGRESS', action: 'CONFIRM_EMAIL' }, null, []],
    [
      { state: 'NEEDS_ACTION', action: 'CONFIRM_EMAIL' },
      'Spokeo asks you to confirm the removal by e-mail.',
      [
        'Look in your inbox, and your spam folder, for an e-mail from Spokeo.',
        'Open the link in it to confirm you asked for the removal. We see it and follow up until the profile is gone.',
        'No e-mail after a day? Ask us with the chat button and we ask Spokeo to send it again.',
      ],
    ],
    [
      { state: 'NEEDS_ACTION', action: 'PROVE_IDENTITY' },
      'Spokeo asks for proof that the profile is yours before it deletes it.',
      [
        'Reply to Spokeo’s e-mail with what it asks for.',
        'Send only that: cover anything it does not need, such as an ID number.',
        'We follow up each week until the profile is gone.',
      ],
    ],
    [
      { state: 'NEEDS_ACTION' },
      'Spokeo needs something from you before it removes your profile.',
      ['Look for an e-mail from Spokeo and do what it asks.', 'If it is not clear what it wants, ask us with the chat button.'],
    ],
  ])('%j', (over, title, steps) => {
    const guide = actionGuide(broker({ brokerName: 'Spokeo', ...over }));
    expect(guide && guide.title).toBe(title);
    expect(guide?.steps ?? []).toEqual(steps);
  });
});

it('ends a sentence once after a name that ends with a full stop', () => {
  expect(actionGuide(broker({ brokerName: 'N.F.O Ltd.', state: 'NEEDS_ACTION', action: 'CONFIRM_EMAIL' }))?.steps[0]).toBe(
    'Look in your inbox, and your spam folder, for an e-mail from N.F.O Ltd.',
  );
});
