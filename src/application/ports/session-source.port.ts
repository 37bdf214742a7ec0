import type { Option } from 'fp-ts/Option';
import type { AuthSession } from '../../domain/auth/session/auth-session';

/** Who is calling, as the stand-in servers of offline mode see it: the valid session, or none. */
export interface SessionSource {
  /** Never rejects, but for the offline `session` fault. */
  currentSession(): Promise<Option<AuthSession>>;
}
