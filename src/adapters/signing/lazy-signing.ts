// The signing form's code loads with the first signing: only the signing screen asks for one.
import type { Signing } from '../../application/ports/signing.port';

/** Code that cannot load is a form that cannot load ('unavailable'); the next signing asks for it again. */
export function lazySigning(load: () => Promise<Signing>): Signing {
  let loading: Promise<Signing | null> | null = null;
  return {
    async sign(container, docusealSlug, signal) {
      loading ??= load().catch(() => (loading = null));
      const signing = await loading;
      return signing ? signing.sign(container, docusealSlug, signal) : 'unavailable';
    },
  };
}
