import type { Either } from 'fp-ts/Either';
import type { HttpFailure } from '../../domain/http/http-failure';

/** The Hooks API (spec §7): its own base URL and api key. Never rejects. */
export interface HooksApi {
  /** POST protect-intercom-user-hashes {user_alias} → the support chat's user hash (cached for the session). */
  getUserHash(userAlias: string): Promise<Either<HttpFailure, string>>;
}
