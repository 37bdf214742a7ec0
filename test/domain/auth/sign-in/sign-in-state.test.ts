import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { AuthFailure } from '../../../../src/domain/auth/failure/auth-failure';
import { SIGN_IN_STATE_TTL_MS, isSignInStateExpired, keepsSignInState, signInStateAt } from '../../../../src/domain/auth/sign-in/sign-in-state';
import { NOW, aSignInState } from '../../../support/auth-builders';

describe('sign-in state lifetime', () => {
  it('lasts 180 seconds', () => {
    expect(SIGN_IN_STATE_TTL_MS).toBe(180_000);
  });

  it.each([
    [0, false],
    [179_999, false],
    [180_000, true],
    [600_000, true],
  ])('after %i ms is expired: %s', (elapsed, expired) => {
    expect(isSignInStateExpired(aSignInState({ savedAt: NOW }), NOW + elapsed)).toBe(expired);
  });

  it('keeps a live state', () => {
    const state = aSignInState();
    expect(signInStateAt(O.some(state), NOW + 1000)).toEqual(E.right(state));
  });

  it('tells an expired state from none at all: the first needs a new code, the second was asked for elsewhere', () => {
    expect(signInStateAt(O.some(aSignInState()), NOW + SIGN_IN_STATE_TTL_MS)).toEqual(E.left({ kind: 'SignInExpired' }));
    expect(signInStateAt(O.none, NOW)).toEqual(E.left({ kind: 'SignInStateMissing' }));
  });

  it.each<[AuthFailure, boolean]>([
    [{ kind: 'Network' }, true],
    [{ kind: 'RateLimited' }, true],
    [{ kind: 'Internal' }, false],
    [{ kind: 'ConfirmationFailed', problem: 'NotAuthorized' }, false],
    [{ kind: 'SignInExpired' }, false],
    [{ kind: 'Service', code: 'InvalidPasswordException', message: 'Password did not conform with policy' }, true],
    [{ kind: 'Service', code: 'InvalidParameterException', message: 'x' }, false],
  ])('after %j the sign-in state is kept: %s', (failure, kept) => {
    expect(keepsSignInState(failure)).toBe(kept);
  });
});
