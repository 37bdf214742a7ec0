import type { Either } from 'fp-ts/Either';
import type { HttpFailure } from '../../domain/http-failure';

export interface HooksApi {
  /** The support chat's identity proof for a user alias; it never goes stale, so callers may cache it. Never rejects. */
  getUserHash(userAlias: string): Promise<Either<HttpFailure, string>>;
}
