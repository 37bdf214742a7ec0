import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { HooksApi } from '../../application/ports/hooks-api.port';
import type { SessionSource } from '../../application/ports/session-source.port';
import type { HttpFailure } from '../../domain/http-failure';
import type { FaultSwitch } from '../../stand-ins/faults/storage-fault-switch';
import { userHashOf } from '../../stand-ins/protection/user-hash';

/** Not a secret: offline mode proves nothing to anyone; it only has to look like the real answer. */
export const OFFLINE_HOOKS_SECRET = 'offline-hooks-secret';

export class InMemoryHooksApi implements HooksApi {
  constructor(private readonly deps: { readonly sessions: SessionSource; readonly faults: FaultSwitch; readonly secret?: string }) {}

  async getUserHash(userAlias: string): Promise<E.Either<HttpFailure, string>> {
    const session = await this.deps.sessions.currentSession();
    if (O.isNone(session)) return E.left({ kind: 'NoToken' });
    const fault = await this.deps.faults.apply('userHash');
    if (fault.kind === 'network' || fault.kind === 'error') return E.left({ kind: 'Network' });
    if (fault.kind === 'status') return E.left({ kind: 'Http', status: fault.status });
    if (fault.kind === 'body') return E.left({ kind: 'Decode', details: ['(body): expected a user hash'] });
    if (userAlias.trim() === '') return E.left({ kind: 'Http', status: 400 });
    if (session.value.userAlias !== userAlias) return E.left({ kind: 'Http', status: 403 });
    return E.right(await userHashOf(this.deps.secret ?? OFFLINE_HOOKS_SECRET, userAlias));
  }
}
