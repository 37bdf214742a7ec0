import * as E from 'fp-ts/Either';
import type { IdentityFailure, IdentityPool } from '../../application/ports/identity-credentials.port';
import type { Clock } from '../../application/ports/clock.port';
import type { AwsCredentials, Logins } from '../../domain/auth/session/identity-credentials';
import { faultErrorName, type FaultSwitch } from '../../stand-ins/faults/storage-fault-switch';
import type { IdentityOperation, LocalIdentityPool } from '../../stand-ins/user-pool/identity-pool';
import { decodeCredentials, decodeIdentityId, failureOfErrorBody } from './identity-wire';

export type InMemoryIdentityPoolDeps = {
  readonly pool: LocalIdentityPool;
  readonly identityPoolId: string;
  readonly clock: Clock;
  readonly faults: FaultSwitch;
};

export class InMemoryIdentityPool implements IdentityPool {
  constructor(private readonly deps: InMemoryIdentityPoolDeps) {}

  async getId(logins: Logins | undefined): Promise<E.Either<IdentityFailure, string>> {
    return E.chain(decodeIdentityId)(await this.call('GetId', { IdentityPoolId: this.deps.identityPoolId, ...(logins ? { Logins: logins } : {}) }));
  }

  async getCredentials(identityId: string, logins: Logins | undefined): Promise<E.Either<IdentityFailure, AwsCredentials>> {
    return E.chain(decodeCredentials)(await this.call('GetCredentialsForIdentity', { IdentityId: identityId, ...(logins ? { Logins: logins } : {}) }));
  }

  private async call(operation: IdentityOperation, body: Record<string, unknown>): Promise<E.Either<IdentityFailure, unknown>> {
    const fault = await this.deps.faults.apply('identity');
    if (fault.kind === 'network') return E.left({ kind: 'Network' });
    if (fault.kind === 'error' || fault.kind === 'status')
      return E.left({ kind: 'Service', code: faultErrorName(fault), message: `Offline fault on ${operation}` });
    if (fault.kind === 'body') return E.right({});
    const answer = this.deps.pool.handle(operation, JSON.parse(JSON.stringify(body)) as unknown, this.deps.clock.now());
    return answer.status === 200 ? E.right(answer.body) : E.left(failureOfErrorBody(answer.body));
  }
}
