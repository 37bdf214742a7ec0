import type { Option } from 'fp-ts/Option';
import type { DeepLinkData } from '../../domain/deep-link';

export interface DeepLinkSource {
  /** This visit's link data, decoded at the edge; none when there is none, the SDK failed to start or the data is malformed. Never rejects. */
  read(): Promise<Option<DeepLinkData>>;
}
