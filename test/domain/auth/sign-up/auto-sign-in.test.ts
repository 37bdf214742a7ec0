import * as O from 'fp-ts/Option';
import {
  AUTO_SIGN_IN_TIMEOUT_MS,
  INACTIVE_AUTO_SIGN_IN,
  confirmAutoSignIn,
  expireAutoSignIn,
  readyAutoSignIn,
  startAutoSignIn,
} from '../../../../src/domain/auth/sign-up/auto-sign-in';
import { NOW } from '../../../support/auth-builders';

const confirmation = { username: 'ada@example.com', session: 'sign-in-session' };

describe('auto sign-in', () => {
  it('times out after 180 seconds (spec §9)', () => {
    expect(AUTO_SIGN_IN_TIMEOUT_MS).toBe(180_000);
  });

  it('waits for the confirmation before it is ready', () => {
    expect(readyAutoSignIn(startAutoSignIn('ada@example.com', NOW), NOW + 1000)).toEqual(O.none);
  });

  it('is ready after the awaited confirmation', () => {
    const state = confirmAutoSignIn(startAutoSignIn('ada@example.com', NOW), confirmation, NOW + 1000);
    expect(readyAutoSignIn(state, NOW + 2000)).toEqual(O.some(confirmation));
  });

  it("ignores another user's confirmation", () => {
    const waiting = startAutoSignIn('ada@example.com', NOW);
    expect(confirmAutoSignIn(waiting, { ...confirmation, username: 'eve@example.com' }, NOW + 1000)).toBe(waiting);
  });

  it('ignores a confirmation when inactive', () => {
    expect(confirmAutoSignIn(INACTIVE_AUTO_SIGN_IN, confirmation, NOW)).toEqual(INACTIVE_AUTO_SIGN_IN);
  });

  it('resets when the confirmation comes after 180 s', () => {
    const state = confirmAutoSignIn(startAutoSignIn('ada@example.com', NOW), confirmation, NOW + AUTO_SIGN_IN_TIMEOUT_MS);
    expect(state).toEqual(INACTIVE_AUTO_SIGN_IN);
  });

  it('is no longer ready 180 s after it started', () => {
    const state = confirmAutoSignIn(startAutoSignIn('ada@example.com', NOW), confirmation, NOW + 1000);
    expect(readyAutoSignIn(state, NOW + AUTO_SIGN_IN_TIMEOUT_MS)).toEqual(O.none);
  });

  it.each([
    [AUTO_SIGN_IN_TIMEOUT_MS - 1, true],
    [AUTO_SIGN_IN_TIMEOUT_MS, false],
  ])('after %i ms is still active: %s', (elapsed, active) => {
    expect(expireAutoSignIn(startAutoSignIn('ada@example.com', NOW), NOW + elapsed).active).toBe(active);
  });

  it('keeps an inactive state inactive', () => {
    expect(expireAutoSignIn(INACTIVE_AUTO_SIGN_IN, NOW)).toBe(INACTIVE_AUTO_SIGN_IN);
  });
});
