import * as O from 'fp-ts/Option';
import { SIGN_IN_STATE_TTL_MS, isSignInStateExpired, liveSignInState } from '../../../../src/domain/auth/sign-in/sign-in-state';
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
    expect(liveSignInState(O.some(state), NOW + 1000)).toEqual(O.some(state));
  });

  it('drops an expired state', () => {
    expect(liveSignInState(O.some(aSignInState()), NOW + SIGN_IN_STATE_TTL_MS)).toEqual(O.none);
  });

  it('has nothing when nothing was saved', () => {
    expect(liveSignInState(O.none, NOW)).toEqual(O.none);
  });
});
