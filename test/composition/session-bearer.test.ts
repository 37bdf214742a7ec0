import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { sessionBearer } from '../../src/composition/session-bearer';
import { A_SESSION } from '../support/test-services';

describe('sessionBearer', () => {
  it('reads the session once for calls that start together (the dashboard’s parallel round)', async () => {
    const getValidSession = jest.fn(async () => E.right(O.some(A_SESSION)));
    const bearer = sessionBearer(getValidSession);

    const tokens = await Promise.all(Array.from({ length: 6 }, () => bearer()));

    expect(tokens).toEqual(Array.from({ length: 6 }, () => O.some(A_SESSION.idToken)));
    expect(getValidSession).toHaveBeenCalledTimes(1);
    await bearer();
    expect(getValidSession).toHaveBeenCalledTimes(2);
  });

  it('has no token when nobody is signed in or the session cannot be refreshed', async () => {
    await expect(sessionBearer(async () => E.right(O.none))()).resolves.toEqual(O.none);
    await expect(sessionBearer(async () => E.left({ kind: 'Network' }))()).resolves.toEqual(O.none);
  });
});
