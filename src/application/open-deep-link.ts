import * as O from 'fp-ts/Option';
import { buildDeepLinkRoute } from '../domain/deep-link';
import type { Analytics } from './fan-out-analytics';
import type { DeepLinkSource } from './ports/deep-link-source.port';

/** Replaces the history entry with the link's route and records the visit; the route, or none without link data. Never rejects. */
export type OpenDeepLink = (replace: (path: string) => void) => Promise<O.Option<string>>;

export const makeOpenDeepLink =
  (deps: { readonly deepLinks: DeepLinkSource; readonly analytics: Pick<Analytics, 'track'> }): OpenDeepLink =>
  async (replace) => {
    const result = O.flatMap(await deps.deepLinks.read(), (data) => O.fromNullable(buildDeepLinkRoute(data)));
    if (O.isNone(result)) return O.none;
    replace(result.value.route);
    await deps.analytics.track({ type: 'deep link open', payload: result.value.payload });
    return O.some(result.value.route);
  };
