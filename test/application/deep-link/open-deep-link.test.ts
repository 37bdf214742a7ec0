import * as O from 'fp-ts/Option';
import { makeOpenDeepLink } from '../../../src/application/deep-link/open-deep-link';
import type { AnalyticsEvent } from '../../../src/domain/analytics/analytics-event';
import type { DeepLinkData } from '../../../src/domain/deep-link/deep-link';

const setup = (data: O.Option<DeepLinkData>) => {
  const replaced: string[] = [];
  const tracked: AnalyticsEvent[] = [];
  const openDeepLink = makeOpenDeepLink({
    deepLinks: { read: async () => data },
    history: { currentPath: () => '/', replace: (path) => void replaced.push(path) },
    analytics: { identify: async () => undefined, track: async (e) => void tracked.push(e) },
  });
  return { openDeepLink, replaced, tracked };
};

describe('makeOpenDeepLink (spec §2)', () => {
  it('replaces the history entry with the rebuilt route and emits the event', async () => {
    const { openDeepLink, replaced, tracked } = setup(O.some({ '+clicked_branch_link': true, $deeplink_path: '/dashboard', subscribed: 'true' }));

    await expect(openDeepLink()).resolves.toBe('/dashboard?subscribed=true');
    expect(replaced).toEqual(['/dashboard?subscribed=true']);
    expect(tracked).toEqual([expect.objectContaining({ type: 'deep link open', payload: expect.objectContaining({ finalDeepLink: '/dashboard?subscribed=true' }) })]);
  });

  it.each<[string, O.Option<DeepLinkData>]>([
    ['no link data', O.none],
    ['a link that was not clicked', O.some({ $deeplink_path: '/dashboard' })],
    ['a route outside the app', O.some({ '+clicked_branch_link': true, $deeplink_path: 'https://evil.example' })],
  ])('does nothing for %s', async (_label, data) => {
    const { openDeepLink, replaced, tracked } = setup(data);

    await expect(openDeepLink()).resolves.toBeNull();
    expect([...replaced, ...tracked]).toEqual([]);
  });
});
