import { UNKNOWN_SUBSCRIPTION, isSubscriptionActive } from '../../../src/domain/subscription/subscription-status';

describe('subscription status', () => {
  it('falls back to UNKNOWN, Unknown days and no link', () => {
    expect(UNKNOWN_SUBSCRIPTION).toEqual({ status: 'UNKNOWN', daysRemaining: 'Unknown', link: '' });
  });

  it.each([
    ['ACTIVE', true],
    ['active', true],
    ['TRIALING', true],
    ['PAST_DUE', true],
    ['CANCELED', false],
    ['UNKNOWN', false],
    ['', false],
  ])('%j is active: %s', (status, active) => {
    expect(isSubscriptionActive({ status, daysRemaining: 3, link: '' })).toBe(active);
  });
});
