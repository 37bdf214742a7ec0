// The signing form's code loads with the first signing: only the signing screen asks for one.
import { loadOnce } from '../../application/load-once';
import type { Signing } from '../../application/ports/signing.port';

/** Code that cannot load is a form that cannot load ('unavailable'); the next signing asks for it again. */
export function lazySigning(load: () => Promise<Signing>): Signing {
  const code = loadOnce(load);
  return {
    async sign(container, docusealSlug, signal) {
      const signing = await code.load().catch(() => null);
      return signing ? signing.sign(container, docusealSlug, signal) : 'unavailable';
    },
  };
}
