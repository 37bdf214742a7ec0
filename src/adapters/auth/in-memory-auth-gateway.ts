// The offline user pool, session slice: it holds the signed-in session for the tab (sessionStorage, so it
// survives a reload); sign-up and sign-in arrive with the passwordless issue.
import * as O from 'fp-ts/Option';
import type { SessionSource } from '../../application/ports/session-source.port';
import type { Clock } from '../../application/ports/clock.port';
import type { AuthSession } from '../../domain/auth/auth-session';
import type { FaultSwitch } from '../offline/fault-switch';
import { StoredOfflineSession } from './session.codecs';

export const OFFLINE_SESSION_KEY = 'protect.offline.session';

/** Raised when the offline `session` fault simulates a broken session service (shows the error page). */
export class OfflineFaultError extends Error {
  constructor(operation: string, detail: string) {
    super(`Offline fault on ${operation}: ${detail}`);
    this.name = 'OfflineFaultError';
  }
}

export class InMemoryAuthGateway implements SessionSource {
  constructor(
    private readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
    private readonly clock: Clock,
    private readonly faults: FaultSwitch,
  ) {}

  async currentSession(): Promise<O.Option<AuthSession>> {
    const outcome = await this.faults.apply('session');
    if (outcome.kind !== 'none') throw new OfflineFaultError('session', outcome.kind);
    const stored = this.readStored();
    return O.filter((session: AuthSession) => session.expiresAt > this.clock.now())(stored);
  }

  private readStored(): O.Option<AuthSession> {
    const raw = this.storage.getItem(OFFLINE_SESSION_KEY);
    if (raw === null) return O.none;
    try {
      return O.fromEither(StoredOfflineSession.decode(JSON.parse(raw)));
    } catch {
      return O.none;
    }
  }
}

