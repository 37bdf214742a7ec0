import fc from 'fast-check';
import { sinceLastVisit, type News } from '../../src/domain/since-last-visit';
import type { TrackedBreach } from '../../src/domain/breach/breach';
import type { BrokerRemoval } from '../../src/domain/removal/removal';
import { aBreach } from '../support/builders';

const SEEN = '2026-11-20T12:00:00.000Z';
const WEEK_LATER = Date.parse('2026-11-27T12:00:00.000Z');
const tracked = (title: string, addedDate: string, fixedAt: string | null = null): TrackedBreach => ({
  key: `hibp::${title}`,
  breach: aBreach({ name: title, title, addedDate }),
  fixedAt,
});
const broker = (brokerName: string, over: Partial<BrokerRemoval>): BrokerRemoval => ({
  brokerId: brokerName.toLowerCase(),
  brokerName,
  state: 'IN_PROGRESS',
  requestedAt: '2026-11-10T09:00:00.000Z',
  removedAt: null,
  ...over,
});
const words = (news: readonly News[]) => news.map((n) => n.words);

describe('sinceLastVisit', () => {
  it('names what is new since the mark, each with its place: new breaches, removals finished, brokers waiting on the person, a fix still due', () => {
    const news = sinceLastVisit(
      SEEN,
      {
        breaches: [tracked('Adobe', '2013-12-04'), tracked('Canva', '2026-11-25'), tracked('Old', '2020-01-01', '2026-11-01T00:00:00Z')],
        brokers: [
          broker('Acxiom', { state: 'REMOVED', removedAt: '2026-11-22T00:00:00Z' }),
          broker('Spokeo', { state: 'REMOVED', removedAt: '2026-11-26T00:00:00Z' }),
          broker('Radaris', { state: 'REMOVED', removedAt: '2026-11-19T00:00:00Z' }),
          broker('Lusha', { state: 'NEEDS_ACTION', steps: [{ state: 'NEEDS_ACTION', at: '2026-11-24T00:00:00Z' }] }),
        ],
      },
      WEEK_LATER,
    );
    expect(news).toEqual([
      { words: 'A new breach: Canva, added on November 25, 2026.', place: { kind: 'breach', key: 'hibp::Canva' } },
      { words: 'Lusha needs your action.', place: { kind: 'removal' } },
      { words: 'Acxiom and Spokeo removed your profile.', place: { kind: 'removal' } },
      { words: 'Adobe still needs fixing.', place: { kind: 'breach', key: 'hibp::Adobe' } },
    ]);
  });

  it.each<[string, string | null, { breaches: TrackedBreach[] | null; brokers: BrokerRemoval[] }, string[]]>([
    ['a first visit: no mark, nothing is news', null, { breaches: [tracked('Canva', '2026-11-25')], brokers: [] }, []],
    ['a mark it cannot read', 'last week', { breaches: [tracked('Canva', '2026-11-25')], brokers: [] }, []],
    ['breaches not checked', SEEN, { breaches: null, brokers: [] }, []],
    [
      'many new ones are counted, not listed',
      SEEN,
      {
        breaches: ['A', 'B', 'C', 'D'].map((t) => tracked(t, '2026-11-21')),
        brokers: ['E', 'F', 'G', 'H'].map((n) => broker(n, { state: 'REMOVED', removedAt: '2026-11-21' })),
      },
      ['4 new breaches: A, B, C, and 1 more.', '4 brokers removed your profile.'],
    ],
    [
      'a broker waiting on the person since before the mark is not news; one with no date for it is',
      SEEN,
      {
        breaches: [],
        brokers: [broker('Old', { state: 'NEEDS_ACTION', steps: [{ state: 'NEEDS_ACTION', at: '2026-11-12' }] }), broker('Undated', { state: 'NEEDS_ACTION' })],
      },
      ['Undated needs your action.'],
    ],
    [
      'a fixed breach is no fix due; one found since is news, not a fix due',
      SEEN,
      { breaches: [tracked('Fixed', '2013-01-01', '2026-11-02'), tracked('New', '2026-11-21', null)], brokers: [] },
      ['A new breach: New, added on November 21, 2026.'],
    ],
  ])('%s', (_case, seen, data, expected) => {
    expect(words(sinceLastVisit(seen, data, WEEK_LATER))).toEqual(expected);
  });

  it('names a fix still to do only after a week away: on every visit, the headline says it already', () => {
    const data = { breaches: [tracked('Adobe', '2013-12-04')], brokers: [] };
    expect(words(sinceLastVisit(SEEN, data, WEEK_LATER - 1))).toEqual([]);
    expect(words(sinceLastVisit(SEEN, data, WEEK_LATER))).toEqual(['Adobe still needs fixing.']);
  });

  it('for any data, says nothing when the mark is later than everything, and never more than four lines', () => {
    const day = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2030, 0, 1) }).map((at) => new Date(at).toISOString());
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.string(), day, fc.option(day, { nil: null })), { maxLength: 8 }),
        fc.array(fc.tuple(fc.string(), fc.constantFrom('NEEDS_ACTION' as const, 'REMOVED' as const, 'FOUND' as const), day), { maxLength: 8 }),
        (breaches, brokers) => {
          const data = {
            breaches: breaches.map(([title, added, fixed], i) => ({ ...tracked(title, added, fixed), key: `k${i}` })),
            brokers: brokers.map(([name, state, at]) => broker(name, { state, removedAt: state === 'REMOVED' ? at : null, steps: [{ state, at }] })),
          };
          expect(sinceLastVisit('2031-01-01T00:00:00Z', data, Date.UTC(2031, 0, 2))).toEqual([]);
          expect(sinceLastVisit('1999-01-01T00:00:00Z', data, Date.UTC(2031, 0, 2)).length).toBeLessThanOrEqual(4);
        },
      ),
    );
  });
});
