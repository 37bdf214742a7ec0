import type { AuthFailure } from '../../../../src/domain/auth/failure/auth-failure';
import { clearsTokensAfterRefreshFailure, isSessionExpired } from '../../../../src/domain/auth/session/session-expiry';
import { NOW, aSession } from '../../../support/auth-builders';

describe('isSessionExpired', () => {
  it.each([
    [-1, false],
    [0, true],
    [1, true],
  ])('at expiresAt %+i ms is expired: %s', (offset, expired) => {
    expect(isSessionExpired(aSession({ expiresAt: NOW }), NOW + offset)).toBe(expired);
  });
});

describe('clearsTokensAfterRefreshFailure', () => {
  it('keeps the tokens after a network error', () => {
    expect(clearsTokensAfterRefreshFailure({ kind: 'Network' })).toBe(false);
  });

  it.each<AuthFailure>([{ kind: 'NotAuthorized', message: 'Refresh Token has expired' }, { kind: 'Internal' }, { kind: 'Unexpected', cause: null }])(
    'clears them after %j',
    (failure) => {
      expect(clearsTokensAfterRefreshFailure(failure)).toBe(true);
    },
  );
});
