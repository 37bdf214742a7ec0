import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { EMPTY_PROFILE, type UserProfile } from '../../../src/domain/profile/user-profile';
import { contractReadFailure } from '../../../src/domain/removal/contract-read';
import {
  REMOVAL_REQUEST_STATES,
  allRemoved,
  brokerRows,
  detailsMissingForRemoval,
  detailsNeededInWords,
  parseDocusealSlug,
  summarizeRemovals,
  type BrokerRemoval,
  type RemovalRequestState,
} from '../../../src/domain/removal/removal';
import type { HttpFailure } from '../../../src/domain/http-failure';

const broker = (brokerName: string, state: RemovalRequestState, brokerId = brokerName): BrokerRemoval => ({
  brokerId,
  brokerName,
  state,
  requestedAt: null,
  removedAt: null,
});

describe('removal summary', () => {
  it('counts brokers per state and how many are removed, and lists them open first', () => {
    const states: RemovalRequestState[] = ['FOUND', 'REMOVED', 'REMOVED', 'IN_PROGRESS', 'REQUESTED', 'REQUESTED', 'NEEDS_ACTION', 'UNKNOWN'];
    const brokers = states.map((state, i) => broker(`Broker ${i}`, state));

    expect(summarizeRemovals({ brokers })).toEqual({
      total: 8,
      removed: 2,
      byState: { NEEDS_ACTION: 1, FOUND: 1, REQUESTED: 2, IN_PROGRESS: 1, UNKNOWN: 1, REMOVED: 2 },
      brokers: brokerRows({ brokers }),
    });
  });

  it('is all zeros with no brokers', () => {
    expect(summarizeRemovals({ brokers: [] })).toEqual({
      total: 0,
      removed: 0,
      byState: { NEEDS_ACTION: 0, FOUND: 0, REQUESTED: 0, IN_PROGRESS: 0, UNKNOWN: 0, REMOVED: 0 },
      brokers: [],
    });
  });

  it('lists what needs the person first, then the states in the order a request moves, one the app does not know before removed', () => {
    expect(REMOVAL_REQUEST_STATES).toEqual(['NEEDS_ACTION', 'FOUND', 'REQUESTED', 'IN_PROGRESS', 'UNKNOWN', 'REMOVED']);
  });
});

describe('brokerRows', () => {
  it('puts what is still open first, in the order a request moves, removed last; by name within a state', () => {
    const rows = brokerRows({
      brokers: [
        broker('Zeta', 'REMOVED'),
        broker('beta', 'IN_PROGRESS'),
        broker('Alpha', 'REMOVED'),
        broker('Gamma', 'FOUND'),
        broker('Alpha', 'REQUESTED'),
        broker('Acme', 'IN_PROGRESS'),
        broker('Omega', 'NEEDS_ACTION'),
        broker('Delta', 'UNKNOWN'),
      ],
    });

    expect(rows.map((r) => `${r.state} ${r.brokerName}`)).toEqual([
      'NEEDS_ACTION Omega',
      'FOUND Gamma',
      'REQUESTED Alpha',
      'IN_PROGRESS Acme',
      'IN_PROGRESS beta',
      'UNKNOWN Delta',
      'REMOVED Alpha',
      'REMOVED Zeta',
    ]);
  });

  it('orders brokers of the same name by id, so the order never depends on the answer', () => {
    const rows = brokerRows({ brokers: [broker('Same', 'FOUND', 'b'), broker('Same', 'FOUND', 'a'), broker('Same', 'FOUND', 'c')] });
    expect(rows.map((r) => r.brokerId)).toEqual(['a', 'b', 'c']);
    expect(brokerRows({ brokers: [broker('acme', 'FOUND'), broker('ACME', 'FOUND'), broker('Acme', 'FOUND')] }).map((r) => r.brokerName)).toEqual([
      'ACME',
      'Acme',
      'acme',
    ]);
  });

  const anyBroker = fc.record({
    brokerId: fc.string({ maxLength: 4 }),
    brokerName: fc.string({ maxLength: 6 }),
    state: fc.constantFrom(...REMOVAL_REQUEST_STATES),
    requestedAt: fc.constant(null),
    removedAt: fc.constant(null),
  });

  it('keeps every broker once, leaves the answer as it was, and never puts a removed one before an open one', () => {
    fc.assert(
      fc.property(fc.array(anyBroker, { maxLength: 20 }), (brokers) => {
        const before = [...brokers];
        const rows = brokerRows({ brokers });
        const rank = (r: BrokerRemoval) => REMOVAL_REQUEST_STATES.indexOf(r.state);

        expect(brokers).toEqual(before);
        expect(rows.map((r) => JSON.stringify(r)).sort()).toEqual(brokers.map((b) => JSON.stringify(b)).sort());
        for (let i = 1; i < rows.length; i += 1) expect(rank(rows[i - 1] as BrokerRemoval)).toBeLessThanOrEqual(rank(rows[i] as BrokerRemoval));
        expect(brokerRows({ brokers: rows })).toEqual(rows);
        expect(brokerRows({ brokers: [...brokers].reverse() })).toEqual(rows);
      }),
    );
  });
});

describe('allRemoved', () => {
  it.each<[RemovalRequestState[], boolean]>([
    [['REMOVED'], true],
    [['REMOVED', 'REMOVED', 'REMOVED'], true],
    [['REMOVED', 'IN_PROGRESS'], false],
    [['FOUND'], false],
    [[], false],
  ])('%j: %s', (states, expected) => {
    expect(allRemoved(summarizeRemovals({ brokers: states.map((state, i) => broker(`B${i}`, state)) }))).toBe(expected);
  });
});

describe('contract read failures', () => {
  it('treats 404 as no contract', () => {
    expect(contractReadFailure({ kind: 'Http', status: 404 })).toEqual(E.right(O.none));
  });

  it.each<HttpFailure>([
    { kind: 'Http', status: 500 },
    { kind: 'Http', status: 403 },
    { kind: 'Timeout' },
    { kind: 'Network' },
    { kind: 'NoToken' },
    { kind: 'Decode', details: ['x'] },
  ])('keeps %j a failure', (failure) => {
    expect(contractReadFailure(failure)).toEqual(E.left(failure));
  });
});

describe('parseDocusealSlug', () => {
  it.each<[string | null | undefined, O.Option<string>]>([
    ['y7dKzG7S2SzWqJ', O.some('y7dKzG7S2SzWqJ')],
    [' abc-123_x ', O.some('abc-123_x')],
    ['', O.none],
    ['   ', O.none],
    [null, O.none],
    [undefined, O.none],
    ['../admin', O.none],
    ['a/b', O.none],
    ['https://evil.example', O.none],
    ['a'.repeat(101), O.none],
  ])('reads %j as %j', (raw, expected) => {
    expect(parseDocusealSlug(raw)).toEqual(expected);
  });
});

describe('detailsMissingForRemoval', () => {
  it.each<[Partial<UserProfile>, string[]]>([
    [{}, ['first name', 'last name', 'city']],
    [{ firstName: 'Ada', lastName: 'Lovelace', city: 'London' }, []],
    [{ firstName: 'Ada', lastName: '  ', city: 'London', zip: 'N1' }, ['last name']],
    [{ firstName: 'Ada', lastName: 'Lovelace', address: '12 St James’s Square', zip: 'SW1Y 4JH' }, ['city']],
  ])('%j needs %j', (profile, missing) => {
    expect(detailsMissingForRemoval({ ...EMPTY_PROFILE, ...profile })).toEqual(missing);
  });

  it.each([
    [['city'], 'Brokers list people by name and city. Add your city, then authorise us to ask each broker to delete your profile.'],
    [
      ['first name', 'last name', 'city'],
      'Brokers list people by name and city. Add your first name, last name, and city, then authorise us to ask each broker to delete your profile.',
    ],
  ])('asks for %j in one sentence', (missing, words) => {
    expect(detailsNeededInWords(missing)).toBe(words);
  });
});
