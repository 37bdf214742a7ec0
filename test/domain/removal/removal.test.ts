import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { contractReadFailure } from '../../../src/domain/removal/contract-read';
import {
  REMOVAL_REQUEST_STATES,
  parseDocusealSlug,
  summarizeRemovals,
  type RemovalRequestState,
} from '../../../src/domain/removal/removal';
import type { HttpFailure } from '../../../src/domain/http/http-failure';

describe('removal summary', () => {
  it('counts brokers per state and how many are removed', () => {
    const states: RemovalRequestState[] = ['FOUND', 'REMOVED', 'REMOVED', 'IN_PROGRESS', 'REQUESTED', 'REQUESTED'];
    const brokers = states.map((state, i) => ({ brokerId: `b${i}`, brokerName: `Broker ${i}`, state }));

    expect(summarizeRemovals({ brokers })).toEqual({
      total: 6,
      removed: 2,
      byState: { FOUND: 1, REQUESTED: 2, IN_PROGRESS: 1, REMOVED: 2 },
    });
  });

  it('is all zeros with no brokers', () => {
    expect(summarizeRemovals({ brokers: [] })).toEqual({ total: 0, removed: 0, byState: { FOUND: 0, REQUESTED: 0, IN_PROGRESS: 0, REMOVED: 0 } });
  });

  it('lists the states in the order a request moves through them', () => {
    expect(REMOVAL_REQUEST_STATES).toEqual(['FOUND', 'REQUESTED', 'IN_PROGRESS', 'REMOVED']);
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
