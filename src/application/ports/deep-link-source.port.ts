import type { Option } from 'fp-ts/Option';
import type { DeepLinkData } from '../../domain/deep-link/deep-link';

/** The link-attribution service (spec §2 "Deep links", §7 third-party traffic). */
export interface DeepLinkSource {
  /**
   * The parsed link data of this visit, decoded at the edge (it is untrusted). None when there is
   * none, when the SDK failed to start (spec §8 'apiKey cannot be empty.') or the data is malformed.
   * Never rejects.
   */
  read(): Promise<Option<DeepLinkData>>;
}
