import type { Option } from 'fp-ts/Option';
import type { AuthSession } from '../../domain/auth/session/auth-session';

export interface SessionSource {
  /** The caller's valid session, or none. Never rejects, but for the offline `session` fault. */
  currentSession(): Promise<Option<AuthSession>>;
}
