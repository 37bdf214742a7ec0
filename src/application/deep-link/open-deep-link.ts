import * as O from 'fp-ts/Option';
import { buildDeepLinkRoute } from '../../domain/deep-link/deep-link';
import type { Analytics } from '../analytics/fan-out-analytics';
import type { DeepLinkSource } from '../ports/deep-link-source.port';
import type { History } from '../ports/history.port';

export type OpenDeepLink = () => Promise<O.Option<string>>;

/**
 * Spec §2 "Deep links": on start-up, for a clicked link only, replace the current history entry with
 * the rebuilt in-app route and emit the deep-link-open event (spec §3 payload, scrubbed). Gives the
 * route, or none when nothing was opened (no data, not clicked, or outside the app). Never rejects.
 */
export const makeOpenDeepLink =
  (deps: { readonly deepLinks: DeepLinkSource; readonly history: Pick<History, 'replace'>; readonly analytics: Pick<Analytics, 'track'> }): OpenDeepLink =>
  async () => {
    const result = O.flatMap(await deps.deepLinks.read(), (data) => O.fromNullable(buildDeepLinkRoute(data)));
    if (O.isNone(result)) return O.none;
    deps.history.replace(result.value.route);
    await deps.analytics.track({ type: 'deep link open', payload: result.value.payload });
    return O.some(result.value.route);
  };
