import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import { AUTO_SIGN_IN_TTL_MS, type AutoSignIn, autoSignInAfterConfirmation, isAutoSignInExpired } from '../../../../src/domain/auth/sign-up/auto-sign-in';

const T0 = Date.UTC(2026, 10, 26, 12);
const waiting: AutoSignIn = { username: 'ada@example.com', startedAt: T0 };

describe('autoSignInAfterConfirmation', () => {
  it.each<[string, O.Option<AutoSignIn>, string, number, string]>([
    ['nothing waits', O.none, 'ada@example.com', T0, 'none'],
    ['the confirmed address waits', O.some(waiting), 'ada@example.com', T0 + 1_000, 'sign-in'],
    ['it waits under another spelling', O.some(waiting), ' ADA@Example.com ', T0 + 1_000, 'sign-in'],
    ['another address was confirmed', O.some(waiting), 'bob@example.com', T0 + 1_000, 'none'],
    ['the last moment', O.some(waiting), 'ada@example.com', T0 + AUTO_SIGN_IN_TTL_MS - 1, 'sign-in'],
    ['180 s have passed: reset', O.some(waiting), 'ada@example.com', T0 + AUTO_SIGN_IN_TTL_MS, 'expired'],
  ])('%s → %s', (_name, pending, confirmed, now, expected) => {
    expect(autoSignInAfterConfirmation(pending, confirmed, now)).toBe(expected);
  });

  it('signs in exactly while fewer than 180 s have passed, for the waiting address only', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 * AUTO_SIGN_IN_TTL_MS }), fc.boolean(), (elapsed, same) => {
        const decision = autoSignInAfterConfirmation(O.some(waiting), same ? 'ada@example.com' : 'eve@example.com', T0 + elapsed);
        if (!same) return decision === 'none';
        return decision === (elapsed < AUTO_SIGN_IN_TTL_MS ? 'sign-in' : 'expired');
      }),
    );
  });
});

describe('isAutoSignInExpired', () => {
  it('is reset after 180 s', () => {
    expect(isAutoSignInExpired(waiting, T0 + AUTO_SIGN_IN_TTL_MS - 1)).toBe(false);
    expect(isAutoSignInExpired(waiting, T0 + AUTO_SIGN_IN_TTL_MS)).toBe(true);
  });
});
