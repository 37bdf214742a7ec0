import fc from 'fast-check';
import { subscriptionActions, type SubscriptionLinks } from '../../../src/domain/subscription/subscription-actions';
import type { SubscriptionStatus } from '../../../src/domain/subscription/subscription-status';

const LINKS: SubscriptionLinks = {
  manage: 'https://protect.example/account/subscription',
  buyMonthly: 'https://protect.example/buy/monthly',
  buyAnnual: 'https://protect.example/buy/annual',
  serviceHosts: ['billing.protect.example'],
};
const PORTAL = 'https://billing.protect.example/p/session-123';
const status = (value: string, link = ''): SubscriptionStatus => ({ status: value, daysRemaining: 'Unknown', link });

describe('subscriptionActions', () => {
  it.each([
    ['ACTIVE', PORTAL, { kind: 'manage', manage: PORTAL }],
    ['TRIALING', PORTAL, { kind: 'manage', manage: PORTAL }],
    ['past_due', PORTAL, { kind: 'manage', manage: PORTAL }],
    ['ACTIVE', '', { kind: 'manage', manage: LINKS.manage }],
    ['ACTIVE', 'https://evil.example/p', { kind: 'manage', manage: LINKS.manage }],
    ['ACTIVE', 'javascript:alert(1)', { kind: 'manage', manage: LINKS.manage }],
    ['TRIALING', 'http://billing.protect.example/p', { kind: 'manage', manage: LINKS.manage }],
    ['CANCELED', PORTAL, { kind: 'choose', buyMonthly: LINKS.buyMonthly, buyAnnual: LINKS.buyAnnual, manage: PORTAL }],
    ['UNPAID', '', { kind: 'choose', buyMonthly: LINKS.buyMonthly, buyAnnual: LINKS.buyAnnual, manage: LINKS.manage }],
    ['INCOMPLETE_EXPIRED', '', { kind: 'choose', buyMonthly: LINKS.buyMonthly, buyAnnual: LINKS.buyAnnual, manage: LINKS.manage }],
    ['UNKNOWN', '', { kind: 'unchecked', manage: LINKS.manage }],
    ['', '', { kind: 'unchecked', manage: LINKS.manage }],
    ['  ', PORTAL, { kind: 'unchecked', manage: LINKS.manage }],
  ])('%s with link %j → %j', (value, link, expected) => {
    expect(subscriptionActions(status(value, link), LINKS)).toEqual(expected);
  });

  it('never offers a link outside the configured ones and the vetted service link', () => {
    const configured: ReadonlySet<string> = new Set([LINKS.manage, LINKS.buyMonthly, LINKS.buyAnnual]);
    fc.assert(
      fc.property(
        fc.string(),
        fc.oneof(
          fc.string(),
          fc.constantFrom(
            PORTAL,
            'https://evil.example/p',
            'http://billing.protect.example/p',
            'https://billing.protect.example:8443/p',
            'https://me@billing.protect.example/p',
            'https://billing.protect.example.evil.example/p',
          ),
        ),
        (value, link) => {
          const actions = subscriptionActions(status(value, link), LINKS);
          const hrefs = Object.entries(actions)
            .filter(([key]) => key !== 'kind')
            .map(([, href]) => href as string);
          for (const href of hrefs) expect(configured.has(href) || new URL(href).hostname === 'billing.protect.example').toBe(true);
        },
      ),
    );
  });
});
