import type { Option } from 'fp-ts/Option';
import type { DeepLinkData } from '../../domain/deep-link/deep-link';

/** The link-attribution service (spec §2 "Deep links"). Never rejects. */
export interface DeepLinkSource {
  /** The parsed link data of this visit, decoded at the edge; none when there is none or the SDK failed. */
  read(): Promise<Option<DeepLinkData>>;
}
