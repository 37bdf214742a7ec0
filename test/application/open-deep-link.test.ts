import * as O from 'fp-ts/Option';
import { makeOpenDeepLink } from '../../src/application/open-deep-link';
import type { AnalyticsEvent } from '../../src/domain/analytics-event';
import type { DeepLinkData } from '../../src/domain/deep-link';

const setup = (data: O.Option<DeepLinkData>) => {
  const replaced: string[] = [];
  const tracked: AnalyticsEvent[] = [];
  const openLink = makeOpenDeepLink({ deepLinks: { read: async () => data }, analytics: { track: async (e) => void tracked.push(e) } });
  return { openDeepLink: () => openLink((path) => void replaced.push(path)), replaced, tracked };
};

describe('makeOpenDeepLink', () => {
  it('replaces the history entry with the rebuilt route, passing only campaign parameters, and emits the event', async () => {
    const { openDeepLink, replaced, tracked } = setup(
      O.some({ '+clicked_branch_link': true, $deeplink_path: '/dashboard', subscribed: 'true', editProfile: 'true', utm_campaign: 'spring', token: 'secret' }),
    );

    await expect(openDeepLink()).resolves.toEqual(O.some('/dashboard?utm_campaign=spring'));
    expect(replaced).toEqual(['/dashboard?utm_campaign=spring']);
    expect(tracked).toEqual([
      {
        type: 'deep link open',
        payload: {
          branchEvent: {
            '+clicked_branch_link': true,
            $deeplink_path: '/dashboard',
            subscribed: 'true',
            editProfile: 'true',
            utm_campaign: 'spring',
            token: '[redacted]',
          },
          branchLinkQueryParams: '/dashboard',
          linkAddedQueryParams: { utm_campaign: 'spring' },
          finalDeepLink: '/dashboard?utm_campaign=spring',
        },
      },
    ]);
  });

  it.each<[string, O.Option<DeepLinkData>]>([
    ['no link data', O.none],
    ['a link that was not clicked', O.some({ $deeplink_path: '/dashboard' })],
    ['a route outside the app', O.some({ '+clicked_branch_link': true, $deeplink_path: 'https://evil.example' })],
  ])('does nothing for %s', async (_label, data) => {
    const { openDeepLink, replaced, tracked } = setup(data);

    await expect(openDeepLink()).resolves.toEqual(O.none);
    expect([...replaced, ...tracked]).toEqual([]);
  });
});
