// The link service's adapter loads when a visit first asks for link data (a tracked link, or at idle), then its SDK.
import * as O from 'fp-ts/Option';
import { loadOnce } from '../application/load-once';
import type { DeepLinkSource } from '../application/ports/deep-link-source.port';

/** Code that cannot load (an ad-blocker) is reported and reads as no link; the next read asks for it again. */
export function lazyDeepLinkSource(load: () => Promise<DeepLinkSource>, report: (error: unknown, context: string) => void): DeepLinkSource {
  const source = loadOnce(load);
  return {
    read: async () => {
      try {
        return await (await source.load()).read();
      } catch (error) {
        report(error, 'deep-link service did not start');
        return O.none;
      }
    },
  };
}
