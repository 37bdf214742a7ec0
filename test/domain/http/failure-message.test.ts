import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { NO_TOKEN, requireToken } from '../../../src/domain/http/bearer-token';
import { describeHttpFailure, isNotFound } from '../../../src/domain/http/failure-message';
import type { HttpFailure } from '../../../src/domain/http/http-failure';

describe('describeHttpFailure (spec §8 "HTTP client errors")', () => {
  it.each<[HttpFailure, string]>([
    [{ kind: 'Http', status: 500 }, 'Request failed with status code 500'],
    [{ kind: 'Http', status: 404 }, 'Request failed with status code 404'],
    [{ kind: 'Timeout' }, 'Request timed out'],
    [{ kind: 'Network' }, 'Network Error'],
    [{ kind: 'NoToken' }, 'No token'],
    [{ kind: 'Decode', details: ['userHash: expected string', 'extra'] }, 'Unexpected response: userHash: expected string; extra'],
  ])('%j reads %j', (failure, text) => {
    expect(describeHttpFailure(failure)).toBe(text);
  });
});

describe('isNotFound', () => {
  it.each<[HttpFailure, boolean]>([
    [{ kind: 'Http', status: 404 }, true],
    [{ kind: 'Http', status: 410 }, false],
    [{ kind: 'Network' }, false],
  ])('%j → %s', (failure, expected) => {
    expect(isNotFound(failure)).toBe(expected);
  });
});

describe('requireToken (spec §8 "No token")', () => {
  it.each<[O.Option<string>, E.Either<HttpFailure, string>]>([
    [O.some('id-token'), E.right('id-token')],
    [O.none, E.left({ kind: 'NoToken' })],
    [O.some(''), E.left({ kind: 'NoToken' })],
    [O.some('  '), E.left({ kind: 'NoToken' })],
  ])('%j → %j', (token, expected) => {
    expect(requireToken(token)).toEqual(expected);
  });

  it('fails with the NoToken failure', () => {
    expect(NO_TOKEN).toEqual({ kind: 'NoToken' });
  });
});
