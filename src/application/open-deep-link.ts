import * as O from 'fp-ts/Option';
import { buildDeepLinkRoute } from '../domain/deep-link';
import type { Analytics } from './fan-out-analytics';
import type { DeepLinkSource } from './ports/deep-link-source.port';
import type { History } from './ports/history.port';

export type OpenDeepLink = () => Promise<O.Option<string>>;

export const makeOpenDeepLink =
  (deps: { readonly deepLinks: DeepLinkSource; readonly history: Pick<History, 'replace'>; readonly analytics: Pick<Analytics, 'track'> }): OpenDeepLink =>
  async () => {
    const result = O.flatMap(await deps.deepLinks.read(), (data) => O.fromNullable(buildDeepLinkRoute(data)));
    if (O.isNone(result)) return O.none;
    deps.history.replace(result.value.route);
    await deps.analytics.track({ type: 'deep link open', payload: result.value.payload });
    return O.some(result.value.route);
  };
