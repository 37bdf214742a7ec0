import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { requireToken } from '../../../src/adapters/http/bearer-token';

describe('requireToken', () => {
  it.each([
    [O.none, E.left({ kind: 'NoToken' })],
    [O.some(''), E.left({ kind: 'NoToken' })],
    [O.some('   '), E.left({ kind: 'NoToken' })],
    [O.some('eyJ.a.b'), E.right('eyJ.a.b')],
  ])('%j gives %j: no request goes out without a token', (token, expected) => {
    expect(requireToken(token)).toEqual(expected);
  });
});
