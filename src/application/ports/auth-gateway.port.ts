import type { Option } from 'fp-ts/Option';
import type { AuthSession } from '../../domain/auth/auth-session';

/** The user-pool service (spec §4, §7). Implementations never reject. */
export interface AuthGateway {
  /**
   * The signed-in user's session, refreshed first when the id or access token has expired
   * (spec §4 "Token refresh"); none when nobody is signed in or the refresh failed.
   */
  currentSession(): Promise<Option<AuthSession>>;
}
