import type { Either } from 'fp-ts/Either';
import type { HttpFailure } from '../../domain/http/http-failure';

/** The Hooks API (spec §7): its own base URL and api key. */
export interface HooksApi {
  /**
   * POST protect-intercom-user-hashes {user_alias} → `userHash`, the support chat's identity proof
   * (spec §1, §3). Never rejects. Callers may cache the answer for good (spec §7: never stale).
   */
  getUserHash(userAlias: string): Promise<Either<HttpFailure, string>>;
}
