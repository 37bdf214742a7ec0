import fc from 'fast-check';
import {
  UNKNOWN_SUBSCRIPTION,
  describeSubscription,
  isSubscriptionActive,
  trialEnds,
  type SubscriptionStatus,
} from '../../../src/domain/subscription/subscription-status';

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

  it.each<[string, number | 'Unknown', { plan: string; daysLeft: string | null } | null]>([
    ['TRIALING', 14, { plan: 'Free trial', daysLeft: '14 days left' }],
    ['trialing', 1, { plan: 'Free trial', daysLeft: '1 day left' }],
    ['ACTIVE', 0, { plan: 'Active', daysLeft: '0 days left' }],
    ['ACTIVE', 'Unknown', { plan: 'Active', daysLeft: null }],
    ['PAST_DUE', 3, { plan: 'Payment overdue', daysLeft: '3 days left' }],
    ['CANCELED', 0, { plan: 'Cancelled', daysLeft: '0 days left' }],
    ['CANCELLED', 0, { plan: 'Cancelled', daysLeft: '0 days left' }],
    ['UNPAID', 'Unknown', { plan: 'Unpaid', daysLeft: null }],
    ['INCOMPLETE', 'Unknown', { plan: 'Payment not finished', daysLeft: null }],
    ['INCOMPLETE_EXPIRED', 'Unknown', { plan: 'Payment expired', daysLeft: null }],
    ['PAUSED', 'Unknown', { plan: 'Paused', daysLeft: null }],
    ['SOME_NEW_STATE', 2, { plan: 'Some new state', daysLeft: '2 days left' }],
    ['UNKNOWN', 'Unknown', null],
    ['', 'Unknown', null],
  ])('describes %j with %j days as %j', (status, daysRemaining, words) => {
    expect(describeSubscription({ status, daysRemaining, link: '' })).toEqual(words);
  });

  it('never shows a raw status value: no underscores, never all capitals', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z]{2}[A-Z_]{1,20}$/), (status) => {
        const words = describeSubscription({ status, daysRemaining: 'Unknown', link: '' });
        if (words === null) return;
        expect(words.plan).not.toContain('_');
        expect(words.plan).not.toBe(words.plan.toUpperCase());
      }),
    );
  });
});

describe('trialEnds', () => {
  const now = new Date('2026-11-30T10:00:00.000Z');
  it.each<[string, SubscriptionStatus, string | null]>([
    [
      'a trial with days left',
      { status: 'TRIALING', daysRemaining: 14, link: '' },
      'Your free trial ends on December 14, 2026. Cancel before then and you pay nothing.',
    ],
    ['its last day', { status: 'trialing', daysRemaining: 0, link: '' }, 'Your free trial ends on November 30, 2026. Cancel before then and you pay nothing.'],
    ['a trial of unknown length', { status: 'TRIALING', daysRemaining: 'Unknown', link: '' }, null],
    ['a paid plan', { status: 'ACTIVE', daysRemaining: 20, link: '' }, null],
  ])('%s', (_case, subscription, words) => {
    expect(trialEnds(subscription, now)).toBe(words);
  });
});
