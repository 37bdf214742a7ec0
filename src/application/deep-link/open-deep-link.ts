import * as O from 'fp-ts/Option';
import { buildDeepLinkRoute } from '../../domain/deep-link/deep-link';
import type { Analytics } from '../analytics/fan-out-analytics';
import type { DeepLinkSource } from '../ports/deep-link-source.port';
import type { History } from '../ports/history.port';

export type OpenDeepLink = () => Promise<string | null>;

/**
 * Spec §2 "Deep links": on start-up, for a clicked link only, replace the current history entry with
 * the rebuilt in-app route and emit the deep-link-open event. Returns the route, or null. Never rejects.
 */
export const makeOpenDeepLink =
  (deps: { deepLinks: DeepLinkSource; history: History; analytics: Analytics }): OpenDeepLink =>
  async () => {
    const data = await deps.deepLinks.read();
    if (O.isNone(data)) return null;
    const result = buildDeepLinkRoute(data.value);
    if (result === null) return null;
    deps.history.replace(result.route);
    await deps.analytics.track({ type: 'deep link open', payload: result.payload });
    return result.route;
  };
